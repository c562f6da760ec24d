import CLISupport
import ReversiCore
import ReversiEngine

/// `reversi analyze`'s table and summaries (spec 19.1), as lines: scores in disks for the side
/// that moves, a whole number when exact, one decimal when estimated; the depth of each
/// position's search with its selectivity (spec 20.5); the ply that left the opening book
/// (spec 21.3).
enum AnalysisText {
    private static let widths = [4, 6, 5, 7, 5, 7, 6, 7]

    /// The mark of a ply that left the opening book.
    static let leftBook = "out of book"

    static func lines(_ analysis: GameAnalysis, search: AnalysisSearch) -> [String] {
        // Each line fits 80 columns, whatever the search (two digits at most each).
        let depth = search.limits.searchDepth
        let selective =
            depth.selectivity.prunes || analysis.moves.contains { $0.selectivity.prunes }
        var lines = [
            "Scores in disks for the side that moves, of the move played and the best one:",
            "exact when whole (solved from \(search.limits.exactEmpties) empties), estimated"
                + " with a decimal" + (selective ? "." : " (\(depth.plies) plies)."),
        ]
        if analysis.moves.contains(where: { $0.bestScore.isDecided || $0.playedScore.isDecided }) {
            lines.append("'>=+N' and '<=-N': won or lost by N disks or more, seen by the estimate.")
        }
        if selective {
            lines.append("Depth 'D@P%': D plies searched with cuts P% sure; this search \(depth).")
        }
        lines += [
            "",
            columns(["#", "side", "move", "score", "best", "score", "loss", "depth"]) + "  mark",
        ]
        for move in analysis.moves {
            let marks = [move.mark?.description, move.leftBook ? leftBook : nil]
            lines.append(
                trimmed(
                    columns([
                        String(move.number), move.side.description, move.played.description,
                        disks(move.playedScore), move.best?.description ?? "-",
                        disks(move.bestScore), loss(move), move.searchDepth.description,
                    ]) + "  " + marks.compactMap(\.self).joined(separator: " ")))
        }
        lines.append("")
        if let opening = analysis.opening {
            lines += ["opening: \(opening.name)", ""]
        }
        lines += Disk.allCases.flatMap { side in
            summary(analysis.summary(for: side), from: analysis.firstSolved?.number)
        }
        return lines
    }

    /// One side's lines: its moves, average loss, mistakes and blunders; then what best play
    /// from the first solved position would have given it, and what the game gave.
    static func summary(_ side: SideSummary, from firstSolved: Int?) -> [String] {
        let name = side.side.description + ":"
        guard let average = side.averageLossHundredths else { return ["\(name) no moves"] }
        var lines = [
            "\(name.padding(toLength: 7, withPad: " ", startingAt: 0))"
                + "\(count(side.moveCount, "move")), average loss \(tenths(average)) disks,"
                + " \(count(side.mistakes, "mistake")) (?), \(count(side.blunders, "blunder")) (??)"
        ]
        if let should = side.shouldHaveScored, let firstSolved {
            lines.append(
                "       best play from move \(firstSolved) (solved) ends \(ScoreText.signed(should))"
                    + (side.finalScore.map { "; the game ended \(ScoreText.signed($0))" } ?? ""))
        }
        return lines
    }

    /// A score in disks: `+12` exact, `+1.3` estimated, `>=+10` and `<=-10` for a game won or
    /// lost by at least so many disks, which the search found without solving it.
    static func disks(_ score: Score) -> String {
        switch score {
        case .exact(let disks): ScoreText.signed(disks)
        case .decided(let disks): (disks > 0 ? ">=" : "<=") + ScoreText.signed(disks)
        case .heuristic(let hundredths):
            // The sign of what is shown: -0.04 is 0.0.
            NumberText.oneDecimal(hundredths: hundredths, signed: true)
        }
    }

    /// The loss in disks: whole when both scores are exact. Rounded down, so that a loss
    /// shown as 2.0 always has its mark.
    static func loss(_ move: MoveAnalysis) -> String {
        let loss = move.lossHundredths
        return move.bestScore.isExact && move.playedScore.isExact
            ? String(loss / 100) : "\(loss / 100).\(loss % 100 / 10)"
    }

    /// Hundredths of a disk as disks with one decimal, rounded.
    static func tenths(_ hundredths: Int) -> String {
        NumberText.oneDecimal(hundredths: hundredths)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func columns(_ cells: [String]) -> String {
        zip(cells, widths).map { TableFormat.padded($0, $1) }.joined(separator: " ")
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
