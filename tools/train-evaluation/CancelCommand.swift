import CLISupport
import Dispatch
import Foundation
import ReversiCore
import ReversiEngine
import Synchronization

/// `reversi-train cancel`: how soon a cancelled search gives its threads back (spec 16.5), for
/// `tools/bench cancel` and docs/engine.md. The tests check that a cancelled search polls at
/// most twice more; this measures what that costs in time, which a test on a shared machine
/// could not assert without flaking.
enum CancelCommand {
    static let level = Option.integer(
        "--level", value: "L", in: 1...20, default: "20",
        help: "The level whose search is cancelled: its depth, selectivity and end, no time.")
    static let trials = Option.integer(
        "--trials", value: "N", in: 1...10_000, default: "40",
        help: "How many searches are started and cancelled.")
    static let threads = Option.integer(
        "--threads", value: "T", in: 1...1024, default: "2",
        help: "The threads of the engine, as the game gives it every core.")
    static let seed = Option.seed(
        default: "1", help: "Draws the positions from seeded self-play and the delays.")

    static let command = CommandSpec(
        "reversi-train cancel",
        abstract: "Measure how soon a cancelled search returns.",
        discussion: """
            Each trial starts level L's search of a position of seeded self-play (every stage,
            so the midgame, the selective end and the solve all get cancelled) on T threads,
            cancels it after a drawn delay of 5 to 300 ms, and times the return from the
            cancellation. Prints the median, the 90th percentile and the longest return; a
            search that answered before its cancellation is counted apart.
            """,
        options: [level, trials, threads, seed])

    static func run(_ words: [String]) -> Never {
        let (number, trials, threads, seed) = command.parse(words) {
            arguments throws(UsageError) in
            (
                try arguments.value(Self.level) ?? 20, try arguments.value(Self.trials) ?? 40,
                try arguments.value(Self.threads) ?? 2, try arguments.value(Self.seed) ?? 1
            )
        }
        guard let limits = Level(number)?.search else {
            printError("error: level \(number) does not search")
            exit(.usage)
        }
        let positions = ProbCutSample.positions(seed: seed, count: trials, deepest: 10).compactMap {
            LegalMoves(GameState(board: Board($0, toMove: .dark), turn: .dark))
        }
        var random = SplitMix64(seed: seed)
        var returns: [Duration] = []
        var answered = 0
        for moves in positions.prefix(trials) {
            let delay = Duration.milliseconds(Int.random(in: 5...300, using: &random))
            switch cancelled(moves, limits, threads: threads, after: delay) {
            case .some(let time): returns.append(time)
            case .none: answered += 1
            }
        }
        returns.sort()
        func milliseconds(_ time: Duration?) -> String {
            time.map { String(format: "%.1f ms", $0 / .milliseconds(1)) } ?? "-"
        }
        print(
            "level \(number), \(threads) thread\(threads == 1 ? "" : "s"),"
                + " \(returns.count) searches cancelled")
        print("from the cancellation to the answer: median \(milliseconds(returns.middle)),")
        print(
            "90th percentile \(milliseconds(returns.percentile(0.9))),"
                + " longest \(milliseconds(returns.last))")
        print("\(answered) answered before their cancellation")
        exit(.success)
    }

    /// The time from the cancellation to the search's return, or nil when it answered first.
    static func cancelled(
        _ moves: LegalMoves, _ limits: SearchLimits, threads: Int, after delay: Duration
    ) -> Duration? {
        let stop = Atomic(false)
        let finished = Atomic(false)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var returned = ContinuousClock.now
        Thread.detachNewThread {
            // An engine is not Sendable: the search thread makes its own.
            let engine = Engine(tableBytes: 16 << 20, threads: threads)
            _ = engine.bestMove(for: moves, limits: limits, seed: 1) {
                stop.load(ordering: .relaxed)
            }
            returned = ContinuousClock.now
            finished.store(true, ordering: .releasing)
            done.signal()
        }
        Thread.sleep(forTimeInterval: delay / .seconds(1))
        let cancelledAt = ContinuousClock.now
        let answeredFirst = finished.load(ordering: .acquiring)
        stop.store(true, ordering: .relaxed)
        done.wait()
        return answeredFirst ? nil : returned - cancelledAt
    }
}

extension Array where Element == Duration {
    /// Of a sorted array.
    fileprivate var middle: Duration? { isEmpty ? nil : self[count / 2] }

    fileprivate func percentile(_ share: Double) -> Duration? {
        isEmpty ? nil : self[Swift.min(count - 1, Int(Double(count) * share))]
    }
}
