import ReversiCore
import ReversiEngine
import ReversiProtocols

/// A session driven as the shell drives it, with a stand-in search: what it wrote, what it
/// asked to search and what it stopped.
struct SessionDriver {
    var session: EngineSession
    private(set) var searches: [SearchRequest] = []
    private(set) var stopped: [SearchTicket] = []
    private(set) var exited = false

    init(_ dialect: EngineProtocol? = nil, level: Level = .strongestUntimed) {
        self.init(dialect, search: level.search ?? Level.hintSearch)
    }

    /// A session whose every search, unless the protocol sets a depth, is `search`.
    init(_ dialect: EngineProtocol? = nil, search: SearchLimits) {
        session = EngineSession(dialect: dialect, settings: SearchSettings(level: search))
    }

    /// The lines written in answer to `input`; searches and stops are recorded.
    @discardableResult
    mutating func send(_ input: EngineInput) -> [String] {
        var lines: [String] = []
        for output in session.handle(input) {
            switch output {
            case .line(let line): lines.append(line)
            case .startSearch(let request): searches.append(request)
            case .stopSearch(let ticket): stopped.append(ticket)
            case .exit: exited = true
            }
        }
        return lines
    }

    @discardableResult
    mutating func send(_ line: String) -> [String] { send(.line(line)) }

    /// Several lines, their answers joined.
    mutating func send(lines: [String]) -> [String] { lines.flatMap { send($0) } }

    /// The answer to the last search asked for: `move` (its first legal move when `nil`),
    /// scored `score`, searched 8 plies at `selectivity`.
    mutating func answer(
        _ move: Coordinate? = nil, score: Score = .heuristic(-100), ticket: SearchTicket? = nil,
        ranked: [ScoredMove]? = nil, selectivity: Selectivity = .exhaustive
    ) -> [String] {
        guard let request = searches.last else { return ["no search"] }
        let best = move ?? request.moves.coordinates[0]
        let moves = ranked ?? [ScoredMove(best, score)]
        return send(
            .answer(
                SearchAnswer(
                    ticket: ticket ?? request.ticket, moves: moves, depth: 8, nodes: 1234,
                    seconds: 0.25, selectivity: selectivity)))
    }
}
