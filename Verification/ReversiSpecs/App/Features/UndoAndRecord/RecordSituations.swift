import ReversiApp
import ReversiCore
import StateSpace

/// The named situations of undo, redo and the record (spec 11, 12) that the application check
/// must reach.
enum RecordSituations {
    typealias Named = Situation<AppWorld, Event>

    static let all: [Named] = [
        Named("undo between two people") { step in
            undoes(step) && step.before.app.modes == .manual
        },
        Named("undo of a computer's reply with the person's move") { step in
            undoes(step) && plies(step.before) - plies(step.after) >= 2
                && step.before.app.modes != .manual
        },
        Named("undo during an animation") { undoes($0) && $0.before.animation != nil },
        Named("undo while the computer thinks") {
            undoes($0) && !$0.before.pendingThinking.isEmpty
        },
        Named("undo under the pass alert") {
            undoes($0) && $0.before.screen?.passAlert != nil
        },
        Named("undo after the game ended") { step in
            if case .completed? = step.before.app.game { return undoes(step) }
            return false
        },
        Named("redo up to a computer's turn: it thinks") { step in
            step.action == .person(.redoPressed) && !step.after.pendingThinking.isEmpty
        },
        Named("redo") { step in
            step.action == .person(.redoPressed) && plies(step.after) > plies(step.before)
        },
        Named("redo forgotten by a new move") { step in
            !step.before.app.record.redoable.isEmpty && step.before.animation == nil
                && step.after.animation != nil
        },
        Named("undo refused: nothing to undo") {
            AppSituations.refused($0) == .nothingToUndo
        },
        Named("redo refused: nothing to redo") {
            AppSituations.refused($0) == .nothingToRedo
        },
        Named("undo refused: both sides are computers") {
            AppSituations.refused($0) == .noManualSide
        },
        Named("undo refused under the reset question") { step in
            step.action == .person(.undoPressed) && AppSituations.refused(step) == .resetQuestionUp
        },
        Named("reset forgets the record") { step in
            AppInvariants.restarts(step) && plies(step.before) > 0
        },
        Named("launched with its record set aside, reported") { step in
            guard
                AppSituations.isLaunch(
                    step, { if case .loadedRecordSetAside = $0 { true } else { false } }),
                case .recordSetAside? = step.after.screen?.notice
            else { return false }
            return true
        },
    ]

    static func undoes(_ step: Step<AppWorld, Event>) -> Bool {
        step.action == .person(.undoPressed) && plies(step.after) < plies(step.before)
    }

    static func plies(_ world: AppWorld) -> Int { world.app.record.played.plies.count }
}
