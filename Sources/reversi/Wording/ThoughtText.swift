import CLISupport
import ReversiApp
import ReversiCore
import ReversiEngine

extension Thought {
    /// What the computer thinks, in one line, the same in both front ends (spec 16.3, 20.2,
    /// 21.2): `depth 22@95%  about +1.5  f5 d6 c3  1,234,567 nodes at 2.1 M/s` (the plain
    /// depth at 100%), `exact 22  +4 exact  …` once solved, `book  about +2.6  e6  the book's
    /// value, searched 18 plies deep` (`… 22 plies deep at 73%` for a selective book) for the
    /// book's move.
    var text: String { headline + "  " + work }

    /// Where the move comes from, the score and the best line: the line last, where a narrow
    /// screen cuts it.
    var headline: String { headline(moves: line.count) }

    /// The headline in at most `width` characters: the line loses its last moves whole, so
    /// no cell is shown cut in half; only when even the best move does not fit is the text
    /// itself cut.
    func headline(fitting width: Int) -> String {
        for count in stride(from: line.count, to: 0, by: -1) {
            let text = headline(moves: count)
            if text.count <= width { return text }
        }
        return String(headline(moves: 1).prefix(max(0, width)))
    }

    private func headline(moves count: Int) -> String {
        let sourceText =
            switch (source, score) {
            case (.search(let depth, _), .exact): "exact \(depth.plies)"
            case (.search(let depth, _), .heuristic), (.search(let depth, _), .decided):
                "depth \(depth)"
            case (.book, _): "book"
            }
        return [
            sourceText, score.text, line.prefix(count).map(\.description).joined(separator: " "),
        ]
        .joined(separator: "  ")
    }

    /// The positions searched and how fast; for the book's move, the depth behind its value.
    var work: String {
        switch source {
        case .search(_, let nodes):
            let seconds = Double(elapsed / .milliseconds(1)) / 1000
            return "\(TableFormat.grouped(nodes)) nodes at \(TableFormat.rate(nodes, per: seconds))"
        case .book(let depth):
            return "the book's value, searched \(depth.plies) plies deep"
                + (depth.selectivity.prunes ? " at \(depth.selectivity)" : "")
        }
    }
}

extension Screen.ClockFace {
    /// Both clocks in one line: `● 4:59.3  ○ 5:00.0`, the running side marked with `▸`.
    func text(naming name: (Disk) -> String) -> String {
        Disk.allCases.map { disk in
            (running == disk ? "▸" : "") + "\(name(disk)) \(ClockText.time(remaining[disk]))"
        }.joined(separator: "  ")
    }
}

/// A clock's time as players read it: minutes and seconds, tenths under a minute.
enum ClockText {
    static func time(_ duration: Duration) -> String {
        let tenths = max(0, Int(duration / .milliseconds(100)))
        let (minutes, seconds) = (tenths / 600, tenths % 600 / 10)
        let padded = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        if tenths >= 600 { return "\(minutes):\(padded)" }
        return "0:\(padded).\(tenths % 10)"
    }
}
