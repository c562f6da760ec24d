import ReversiApp
import ReversiCore

/// The application as the checker explores it: the machine's state and its screen, plus what
/// the world around it knows only from the effects the machine emitted — the asynchronous
/// work it would be running and the last game it would have saved.
///
/// The invariants judge the screen (what a person sees) and that work, so a wrong screen or a
/// missing or wrong effect breaks them.
public struct AppWorld: Hashable, Sendable {
    public internal(set) var app: AppState
    /// What launching reports, and the modes asked for a new game; the launch event carries
    /// both.
    public let load: LoadResult
    public let requested: RequestedModes
    /// What a front end draws in this state: the specification's projection of `app`,
    /// computed once per state (`nil` before launch).
    public internal(set) var screen: Screen?
    /// The work started and neither cancelled nor answered yet, kept as the shell's session
    /// keeps it.
    public internal(set) var inFlight: WorkInFlight<NoHandle>
    /// The last game saved: the loaded one at launch, then whatever `save` asked to write (a
    /// failed save is reported, but the game asked for is still the one to compare).
    public internal(set) var saved: SavedGame?
    /// The effects of the step into this state (empty at the start).
    public internal(set) var lastEffects: [Effect]
    /// The clocks as they must stand, once launched with a time control (spec 16.2).
    public internal(set) var expectedClock: ExpectedClock?

    public struct SearchRequest: Hashable, Sendable {
        public let ticket: Ticket
        public let moves: LegalMoves
    }

    /// Before launch, with the given load result and requested modes.
    public init(launchingWith load: LoadResult, requested: RequestedModes = .none) {
        app = .launching
        self.load = load
        self.requested = requested
        screen = nil
        inFlight = WorkInFlight()
        switch load {
        case .loaded(let game, _), .loadedRecordSetAside(let game, _): saved = game
        case .noSavedGame, .unreadable, .started: saved = nil
        }
        lastEffects = []
        expectedClock = nil
    }

    /// The world after the machine took `event` and answered with `next`, shown as `screen`,
    /// and `effects`.
    func after(_ event: Event, _ next: AppState, _ screen: Screen?, _ effects: [Effect])
        -> AppWorld
    {
        var world = self
        world.app = next
        let launches = !isLaunched && next.game != nil
        world.screen = screen
        world.lastEffects = effects
        // An answer or a finished step ends the work it reports, applied or not.
        world.inFlight.finish(event)
        for effect in effects {
            if case .save(let game) = effect { world.saved = game }
            _ = world.inFlight.apply(effect) { _, _ in NoHandle() }
        }
        world.expectedClock =
            launches
            ? requested.clock.map(ExpectedClock.init)
            : expectedClock?.after(event, from: self, to: world)
        return world
    }

    /// Thinking requested (`startThinking`) and neither cancelled nor answered yet.
    public var pendingThinking: [SearchRequest] {
        inFlight.entries.compactMap {
            guard case .thinking(let moves, _) = $0.work else { return nil }
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

    /// Step timers scheduled (`scheduleAnimationStep`) and neither finished nor cancelled yet.
    public var pendingAnimationSteps: [Ticket] {
        inFlight.entries.compactMap { $0.work == .animationStep ? $0.ticket : nil }
    }

    /// The launch event of this world.
    public var launch: Event { .world(.launched(load, requested: requested)) }

    var isLaunched: Bool {
        if case .launching = app.phase { return false }
        return true
    }

    /// The move being shown, if any.
    var animation: Animation? {
        if case .animating(let animation) = app.phase { return animation }
        return nil
    }

    /// The ticket of work the world is running, if any.
    func isPending(_ ticket: Ticket) -> Bool { inFlight.contains(ticket) }

    /// A ticket of no pending work: the newest such, so that it is the one most likely to be
    /// confused with the current one (a cancelled request, the animation before the thinking).
    var staleTicket: Ticket {
        isPending(app.lastTicket) ? Ticket(app.lastTicket.number &- 1) : app.lastTicket
    }
}
