import CLISupport
import ReversiSpecs

/// `reversi-verify positions N`: the distinct positions after each ply 1…N.
enum PositionsCommand {
    static let plies = Argument.integer(
        "N", "a number of plies", in: 1...60, help: "Count the positions after plies 1 to N.")

    static let command = CommandSpec(
        "reversi-verify positions",
        abstract: "Count the distinct positions, ply by ply.",
        discussion: """
            Counts the distinct positions (board and side to move) after exactly n plies from
            the initial position for each n = 1…N (OEIS A124005), breadth first, and prints one
            row a ply with the time it took, then the peak memory of the process. Each position
            takes 16 bytes in an open-addressing table; N = 11 needs about 1.3 GB.
            """,
        arguments: [plies])

    static func run(_ words: [String]) -> Never {
        let plies = command.parse(words) { arguments throws(UsageError) in
            try arguments.positional(Self.plies)
        }

        let widths = [4, 14, 10, 12]
        printRow(["ply", "positions", "time s", "positions/s"], widths)
        let start = ProcessClock.wall
        var plyStart = start
        do {
            try PositionCount.count(plies: plies) { ply, positions in
                let now = ProcessClock.wall
                printRow(
                    [
                        String(ply), TableFormat.grouped(positions),
                        TableFormat.seconds(now - plyStart),
                        TableFormat.rate(positions, per: now - plyStart),
                    ], widths)
                plyStart = now
            }
        } catch {
            printError("error: \(error)")
            exit(.failure)
        }
        print("total time \(TableFormat.seconds(ProcessClock.wall - start)) s")
        if let peak = ProcessClock.peakResidentBytes {
            print("peak memory \(TableFormat.grouped(peak / 1_048_576)) MiB")
        } else {
            print("peak memory unknown on this system")
        }
        exit(.success)
    }

    private static func printRow(_ cells: [String], _ widths: [Int]) {
        print(zip(cells, widths).map { TableFormat.padded($0, $1) }.joined(separator: " "))
    }
}
