import Dispatch
import ReversiApp
import ReversiCore

/// The effect runner: owns the application state on the main actor, feeds it events, and
/// carries out the effects it returns (timers for animation steps and thinking, the save
/// file). It makes no game decision of its own: every "may this happen now?" is `reduce`'s.
@MainActor
final class GameSession {
    struct Timing {
        var think: Double
        var step: Double
    }

    private(set) var state = AppState.launching
    private(set) var presentation = Presentation()
    private var lastMoveTicket: Ticket?
    private var player: any ComputerPlayer
    private let timing: Timing
    private let saver: Saver?
    /// Animation steps and thinking requests in flight, by ticket, so they can be cancelled.
    private var pending: [Ticket: DispatchWorkItem] = [:]

    /// Called after every change of what is shown.
    var onChange: (Presentation) -> Void = { _ in }
    /// Called when no animation or thinking is in flight any more.
    var onIdle: () -> Void = {}

    init(player: any ComputerPlayer, timing: Timing, store: (any GameStore & Sendable)?) {
        self.player = player
        self.timing = timing
        saver = store.map(Saver.init)
    }

    var isIdle: Bool { pending.isEmpty }

    /// Loads the saved game (or not) and starts the machine.
    func launch(load: LoadResult, newGameModes: PlayerModes) {
        send(.launched(load, newGameModes: newGameModes))
    }

    func perform(_ intent: Intent) {
        if let event = intent.event { send(event) }
    }

    func send(_ event: Event) {
        let (next, effects) = reduce(state, event)
        state = next
        for effect in effects { run(effect) }
        presentation.markedMoves = state.selectableMoves?.coordinates ?? []
        onChange(presentation)
        if isIdle { onIdle() }
    }

    /// Waits for the saves already asked for to reach the disk (before the process ends); the
    /// last one's failure, if it failed: the game shown is then not the one saved.
    func flushSaves() -> StoreError? { saver?.flush() }

    /// The user has seen the notice.
    func clearNotice() { presentation.notice = nil }

    private func run(_ effect: Effect) {
        presentation.apply(effect, lastMoveTicket: &lastMoveTicket)
        switch effect {
        case .animate(_, _, let ticket):
            schedule(ticket, after: timing.step) { .animationStepFinished(ticket) }
        case .startThinking(let moves, let ticket):
            schedule(ticket, after: timing.think) { [unowned self] in
                .computerAnswered(ticket, player.chooseMove(from: moves).coordinate)
            }
        case .cancelAnimation(let ticket), .cancelThinking(let ticket):
            pending.removeValue(forKey: ticket)?.cancel()
        case .save(let game):
            saver?.save(game) { [weak self] problem in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.presentation.notice = problem
                    self.onChange(self.presentation)
                }
            }
        case .setBoard, .updateCounts, .updateMessage, .showModes, .showThinking, .hideThinking,
            .showPassAlert, .hidePassAlert, .showResetConfirmation, .hideResetConfirmation,
            .reportUnreadableSave:
            break
        }
    }

    /// Reports `event()` after `seconds`, unless the ticket's work is cancelled first.
    private func schedule(
        _ ticket: Ticket, after seconds: Double, _ event: @escaping @MainActor @Sendable () -> Event
    ) {
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.pending.removeValue(forKey: ticket) != nil else { return }
                self.send(event())
            }
        }
        pending[ticket] = work
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
    }
}

/// Writes saves in order on a queue of their own, so a slow disk never delays a frame. A failure
/// is reported once: again only for another reason, or after a save has succeeded since.
private final class Saver: @unchecked Sendable {
    private let store: any GameStore & Sendable
    private let queue = DispatchQueue(label: "reversi.save")
    /// The last save's failure; used on `queue` only.
    private var lastFailure: StoreError?

    init(_ store: any GameStore & Sendable) { self.store = store }

    func save(_ game: SavedGame, onFailure: @escaping @Sendable (String) -> Void) {
        queue.async { [self] in
            do throws(StoreError) {
                try store.save(game)
                lastFailure = nil
            } catch {
                let isNews = !error.alreadyReported && error != lastFailure
                lastFailure = error
                guard isNews else { return }
                DispatchQueue.main.async {
                    onFailure("the game could not be saved (the last save is kept): \(error)")
                }
            }
        }
    }

    func flush() -> StoreError? { queue.sync { lastFailure } }
}

extension StoreError {
    /// What the game says as it ends when the game shown is not the one saved.
    var unsavedNotice: String { "reversi: the last position was not saved: \(message)" }
}
