import ReversiApp
import ReversiCore
import StateSpace

/// The clauses of spec 10 about each side's level that can be said of one state or one step.
extension AppInvariants {
    public static let levelsShownAreTheLevels = StateRule(
        "spec 10.3: the levels shown are the sides' levels"
    ) { world in world.screen.map { $0.levels == world.app.levels } ?? true }

    public static let thinkingAtTheSidesLevel = StepRule(
        "spec 10.3, 10.5: a computer is asked to think at the level its side has"
    ) { step in
        step.after.lastEffects.allSatisfy { effect in
            guard case .startThinking(let moves, let level, _, _) = effect else { return true }
            return step.after.app.levels[moves.disk] == level
        }
    }

    public static let levelChangesOnlyByThePerson = StepRule(
        "spec 10.3: a level changes only when the person changes a Computer side's level (or at the launch), and then to that level"
    ) { step in
        guard step.before.isLaunched else { return true }
        let (before, after) = (step.before.app.levels, step.after.app.levels)
        guard case .person(.levelSelected(let disk, let level)) = step.action,
            step.before.app.modes[disk] == .computer
        else { return after == before }
        return after[disk] == level && after[disk.flipped] == before[disk.flipped]
    }

    public static let levelChangeRestartsThinking = StepRule(
        "spec 10.4, 10.5: a new level for a thinking side cancels that thinking, whose answer is never applied, and thinks again at the new level"
    ) { step in
        guard case .person(.levelSelected(let disk, let level)) = step.action,
            step.before.app.levels[disk] != level,
            let request = step.before.pendingThinking.first(where: { $0.moves.disk == disk })
        else { return true }
        return step.after.lastEffects.contains(.cancelThinking(request.ticket))
            && step.after.pendingThinking.count == 1
            && step.after.pendingThinking.allSatisfy {
                $0.ticket != request.ticket && $0.moves == request.moves
            }
            && step.after.screen?.thinking == disk
    }
}
