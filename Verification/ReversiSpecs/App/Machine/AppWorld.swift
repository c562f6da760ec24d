import ReversiApp
import ReversiCore

/// The application as the checker explores it: the machine's state and its screen, plus what
/// the world around it knows only from the effects the machine emitted — the asynchronous
/// work it would be running and the last game it would have saved.
///
/// The invariants judge the screen (what a person sees) and that work, so a wrong screen or a
/// missing or wrong effect breaks them.
public struct AppWorld: Hashable, Sendable {
    /// The machine's state.
    public var app: AppState { _read { yield box.values.app } }
    /// What launching reports, and the modes asked for a new game; the launch event carries
    /// both.
    public var load: LoadResult { _read { yield box.values.load } }
    public var requested: RequestedModes { _read { yield box.values.requested } }
    /// What a front end draws in this state: the specification's projection of `app`,
    /// computed once per state (`nil` before launch).
    public var screen: Screen? { _read { yield box.values.screen } }
    /// The work started and neither cancelled nor answered yet, kept as the shell's session
    /// keeps it.
    public var inFlight: WorkInFlight<NoHandle> { _read { yield box.values.inFlight } }
    /// The last game saved: the loaded one at launch, then whatever `save` asked to write (a
    /// failed save is reported, but the game asked for is still the one to compare).
    public var saved: SavedGame? { _read { yield box.values.saved } }
    /// The effects of the step into this state (empty at the start).
    public var lastEffects: [Effect] { _read { yield box.values.lastEffects } }
    /// The clocks as they must stand, once launched with a time control (spec 16.2).
    public var expectedClock: ExpectedClock? { _read { yield box.values.expectedClock } }

    /// The values, in one box that every copy of the world shares. The checker copies a world
    /// into each step it judges and each invariant reads it; held inline, a world is some two
    /// kilobytes, and copying them was most of the checker's time. A box never changes: a new
    /// world gets a new one, and the accessors above lend the values out without a copy.
    private final class Box: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    private struct Values: Hashable, Sendable {
        var app: AppState
        let load: LoadResult
        let requested: RequestedModes
        var screen: Screen?
        var inFlight: WorkInFlight<NoHandle>
        var saved: SavedGame?
        var lastEffects: [Effect]
        var expectedClock: ExpectedClock?
    }

    private let box: Box

    private init(_ values: Values) { box = Box(values) }

    public static func == (lhs: AppWorld, rhs: AppWorld) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    public func hash(into hasher: inout Hasher) { box.values.hash(into: &hasher) }

    public struct SearchRequest: Hashable, Sendable {
        public let ticket: Ticket
        public let moves: LegalMoves
    }

    /// Before launch, with the given load result and requested modes.
    public init(launchingWith load: LoadResult, requested: RequestedModes = .none) {
        let saved: SavedGame? =
            switch load {
            case .loaded(let game, _, _), .loadedRecordSetAside(let game, _): game
            case .noSavedGame, .unreadable, .started: nil
            }
        self.init(
            Values(
                app: .launching, load: load, requested: requested, screen: nil,
                inFlight: WorkInFlight(), saved: saved, lastEffects: [], expectedClock: nil))
    }

    /// The world after the machine took `event` and answered with `next`, shown as `screen`,
    /// and `effects`.
    func after(_ event: Event, _ next: AppState, _ screen: Screen?, _ effects: [Effect])
        -> AppWorld
    {
        var values = box.values
        values.app = next
        let launches = !isLaunched && next.game != nil
        values.screen = screen
        values.lastEffects = effects
        // An answer or a finished step ends the work it reports, applied or not.
        values.inFlight.finish(event)
        for effect in effects {
            if case .save(let game) = effect { values.saved = game }
            _ = values.inFlight.apply(effect) { _, _ in NoHandle() }
        }
        if launches {
            let saved: GameClock? =
                switch load {
                case .loaded(let game, _, _), .loadedRecordSetAside(let game, _): game.clock
                case .noSavedGame, .unreadable, .started: nil
                }
            values.expectedClock =
                requested.clock.map(ExpectedClock.init) ?? saved.map(ExpectedClock.init)
        } else if let clock = expectedClock {
            values.expectedClock = clock.after(event, from: self, to: AppWorld(values))
        }
        return AppWorld(values)
    }

    /// Thinking requested (`startThinking`) and neither cancelled nor answered yet.
    public var pendingThinking: [SearchRequest] {
        inFlight.entries.compactMap {
            guard case .thinking(let moves, _, _) = $0.work else { return nil }
            return SearchRequest(ticket: $0.ticket, moves: moves)
        }
    }

    /// Hint searches requested (`startHint`) and neither cancelled nor answered yet.
    public var pendingHints: [SearchRequest] {
        inFlight.entries.compactMap {
            guard case .hint(let moves) = $0.work else { return nil }
            return SearchRequest(ticket: $0.ticket, moves: moves)
        }
    }

    /// Analyses started (`startAnalysis`) and neither cancelled nor finished yet (spec 19.3).
    public var pendingAnalyses: [AnalysisRequest] {
        inFlight.entries.compactMap {
            guard case .analysis(let game) = $0.work else { return nil }
            return AnalysisRequest(ticket: $0.ticket, game: game)
        }
    }

    public struct AnalysisRequest: Hashable, Sendable {
        public let ticket: Ticket
        public let game: PlayedGame
    }

    /// Step timers scheduled (`scheduleAnimationStep`) and neither finished nor cancelled yet.
    public var pendingAnimationSteps: [Ticket] {
        inFlight.entries.compactMap { $0.work == .animationStep ? $0.ticket : nil }
    }

    /// Pass pauses scheduled (`schedulePassPause`) and neither finished nor cancelled yet.
    public var pendingPassPauses: [Ticket] {
        inFlight.entries.compactMap { $0.work == .passPause ? $0.ticket : nil }
    }

    /// The launch event of this world.
    public var launch: Event { .world(.launched(load, requested: requested)) }

    var isLaunched: Bool { !app.phase.isLaunching }

    /// The move being shown, if any.
    var animation: Animation? {
        if let animation = app.phase.animation { return animation }
        return nil
    }

    /// The ticket of work the world is running, if any.
    func isPending(_ ticket: Ticket) -> Bool { inFlight.contains(ticket) }

    /// A cell legal now, for a stale answer that would show if it were applied (a1 when no
    /// side can place).
    var cellLegalNow: Coordinate { app.game?.legalMoves?.first?.coordinate ?? .a1 }

    /// A ticket of no pending work: the newest such, so that it is the one most likely to be
    /// confused with the current one (a cancelled request, the animation before the thinking).
    /// (An analysis may run beside other work, so the newest may be two tickets back.)
    var staleTicket: Ticket {
        var ticket = app.lastTicket
        while isPending(ticket) { ticket = Ticket(ticket.number &- 1) }
        return ticket
    }
}
