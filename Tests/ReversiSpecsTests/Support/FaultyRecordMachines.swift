import ReversiApp
import ReversiCore
import ReversiSpecs

/// Machines with one planted fault each in undo, redo or the record (spec 11, 12).
enum FaultyRecordMachines {
    /// Undo forgets to cancel the computer's thinking.
    static let undoKeepsThinking: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard event == .undoPressed else { return (next, effects) }
        return (
            next,
            effects.filter {
                if case .cancelThinking = $0 { false } else { true }
            }
        )
    }

    /// Shows the record without the move being shown, as a front end that wrote it down only
    /// once the move was over would.
    static let recordLagsTheMoveShown: AppSpecification.Projection = { state in
        guard var screen = state.screen, case .animating = state.phase else { return state.screen }
        screen.record.removeLast()
        return screen
    }

    /// Never offers redo.
    static let hidesRedo: AppSpecification.Projection = { state in
        guard var screen = state.screen else { return nil }
        screen.canRedo = false
        return screen
    }

    /// Lets undo through while the reset question is up, keeping the question.
    static let undoesUnderTheResetQuestion: AppSpecification.Reducer = { state, event in
        guard event == .undoPressed, let question = state.resetConfirmation else {
            return reduce(state, event)
        }
        let asked = AppState(
            phase: state.phase, modes: state.modes, resetConfirmation: nil, record: state.record,
            notice: state.notice, lastTicket: state.lastTicket)
        let (next, effects) = reduce(asked, event)
        let kept = AppState(
            phase: next.phase, modes: next.modes, resetConfirmation: question,
            record: next.record, notice: next.notice, lastTicket: next.lastTicket)
        return (kept, effects)
    }
}
