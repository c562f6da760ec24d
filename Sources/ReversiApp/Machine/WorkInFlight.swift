import ReversiCore
import ReversiEngine

/// What the world is doing for a ticket.
public enum PendingWork: Hashable, Sendable {
    case animationStep
    case passPause
    case thinking(LegalMoves, Level, moveTime: Duration? = nil)
    case hint(LegalMoves)
    case analysis(PlayedGame)

    public var kind: Kind {
        switch self {
        case .animationStep: .animationStep
        case .passPause: .passPause
        case .thinking: .thinking
        case .hint: .hint
        case .analysis: .analysis
        }
    }

    /// Work as an answer names it: a computer's answer ends thinking, never a hint search or
    /// a step that happens to hold the same ticket.
    public enum Kind: Hashable, Sendable {
        case animationStep, passPause, thinking, hint, analysis
    }
}

/// The asynchronous work the machine asked for and the world has not reported yet: animation
/// steps, the computer's thinking and hint searches, by ticket, in the order they started.
///
/// The one definition of "in flight": the shell's session keeps one with the handles that stop
/// its real timers and searches, the checker's world and the test store keep one with no
/// handles, so what a start, a cancel and an answer do to the work cannot drift between them.
/// It is pure bookkeeping: the session runs the work, this only says what is running.
public struct WorkInFlight<Handle> {
    public struct Entry {
        public let ticket: Ticket
        public let work: PendingWork
        public let handle: Handle
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    public func contains(_ ticket: Ticket) -> Bool { entries.contains { $0.ticket == ticket } }

    /// Carries out `effect`'s part in the bookkeeping: a start adds its work, with the handle
    /// `start` gives it; a cancel removes its work (of its kind) and returns the handle, to be
    /// stopped; a save is not work in flight.
    public mutating func apply(_ effect: Effect, start: (Ticket, PendingWork) -> Handle) -> Handle?
    {
        switch effect {
        case .scheduleAnimationStep(let ticket): begin(ticket, .animationStep, start)
        case .startThinking(let moves, let level, let ticket, let moveTime):
            begin(ticket, .thinking(moves, level, moveTime: moveTime), start)
        case .startHint(let moves, let ticket): begin(ticket, .hint(moves), start)
        case .cancelAnimationStep(let ticket): return remove(ticket, .animationStep)
        case .schedulePassPause(let ticket): begin(ticket, .passPause, start)
        case .cancelPassPause(let ticket): return remove(ticket, .passPause)
        case .cancelThinking(let ticket): return remove(ticket, .thinking)
        case .cancelHint(let ticket): return remove(ticket, .hint)
        case .startAnalysis(let game, let ticket): begin(ticket, .analysis(game), start)
        case .cancelAnalysis(let ticket): return remove(ticket, .analysis)
        case .save: break
        }
        return nil
    }

    /// The world reports `event`; if it answers work in flight, that work is done. The
    /// answered work's handle, or `nil` for any other event and for an answer to work no
    /// longer in flight (cancelled meanwhile: a stale answer).
    @discardableResult
    public mutating func finish(_ event: Event) -> Handle? {
        guard let (ticket, kind) = event.answered else { return nil }
        return remove(ticket, kind)
    }

    /// Ends all the work: the handles, to be stopped.
    public mutating func removeAll() -> [Handle] {
        defer { entries.removeAll() }
        return entries.map(\.handle)
    }

    private mutating func begin(
        _ ticket: Ticket, _ work: PendingWork, _ start: (Ticket, PendingWork) -> Handle
    ) {
        entries.append(Entry(ticket: ticket, work: work, handle: start(ticket, work)))
    }

    private mutating func remove(_ ticket: Ticket, _ kind: PendingWork.Kind) -> Handle? {
        guard let index = entries.firstIndex(where: { $0.ticket == ticket && $0.work.kind == kind })
        else { return nil }
        return entries.remove(at: index).handle
    }
}

extension WorkInFlight.Entry: Equatable where Handle: Equatable {}
extension WorkInFlight.Entry: Hashable where Handle: Hashable {}
extension WorkInFlight.Entry: Sendable where Handle: Sendable {}
extension WorkInFlight: Equatable where Handle: Equatable {}
extension WorkInFlight: Hashable where Handle: Hashable {}
extension WorkInFlight: Sendable where Handle: Sendable {}

/// The handle of bookkeeping that runs nothing: the checker's world and the test store.
public struct NoHandle: Hashable, Sendable {
    public init() {}
}

extension Event {
    /// The work this event reports done, if it is an answer.
    public var answered: (Ticket, PendingWork.Kind)? {
        switch self {
        case .world(.animationStepFinished(let ticket)): (ticket, .animationStep)
        case .world(.passPauseFinished(let ticket)): (ticket, .passPause)
        case .world(.computerAnswered(let ticket, _)): (ticket, .thinking)
        case .world(.hintAnswered(let ticket, _)): (ticket, .hint)
        case .world(.analysisFinished(let ticket, _)): (ticket, .analysis)
        default: nil
        }
    }
}
