import ReversiApp
import ReversiCore
import StateSpace

/// Named situations the application check must reach, like a model checker's coverage
/// report: a bound too shallow, or start positions too far from a pass or an end, show up as
/// a situation never reached.
public enum AppSituations {
    public typealias Named = Situation<AppWorld, Event>

    public static let all: [Named] =
        [
            Named("launched with no saved game") { isLaunch($0, { $0 == .noSavedGame }) },
            Named("launched from a given game, reported") { step in
                guard isLaunch(step, { if case .started = $0 { true } else { false } }),
                    case .started? = step.after.screen?.notice
                else { return false }
                return true
            },
            Named("launched with a saved game") {
                isLaunch($0, { if case .loaded = $0 { true } else { false } })
            },
            Named("launched from an original save, which kept no levels or clock, reported") {
                step in
                guard isLaunch(step, { _ in true }),
                    case .resumed(_, _, .original)? = step.after.screen?.notice
                else { return false }
                return true
            },
            Named("resumed with its saved clock and levels") { step in
                guard !step.before.isLaunched, case .world(.launched(let load, _)) = step.action,
                    case .loaded(let saved, _, _) = load, let clock = saved.clock
                else { return false }
                return step.after.app.clock == clock && step.after.app.levels == saved.levels
            },
            Named("launched from an unreadable save, reported") { step in
                guard isLaunch(step, { if case .unreadable = $0 { true } else { false } }),
                    case .unreadableSave? = step.after.screen?.notice
                else { return false }
                return true
            },
            Named("pass alert shown after loading") { step in
                isLaunch(step, { _ in true }) && step.after.screen?.passAlert != nil
            },
            Named("pass alert shown after a move") { step in
                if case .world(.animationStepFinished) = step.action {
                    return step.before.screen?.passAlert == nil
                        && step.after.screen?.passAlert != nil
                }
                return false
            },
            Named("pass dismissed") { step in
                step.action == .person(.passDismissed) && step.before.screen?.passAlert != nil
                    && step.after.screen?.passAlert == nil
            },
            Named("game won by dark") { entersGameOver($0, .won(.dark)) },
            Named("game won by light") { entersGameOver($0, .won(.light)) },
            Named("game tied") { entersGameOver($0, .tied) },
            Named("a person moved") { step in
                if case .person(.cellSelected) = step.action { return startsAnimation(step) }
                return false
            },
            Named("a computer moved") { step in
                if case .world(.computerAnswered) = step.action { return startsAnimation(step) }
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
                return step.before.app.game?.legalMoves != nil && refused(step) == .moveBeingShown
            },
            Named("a refusal ended with the move being shown") { step in
                AppInvariants.endsTheMoveShown(step)
                    && step.before.screen?.notice?.isRefusal == true
            },
            Named("selection refused: the cell is taken") { step in
                if case .occupied? = refused(step) { return true }
                return false
            },
            Named("selection refused: it flips nothing") { step in
                if case .flipsNothing? = refused(step) { return true }
                return false
            },
            Named("selection refused: the computer's turn") { step in
                if case .computersTurn? = refused(step) { return true }
                return false
            },
            Named("selection refused under the pass alert") { step in
                if case .passAlertUp? = refused(step) { return true }
                return false
            },
            Named("selection refused under the reset question") { step in
                if case .person(.cellSelected) = step.action {
                    return refused(step) == .resetQuestionUp
                }
                return false
            },
            Named("selection refused after the game ended") { refused($0) == .gameOver },
            Named("reset answer refused with no reset question") {
                refused($0) == .noResetQuestion
            },
            Named("dismissal refused with no pass alert") { refused($0) == .noPassAlert },
            Named("switch refused: the side already has that mode") { step in
                if case .alreadyInMode? = refused(step) { return true }
                return false
            },
            Named("resumed with a mode asked for that the saved game does not have") { step in
                guard case .resumed(_, let notApplied, _)? = step.after.screen?.notice,
                    case .world(.launched) = step.action
                else { return false }
                return !notApplied.isEmpty
            },
            Named("thinking started by a switch to Computer") { step in
                if case .person(.modeSelected(_, .computer)) = step.action {
                    return step.after.lastEffects.contains {
                        if case .startThinking = $0 { true } else { false }
                    }
                }
                return false
            },
            Named("mode switch during thinking, thinking cancelled") { step in
                if case .person(.modeSelected(_, .manual)) = step.action {
                    return step.after.lastEffects.contains {
                        if case .cancelThinking = $0 { true } else { false }
                    }
                }
                return false
            },
            Named("level changed while its side thinks, thinking restarted") { step in
                guard case .person(.levelSelected(let disk, _)) = step.action,
                    step.before.pendingThinking.contains(where: { $0.moves.disk == disk })
                else { return false }
                return step.after.lastEffects.contains {
                    if case .cancelThinking = $0 { true } else { false }
                }
            },
            Named("level changed while its side is not thinking") { step in
                guard case .person(.levelSelected(let disk, let level)) = step.action else {
                    return false
                }
                // Saved, and nothing else asked for (spec 8.6).
                return step.before.screen?.levels[disk] != level
                    && step.after.screen?.levels[disk] == level
                    && step.after.lastEffects.allSatisfy {
                        if case .save = $0 { true } else { false }
                    }
            },
            Named("level change refused for a Manual side") { step in
                if case .levelOfManualSide? = refused(step) { return true }
                return false
            },
            Named("mode switch during an animation") { step in
                if case .person(.modeSelected(let disk, let mode)) = step.action,
                    step.before.animation != nil
                {
                    return step.before.app.modes[disk] != mode
                }
                return false
            },
            Named("switch to Computer while the pass alert is up") { step in
                if case .person(.modeSelected(let disk, .computer)) = step.action,
                    step.before.screen?.passAlert != nil
                {
                    return step.before.app.game?.turn == disk
                        && step.before.app.modes[disk] == .manual
                }
                return false
            },
            Named("reset during an animation") {
                AppInvariants.restarts($0) && $0.before.animation != nil
            },
            Named("reset during thinking") {
                AppInvariants.restarts($0) && !$0.before.pendingThinking.isEmpty
            },
            Named("reset while the pass alert is up") {
                AppInvariants.restarts($0) && $0.before.screen?.passAlert != nil
            },
            Named("reset after the game ended") { step in
                if case .completed? = step.before.app.game { return AppInvariants.restarts(step) }
                return false
            },
            Named("reset cancelled") { step in
                step.action == .person(.resetCancelled)
                    && step.before.screen?.resetConfirmation != nil
            },
            Named("reset focus moved to OK") { step in
                step.action == .person(.resetFocusMoved)
                    && step.after.screen?.resetConfirmation == .ok
            },
            Named("save failure reported") { step in
                guard case .world(.saveFailed) = step.action,
                    case .saveFailed? = step.after.screen?.notice
                else { return false }
                return true
            },
            Named("save failure reported during an animation") { step in
                if case .world(.saveFailed) = step.action { return step.before.animation != nil }
                return false
            },
            Named("notice cleared by the person") { step in
                step.before.screen?.notice != nil && step.after.screen?.notice == nil
            },
            Named("notice kept through a computer's move") { step in
                if case .world(.computerAnswered) = step.action, step.after.animation != nil {
                    return step.after.screen?.notice != nil
                }
                return false
            },
            Named("last move kept through a pass") { step in
                step.action == .person(.passDismissed) && step.before.screen?.passAlert != nil
                    && step.after.screen?.lastMove != nil
            },
            Named("stale answer ignored while a computer thinks") { step in
                if case .world(.computerAnswered(let ticket, _)) = step.action {
                    return !step.before.isPending(ticket) && !step.before.pendingThinking.isEmpty
                }
                return false
            },
            Named("stale answer ignored while a person is to move") { step in
                if case .world(.computerAnswered(let ticket, _)) = step.action,
                    !step.before.isPending(ticket),
                    case .awaitingMove(_, .person) = step.before.app.phase
                {
                    return ticket.number > 0
                }
                return false
            },
            Named("hint shown") { step in
                if case .world(.hintAnswered) = step.action, case .shown? = step.after.screen?.hint
                {
                    return step.before.screen?.hint == .searching
                }
                return false
            },
            Named("hint answer dropped: stale") { step in
                if case .world(.hintAnswered(let ticket, _)) = step.action {
                    return !step.before.isPending(ticket) && step.before.isLaunched
                }
                return false
            },
            Named("hint forgotten when the position changes") { step in
                step.before.screen?.hint != nil && step.after.screen?.hint == nil
            },
            Named("stale animation step ignored during an animation") { step in
                if case .world(.animationStepFinished(let ticket)) = step.action,
                    step.before.animation != nil
                {
                    return !step.before.isPending(ticket)
                }
                return false
            },
        ] + RecordSituations.all + ClockSituations.all + AnalysisSituations.all
        + PassesSituations.all

    static func isLaunch(_ step: Step<AppWorld, Event>, _ load: (LoadResult) -> Bool) -> Bool {
        guard !step.before.isLaunched, case .world(.launched(let result, _)) = step.action else {
            return false
        }
        return load(result)
    }

    /// The refusal of the person's event the step took, if it was refused.
    static func refused(_ step: Step<AppWorld, Event>) -> Refusal? {
        guard step.before.isLaunched, AppInvariants.isThePersons(step.action),
            case .refused(let refusal)? = step.after.screen?.notice
        else { return nil }
        return refusal
    }

    static func entersGameOver(_ step: Step<AppWorld, Event>, _ outcome: Outcome) -> Bool {
        guard step.before.isLaunched, case .gameOver(let finished) = step.after.app.phase,
            finished.outcome == outcome
        else { return false }
        if case .gameOver = step.before.app.phase { return false }
        return true
    }

    static func startsAnimation(_ step: Step<AppWorld, Event>) -> Bool {
        step.before.animation == nil && step.after.animation != nil
    }
}
