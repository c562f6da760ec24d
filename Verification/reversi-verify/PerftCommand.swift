import CLISupport
import ReversiSpecs

/// `reversi-verify perft N [--jobs J]`: the move-path counts of plies 1…N, one row a ply.
enum PerftCommand {
    static let plies = Argument.integer(
        "N", "a number of plies", in: 1...60, help: "Count the plies 1 to N.")
    static let jobs = Option.jobs(
        most: 256, default: "1", help: "Threads to split each run over.")

    static let command = CommandSpec(
        "reversi-verify perft",
        abstract: "Count the move sequences from the initial position, ply by ply.",
        discussion: """
            Counts the move sequences of exactly n plies from the initial position for each
            n = 1…N (OEIS A124004; a forced pass is a ply, a finished game has no further ply)
            and prints one row a ply: the sequences, how many of them end with a pass, how many
            end the game, the wall-clock and CPU time of that ply's run, and leaves per second.
            Each ply is counted by its own run, as move-generator benchmarks do.

            Whether a position has no move is found while counting the ply after it, so the
            games over at ply N are shown only when ply N+1 is run; the last row shows "-".
            """,
        arguments: [plies], options: [jobs])

    static func run(_ words: [String]) -> Never {
        let (plies, jobs) = command.parse(words) { arguments throws(UsageError) in
            (try arguments.positional(Self.plies), try arguments.value(Self.jobs) ?? 1)
        }

        print("perft from the initial position, \(jobs) job\(jobs == 1 ? "" : "s")")
        let widths = [4, 16, 8, 11, 10, 10, 12]
        printRow(
            ["ply", "sequences", "passes", "games over", "time s", "cpu s", "leaves/s"], widths)
        var totals = (sequences: 0, wall: 0.0, cpu: 0.0)
        var rows: [(ply: Int, count: PerftCount, wall: Double, cpu: Double)] = []
        for ply in 1...plies {
            let (wallStart, cpuStart) = (ProcessClock.wall, ProcessClock.cpu)
            let count = Perft.count(from: Perft.initialPosition, plies: ply, jobs: jobs)
            let (wall, cpu) = (ProcessClock.wall - wallStart, ProcessClock.cpu - cpuStart)
            rows.append((ply, count, wall, cpu))
            totals.sequences += count.sequences
            totals.wall += wall
            totals.cpu += cpu
            if ply > 1 {
                printPerftRow(
                    rows[ply - 2], gamesOver: String(count.gamesOverOnePlyEarlier), widths)
            }
        }
        printPerftRow(rows[plies - 1], gamesOver: "-", widths)
        printRow(
            [
                "all", TableFormat.grouped(totals.sequences), "", "",
                TableFormat.seconds(totals.wall),
                TableFormat.seconds(totals.cpu),
                TableFormat.rate(totals.sequences, per: totals.wall),
            ], widths)
        exit(.success)
    }

    private static func printPerftRow(
        _ row: (ply: Int, count: PerftCount, wall: Double, cpu: Double), gamesOver: String,
        _ widths: [Int]
    ) {
        printRow(
            [
                String(row.ply), TableFormat.grouped(row.count.sequences),
                TableFormat.grouped(row.count.passes),
                gamesOver, TableFormat.seconds(row.wall), TableFormat.seconds(row.cpu),
                TableFormat.rate(row.count.sequences, per: row.wall),
            ], widths)
    }

    private static func printRow(_ cells: [String], _ widths: [Int]) {
        print(zip(cells, widths).map { TableFormat.padded($0, $1) }.joined(separator: " "))
    }
}
