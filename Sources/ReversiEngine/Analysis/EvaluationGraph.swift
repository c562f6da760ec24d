/// The evaluation graph (spec 19.2): the score after each move from dark's side as columns of
/// block characters above the zero line (dark ahead) and below it (light ahead), across a given
/// width, with the scale and the move numbers. Pure text: the shell picks the width, the
/// characters and whether to colour.
public struct EvaluationGraph: Hashable, Sendable {
    /// The score after each move, dark's side, in disks.
    public let scores: [Double]

    public init(scores: [Double]) { self.scores = scores }

    public enum Characters: Hashable, Sendable {
        /// Block characters: eighths of a row above the zero line, `▔`, `▀` and `█` below it.
        case unicode
        /// Plain ASCII: `.` and `#` above, `'` and `#` below.
        case ascii
    }

    /// Rows above the zero line, and as many below.
    static let halfRows = 4
    static let title = "Score for dark after each move, in disks"

    /// The graph's lines, none wider than `width` (at least the scale and a column), without
    /// trailing spaces.
    public func lines(width: Int, characters: Characters, colors: Bool = false) -> [String] {
        guard !scores.isEmpty else { return [Self.title, "(no moves)"] }
        let scale = Self.scale(for: scores)
        let labels = (top: "+\(scale)", zero: "0", bottom: "-\(scale)")
        let labelWidth = labels.bottom.count
        let glyphs = Glyphs(characters)
        let columns = max(1, width - labelWidth - 2)
        let plies = plyOfColumn(columns: columns)
        let eighths = plies.map { ply in Self.eighths(scores[ply], scale: scale) }

        func row(_ label: String, _ separator: String, _ cells: [String]) -> String {
            let padded = String(repeating: " ", count: labelWidth - label.count) + label
            return trimmed(padded + " " + separator + cells.joined())
        }
        func painted(_ glyph: String, positive: Bool) -> String {
            guard colors, glyph != " " else { return glyph }
            return "\u{1B}[\(positive ? 36 : 33)m\(glyph)\u{1B}[39m"
        }
        var lines = [Self.title]
        for level in (0..<Self.halfRows).reversed() {
            let cells = eighths.map { eighths in
                painted(glyphs.above(max(0, min(8, eighths - 8 * level))), positive: true)
            }
            lines.append(
                row(level == Self.halfRows - 1 ? labels.top : "", glyphs.vertical, cells))
        }
        lines.append(
            row(
                labels.zero, glyphs.cross,
                Array(repeating: glyphs.horizontal, count: plies.count)))
        for level in 0..<Self.halfRows {
            let cells = eighths.map { eighths in
                painted(glyphs.below(max(0, min(8, -eighths - 8 * level))), positive: false)
            }
            lines.append(
                row(level == Self.halfRows - 1 ? labels.bottom : "", glyphs.vertical, cells))
        }
        lines.append(moveNumbers(plies, indent: labelWidth + 2, width: width))
        return lines
    }

    /// The ply each column shows: every ply over as many columns as fit evenly, or, when the
    /// plies outnumber the columns, the last ply of each column's share.
    func plyOfColumn(columns: Int) -> [Int] {
        let count = scores.count
        if count <= columns {
            let each = columns / count
            return (0..<(count * each)).map { $0 / each }
        }
        return (0..<columns).map { column in (column + 1) * count / columns - 1 }
    }

    /// The move numbers under the graph: 1 and every tenth move, each at the first column
    /// that shows it or a later move, where it does not run into the number before; the last
    /// may stand out past the graph, within `width`.
    private func moveNumbers(_ plies: [Int], indent: Int, width: Int) -> String {
        var line = [Character](repeating: " ", count: max(indent + plies.count, width))
        var free = 0
        for number in [1] + Array(stride(from: 10, through: scores.count, by: 10)) {
            guard let column = plies.firstIndex(where: { $0 >= number - 1 }) else { continue }
            let text = Array(String(number))
            let start = indent + column
            guard start >= free, start + text.count <= line.count else { continue }
            line.replaceSubrange(start..<start + text.count, with: text)
            free = start + text.count + 1
        }
        return trimmed(String(line))
    }

    /// The disks at the top row: the largest score rounded up to a multiple of 4, at least 4
    /// and at most 64.
    static func scale(for scores: [Double]) -> Int {
        let largest = scores.map { abs($0) }.max() ?? 0
        return min(64, max(4, Int((largest / 4).rounded(.up)) * 4))
    }

    /// A score's bar in eighths of a row, negative below the zero line; a score that is not
    /// zero shows at least one eighth, so its side is seen.
    static func eighths(_ score: Double, scale: Int) -> Int {
        let full = Double(halfRows * 8)
        let size = min(full, (abs(score) / Double(scale) * full).rounded())
        let shown = score == 0 ? 0 : max(1, Int(size))
        return score < 0 ? -shown : shown
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The characters of one style.
    private struct Glyphs {
        let vertical: String
        let cross: String
        let horizontal: String
        private let upward: [String]
        private let downward: [String]

        init(_ characters: Characters) {
            switch characters {
            case .unicode:
                (vertical, cross, horizontal) = ("│", "┼", "─")
                upward = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
                downward = [" ", "▔", "▔", "▔", "▀", "▀", "▀", "█", "█"]
            case .ascii:
                (vertical, cross, horizontal) = ("|", "+", "-")
                upward = [" ", ".", ".", ".", "#", "#", "#", "#", "#"]
                downward = [" ", "'", "'", "'", "#", "#", "#", "#", "#"]
            }
        }

        /// The cell of a bar that fills `eighths` of it from below (above the zero line).
        func above(_ eighths: Int) -> String { upward[eighths] }
        /// The cell of a bar that fills `eighths` of it from above (below the zero line).
        func below(_ eighths: Int) -> String { downward[eighths] }
    }
}
