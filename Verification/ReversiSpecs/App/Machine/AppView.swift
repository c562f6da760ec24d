import ReversiApp
import ReversiCore
import ReversiEngine

/// What the checker deduplicates an `AppWorld` by: everything but the screen (a function of
/// the machine's state), the ticket numbers themselves, which only grow, and what the notice
/// says. Tickets are kept relative to the last one issued, so two worlds that differ only by
/// how many tickets were issued before are explored once.
///
/// Of the notice only its presence and whether it is a refusal are kept: the machine reads no
/// more of it (the property runs check that, `AppEventSequences`), so worlds that differ only
/// in what their notice says behave alike, and the notice rules, checked on every generated
/// step, judge the notice each step writes. Its kind stays, so that keeping a notice, ending a
/// refusal with a move and having none to keep are all explored (Verification/README.md). What the thinking computer has found so far is left out
/// the same way: the machine only carries it to the screen, and the rules of the thinking shown
/// judge it on every generated step.
public struct AppView: Hashable, Sendable {
    enum PhaseView: Hashable, Sendable {
        /// Before launch, what the launch will report.
        indirect case launching(LoadResult, requested: RequestedModes)
        case awaitingMove(LegalMoves, TurnView)
        case animating(before: Board, move: Move, next: GameModel, current: Int, ticket: UInt64)
        case passAlert(ForcedPass, pause: UInt64?)
        case gameOver(FinishedGame)
        case timeRanOut(LegalMoves)
    }

    /// `Turn` with its tickets aged.
    enum TurnView: Hashable, Sendable {
        case person(hintSearch: UInt64?, shown: Hint?)
        case computer(thinking: UInt64)
    }

    struct PendingRequest: Hashable, Sendable {
        let ticket: UInt64
        let moves: LegalMoves
    }

    let phase: PhaseView
    let modes: PlayerModes
    /// Each side's level, when the specification keeps worlds of different levels apart
    /// (`AppSpecification.keepsLevelsApart`); else `nil`.
    let levels: SideLevels?
    let resetConfirmation: ResetButton?
    /// The record with what can be redone: states with one game but different records act
    /// differently on undo and redo.
    let record: GameRecord
    let notice: NoticeView
    let pendingThinking: [PendingRequest]
    let pendingHints: [PendingRequest]
    let pendingAnimations: [UInt64]
    let pendingPassPauses: [UInt64]
    let saved: SavedGame?
    /// Both clocks: worlds with different times left act differently when time passes.
    let clock: GameClock?
    /// The analysis, its ticket aged, and of a running one not how far it has got: the
    /// machine only carries that to the screen.
    let analysis: AnalysisView?

    /// What the machine reads of a notice.
    enum NoticeView: Hashable, Sendable {
        case none, refusal, other
    }

    enum AnalysisView: Hashable, Sendable {
        case running(ticket: UInt64, game: PlayedGame)
        case ready(PlayedGame, GameAnalysis)
    }
    let pendingAnalyses: [UInt64]

    init(_ world: AppWorld, keepingLevels: Bool) {
        let last = world.app.lastTicket.number
        func age(_ ticket: Ticket) -> UInt64 { last &- ticket.number }
        phase =
            switch world.app.phase {
            case .launching: .launching(world.load, requested: world.requested)
            case .awaitingMove(let moves, .computer(let ticket, _)):
                .awaitingMove(moves, .computer(thinking: age(ticket)))
            case .awaitingMove(let moves, .person(let hint)):
                .awaitingMove(moves, .person(hintSearch: hint?.ticket.map(age), shown: hint?.shown))
            case .animating(let animation):
                .animating(
                    before: animation.before, move: animation.move, next: animation.next,
                    current: animation.current, ticket: age(animation.ticket))
            case .passAlert(let pass, let pause): .passAlert(pass, pause: pause.map(age))
            case .gameOver(let finished): .gameOver(finished)
            case .timeRanOut(let moves): .timeRanOut(moves)
            }
        modes = world.app.modes
        levels = keepingLevels ? world.app.levels : nil
        resetConfirmation = world.app.resetConfirmation
        record = world.app.record
        notice =
            switch world.app.notice {
            case nil: .none
            case let shown?: shown.isRefusal ? .refusal : .other
            }
        pendingThinking = world.pendingThinking.map {
            PendingRequest(ticket: age($0.ticket), moves: $0.moves)
        }
        pendingHints = world.pendingHints.map {
            PendingRequest(ticket: age($0.ticket), moves: $0.moves)
        }
        pendingAnimations = world.pendingAnimationSteps.map(age)
        pendingPassPauses = world.pendingPassPauses.map(age)
        // The saved levels are merged with the levels themselves, as the machine only passes
        // them on to a save.
        saved =
            keepingLevels
            ? world.saved
            : world.saved.map {
                var saved = $0
                saved.levels = .random
                return saved
            }
        clock = world.app.clock
        analysis =
            switch world.app.analysis {
            case .running(let ticket, let game, _, _)?: .running(ticket: age(ticket), game: game)
            case .ready(let game, let result)?: .ready(game, result)
            case nil: nil
            }
        pendingAnalyses = world.pendingAnalyses.map { age($0.ticket) }
    }
}
