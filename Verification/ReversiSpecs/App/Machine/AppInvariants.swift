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

    /// Each feature's invariants, in the order of `FeatureSpec.all`: the features' own first,
    /// then the machine's broad rules, stuck-freedom, the catch-all, last of all, so that a
    /// fault is reported by the clause it breaks. (The checker tests each step before the
    /// state it leads to, so a fault that breaks a step rule and a state rule at once is
    /// reported by the step rule.)
    public static let state: [StateRule] = FeatureSpec.all.flatMap(\.stateInvariants)

    public static let step: [StepRule] = FeatureSpec.all.flatMap(\.stepInvariants)

    // MARK: - States

    public static let atMostOneWorkPending = StateRule(
        "at most one piece of asynchronous work (thinking, a hint's search, an animation step or a pass's pause) is pending, and at most one analysis beside it"
    ) {
        $0.pendingThinking.count + $0.pendingHints.count + $0.pendingAnimationSteps.count
            + $0.pendingPassPauses.count <= 1 && $0.pendingAnalyses.count <= 1
    }

    public static let messageShowsTurnOrResult = StateRule(
        "spec 2.4, 6.1, 6.2: the message shows the side to move (the mover during its move), or the result by the counts"
    ) { world in
        guard let screen = world.screen else { return true }
        if let animation = world.animation { return screen.message == .turn(animation.move.disk) }
        // A game lost on time is judged by the clock's own rule.
        if world.expectedClock?.lost != nil { return true }
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

    public static let neverStuck = StateRule(
        "spec 9.3: the game is never stuck: until it is over, a person can act, a computer is thinking, a move is being shown, or the pass alert is up"
    ) { world in
        guard let screen = world.screen else { return !world.isLaunched }
        if world.animation != nil { return !world.pendingAnimationSteps.isEmpty }
        if world.expectedClock?.lost != nil { return true }
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

    public static let staleWorkChangesNothing = StepRule(
        "spec 3.6, 7.3, 14.1: an answer, animation step or pass pause of cancelled or finished work changes nothing"
    ) { step in
        switch step.action {
        case .world(.computerAnswered(let ticket, _)), .world(.hintAnswered(let ticket, _)),
            .world(.animationStepFinished(let ticket)), .world(.passPauseFinished(let ticket)),
            .world(.thinkingProgressed(let ticket, _)),
            .world(.analysisProgressed(let ticket, _)), .world(.analysisFinished(let ticket, _)):
            return step.before.isPending(ticket) || unchanged(step)
        default: return true
        }
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
        case .person(.passDismissed), .world(.passPauseFinished):
            return (try? before.passing().get()) == after
        case .person(.resetConfirmed): return after == .initial
        // Where undo and redo may lead, the record's rules say.
        case .person(.undoPressed), .person(.redoPressed): return true
        default: return false
        }
    }

    public static let noticeStaysUntilThePersonActs = StepRule(
        "spec 8.5, 15.2, 15.6: a notice stays until the person's next event, which clears it or leaves its own refusal, and a refusal no longer than the move being shown; only the launch, a failed save and a refusal show one"
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
        if endsTheMoveShown(step), before.notice?.isRefusal == true { return after.notice == nil }
        return after.notice == before.notice
    }

    /// The step shows the last disk of a move: the move being shown is over.
    static func endsTheMoveShown(_ step: Step<AppWorld, Event>) -> Bool {
        guard case .world(.animationStepFinished) = step.action else { return false }
        return step.before.animation != nil && step.after.animation == nil
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
    ///
    /// Eight invariants ask it of every step, so the usual case is answered without copies:
    /// the same notice (the states compared as they are) and the same work in flight.
    static func unchanged(_ step: Step<AppWorld, Event>) -> Bool {
        guard step.after.lastEffects.isEmpty else { return false }
        let sameApp =
            step.after.app.notice == step.before.app.notice
            ? step.after.app == step.before.app
            : step.after.app == step.before.app.with(notice: step.after.app.notice)
        guard sameApp else { return false }
        return step.after.inFlight == step.before.inFlight
            || (step.after.pendingThinking == step.before.pendingThinking
                && step.after.pendingHints == step.before.pendingHints
                && step.after.pendingAnimationSteps == step.before.pendingAnimationSteps)
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
        case .person(.analysisRequested): return AnalysisInvariants.refusal(in: world)
        case .person(.noticeDismissed), .world(.launched), .world(.animationStepFinished),
            .world(.passPauseFinished),
            .world(.computerAnswered), .world(.hintAnswered),
            .world(.saveFailed), .world(.thinkingProgressed), .world(.timePassed),
            .world(.analysisProgressed), .world(.analysisFinished):
            return nil
        }
    }

    /// Why a person cannot place now (nor ask for a hint), the first reason of spec 15.7 that
    /// applies; `nil` when a Manual side must place with no question up and no move shown.
    static func refusalOfAPersonsMove(in world: AppWorld) -> Refusal? {
        guard let screen = world.screen, let game = world.app.game else { return nil }
        if screen.resetConfirmation != nil { return .resetQuestionUp }
        if world.animation != nil { return .moveBeingShown }
        if let loser = world.expectedClock?.lost { return .timeRanOut(loser) }
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
            screen.passAlert == nil, world.expectedClock?.lost == nil,
            let moves = world.app.game?.legalMoves,
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
