import ReversiApp
import ReversiCore
import StateSpace

/// The application machine's invariants: every clause of the spec that can be said of one
/// state or one step, each written once, for the checker and the tests.
///
/// They are stated about what the world sees — the screen, the work the effects started, the
/// last save — against the rules (`GameModel`, `LineRules`), not about how the machine
/// happens to store things, so a wrong screen or a wrong or missing effect breaks them.
public enum AppInvariants {
    public typealias StateRule = StateInvariant<AppWorld>
    public typealias StepRule = StepInvariant<AppWorld, Event>

    /// Stuck-freedom, the catch-all, comes last, so that a fault is reported by the clause it
    /// breaks. (The checker tests each step before the state it leads to, so a fault that
    /// breaks a step rule and a state rule at once is reported by the step rule.)
    public static let state: [StateRule] =
        [
            passAlertExactlyWhenMustPass, thinkingOnlyForComputerToPlace, computerToPlaceIsThinking,
            indicatorShowsPendingThinking,
        ] + HintInvariants.state + [
            atMostOneWorkPending, stepPendingExactlyWhileMoveShown,
            messageShowsTurnOrResult, countsShownAreTheBoards, boardShownIsTheGames,
            modesShownAreTheModes, selectableAreWhatASelectionPlays, savedIsTheCurrentGame,
            levelsShownAreTheLevels,
        ] + RecordInvariants.state + [neverStuck]

    public static let step: [StepRule] =
        [
            eventsBeforeLaunchIgnored, launchHappensOnce,
        ] + HintInvariants.step + [
            selectionDuringAnimationChangesNothing,
            selectionIgnoredUnlessManualLegalMove, legalSelectionStartsItsAnimation,
            oneDiskPerStepInSpecOrder, countsChangeOnlyWhenAMoveEnds, switchToManualCancelsThinking,
            modeSwitchAlwaysTakesEffect, computerNeverAskedWhenItMustPass,
            answerPlaysTheAnsweredMove,
            staleWorkChangesNothing, resetPressedOnlyAsks, resetFocusMovesOnlyByThePerson,
            resetCancelledChangesNothing, resetConfirmedRestartsCleanly,
            passDismissHandsOverTheTurn,
            gameChangesOnlyByTheRules, modesChangeOnlyBySwitchOrReset, everyChangeIsSaved,
            lastMoveIsTheLastPlacement, requestedModesMakeOnlyANewGame, unreadableSaveIsANotice,
            resumedGameSaysSo, failedSaveIsANotice, noticeStaysUntilThePersonActs,
            refusedEventSaysWhy, thinkingAtTheSidesLevel, levelChangesOnlyByThePerson,
            levelChangeRestartsThinking,
        ] + RecordInvariants.step

    // MARK: - States

    public static let passAlertExactlyWhenMustPass = StateRule(
        "spec 2.2, 2.5, 9.1: the pass alert is up, for the side to move, exactly when that side must pass and no move is being shown"
    ) { world in
        guard let screen = world.screen else { return true }
        let passing: Disk? =
            if case .mustPass(let pass)? = world.app.game, world.animation == nil {
                pass.state.turn
            } else {
                nil
            }
        return screen.passAlert == passing
    }

    public static let thinkingOnlyForComputerToPlace = StateRule(
        "spec 2.3, 3.5: only a Computer side that must place, with no move being shown, is shown thinking"
    ) { world in
        guard let side = world.screen?.thinking else { return true }
        return world.app.modes[side] == .computer && world.animation == nil
            && world.app.game?.legalMoves?.disk == side
    }

    public static let computerToPlaceIsThinking = StateRule(
        "spec 3.4, 3.7: a Computer side that must place is shown thinking while no move is being shown"
    ) { world in
        guard world.animation == nil, let moves = world.app.game?.legalMoves,
            world.app.modes[moves.disk] == .computer
        else { return true }
        return world.screen?.thinking == moves.disk
    }

    public static let indicatorShowsPendingThinking = StateRule(
        "spec 3.5, 3.6: the thinking indicator shows exactly the side whose thinking is pending"
    ) { world in
        world.pendingThinking.count <= 1
            && world.screen?.thinking == world.pendingThinking.first?.moves.disk
    }

    public static let atMostOneWorkPending = StateRule(
        "at most one piece of asynchronous work (thinking, a hint's search or an animation step) is pending"
    ) { $0.pendingThinking.count + $0.pendingHints.count + $0.pendingAnimationSteps.count <= 1 }

    public static let stepPendingExactlyWhileMoveShown = StateRule(
        "spec 4.1: an animation step is pending exactly while a move is being shown"
    ) { world in
        guard let animation = world.animation else { return world.pendingAnimationSteps.isEmpty }
        return world.pendingAnimationSteps == [animation.ticket]
    }

    public static let messageShowsTurnOrResult = StateRule(
        "spec 2.4, 6.1, 6.2: the message shows the side to move (the mover during its move), or the result by the counts"
    ) { world in
        guard let screen = world.screen else { return true }
        if let animation = world.animation { return screen.message == .turn(animation.move.disk) }
        switch world.app.game {
        case .completed(let finished)?:
            return screen.message == Message.expected(Reference.outcome(of: finished.board))
        case let game?: return game.turn.map(Message.turn) == screen.message
        case nil: return false
        }
    }

    public static let countsShownAreTheBoards = StateRule(
        "spec 5.1, 5.2: the counts shown are the board's; during a move, those from before it"
    ) { world in
        guard let game = world.app.game, let screen = world.screen else { return true }
        let board = world.animation?.before ?? game.board
        return screen.counts
            == Counts(
                dark: Reference.count(of: .dark, on: board),
                light: Reference.count(of: .light, on: board))
    }

    public static let boardShownIsTheGames = StateRule(
        "spec 4.1, 4.2: once launched, the board shown is the game's; during a move, the board before it with the move's first disks in spec order"
    ) { world in
        guard let game = world.app.game else { return world.screen == nil }
        guard let screen = world.screen else { return false }
        guard let animation = world.animation else { return screen.board == game.board }
        let order = specOrder(of: animation)
        let shown = shownSteps(of: animation, order, on: screen.board)
        return shown >= 1 && screen.board == board(animation, order, showing: shown)
    }

    public static let modesShownAreTheModes = StateRule(
        "spec 3.1, 3.2: the modes shown are the modes"
    ) { world in world.screen.map { $0.modes == world.app.modes } ?? true }

    public static let selectableAreWhatASelectionPlays = StateRule(
        "spec 3.3: the cells shown as selectable are exactly those a selection would play: a Manual side's legal moves, with no move shown, no alert up and the game not over"
    ) { world in
        guard let screen = world.screen else { return true }
        return screen.selectableMoves == acceptedMoves(in: world)
    }

    public static let savedIsTheCurrentGame = StateRule(
        "spec 8.1, 8.3: the last game saved (or loaded) is the current game, once anything was saved"
    ) { world in
        guard world.isLaunched, let saved = world.saved else { return true }
        return saved == world.app.savedGame
    }

    public static let neverStuck = StateRule(
        "spec 9.3: the game is never stuck: until it is over, a person can act, a computer is thinking, a move is being shown, or the pass alert is up"
    ) { world in
        guard let screen = world.screen else { return !world.isLaunched }
        if world.animation != nil { return !world.pendingAnimationSteps.isEmpty }
        switch world.app.game {
        case .mustPlace(let moves)?:
            return world.app.modes[moves.disk] == .manual
                ? screen.selectableMoves != nil || screen.resetConfirmation != nil
                : !world.pendingThinking.isEmpty
        case .mustPass?: return screen.passAlert != nil
        case .completed?: return true
        case nil: return false
        }
    }

    // MARK: - Steps

    public static let eventsBeforeLaunchIgnored = StepRule(
        "before launch, every event but the launch is ignored"
    ) { step in
        guard !step.before.isLaunched else { return true }
        if case .world(.launched) = step.action { return step.after.isLaunched }
        return unchanged(step)
    }

    public static let launchHappensOnce = StepRule(
        "a second launch event is ignored"
    ) { step in
        guard step.before.isLaunched, case .world(.launched) = step.action else { return true }
        return unchanged(step)
    }

    public static let selectionDuringAnimationChangesNothing = StepRule(
        "spec 4.1, 15.1: a selection during an animation changes nothing but the notice"
    ) { step in
        guard step.before.animation != nil, case .person(.cellSelected) = step.action else {
            return true
        }
        return unchanged(step)
    }

    public static let selectionIgnoredUnlessManualLegalMove = StepRule(
        "spec 3.3, 15.1: a selection changes nothing but the notice unless a Manual side to move picks a legal cell with no animation, alert or game end"
    ) { step in
        guard case .person(.cellSelected(let cell)) = step.action else { return true }
        return acceptedMoves(in: step.before)?.contains(cell) == true || unchanged(step)
    }

    public static let legalSelectionStartsItsAnimation = StepRule(
        "spec 3.3, 4.1: a Manual side's legal selection starts its move, showing the placed disk first"
    ) { step in
        guard case .person(.cellSelected(let cell)) = step.action,
            acceptedMoves(in: step.before)?.contains(cell) == true
        else { return true }
        return startsMove(at: cell, step)
    }

    public static let oneDiskPerStepInSpecOrder = StepRule(
        "spec 4.1, 4.2, 9.4: while a move is shown, the board shown changes by exactly the next disk in spec order, once per finished step, and the move ends only once all its disks are shown"
    ) { step in
        guard let before = step.before.screen, let after = step.after.screen else { return true }
        guard let animation = step.after.animation else {
            // A move that ends (not cut short by a reset, an undo or a redo) leaves the board
            // as its last step showed it.
            guard step.before.animation != nil, !jumps(step) else { return true }
            return after.board == before.board
        }
        let continues = step.before.animation?.ticket == animation.ticket
        let finished = step.action == .world(.animationStepFinished(animation.ticket))
        // Any other event leaves the board as it was.
        if continues && !finished { return after.board == before.board }
        let order = specOrder(of: animation)
        let shownBefore = continues ? shownSteps(of: animation, order, on: before.board) : 0
        return shownBefore < order.count
            && after.board == board(animation, order, showing: shownBefore + 1)
    }

    public static let countsChangeOnlyWhenAMoveEnds = StepRule(
        "spec 5.2, 11.4: the counts shown change once per move, when its last disk has been shown, never disk by disk (or at a reset, an undo or a redo)"
    ) { step in
        guard let before = step.before.screen, let after = step.after.screen,
            before.counts != after.counts
        else { return true }
        let endsMove: Bool =
            if let animation = step.before.animation {
                step.after.animation == nil
                    && step.action == .world(.animationStepFinished(animation.ticket))
            } else {
                false
            }
        return endsMove || jumps(step)
    }

    public static let switchToManualCancelsThinking = StepRule(
        "spec 3.6: switching a thinking side to Manual cancels its thinking and hides the indicator at once"
    ) { step in
        guard case .person(.modeSelected(let disk, .manual)) = step.action,
            let request = step.before.pendingThinking.first(where: { $0.moves.disk == disk })
        else { return true }
        return step.after.screen?.thinking != disk
            && step.after.lastEffects.contains(.cancelThinking(request.ticket))
            && step.after.pendingThinking.isEmpty
    }

    public static let modeSwitchAlwaysTakesEffect = StepRule(
        "spec 3.2: a mode switch takes effect at any time, also during animations and thinking"
    ) { step in
        guard step.before.isLaunched, case .person(.modeSelected(let disk, let mode)) = step.action
        else {
            return true
        }
        return step.after.app.modes[disk] == mode && step.after.screen?.modes[disk] == mode
    }

    public static let computerNeverAskedWhenItMustPass = StepRule(
        "spec 2.3, 9.2: a computer is asked to move only for the current position, when it must place"
    ) { step in
        step.after.lastEffects.allSatisfy { effect in
            guard case .startThinking(let moves, _, _) = effect else { return true }
            return step.after.app.game == .mustPlace(moves) && step.after.animation == nil
                && step.after.app.modes[moves.disk] == .computer
        }
    }

    public static let answerPlaysTheAnsweredMove = StepRule(
        "spec 3.4: the answer to the pending thinking plays the answered move"
    ) { step in
        guard case .world(.computerAnswered(let ticket, let cell)) = step.action,
            step.before.pendingThinking.contains(where: { $0.ticket == ticket })
        else { return true }
        return startsMove(at: cell, step)
    }

    public static let staleWorkChangesNothing = StepRule(
        "spec 3.6, 7.3, 14.1: an answer or animation step of cancelled or finished work changes nothing"
    ) { step in
        switch step.action {
        case .world(.computerAnswered(let ticket, _)), .world(.hintAnswered(let ticket, _)),
            .world(.animationStepFinished(let ticket)):
            return step.before.isPending(ticket) || unchanged(step)
        default: return true
        }
    }

    public static let resetPressedOnlyAsks = StepRule(
        "spec 7.1, 7.2: pressing reset only asks for confirmation, at any time, with the focus on Cancel"
    ) { step in
        guard case .person(.resetPressed) = step.action, var expected = step.before.screen else {
            return true
        }
        expected.notice = step.after.screen?.notice  // the notice rules judge it
        if expected.resetConfirmation == nil {
            expected.resetConfirmation = .cancel
            expected.selectableMoves = nil
        }
        return step.after.screen == expected && keepsGameAndWork(step)
    }

    public static let resetFocusMovesOnlyByThePerson = StepRule(
        "spec 7.2: the reset confirmation's focus moves to the other button exactly when the person moves it, and only while the confirmation is up"
    ) { step in
        let moved = step.action == .person(.resetFocusMoved)
        guard let before = step.before.screen?.resetConfirmation,
            let after = step.after.screen?.resetConfirmation
        else { return !moved || unchanged(step) }
        return (before != after) == moved && (!moved || keepsGameAndWork(step))
    }

    public static let resetCancelledChangesNothing = StepRule(
        "spec 7.2: cancelling the reset changes nothing but closing the confirmation"
    ) { step in
        guard case .person(.resetCancelled) = step.action, var expected = step.before.screen else {
            return true
        }
        expected.notice = step.after.screen?.notice  // the notice rules judge it
        expected.resetConfirmation = nil
        // Closing the confirmation gives the selections back (their rule is spec 3.3's).
        expected.selectableMoves = step.after.screen?.selectableMoves
        return step.after.screen == expected && keepsGameAndWork(step)
            && step.after.app.modes == step.before.app.modes
    }

    public static let resetConfirmedRestartsCleanly = StepRule(
        "spec 7.3, 10.3: a confirmed reset stops all work and restarts: initial board, dark to move, both Manual, the levels kept"
    ) { step in
        guard restarts(step), let levels = step.before.screen?.levels else { return true }
        let world = step.after
        return world.pendingThinking.isEmpty && world.pendingHints.isEmpty
            && world.pendingAnimationSteps.isEmpty && world.app.game == .initial
            && world.app.modes == .manual
            && world.saved == SavedGame.initial
            && world.screen
                == Screen(
                    board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
                    modes: .manual, levels: levels, selectableMoves: LegalMoves(.initial))
    }

    public static let passDismissHandsOverTheTurn = StepRule(
        "spec 2.2, 15.1: dismissing the pass alert hands the turn to the other side; with no alert to dismiss, it changes nothing but the notice"
    ) { step in
        guard case .person(.passDismissed) = step.action else { return true }
        guard let before = step.before.screen, before.passAlert != nil,
            before.resetConfirmation == nil, case .mustPass(let pass)? = step.before.app.game
        else { return unchanged(step) }
        return step.after.app.game == GameModel(pass.state.passed)
            && step.after.screen?.passAlert == nil
    }

    public static let gameChangesOnlyByTheRules = StepRule(
        "spec 1.4, 2.1, 2.2, 7.3: the game changes only by a legal move, a dismissed pass, a confirmed reset or the launch"
    ) { step in
        guard step.before.isLaunched, let before = step.before.app.game,
            let after = step.after.app.game, before != after
        else { return true }
        switch step.action {
        case .person(.cellSelected(let cell)), .world(.computerAnswered(_, let cell)):
            return (try? before.placing(at: cell).get())?.next == after
        case .person(.passDismissed): return (try? before.passing().get()) == after
        case .person(.resetConfirmed): return after == .initial
        // Where undo and redo may lead, the record's rules say.
        case .person(.undoPressed), .person(.redoPressed): return true
        default: return false
        }
    }

    public static let modesChangeOnlyBySwitchOrReset = StepRule(
        "spec 3.2: modes change only by a mode switch, a confirmed reset or the launch"
    ) { step in
        guard step.before.isLaunched, step.after.app.modes != step.before.app.modes else {
            return true
        }
        switch step.action {
        case .person(.modeSelected), .person(.resetConfirmed): return true
        default: return false
        }
    }

    public static let everyChangeIsSaved = StepRule(
        "spec 8.3: every move, pass, mode change and reset is saved in the step that makes it"
    ) { step in
        guard step.before.isLaunched, let saved = step.after.app.savedGame,
            saved != step.before.app.savedGame
        else { return true }
        return step.after.lastEffects.contains(.save(saved))
    }

    public static let lastMoveIsTheLastPlacement = StepRule(
        "spec 15.5: the last move marked is the cell of the last disk placed: set when a move starts, the record's at the launch, an undo or a redo, cleared by a reset, kept otherwise"
    ) { step in
        guard let after = step.after.screen else { return true }
        // A resumed game marks its record's last disk, a new one nothing.
        guard let before = step.before.screen else {
            return after.lastMove == RecordInvariants.lastPlacement(in: after.record)
        }
        if restarts(step) { return after.lastMove == nil }
        if jumps(step) {
            return after.lastMove == RecordInvariants.lastPlacement(in: after.record)
        }
        if step.before.animation == nil, let animation = step.after.animation {
            return after.lastMove == animation.move.coordinate
        }
        return after.lastMove == before.lastMove
    }

    public static let requestedModesMakeOnlyANewGame = StepRule(
        "spec 8.1, 15.8: a new game starts with the modes asked for (Manual where none was), a resumed game with its saved modes"
    ) { step in
        guard !step.before.isLaunched, case .world(.launched(let load, let requested)) = step.action
        else { return true }
        let modes = step.after.app.modes
        switch load {
        case .loaded(let saved, _), .loadedRecordSetAside(let saved, _):
            return modes == saved.modes
        case .noSavedGame, .unreadable, .started: break
        }
        return modes
            == PlayerModes(dark: requested.dark ?? .manual, light: requested.light ?? .manual)
    }

    public static let unreadableSaveIsANotice = StepRule(
        "spec 8.5: launched from an unreadable save, the screen says why"
    ) { step in
        guard !step.before.isLaunched,
            case .world(.launched(.unreadable(let reason), _)) = step.action
        else { return true }
        return step.after.screen?.notice == .unreadableSave(reason)
    }

    public static let resumedGameSaysSo = StepRule(
        "spec 15.8: launched from a saved game, the screen says it was resumed, from where, and which modes asked for it does not have"
    ) { step in
        guard !step.before.isLaunched,
            case .world(.launched(.loaded(let saved, let source), let requested)) = step.action
        else { return true }
        var notApplied = RequestedModes.none
        for disk in Disk.allCases where requested[disk].map({ $0 != saved.modes[disk] }) == true {
            notApplied[disk] = requested[disk]
        }
        return step.after.screen?.notice == .resumed(from: source, notApplied: notApplied)
    }

    public static let failedSaveIsANotice = StepRule(
        "spec 15.2: a failed save is reported on the screen, and the game goes on as before"
    ) { step in
        guard step.before.isLaunched, case .world(.saveFailed(let reason)) = step.action,
            var expected = step.before.screen
        else { return true }
        expected.notice = .saveFailed(reason)
        return step.after.screen == expected && keepsGameAndWork(step)
            && step.after.app.modes == step.before.app.modes
    }

    public static let noticeStaysUntilThePersonActs = StepRule(
        "spec 8.5, 15.2, 15.6: a notice stays until the person's next event, which clears it or leaves its own refusal; only the launch, a failed save and a refusal show one"
    ) { step in
        guard let after = step.after.screen else { return true }
        guard let before = step.before.screen else {
            switch (step.action, after.notice) {
            case (.world(.launched(.unreadable, _)), .unreadableSave?),
                (.world(.launched(.loaded, _)), .resumed?),
                (.world(.launched(.loadedRecordSetAside, _)), .recordSetAside?),
                (.world(.launched(.started, _)), .started?), (_, nil):
                return true
            default: return false
            }
        }
        if isThePersons(step.action) {
            if case .refused? = after.notice { return true }
            return after.notice == nil
        }
        if case .world(.saveFailed) = step.action { return true }
        return after.notice == before.notice
    }

    public static let refusedEventSaysWhy = StepRule(
        "spec 15.1, 15.7: a person's event that cannot apply now changes nothing but the notice, which says why, the first reason that applies; one that applies shows no refusal"
    ) { step in
        guard step.before.isLaunched, isThePersons(step.action) else { return true }
        guard let refusal = refusal(of: step.action, in: step.before) else {
            if case .refused? = step.after.app.notice { return false }
            return true
        }
        return step.after.screen?.notice == .refused(refusal) && unchanged(step)
    }

    // MARK: - Helpers

    /// The step changed neither the machine nor the world, and emitted nothing. The notice is
    /// left out: the notice rules judge it on every step.
    static func unchanged(_ step: Step<AppWorld, Event>) -> Bool {
        step.after.app == step.before.app.with(notice: step.after.app.notice)
            && step.after.lastEffects.isEmpty
            && step.after.pendingThinking == step.before.pendingThinking
            && step.after.pendingHints == step.before.pendingHints
            && step.after.pendingAnimationSteps == step.before.pendingAnimationSteps
    }

    /// The step kept the game, the pending work and the last save.
    static func keepsGameAndWork(_ step: Step<AppWorld, Event>) -> Bool {
        step.after.app.game == step.before.app.game
            && step.after.pendingThinking == step.before.pendingThinking
            && step.after.pendingHints == step.before.pendingHints
            && step.after.pendingAnimationSteps == step.before.pendingAnimationSteps
            && step.after.saved == step.before.saved
    }

    /// A confirmed reset, with the confirmation on screen.
    static func restarts(_ step: Step<AppWorld, Event>) -> Bool {
        step.action == .person(.resetConfirmed) && step.before.screen?.resetConfirmation != nil
    }

    /// A confirmed reset, or an undo or a redo that moved along the record: the steps that
    /// put another position on the board at once (spec 7.3, 11.4).
    static func jumps(_ step: Step<AppWorld, Event>) -> Bool {
        guard step.action == .person(.undoPressed) || step.action == .person(.redoPressed) else {
            return restarts(step)
        }
        return step.after.app.record != step.before.app.record
    }

    /// The events a person sends; the others come from the world (launch, timers, the
    /// computer, the save file). Which is which is the event's type (`Event.person`), so the
    /// rule cannot miss a new event.
    static func isThePersons(_ event: Event) -> Bool {
        if case .person = event { return true }
        return false
    }

    /// Why spec 15.7 refuses the person's `event` in `world`, the first reason that applies;
    /// `nil` when the event applies (or is not the person's).
    static func refusal(of event: Event, in world: AppWorld) -> Refusal? {
        guard let screen = world.screen, let game = world.app.game else { return nil }
        let questionUp = screen.resetConfirmation != nil
        switch event {
        case .person(.cellSelected(let cell)):
            if let refusal = refusalOfAPersonsMove(in: world) { return refusal }
            guard let moves = game.legalMoves else { return nil }
            if game.board[cell] != nil { return .occupied(cell, moves) }
            // The rules' legal moves, which the rules check compares with `LineRules`.
            return moves.contains(cell) ? nil : .flipsNothing(cell, moves)
        case .person(.modeSelected(let disk, let mode)):
            return world.app.modes[disk] == mode ? .alreadyInMode(disk, mode) : nil
        case .person(.levelSelected(let disk, let level)):
            if world.app.modes[disk] == .manual { return .levelOfManualSide(disk) }
            return world.app.levels[disk] == level ? .alreadyAtLevel(disk, level) : nil
        case .person(.resetPressed): return questionUp ? .resetQuestionUp : nil
        case .person(.resetFocusMoved), .person(.resetConfirmed), .person(.resetCancelled):
            return questionUp ? nil : .noResetQuestion
        case .person(.passDismissed):
            if questionUp { return .resetQuestionUp }
            return screen.passAlert == nil ? .noPassAlert : nil
        case .person(.undoPressed), .person(.redoPressed):
            if questionUp { return .resetQuestionUp }
            return RecordInvariants.refusal(of: event, in: world)
        case .person(.hintRequested): return HintInvariants.refusal(in: world)
        case .person(.noticeDismissed), .world(.launched), .world(.animationStepFinished),
            .world(.computerAnswered), .world(.hintAnswered),
            .world(.saveFailed):
            return nil
        }
    }

    /// Why a person cannot place now (nor ask for a hint), the first reason of spec 15.7 that
    /// applies; `nil` when a Manual side must place with no question up and no move shown.
    static func refusalOfAPersonsMove(in world: AppWorld) -> Refusal? {
        guard let screen = world.screen, let game = world.app.game else { return nil }
        if screen.resetConfirmation != nil { return .resetQuestionUp }
        if world.animation != nil { return .moveBeingShown }
        switch game {
        case .completed: return .gameOver
        case .mustPass(let pass): return .passAlertUp(pass.state.turn)
        case .mustPlace(let moves):
            return world.app.modes[moves.disk] == .computer ? .computersTurn(moves.disk) : nil
        }
    }

    /// The moves spec 3.3 lets a person make now: the legal moves of a Manual side to move,
    /// while no move is shown and no alert is on screen; `nil` when there are none.
    static func acceptedMoves(in world: AppWorld) -> LegalMoves? {
        guard let screen = world.screen, world.animation == nil, screen.resetConfirmation == nil,
            screen.passAlert == nil, let moves = world.app.game?.legalMoves,
            world.app.modes[moves.disk] == .manual
        else { return nil }
        return moves
    }

    /// The step starts the move at `cell` of the side to move: the rules' move, shown from its
    /// placed disk.
    static func startsMove(at cell: Coordinate, _ step: Step<AppWorld, Event>) -> Bool {
        guard let game = step.before.app.game, let animation = step.after.animation,
            let placement = try? game.placing(at: cell).get()
        else { return false }
        return animation.move == placement.move && animation.next == placement.next
            && animation.before == game.board
            && step.after.screen?.board == board(animation, specOrder(of: animation), showing: 1)
    }

    /// The animation order of spec 4.2 by the reference rules: the placed disk, then the flips.
    static func specOrder(of animation: Animation) -> [Coordinate] {
        [animation.move.coordinate]
            + LineRules.flipped(
                placing: animation.move.disk, at: animation.move.coordinate,
                on: animation.before)
    }

    /// The board before `animation`'s move with the first `count` of its disks in `order`.
    static func board(_ animation: Animation, _ order: [Coordinate], showing count: Int) -> Board {
        var board = animation.before
        for cell in order.prefix(count) { board[cell] = animation.move.disk }
        return board
    }

    /// How many of the move's disks in `order` the board `shown` shows: the length of the run
    /// of them that hold the mover's disk.
    static func shownSteps(
        of animation: Animation, _ order: [Coordinate], on shown: Board
    ) -> Int {
        order.prefix { shown[$0] == animation.move.disk }.count
    }
}

extension Message {
    static func expected(_ outcome: Outcome) -> Message {
        switch outcome {
        case .won(let disk): .won(disk)
        case .tied: .tied
        }
    }
}
