import CLISupport
import Foundation
import ReversiEngine

/// `reversi solve`'s output: a table printed row by row as positions are solved, with a total
/// line; or, with `--format json`, one JSON document at the end.
struct SolveTable {
    let format: SolveCommand.Format
    private var rows: [SolveRow] = []

    init(format: SolveCommand.Format) { self.format = format }

    private static let widths = [4, 7, 5, 15, 9, 11, 6]

    func printHeader() {
        guard format == .text else { return }
        print(
            Self.columns(["#", "empties", "score", "nodes", "time s", "nodes/s", "check"])
                + "  best")
    }

    mutating func printRow(_ row: SolveRow) {
        rows.append(row)
        guard format == .text else { return }
        let check = row.known.isEmpty ? "-" : row.failures.isEmpty ? "ok" : "FAIL"
        print(
            Self.columns([
                String(row.number), String(row.empties), ScoreText.signed(row.solution.score),
                TableFormat.grouped(row.solution.nodes), TableFormat.seconds(row.seconds),
                TableFormat.rate(row.solution.nodes, per: row.seconds), check,
            ]) + "  " + row.best.joined(separator: " "))
        fflush(nil)
    }

    func printFooter() {
        let nodes = rows.reduce(0) { $0 + $1.solution.nodes }
        let seconds = rows.reduce(0) { $0 + $1.seconds }
        let checked = rows.filter { !$0.known.isEmpty }
        let failed = checked.filter { !$0.failures.isEmpty }.count
        switch format {
        case .text:
            print(
                Self.columns([
                    "all", "", "", TableFormat.grouped(nodes), TableFormat.seconds(seconds),
                    TableFormat.rate(nodes, per: seconds), "",
                ]))
            if !checked.isEmpty {
                print("\(checked.count - failed) of \(checked.count) known results confirmed")
            }
        case .json:
            let document = Document(
                positions: rows.map(Document.Position.init),
                total: .init(nodes: nodes, seconds: seconds, checked: checked.count, failed: failed)
            )
            print(document.text)
        }
    }

    private static func columns(_ cells: [String]) -> String {
        zip(cells, widths).map { TableFormat.padded($0, $1) }.joined(separator: " ")
    }

    /// The JSON form.
    private struct Document: JSONDocument {
        struct Position: JSONDocument {
            let position: Int
            let line: Int
            let empties: Int
            let score: Int
            /// Every best move, `["pass"]`, or none when the game is over.
            let best: [String]
            let nodes: Int
            let seconds: Double
            let known: [String: Int]
            let failures: [String]

            init(_ row: SolveRow) {
                position = row.number
                line = row.line
                empties = row.empties
                score = row.solution.score
                best = row.best
                nodes = row.solution.nodes
                seconds = row.seconds
                known = Dictionary(
                    row.known.map { ($0.move.description, $0.score) }, uniquingKeysWith: { $1 })
                failures = row.failures
            }
        }

        struct Total: JSONDocument {
            let nodes: Int
            let seconds: Double
            let checked: Int
            let failed: Int
        }

        let positions: [Position]
        let total: Total
    }
}
