import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of modes and levels (spec 3.6, 9.2, 10.3, 10.5) that the application check must reach.
enum ModesAndLevelsSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("switch refused: the side already has that mode") { step in
            if case .alreadyInMode? = AppSituations.refused(step) { return true }
            return false
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
            if case .levelOfManualSide? = AppSituations.refused(step) { return true }
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
    ]
}
