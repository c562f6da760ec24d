import ReversiApp
import ReversiCore

/// A planted fault for each invariant of undo, redo and the record (`RecordInvariants`), and
/// one for an undo let through under the reset question (spec 11.5), which the refusal rule
/// judges.
enum RecordFaults {
    static let all: [PlantedFault] = [
        .app(
            RecordInvariants.recordReplaysToTheGame,
            "shows the record without the move being shown, as a front end that wrote it down only once the move was over would",
            steps: 2, from: [newGame],
            projection: { state in
                guard var screen = state.screen, state.phase.isShowingMove else {
                    return state.screen
                }
                screen.record.removeLast()
                return screen
            }),
        .app(
            RecordInvariants.undoAndRedoShownWhenTheyWouldAct, "never offers redo",
            steps: 3, from: [newGame],
            projection: { state in
                guard var screen = state.screen else { return nil }
                screen.canRedo = false
                return screen
            }),
        // The undo and redo rules already ask that no work be left over from before the jump,
        // so they report any such fault first; this one is checked against its rule alone.
        .app(
            RecordInvariants.noThinkingForAGonePosition,
            "redo lets the computer think on about the position it left",
            steps: 5, from: [newGame], alone: true,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.redoPressed) else { return (next, effects) }
                return (next, effects.filter { !$0.cancelsThinking })
            }),
        .app(
            RecordInvariants.undoLandsOnTheLatestManualTurn,
            "undo lets the computer think on",
            steps: 5, from: [againstTheComputer],
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.undoPressed) else { return (next, effects) }
                return (next, effects.filter { !$0.cancelsThinking })
            }),
        .app(
            RecordInvariants.undoKeepsWhatItTookForRedo,
            "undo cuts the record short, so nothing is left to redo",
            steps: 3, from: [newGame],
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.undoPressed) else { return (next, effects) }
                return (next.changing { $0.record = GameRecord(next.record.played) }, effects)
            }),
        .app(
            RecordInvariants.redoLandsOnTheNextManualTurn,
            "redo plays every undone ply, past the turns of a person",
            steps: 4, from: [twoMovesSaved].compactMap { $0 },
            reducer: { state, event in
                var (next, effects) = reduce(state, event)
                guard event == .person(.redoPressed) else { return (next, effects) }
                while next.notice == nil, !next.record.redoable.isEmpty {
                    let (further, more) = reduce(next, event)
                    (next, effects) = (further, effects + more)
                }
                return (next, effects)
            }),
        .app(
            RecordInvariants.newMoveForgetsRedo,
            "a move that plays what a redo would is taken for one, and keeps the rest to redo",
            steps: 4, from: [twoMovesSaved].compactMap { $0 },
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                let redone = reduce(state, .person(.redoPressed)).0.record
                guard case .person(.cellSelected) = event, next.phase.isShowingMove,
                    redone.played == next.record.played
                else { return (next, effects) }
                return (next.changing { $0.record = redone }, effects)
            }),
        // A reset that kept any of the record would also show it, which the reset rule
        // reports first; this one is checked against its rule alone.
        .app(
            RecordInvariants.resetForgetsTheRecord,
            "a reset puts the board back but keeps the record",
            steps: 4, from: [newGame], alone: true,
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard event == .person(.resetConfirmed), state.resetConfirmation != nil else {
                    return (next, effects)
                }
                return (next.changing { $0.record = state.record }, effects)
            }),
        .app(
            AppInvariants.refusedEventSaysWhy,
            "lets undo through while the reset question is up, keeping the question",
            steps: 3, from: [newGame],
            reducer: { state, event in
                guard event == .person(.undoPressed), let question = state.resetConfirmation else {
                    return reduce(state, event)
                }
                let (next, effects) = reduce(
                    state.changing { $0.resetConfirmation = nil }, event)
                return (next.changing { $0.resetConfirmation = question }, effects)
            }),
        .app(
            RecordInvariants.givenGameStartsThere,
            "a game given at launch starts from its last position, with no record to undo",
            steps: 1, from: [AppSpecification.startedAfterAMove].compactMap { $0 },
            reducer: { state, event in
                let (next, effects) = reduce(state, event)
                guard case .world(.launched(.started(let start, _), _)) = event else {
                    return (next, effects)
                }
                return (
                    next.changing { $0.record = GameRecord(from: start.record.current) }, effects
                )
            }),
    ]

    static let newGame = AppWorld(launchingWith: .noSavedGame)

    static let againstTheComputer = AppWorld(
        launchingWith: .noSavedGame, requested: RequestedModes(dark: .manual, light: .computer))

    /// Two moves saved with their record, both sides Manual: two undos leave two plies to redo.
    static let twoMovesSaved: AppWorld? = {
        var played = PlayedGame()
        for notation in ["d3", "c5"] {
            guard let cell = Coordinate(notation), (try? played.play(.place(cell))) != nil else {
                return nil
            }
        }
        return AppWorld(
            launchingWith: .loaded(
                SavedGame(record: played, modes: .manual), from: AppSpecification.savedGameSource))
    }()
}

extension Effect {
    fileprivate var cancelsThinking: Bool {
        if case .cancelThinking = self { true } else { false }
    }
}
