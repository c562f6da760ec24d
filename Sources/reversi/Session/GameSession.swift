import ReversiApp
import ReversiCore

/// The effect runner: owns the application state on the main actor, feeds it events, and
/// carries out the effects it returns — timers for the animation steps, the computer's
/// thinking, the save file. It makes no decision of its own (every "may this happen now?" is
/// `reduce`'s) and keeps no view state: front ends draw `state.screen`.
///
/// Time and thinking are injected, so the session runs the same under a test clock as on the
/// main queue.
@MainActor
final class GameSession {
    private(set) var state = AppState.launching
    private let scheduler: any Scheduler
    private let thinker: any Thinker
    /// How long each disk of a move stays before the next (spec 4.1).
    private let stepSeconds: Double
    private let saver: Saver?
    /// Animation steps, thinking and hint searches in flight, by ticket, so they can be cancelled.
    private var inFlight = WorkInFlight<any Cancellable>()

    /// Called after every event, with the new state.
    var onChange: (AppState) -> Void = { _ in }
    /// Called when no animation step or thinking is in flight any more.
    var onIdle: () -> Void = {}

    init(
        scheduler: any Scheduler, thinker: any Thinker, stepSeconds: Double,
        store: (any GameStore & Sendable)?
    ) {
        self.scheduler = scheduler
        self.thinker = thinker
        self.stepSeconds = stepSeconds
        saver = store.map(Saver.init)
    }

    var isIdle: Bool { inFlight.isEmpty }

    /// Starts the machine with what loading the saved game gave, and the modes asked for a new
    /// game.
    func launch(load: LoadResult, requested: RequestedModes) {
        send(.world(.launched(load, requested: requested)))
    }

    func perform(_ intent: Intent) {
        if let event = intent.event { send(event) }
    }

    func send(_ event: Event) {
        let (next, effects) = reduce(state, event)
        state = next
        for effect in effects { run(effect) }
        onChange(state)
        if isIdle { onIdle() }
    }

    /// Stops the work in flight and waits until the saves asked for have reached the store:
    /// the process may end. The last save's failure, if it failed: the game shown is then not
    /// the one saved.
    func end() -> StoreError? {
        for work in inFlight.removeAll() { work.cancel() }
        return waitForSaves()
    }

    /// Waits until the saves asked for have reached the store, leaving the work in flight to
    /// go on: the process may stop (and, stopped, be killed) without losing a move. The last
    /// save's failure, if it failed.
    @discardableResult
    func waitForSaves() -> StoreError? { saver?.flush() }

    private func run(_ effect: Effect) {
        if case .save(let game) = effect {
            saver?.save(game) { [weak self] reason in self?.send(.world(.saveFailed(reason))) }
        }
        inFlight.apply(effect) { ticket, work in start(work, ticket) }?.cancel()
    }

    private func start(_ work: PendingWork, _ ticket: Ticket) -> any Cancellable {
        switch work {
        case .animationStep:
            scheduler.schedule(after: stepSeconds) { [weak self] in
                self?.finish(.world(.animationStepFinished(ticket)))
            }
        case .thinking(let moves, let level):
            thinker.think(about: moves, at: level) { [weak self] cell in
                self?.finish(.world(.computerAnswered(ticket, cell)))
            }
        case .hint(let moves):
            thinker.hint(for: moves) { [weak self] hint in
                self?.finish(.world(.hintAnswered(ticket, hint)))
            }
        }
    }

    /// Reports the work an answer ends, unless it was cancelled meanwhile: an answer that
    /// raced its cancellation is dropped here.
    private func finish(_ answer: Event) {
        guard inFlight.finish(answer) != nil else { return }
        send(answer)
    }
}
