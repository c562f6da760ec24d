import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of moves and their refusals (spec 3.3, 4.1, 5.2, 15.7) that the application check must reach.
enum MovesSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("a person moved") { step in
            if case .person(.cellSelected) = step.action {
                return AppSituations.startsAnimation(step)
            }
            return false
        },
        Named("counts updated after a move's last flip") { step in
            if case .world(.animationStepFinished) = step.action,
                let before = step.before.screen
            {
                return step.after.screen?.counts != before.counts
            }
            return false
        },
        Named("selection refused during an animation") { step in
            guard case .person(.cellSelected) = step.action, step.before.animation != nil else {
                return false
            }
            return step.before.app.game?.legalMoves != nil
                && AppSituations.refused(step) == .moveBeingShown
        },
        Named("a refusal ended with the move being shown") { step in
            AppInvariants.endsTheMoveShown(step)
                && step.before.screen?.notice?.isRefusal == true
        },
        Named("selection refused: the cell is taken") { step in
            if case .occupied? = AppSituations.refused(step) { return true }
            return false
        },
        Named("selection refused: it flips nothing") { step in
            if case .flipsNothing? = AppSituations.refused(step) { return true }
            return false
        },
        Named("selection refused: the computer's turn") { step in
            if case .computersTurn? = AppSituations.refused(step) { return true }
            return false
        },
        Named("selection refused under the pass alert") { step in
            if case .passAlertUp? = AppSituations.refused(step) { return true }
            return false
        },
        Named("selection refused under the reset question") { step in
            if case .person(.cellSelected) = step.action {
                return AppSituations.refused(step) == .resetQuestionUp
            }
            return false
        },
        Named("selection refused after the game ended") { AppSituations.refused($0) == .gameOver },
        Named("stale animation step ignored during an animation") { step in
            if case .world(.animationStepFinished(let ticket)) = step.action,
                step.before.animation != nil
            {
                return !step.before.isPending(ticket)
            }
            return false
        },

    ]
}
