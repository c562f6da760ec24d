import ReversiCore
import ReversiEngine

/// One conversation of `reversi engine` with another program, as a pure machine (spec 17.7):
/// lines and search answers in, lines and search requests out. The shell reads, writes and
/// searches; everything the protocols decide is here, where the checker explores it.
///
/// The position is always the replay of the moves received (`game`, built by the rules); a
/// line that cannot apply changes nothing (spec 17.6). At most one search runs, always of the
/// current position, and its answer is applied once, or not at all when it was stopped.
public struct EngineSession: Hashable, Sendable {
    /// The protocol: given at launch, else told from the first command.
    public private(set) var dialect: EngineProtocol?
    public package(set) var game = PlayedGame()
    public package(set) var settings: SearchSettings
    /// The search whose answer is wanted.
    public package(set) var search: SearchInFlight?
    /// The session has ended (`quit`, or the end of the input): it answers nothing more.
    public package(set) var ended = false
    var nextTicket = 1
    /// GTP is one reply per command in order: lines (and lines too long to keep) that come
    /// during a `genmove` wait here.
    public package(set) var waiting: [EngineInput] = []
    /// The input ended during a GTP search: every search stops at once, and the session ends
    /// once it has answered.
    var endsAfterSearch = false
    var xboard = XBoardSides()

    /// A session in `dialect` (told from the first command when `nil`), from `start`.
    public init(
        dialect: EngineProtocol? = nil, settings: SearchSettings, start: GameModel = .initial
    ) {
        self.dialect = dialect
        self.settings = settings
        game = PlayedGame(from: start)
    }

    /// The session's answer to `input`, in the order the shell must carry it out.
    public mutating func handle(_ input: EngineInput) -> [EngineOutput] {
        guard !ended else { return [] }
        switch input {
        case .line, .overlongLine:
            if search != nil, dialect == .gtp {
                waiting.append(input)
                return []
            }
            return read(input)
        case .answer(let answer):
            guard let search, search.ticket == answer.ticket,
                let best = answer.moves.first, search.moves.contains(best.coordinate)
            else { return [] }
            self.search = nil
            var outputs = answered(search, answer, best: best)
            outputs += afterSearch()
            return outputs
        case .progress(let progress):
            guard search?.ticket == progress.ticket else { return [] }
            return reportProgress(progress)
        case .endOfInput:
            // GTP answers every command, the genmove too: its search stops at once and
            // answers with the best move found so far, and the session ends after it.
            if let search, dialect == .gtp {
                endsAfterSearch = true
                return [.stopSearch(search.ticket)]
            }
            return end()
        }
    }

    /// A line from the other program, or one too long to keep.
    private mutating func read(_ input: EngineInput) -> [EngineOutput] {
        switch input {
        case .line(let line): receive(line)
        case .overlongLine: refuseOverlongLine()
        case .answer, .progress, .endOfInput: []
        }
    }

    private mutating func receive(_ line: String) -> [EngineOutput] {
        let dialect: EngineProtocol
        if let known = self.dialect {
            dialect = known
        } else {
            // A blank line or a GTP comment says nothing about the protocol yet.
            guard let first = GTP.preprocess(line), !first.isEmpty else { return [] }
            dialect = EngineProtocol(firstCommand: first)
            self.dialect = dialect
        }
        switch dialect {
        case .nboard: return nboard(line)
        case .gtp: return gtp(line)
        case .xboard: return xboard(line)
        }
    }

    private mutating func refuseOverlongLine() -> [EngineOutput] {
        switch dialect {
        case .gtp?, nil: GTP.failure(id: nil, "line too long")
        case .nboard?, .xboard?: ProtocolText.error("line too long", "the line was dropped")
        }
    }

    private mutating func answered(
        _ search: SearchInFlight, _ answer: SearchAnswer, best: ScoredMove
    ) -> [EngineOutput] {
        switch search.purpose {
        case .nboardGo: nboardAnswer(answer, best: best)
        case .nboardPass: nboardPassAnswer(answer, best: best)
        case .nboardHint(let count): nboardHints(answer, count: count)
        case .gtpGenmove(let id): gtpAnswer(best, id: id)
        case .xboardMove: xboardAnswer(best)
        }
    }

    private mutating func reportProgress(_ progress: SearchProgress) -> [EngineOutput] {
        switch dialect {
        case .nboard?: nboardProgress(progress)
        case .xboard?: xboardProgress(progress)
        case .gtp?, nil: []
        }
    }

    /// After an answer: GTP's waiting lines, in order, until one starts a search again.
    private mutating func afterSearch() -> [EngineOutput] {
        var outputs: [EngineOutput] = []
        while search == nil, !ended, !waiting.isEmpty {
            outputs += read(waiting.removeFirst())
        }
        if search == nil, endsAfterSearch, !ended { outputs += end() }
        return outputs
    }

    /// The end of the session: a search still running is stopped, its answer never applied.
    mutating func end() -> [EngineOutput] {
        ended = true
        waiting = []
        return stopSearch() + [.exit]
    }

    // MARK: The search, for the dialects.

    /// Starts a search of the current position, stopping any other first. The side to move
    /// must have a legal move, or `moves` be the current position's after its forced pass.
    mutating func startSearch(
        _ purpose: SearchInFlight.Purpose, ranked: Int = 1, of moves: LegalMoves? = nil
    ) -> [EngineOutput] {
        let stopped = stopSearch()
        guard let moves = moves ?? game.current.legalMoves else { return stopped }
        let ticket = SearchTicket(nextTicket)
        nextTicket += 1
        search = SearchInFlight(ticket: ticket, purpose: purpose, moves: moves)
        let request = SearchRequest(
            ticket: ticket, moves: moves, limits: settings.limits(for: moves.state),
            ranked: ranked)
        // After the end of the input, a GTP line that waited answers at once (spec 17.6).
        return stopped + [.startSearch(request)] + (endsAfterSearch ? [.stopSearch(ticket)] : [])
    }

    /// Stops the search in flight, whose answer will be dropped.
    mutating func stopSearch() -> [EngineOutput] {
        guard let search else { return [] }
        self.search = nil
        return [.stopSearch(search.ticket)]
    }

    /// NBoard's `set depth N` and xboard's `sd N`: the depth of every search from now on.
    mutating func setDepth(_ arguments: ArraySlice<Substring>, line: String) -> [EngineOutput] {
        guard arguments.count == 1, let depth = arguments.first.flatMap({ Int($0) }),
            SearchSettings.depths.contains(depth)
        else { return ProtocolText.error("bad depth", line) }
        settings.depth = depth
        return []
    }

    // MARK: The position, for the dialects.

    /// Plays `entry` for `side` (the side to move when `nil`). When `side` is not to move but
    /// the side to move must pass, the pass is played first: programs that leave forced
    /// passes out are understood. On a refusal nothing changes.
    mutating func play(_ entry: Transcript.Entry, for side: Disk? = nil)
        -> Result<Void, MoveRefusal>
    {
        var next = game
        if let side, side != next.current.turn, case .mustPass = next.current {
            try? next.play(.pass)  // cannot fail: the side to move must pass
        }
        if let side, let turn = next.current.turn, side != turn {
            return .failure(.notTheTurnOf(side))
        }
        do {
            try next.play(entry)
        } catch {
            return .failure(.rejected(error))
        }
        game = next
        return .success(())
    }

    /// Takes back the last `moves` moves, each with the passes just before it: a program that
    /// leaves forced passes out takes back the move it sent, and is where it was before it.
    /// Nothing changes when there are fewer moves.
    mutating func undo(moves: Int) -> Bool {
        var count = game.plies.count
        for _ in 0..<moves {
            guard count > 0 else { return false }
            count -= 1
            while count > 0, case .passed = game.plies[count - 1] { count -= 1 }
        }
        game = game.prefix(count)
        return true
    }

    /// Starts again from `start`.
    mutating func setUp(_ start: GameModel) {
        game = PlayedGame(from: start)
    }

    /// Why a position from the other program cannot be set up: an empty board is no game,
    /// the play mode's rule (`GameModel.canStartAGame`).
    static let emptyBoard = "the board is empty: a game needs at least one disk"
}

/// The search whose answer the session waits for, and what the answer is for.
public struct SearchInFlight: Hashable, Sendable {
    public let ticket: SearchTicket
    public let purpose: Purpose
    /// The position searched: always the session's current one, or for NBoard's pass the
    /// current one after its forced pass.
    public let moves: LegalMoves

    package init(ticket: SearchTicket, purpose: Purpose, moves: LegalMoves) {
        self.ticket = ticket
        self.purpose = purpose
        self.moves = moves
    }

    public enum Purpose: Hashable, Sendable {
        /// NBoard's `go`: the answer is sent, the GUI plays it back.
        case nboardGo
        /// NBoard's `go` when the side to move must pass: the position after the pass is
        /// searched, and `PA` is sent with its value negated, the value of the position.
        case nboardPass
        /// NBoard's `hint N`.
        case nboardHint(Int)
        /// GTP's `genmove`: the answer is played and sent, with the command's id.
        case gtpGenmove(id: String?)
        /// xboard: the engine's own move, played and sent.
        case xboardMove
    }
}

/// Why a move was not played.
enum MoveRefusal: Error, Hashable, CustomStringConvertible {
    case rejected(GameModel.Rejection)
    case notTheTurnOf(Disk)

    var description: String {
        switch self {
        case .rejected(let rejection): rejection.description
        case .notTheTurnOf(let disk): "it is not \(disk)'s turn"
        }
    }
}
