import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of hints (spec 13.1, 13.2, 14.1), stated against what the world sees: the
/// hint on the screen, the hint searches the effects started, the rules' legal moves.
public enum HintInvariants {
    public typealias StateRule = StateInvariant<AppWorld>
    public typealias StepRule = StepInvariant<AppWorld, Event>

    public static let state: [StateRule] = [
        hintOnlyOnAPersonsTurn, hintSearchedExactlyWhilePending,
    ]

    public static let step: [StepRule] = [
        hintRequestStartsOneSearch, hintNeverPlays, hintAnswerShowsTheAnswer,
        hintForgottenWhenThePositionChanges,
    ]

    // MARK: - States

    public static let hintOnlyOnAPersonsTurn = StateRule(
        "spec 13.1, 14.1: a hint is shown only while a Manual side must place and no move is shown, and a hint's move is a legal move of the position on the board"
    ) { world in
        guard let hint = world.screen?.hint else { return true }
        guard world.animation == nil, let moves = world.app.game?.legalMoves,
            world.app.modes[moves.disk] == .manual
        else { return false }
        if case .shown(let shown) = hint { return moves.contains(shown.move) }
        return true
    }

    public static let hintSearchedExactlyWhilePending = StateRule(
        "spec 13.1, 13.2, 14.1: a hint is shown searched exactly while one hint search is pending, and that search is for the position on the board"
    ) { world in
        guard world.pendingHints.count <= 1 else { return false }
        let searching = world.screen?.hint == .searching
        return searching == !world.pendingHints.isEmpty
            && world.pendingHints.allSatisfy { $0.moves == world.app.game?.legalMoves }
    }

    // MARK: - Steps

    public static let hintRequestStartsOneSearch = StepRule(
        "spec 13.1: a hint asked for when it may be starts exactly one search, for the moves on the board, and shows it searched"
    ) { step in
        guard step.action == .person(.hintRequested), refusal(in: step.before) == nil,
            let moves = step.before.app.game?.legalMoves
        else { return true }
        guard case .startHint(moves, let ticket)? = step.after.lastEffects.first,
            step.after.lastEffects.count == 1
        else { return false }
        return step.after.pendingHints == [AppWorld.SearchRequest(ticket: ticket, moves: moves)]
            && step.after.screen?.hint == .searching
    }

    public static let hintAnswerShowsTheAnswer = StepRule(
        "spec 13.1: the answer of the pending hint search shows its move and evaluation"
    ) { step in
        guard case .world(.hintAnswered(let ticket, let hint)) = step.action,
            step.before.pendingHints.contains(where: { $0.ticket == ticket })
        else { return true }
        return step.after.screen?.hint == .shown(hint) && step.after.lastEffects.isEmpty
    }

    public static let hintNeverPlays = StepRule(
        "spec 13.2: asking for a hint and its answer never play a move: the board, counts, record, modes and the save stay"
    ) { step in
        switch step.action {
        case .person(.hintRequested), .world(.hintAnswered): break
        default: return true
        }
        let (before, after) = (step.before, step.after)
        return after.app.record == before.app.record && after.app.modes == before.app.modes
            && after.screen?.board == before.screen?.board
            && after.screen?.counts == before.screen?.counts && after.saved == before.saved
            && after.pendingThinking == before.pendingThinking
            && after.pendingAnimationSteps == before.pendingAnimationSteps
    }

    public static let hintForgottenWhenThePositionChanges = StepRule(
        "spec 13.2, 14.1: a hint is forgotten when the position changes (a move, a pass, an undo, a redo, a reset), and appears only when asked for"
    ) { step in
        guard step.after.screen?.hint != nil else { return true }
        return step.after.app.record == step.before.app.record
            && step.after.app.game == step.before.app.game
            && (step.before.screen?.hint != nil || step.action == .person(.hintRequested))
    }

    // MARK: - Helpers

    /// Why spec 13.1 and 15.7 refuse a hint now, the first reason that applies; `nil` when it
    /// may be asked.
    static func refusal(in world: AppWorld) -> Refusal? {
        if let refusal = AppInvariants.refusalOfAPersonsMove(in: world) { return refusal }
        return world.screen?.hint == nil ? nil : .hintAlreadyAsked
    }
}
