import ReversiCore
import ReversiEngine
import ReversiProtocols

/// A protocol session in the checker's world: the session, the searches the shell is running
/// (a stopped search runs until its answer is delivered, which the session must then drop),
/// and a reference of the moves the other program had accepted, replayed by the rules.
public struct EngineWorld: Hashable, Sendable {
    public var session: EngineSession
    /// Searches started whose answers are not delivered yet, oldest first.
    public var running: [SearchRequest] = []
    /// The running searches the session told to stop.
    public var stopped: Set<SearchTicket> = []
    /// The moves accepted, as the other program sent or received them.
    public var reference: ReferenceGame
    /// GTP lines the session keeps until its search is answered, with what they mean.
    public var waiting: [WaitingLine] = []
    /// Standard input has ended: only answers can come now.
    public var inputClosed = false
    /// The session said to exit.
    public var exited = false
    /// What the last step wrote and asked for; not part of the view.
    public var lastOutputs: [EngineOutput] = []

    public init(dialect: EngineProtocol?, start: GameModel = .initial) {
        session = EngineSession(
            dialect: dialect, settings: SearchSettings(level: EngineSpecification.level),
            start: start)
        reference = ReferenceGame(start: start)
    }

    /// The lines written by the last step.
    public var lines: [String] {
        lastOutputs.compactMap {
            if case .line(let line) = $0 { return line }
            return nil
        }
    }
}

/// The moves a program had accepted from its start, replayed by the rules (forced passes it
/// left out put back, as `PlayedGame` reads a transcript).
public struct ReferenceGame: Hashable, Sendable {
    public var start: GameModel
    public var entries: [Transcript.Entry] = []

    public init(start: GameModel) { self.start = start }

    public var replayed: GameModel? {
        try? PlayedGame(Transcript(entries), from: start).current
    }

    /// Takes back the last `moves` moves, each with the passes before it.
    mutating func undo(moves: Int) {
        for _ in 0..<moves where !entries.isEmpty {
            entries.removeLast()
            while entries.last == .pass { entries.removeLast() }
        }
    }

    /// A pass the engine played: written down when the rules call for one.
    mutating func enginePassed() {
        if case .mustPass = replayed { entries.append(.pass) }
    }
}

/// A GTP line sent during a search, which the session answers after it.
public struct WaitingLine: Hashable, Sendable {
    public let line: String
    public let meaning: LineMeaning
}
