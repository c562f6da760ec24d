import ReversiApp
import ReversiCore

/// Draws one whole frame of the terminal game: the machine's screen, the cursor and a
/// half-typed cell. Pure: the same inputs give the same bytes, so a frame can be checked
/// without a terminal.
struct FrameRenderer {
    var screen: Screen
    var controls: KeyControls
    /// The spinner's current character, shown next to a thinking side.
    var spinner: Character
    var columns: Int
    var rows: Int
    var style: Style

    static let minimumColumns = 64
    static let minimumRows = 22
    static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    private static let boardLeft = 5
    private static let sideLeft = 34

    /// The frame as one string: a synchronized update (terminals that know it show the frame
    /// at once, without tearing; others ignore it) that repaints every row.
    var frame: String {
        var rowTexts = Array(repeating: "", count: rows)
        for (row, column, text) in segments where row >= 1 && row <= rows {
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
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            return [
                (1, 1, "Please make the window at least"),
                (2, 1, "\(Self.minimumColumns) × \(Self.minimumRows) (q quits)."),
            ]
        }
        var result: [(Int, Int, String)] = [(1, 3, style.bold("Reversi"))]
        result += boardSegments(top: 3)
        result += sideSegments(top: 4)
        var next = 13
        if screen.passAlert != nil {
            result += box(
                top: next, title: "Pass", lines: ["Cannot place a disk."],
                buttons: style.reverse("[ Dismiss ]"))
            next += 4
        }
        if let focus = screen.resetConfirmation {
            let focusOK = focus == .ok
            let cancel = focusOK ? "  Cancel  " : style.reverse("[ Cancel ]")
            let ok = focusOK ? style.reverse("[ OK ]") : "  OK  "
            result += box(
                top: next, title: "Reset",
                lines: ["Do you really want to reset the game?"],
                buttons: cancel + "  " + ok)
            next += 4
        }
        if let notice = screen.notice {
            for (offset, line) in wrap("! " + notice.text, width: columns - 4).enumerated() {
                result.append((next + offset, 3, style.color(line, 33)))
            }
        }
        return result
    }

    private func boardSegments(top: Int) -> [(Int, Int, String)] {
        let header = Column.allCases.map { " \($0.letter) " }.joined()
        var result = [(top, Self.boardLeft, style.dim(header))]
        for row in Row.allCases {
            var line = ""
            for column in Column.allCases {
                let cell = Coordinate(column, row)
                line += drawCell(cell, marked: screen.selectableMoves?.contains(cell) == true)
            }
            result.append((top + 1 + Int(row.rawValue), 2, style.dim(" \(row.digit) ") + line))
        }
        return result
    }

    private func drawCell(_ cell: Coordinate, marked: Bool) -> String {
        let disk = screen.board[cell]
        let glyph = disk?.glyph ?? (marked ? "+" : "·")
        let foreground: Int =
            switch disk {
            case .dark: 30
            case .light: 97
            case nil: marked ? 93 : 32
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

    private func sideSegments(top: Int) -> [(Int, Int, String)] {
        var result: [(Int, Int, String)] = []
        for (offset, disk) in Disk.allCases.enumerated() {
            let count = String(screen.counts[disk])
            let key = disk == .dark ? "x" : "o"
            var text =
                "\(disk.glyph) \(pad(String(describing: disk), 6))\(pad(count, 4, left: true))"
                + "   \(pad(screen.modes[disk].description, 9))" + style.dim("(\(key))")
            if screen.thinking == disk { text += "  \(spinner) thinking" }
            result.append((top + offset, Self.sideLeft, text))
        }
        result.append((top + 3, Self.sideLeft, style.bold(screen.message.text { $0.glyph })))
        let keys = [
            "arrows, hjkl  move",
            "Enter, Space  place",
            "a1 … h8       place there",
            "x, o switch   r reset  q quit",
        ]
        for (offset, line) in keys.enumerated() {
            result.append((top + 5 + offset, Self.sideLeft, style.dim(line)))
        }
        if let column = controls.typedColumn {
            result.append((top + 4, Self.sideLeft, "typed: \(column.letter)_"))
        }
        return result
    }

    private func box(
        top: Int, title: String, lines: [String], buttons: String
    ) -> [(Int, Int, String)] {
        let width = 42
        let rule = String(repeating: "─", count: width - title.count - 3)
        var result = [(top, 3, "┌─ " + style.bold(title) + " " + rule + "┐")]
        for (offset, line) in lines.enumerated() {
            result.append((top + 1 + offset, 3, "│ " + pad(line, width - 1) + "│"))
        }
        let bottom = top + 1 + lines.count
        result.append((bottom, 3, "│"))
        result.append((bottom, 3 + width - visibleWidth(buttons), buttons + " │"))
        result.append((bottom + 1, 3, "└" + String(repeating: "─", count: width) + "┘"))
        return result
    }

    /// Breaks `text` into lines of at most `width` characters, between words where it can.
    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
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

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }

    /// Characters that take a cell on screen (escape sequences take none).
    private func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += 1
            }
        }
        return width
    }
}
