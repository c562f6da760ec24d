import ReversiApp
import ReversiCore

/// Draws one whole frame of the terminal game: the machine's screen, the cursor and a
/// half-typed cell, where `FrameLayout` places them. Pure: the same inputs give the same
/// bytes, so a frame can be checked without a terminal.
struct FrameRenderer {
    var screen: Screen
    var controls: KeyControls
    /// The spinner's current character, shown next to a thinking side.
    var spinner: Character
    var size: TerminalSize
    var style: Style

    static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    private var layout: FrameLayout { FrameLayout(screen: screen, size: size) }

    /// The frame as one string: a synchronized update (terminals that know it show the frame
    /// at once, without tearing; others ignore it) that repaints every row.
    var frame: String {
        var rowTexts = Array(repeating: "", count: size.rows)
        for (row, column, text) in segments where row >= 1 && row <= size.rows {
            rowTexts[row - 1] += "\u{1B}[\(row);\(column)H" + text
        }
        var output = "\u{1B}[?2026h"
        for (index, text) in rowTexts.enumerated() {
            output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + text
        }
        return output + "\u{1B}[0m\u{1B}[?2026l"
    }

    /// Every piece of text with its row and column (1-based).
    private var segments: [(Int, Int, String)] {
        let layout = layout
        guard layout.fits else {
            return [
                (1, 1, "Please make the window at least"),
                (2, 1, "\(FrameLayout.minimumColumns) × \(FrameLayout.minimumRows) (q quits)."),
            ]
        }
        var result: [(Int, Int, String)] = [(1, 3, style.bold("Reversi"))]
        result += boardSegments()
        result += sideSegments()
        if let top = layout.scoreTop, let score = screen.finalScore {
            result.append((top, FrameLayout.boxLeft, style.bold(score.text)))
            result.append(
                (top + 1, FrameLayout.boxLeft, "Game over: \(Instructions.keys.newGame)."))
        }
        for (offset, line) in layout.recordLines.enumerated() {
            result.append((layout.recordTop + offset, FrameLayout.boxLeft, style.dim(line)))
        }
        for (offset, line) in layout.analysisLines.enumerated() {
            result.append((layout.analysisTop + offset, FrameLayout.boxLeft, line))
        }
        if let top = layout.passAlertTop, let side = screen.passAlert {
            result += box(
                top: top, title: PassAlertText.title,
                lines: [PassAlertText.text(on: screen), PassAlertText.passing(side)],
                buttons: [(.dismiss, true)])
        }
        if let top = layout.resetQuestionTop, let focus = screen.resetConfirmation {
            result += box(
                top: top, title: "Reset", lines: ["Do you really want to reset the game?"],
                buttons: [(.cancel, focus == .cancel), (.ok, focus == .ok)])
        }
        if let notice = screen.notice {
            // A resumed game is news, not a problem: it goes without the mark and the colour.
            let isNews = if case .resumed = notice { true } else { false }
            let text = (isNews ? "" : "! ") + notice.text(.keys)
            let width = FrameLayout.textWidth(columns: size.columns)
            for (offset, line) in wrap(text, width: width).enumerated() {
                let row = (layout.noticeTop + offset, FrameLayout.boxLeft, line)
                result.append(isNews ? row : (row.0, row.1, style.color(line, 33)))
            }
        }
        return result
    }

    private func boardSegments() -> [(Int, Int, String)] {
        let top = FrameLayout.boardTop
        let header = Column.allCases.map { " \($0.letter) " }.joined()
        var result = [(top, FrameLayout.boardLeft, style.dim(header))]
        for row in Row.allCases {
            var line = ""
            for column in Column.allCases {
                let cell = Coordinate(column, row)
                line += drawCell(cell, marked: screen.selectableMoves?.contains(cell) == true)
            }
            let (screenRow, left) = FrameLayout.position(of: Coordinate(.a, row))
            result.append((screenRow, left - 3, style.dim(" \(row.digit) ") + line))
        }
        return result
    }

    private func drawCell(_ cell: Coordinate, marked: Bool) -> String {
        let disk = screen.board[cell]
        let hinted = screen.hint?.move == cell
        let glyph = disk?.glyph ?? (hinted ? "?" : marked ? "+" : "·")
        let foreground: Int =
            switch disk {
            case .dark: 30
            case .light: 97
            case nil: hinted ? 95 : marked ? 93 : 32
            }
        let (left, right): (String, String) =
            cell == controls.cursor
            ? ("[", "]")
            : cell == screen.lastMove ? ("(", ")") : (" ", " ")
        let text =
            style.color(left, 93, on: 42) + style.color(glyph, foreground, on: 42)
            + style.color(right, 93, on: 42)
        return cell == controls.cursor ? style.bold(text) : text
    }

    private func sideSegments() -> [(Int, Int, String)] {
        let top = FrameLayout.sideTop
        var result: [(Int, Int, String)] = []
        for (offset, disk) in Disk.allCases.enumerated() {
            let count = String(screen.counts[disk])
            let key = disk == .dark ? "x" : "o"
            var text =
                "\(disk.glyph) \(pad(String(describing: disk), 6))\(pad(count, 4, left: true))"
                + "   \(pad(screen.modes[disk].description, 9))" + style.dim("(\(key))")
            // A Computer side's level, next to its mode (spec 10.3).
            if screen.modes[disk] == .computer { text += " level \(screen.levels[disk])" }
            if let clock = screen.clock {
                let time = "  " + ClockText.time(clock.remaining[disk])
                text += clock.running == disk ? style.bold(time) : time
            }
            if screen.thinking == disk { text += "  \(spinner) thinking" }
            result.append((top + offset, FrameLayout.sideLeft, text))
        }
        if let hint = screen.hint {
            result.append((top + 2, FrameLayout.sideLeft, style.color("hint: \(hint.text)", 95)))
        }
        if let thought = screen.thought {
            // On the hint's row and the typed cell's: neither is shown while a computer thinks.
            let width = max(0, size.columns - FrameLayout.sideLeft)
            for (offset, text) in [(2, thought.headline(fitting: width)), (4, thought.work)] {
                result.append(
                    (top + offset, FrameLayout.sideLeft, style.dim(String(text.prefix(width)))))
            }
        }
        result.append((top + 3, FrameLayout.sideLeft, style.bold(screen.message.text { $0.glyph })))
        for (offset, line) in KeyTable.helpLines.enumerated() {
            result.append((top + 5 + offset, FrameLayout.sideLeft, style.dim(line)))
        }
        if let column = controls.typedColumn {
            result.append((top + 4, FrameLayout.sideLeft, "typed: \(column.letter)_"))
        }
        return result
    }

    /// An alert: its title in the top border, its lines, then its buttons where `FrameLayout`
    /// puts them, the focused one in brackets.
    private func box(
        top: Int, title: String, lines: [String], buttons: [(AlertButton, focused: Bool)]
    ) -> [(Int, Int, String)] {
        let left = FrameLayout.boxLeft
        let width = FrameLayout.boxWidth
        let rule = String(repeating: "─", count: width - title.count - 3)
        var result = [(top, left, "┌─ " + style.bold(title) + " " + rule + "┐")]
        for (offset, line) in lines.enumerated() {
            result.append((top + 1 + offset, left, "│ " + pad(line, width - 1) + "│"))
        }
        let bottom = top + 1 + lines.count
        result.append((bottom, left, "│"))
        result.append((bottom, left + width + 1, "│"))
        let shown = layout.buttons
        for (button, focused) in buttons {
            guard let place = shown.first(where: { $0.button == button }) else { continue }
            let label =
                focused ? style.reverse("[ \(button.label) ]") : "  \(button.label)  "
            result.append((place.row, place.column, label))
        }
        result.append((bottom + 1, left, "└" + String(repeating: "─", count: width) + "┘"))
        return result
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        FrameLayout.wrap(text, width: width)
    }
}

extension FrameLayout {
    /// Breaks `text` into lines of at most `width` characters, between words where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(words: text.split(separator: " ").map(String.init), width: width)
    }

    /// Breaks lines between `words`, joined by one space, and inside a word only when it is
    /// wider than a line.
    static func wrap(words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
            while line.count > width {
                lines.append(String(line.prefix(width)))
                line = String(line.dropFirst(width))
            }
        }
        return line.isEmpty ? lines : lines + [line]
    }

}

extension FrameRenderer {
    fileprivate func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
