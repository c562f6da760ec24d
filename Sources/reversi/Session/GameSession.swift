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
    /// How long a pass stays shown in a game with no person at either side: four steps, one
    /// second at the default pace (spec 15.13).
    var passPauseSeconds: Double { stepSeconds * 4 }
    private let saver: Saver?
    /// Animation steps, thinking and hint searches in flight, by ticket, so they can be cancelled.
    private var inFlight = WorkInFlight<any Cancellable>()
    /// When the running game clock was last charged, on the scheduler's clock.
    private var clockCharged: Double?
    /// The next charge of the running clock, while one runs.
    private var clockTick: (any Cancellable)?

    /// How often a running game clock is charged and shown: often enough for tenths.
    static let clockTickSeconds = 0.1

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

    /// Applies `event`, after charging the running clock for the time up to it: a move made
    /// after its side's time ran out comes too late (spec 16.2).
    func send(_ event: Event) {
        chargeClock()
        advance(event)
        settle()
    }

    private func advance(_ event: Event) {
        let (next, effects) = reduce(state, event)
        state = next
        for effect in effects { run(effect) }
    }

    /// Tells the front end of the new state, and that nothing is in flight if so. Only once
    /// an event is wholly applied: an answer is no longer in flight before it is applied.
    private func settle() {
        keepClockTicking()
        onChange(state)
        if isIdle { onIdle() }
    }

    /// Tells the machine the time passed since the running clock was last charged.
    private func chargeClock() {
        guard state.clockRunsFor != nil, let since = clockCharged else { return }
        let now = scheduler.now
        clockCharged = now
        guard now > since else { return }
        // Whole milliseconds of the clock's own readings, so that the charges add up to the
        // time that passed, with no rounding carried from one to the next.
        let milliseconds = Int((now * 1000).rounded()) - Int((since * 1000).rounded())
        advance(.world(.timePassed(.milliseconds(milliseconds))))
    }

    /// Keeps a tick scheduled while a clock runs, so that it is shown running and runs out on
    /// time; none while no clock runs.
    private func keepClockTicking() {
        guard state.clockRunsFor != nil else {
            clockTick?.cancel()
            (clockTick, clockCharged) = (nil, nil)
            return
        }
        if clockCharged == nil { clockCharged = scheduler.now }
        guard clockTick == nil else { return }
        clockTick = scheduler.schedule(after: Self.clockTickSeconds) { [weak self] in
            self?.clockTick = nil
            self?.chargeClock()
            self?.settle()
        }
    }

    /// Stops the work in flight and waits until the saves asked for have reached the store:
    /// the process may end. The last save's failure, if it failed: the game shown is then not
    /// the one saved.
    func end() -> StoreError? {
        for work in inFlight.removeAll() { work.cancel() }
        clockTick?.cancel()
        return waitForSaves()
    }

    /// Plays the move being shown to its end at once, as if its steps' time had passed, so that
    /// what was asked before a quit is shown placed rather than half-drawn (spec 15.11). The
    /// machine's steps end every animation, so this ends.
    func finishAnimationNow() {
        while let step = inFlight.entries.first(where: { $0.work == .animationStep }) {
            step.handle.cancel()
            finish(.world(.animationStepFinished(step.ticket)))
        }
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
        case .passPause:
            scheduler.schedule(after: passPauseSeconds) { [weak self] in
                self?.finish(.world(.passPauseFinished(ticket)))
            }
        case .thinking(let moves, let level, let moveTime):
            thinker.think(
                about: moves, at: level, moveTime: moveTime,
                progress: { [weak self] thought in
                    guard let self, inFlight.contains(ticket) else { return }
                    send(.world(.thinkingProgressed(ticket, thought)))
                },
                answer: { [weak self] cell in
                    self?.finish(.world(.computerAnswered(ticket, cell)))
                })
        case .analysis(let game):
            thinker.analyse(
                game,
                progress: { [weak self] done in
                    guard let self, inFlight.contains(ticket) else { return }
                    send(.world(.analysisProgressed(ticket, done)))
                },
                answer: { [weak self] result in
                    self?.finish(.world(.analysisFinished(ticket, result)))
                })
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
