import ReversiApp
import ReversiCore
import ReversiEngine

/// The window's size in character cells.
struct TerminalSize: Hashable, Sendable {
    var columns: Int
    var rows: Int

    /// What a terminal that cannot tell its size is taken to be.
    static let fallback = TerminalSize(columns: 80, rows: 24)
}

/// What a click can hit: a cell of the board, or a button of an alert.
enum ClickTarget: Hashable, Sendable {
    case cell(Coordinate)
    case button(AlertButton)
}

enum AlertButton: Hashable, Sendable, CaseIterable {
    /// The pass alert's one button (spec 2.2).
    case dismiss
    /// The reset question's buttons (spec 7.2).
    case cancel, ok

    var label: String {
        switch self {
        case .dismiss: "Dismiss"
        case .cancel: "Cancel"
        case .ok: "OK"
        }
    }

    /// Columns taken on screen: the label in brackets, `[ OK ]`, drawn as spaces without focus.
    var width: Int { label.count + 4 }
}

/// Where a frame puts each part, as a pure function of the screen and the window's size:
/// `FrameRenderer` draws there, and a click is read against it, so a click hits what was drawn.
///
/// The board and the side panel have fixed places; below the board come, in this order and
/// only when shown, the final score, the pass alert, the reset question, the record and the
/// notice.
struct FrameLayout: Sendable {
    static let minimumColumns = 64
    static let minimumRows = 22
    /// The row of the column letters; the board's rows follow.
    static let boardTop = 3
    /// The first column of cell a's three characters (`[●]`).
    static let boardLeft = 5
    static let sideLeft = 34
    static let sideTop = 4
    static let boxLeft = 3
    /// Columns between an alert box's borders.
    static let boxWidth = 42
    /// The first row below the board and the side panel.
    static let partsTop = 13

    /// The columns a line below the board may take in a window `columns` wide: from
    /// `boxLeft` to the one before the last, which a terminal would wrap at.
    static func textWidth(columns: Int) -> Int { columns - boxLeft - 1 }

    /// The lines of the alert boxes between their title and their buttons.
    static let passAlertLines = 2
    static let resetQuestionLines = 1

    /// Whether the window is big enough for the game; nothing else is drawn when it is not.
    let fits: Bool
    /// The first row of each part below the board, `nil` for a part not shown.
    let scoreTop: Int?
    /// The record's lines (spec 12.2), from `recordTop` on.
    let recordLines: [String]
    let recordTop: Int
    /// The analysis (spec 19.3): its line, and its graph when the window has the rows for it
    /// (spec 19.2), from `analysisTop` on.
    let analysisLines: [String]
    let analysisTop: Int
    let passAlertTop: Int?
    let resetQuestionTop: Int?
    let noticeTop: Int

    init(screen: Screen, size: TerminalSize) {
        fits = size.columns >= Self.minimumColumns && size.rows >= Self.minimumRows
        var next = Self.partsTop
        func place(_ shown: Bool, height: Int) -> Int? {
            guard shown else { return nil }
            defer { next += height }
            return next
        }
        scoreTop = place(screen.finalScore != nil, height: 2)
        passAlertTop = place(screen.passAlert != nil, height: Self.passAlertLines + 3)
        resetQuestionTop = place(
            screen.resetConfirmation != nil, height: Self.resetQuestionLines + 3)
        // The whole width below the board. A ply is one word to the wrapping, so a move never
        // leaves its number (spec 12.2).
        let width = Self.textWidth(columns: size.columns)
        let record =
            screen.record.isEmpty
            ? []
            : Self.wrap(
                words: ["record:"] + RecordText.shownPlies(screen), width: width)
        // The opening's name (spec 19.4) only where it leaves two rows for a notice below:
        // with both alerts up, a short window keeps the notice rather than the name.
        let opening = screen.opening.map { ["opening: \($0.name)"] } ?? []
        recordLines = (next + opening.count + record.count + 2 <= size.rows ? opening : []) + record
        recordTop = next
        next += recordLines.count
        analysisTop = next
        var analysis =
            screen.analysis.map {
                Self.wrap("analysis: " + $0.text { $0.glyph }, width: width)
            } ?? []
        if let ready = screen.analysis?.ready {
            let graph = EvaluationGraph(scores: ready.darkScores).lines(
                width: max(20, width), characters: .unicode)
            // Two rows kept for a notice below.
            if next + analysis.count + graph.count + 2 <= size.rows { analysis += graph }
        }
        analysisLines = analysis
        next += analysisLines.count
        noticeTop = next
    }

    /// The row and first column of `cell`'s three characters.
    static func position(of cell: Coordinate) -> (row: Int, column: Int) {
        (boardTop + 1 + Int(cell.row.rawValue), boardLeft + 3 * Int(cell.column.rawValue))
    }

    /// The row of an alert's buttons, and the first column of each button shown there.
    var buttons: [(button: AlertButton, row: Int, column: Int)] {
        guard fits else { return [] }
        var result: [(AlertButton, Int, Int)] = []
        if let top = passAlertTop {
            result += Self.buttonRow([.dismiss], row: top + 1 + Self.passAlertLines)
        }
        if let top = resetQuestionTop {
            result += Self.buttonRow([.cancel, .ok], row: top + 1 + Self.resetQuestionLines)
        }
        return result
    }

    /// What is drawn at `column`, `row` (1-based) that a click can press.
    func target(atColumn column: Int, row: Int) -> ClickTarget? {
        guard fits else { return nil }
        for (button, buttonRow, first) in buttons
        where row == buttonRow && (first..<first + button.width).contains(column) {
            return .button(button)
        }
        guard column >= Self.boardLeft, row > Self.boardTop,
            let cellColumn = Column(rawValue: UInt8(clamping: (column - Self.boardLeft) / 3)),
            let cellRow = Row(rawValue: UInt8(clamping: row - Self.boardTop - 1))
        else { return nil }
        return .cell(Coordinate(cellColumn, cellRow))
    }

    /// Buttons side by side, two columns apart, ending one column inside the box's right border.
    private static func buttonRow(_ buttons: [AlertButton], row: Int) -> [(AlertButton, Int, Int)] {
        let width = buttons.map(\.width).reduce(0, +) + 2 * (buttons.count - 1)
        var column = boxLeft + boxWidth - width
        return buttons.map { button in
            defer { column += button.width + 2 }
            return (button, row, column)
        }
    }
}
