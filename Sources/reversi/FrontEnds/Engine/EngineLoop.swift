import Dispatch
import Foundation
import ReversiEngine
import ReversiProtocols

/// `reversi engine`'s shell: carries out what the protocol session asks for. Lines from
/// standard input and search answers reach the session one at a time, under one lock, and
/// its lines are written and flushed in its order, so no line ever lands inside a reply.
/// Searches run one at a time on a queue of their own; a stop sets the search's flag, which
/// the engine polls every few milliseconds.
final class EngineLoop: @unchecked Sendable {
    private let lock = NSLock()
    private var session: EngineSession
    private var stops: [SearchTicket: StopFlag] = [:]
    private let searches = DispatchQueue(label: "reversi.engine.search")
    private let seed: UInt64
    private let finished = DispatchSemaphore(value: 0)
    private var engine: Engine?
    private let write: @Sendable (String) -> Bool
    /// The opening book the engine answers from while it has the position (spec 21.2).
    private let book: OpeningBook?

    /// The least time between two reports of a search's progress, in seconds.
    static let updateInterval = 0.25

    /// The longest line kept: a longer one is answered as too long and dropped (spec 17.6).
    static let longestLine = 1 << 20

    /// The threads of each exact solve (spec 16.4).
    private let threads: Int

    init(
        session: EngineSession, seed: UInt64, threads: Int = 1, book: OpeningBook? = nil,
        write: @escaping @Sendable (String) -> Bool
    ) {
        self.session = session
        self.book = book
        self.seed = seed
        self.threads = threads
        self.write = write
    }

    /// Hands `input` to the session and carries out its answer.
    func feed(_ input: EngineInput) {
        lock.withLock {
            for output in session.handle(input) { perform(output) }
        }
    }

    /// Blocks until the session has ended.
    func waitUntilFinished() { finished.wait() }

    private func perform(_ output: EngineOutput) {
        switch output {
        case .line(let line):
            // A reader that went away ends the session as the end of its input would.
            if !write(line) { finished.signal() }
        case .startSearch(let request):
            let stop = StopFlag()
            stops[request.ticket] = stop
            searches.async { [self] in
                if let answer = MoveRanking.bookAnswer(request, book: book, seed: seed) {
                    lock.withLock { stops[request.ticket] = nil }
                    feed(.answer(answer))
                    return
                }
                let engine = lock.withLock { self.engine } ?? Engine(threads: threads)
                // A few updates a second at most: a line per finished depth would
                // flood a GUI in the first milliseconds.
                var lastUpdate = -Double.infinity
                let answer = MoveRanking.answer(
                    request, engine: engine, seed: seed, shouldStop: { stop.isSet }
                ) { progress in
                    guard progress.seconds - lastUpdate >= Self.updateInterval else { return }
                    lastUpdate = progress.seconds
                    feed(.progress(progress))
                }
                lock.withLock {
                    self.engine = engine
                    stops[request.ticket] = nil
                }
                feed(.answer(answer))
            }
        case .stopSearch(let ticket):
            stops[ticket]?.set()
        case .exit:
            finished.signal()
        }
    }

    /// Reads standard input line by line until its end, feeding each line (spec 17.6: a line
    /// longer than `longestLine` is dropped as it comes, so memory stays bounded).
    func readLines(from handle: FileHandle) {
        var line: [UInt8] = []
        var overlong = false
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            for byte in chunk {
                guard byte != UInt8(ascii: "\n") else {
                    if overlong {
                        feed(.overlongLine)
                    } else {
                        if line.last == UInt8(ascii: "\r") { line.removeLast() }
                        feed(.line(String(decoding: line, as: UTF8.self)))
                    }
                    line.removeAll(keepingCapacity: true)
                    overlong = false
                    continue
                }
                if overlong { continue }
                if line.count >= Self.longestLine {
                    overlong = true
                    line.removeAll()
                } else {
                    line.append(byte)
                }
            }
        }
        if overlong {
            feed(.overlongLine)
        } else if !line.isEmpty {
            feed(.line(String(decoding: line, as: UTF8.self)))
        }
        feed(.endOfInput)
    }
}
