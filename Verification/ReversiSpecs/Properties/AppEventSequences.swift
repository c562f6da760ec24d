import PropertyCheck
import ReversiApp
import ReversiCore
import ReversiEngine
import StateSpace

/// Random event sequences for the application machine: person's events (selections, mostly
/// of legal cells; mode switches; reset, focus, confirm, cancel; pass and notice dismissals)
/// interleaved with the world's (the pending animation step, the pending computer answer with
/// one of its legal moves, answers and steps with stale tickets, a failed save, a second
/// launch) and with restarts from the saved game, as after the process was killed.
///
/// At every step the application's shared invariants (`AppInvariants`, also checked by the
/// state-space checker) hold, and the machine does not read the notice, which the checker's
/// view relies on (`AppView`). At the end, the machine is not stuck: by only answering pending
/// work, dismissing alerts and playing moves, the game moves on to its next turn, and in one
/// sequence in `driveToTheEndOneIn` all the way to its end.
public struct AppEventSequences: Sendable {
    public let specification: AppSpecification
    public let averageLength: Int
    public let maxLength: Int
    public let driveToTheEndOneIn: Int

    public init(
        specification: AppSpecification = AppSpecification(), averageLength: Int = 40,
        maxLength: Int = 400, driveToTheEndOneIn: Int = 1
    ) {
        self.specification = specification
        self.averageLength = averageLength
        self.maxLength = maxLength
        self.driveToTheEndOneIn = max(driveToTheEndOneIn, 1)
    }

    public var property: Property {
        Property("random event sequences keep the application's invariants and never get stuck") {
            try self.run(&$0)
        }
    }

    /// One step of a sequence: an event, or the process restarting from its saved game.
    enum Action {
        case event(Event)
        case restart
    }

    /// Runs one random sequence; `observe` sees every checked step (for coverage counts).
    public func run(
        _ choices: inout Choices, observe: (Step<AppWorld, Event>) -> Void = { _ in }
    ) throws(PropertyFailure) {
        let start = try AppStartWorlds.draw(&choices)
        choices.note("start: \(EventText.describe(start.launch))")
        var world = try step(start, start.launch, number: 0, observe)
        var number = 1
        while number <= maxLength, choices.choose(below: averageLength + 1) != 0 {
            switch Self.action(in: world, &choices) {
            case .event(let event):
                choices.note(EventText.describe(event))
                world = try step(world, event, number: number, observe)
            case .restart:
                let restarted = try Self.restarted(world)
                choices.note("restart: \(EventText.describe(restarted.launch))")
                world = try step(restarted, restarted.launch, number: number, observe)
            }
            number += 1
        }
        // The highest decision drives to the end, so shrinking prefers the shorter drive.
        let toTheEnd = choices.choose(below: driveToTheEndOneIn) == driveToTheEndOneIn - 1
        try drive(world, toTheEnd: toTheEnd, after: number)
    }

    /// The world after `event`, with every shared invariant checked on the step and the state.
    func step(
        _ world: AppWorld, _ event: Event, number: Int, _ observe: (Step<AppWorld, Event>) -> Void
    ) throws(PropertyFailure) -> AppWorld {
        let after = specification.successor(of: world, after: event)
        let step = Step(before: world, action: event, after: after)
        observe(step)
        if let broken = specification.stepInvariants.first(where: { !$0.holds(step) }) {
            throw Self.failure(broken.name, number, step)
        }
        if let broken = specification.stateInvariants.first(where: { !$0.holds(after) }) {
            throw Self.failure(broken.name, number, step)
        }
        if readsTheNotice(step) { throw Self.failure(Self.noticeIsNeverRead, number, step) }
        return after
    }

    /// What the checker's view relies on: it keeps only whether a notice is up, and whether
    /// it is a refusal.
    public static let noticeIsNeverRead =
        "the machine reads no more of the notice than whether it is a refusal: with another notice of its kind, the same event does the same and keeps that notice or leaves the same new one"

    /// Whether `step` would have gone otherwise from the same state with another notice of the
    /// same kind (another refusal; or, for none or any other notice, the other of the two):
    /// other state or effects, or a notice neither kept nor the one this step left.
    func readsTheNotice(_ step: Step<AppWorld, Event>) -> Bool {
        let before = step.before.app
        let after = step.after.app
        let other: Notice? =
            switch before.notice {
            case .refused(.noPassAlert)?: .refused(.noResetQuestion)
            case .refused?: .refused(.noPassAlert)
            case nil: .saveFailed("another notice")
            case _?: nil
            }
        let (twin, effects) = specification.reducer(before.with(notice: other), step.action)
        guard twin.with(notice: nil) == after.with(notice: nil), effects == step.after.lastEffects
        else { return true }
        let keptHere = after.notice == before.notice
        return twin.notice != after.notice && !(keptHere && twin.notice == other)
    }

    static func failure(_ name: String, _ number: Int, _ step: Step<AppWorld, Event>)
        -> PropertyFailure
    {
        let effects = step.after.lastEffects.map(EventText.describe).joined(separator: ", ")
        return PropertyFailure(
            "event \(number), \(EventText.describe(step.action)): \(name)\n  effects: [\(effects)]")
    }

    /// A new process loading what the old one saved, through the save file's text.
    static func restarted(_ world: AppWorld) throws(PropertyFailure) -> AppWorld {
        guard let saved = world.saved else {
            return AppWorld(launchingWith: .noSavedGame, requested: world.requested)
        }
        let text = SaveFormat.encode(saved)
        do {
            return AppWorld(
                launchingWith: .loaded(
                    try SaveFormat.decode(text), from: AppSpecification.savedGameSource),
                requested: world.requested)
        } catch {
            throw PropertyFailure("the saved game cannot be loaded (\(error)):\n\(text)")
        }
    }

    /// A random next action. The first option, where shrinking leads, is the one that makes
    /// progress: answering the pending work or playing a legal move.
    static func action(in world: AppWorld, _ choices: inout Choices) -> Action {
        let legal = world.app.game?.legalMoves
        func anyCell() -> Coordinate { Coordinate.all[choices.choose(below: 64)] }
        func legalCell() -> Coordinate {
            guard let legal else { return anyCell() }
            return legal[choices.choose(below: legal.count)].coordinate
        }
        func anyHint(of moves: LegalMoves?) -> Hint {
            let move = moves.map { $0[choices.choose(below: $0.count)].coordinate } ?? anyCell()
            let value = choices.choose(below: 129) - 64
            return Hint(
                move: move,
                evaluation: choices.choose(below: 2) == 0
                    ? .exact(value) : .heuristic(value * 50))
        }
        let kind = choices.choose(below: 51)
        switch kind {
        case 0..<10:
            if let ticket = world.pendingAnimationSteps.first {
                return .event(.world(.animationStepFinished(ticket)))
            }
            if let ticket = world.pendingPassPauses.first {
                return .event(.world(.passPauseFinished(ticket)))
            }
            if let request = world.pendingThinking.first {
                let move = request.moves[choices.choose(below: request.moves.count)]
                return .event(.world(.computerAnswered(request.ticket, move.coordinate)))
            }
            if let request = world.pendingHints.first {
                return .event(.world(.hintAnswered(request.ticket, anyHint(of: request.moves))))
            }
            return .event(.person(.cellSelected(legalCell())))
        case 10..<16: return .event(.person(.cellSelected(legalCell())))
        case 16: return .event(.person(.cellSelected(anyCell())))
        case 17..<20:
            let disk: Disk = choices.choose(below: 2) == 0 ? .dark : .light
            return .event(
                .person(.modeSelected(disk, choices.choose(below: 2) == 0 ? .manual : .computer)))
        // A reset comes twice as often as its first cases say: it is two events long, and
        // sequences must reach it after a game lost on time too.
        case 20, 42: return .event(.person(.resetPressed))
        case 21, 43: return .event(.person(.resetConfirmed))
        case 22: return .event(.person(.resetCancelled))
        case 23, 24: return .event(.person(.passDismissed))
        case 25: return .event(.world(.animationStepFinished(world.staleTicket)))
        case 26: return .event(.world(.computerAnswered(world.staleTicket, legalCell())))
        case 27: return .event(.world(.computerAnswered(world.staleTicket, anyCell())))
        case 28: return .event(world.launch)
        case 29: return .event(.person(.resetFocusMoved))
        case 30: return .event(.person(.noticeDismissed))
        case 31: return .event(.world(.saveFailed(AppSpecification.saveFailure)))
        case 32:
            let disk: Disk = choices.choose(below: 2) == 0 ? .dark : .light
            return .event(
                .person(.levelSelected(disk, Level.all[choices.choose(below: Level.all.count)])))
        case 33, 34: return .event(.person(.undoPressed))
        case 35: return .event(.person(.redoPressed))
        case 36, 37: return .event(.person(.hintRequested))
        case 38: return .event(.world(.hintAnswered(world.staleTicket, anyHint(of: legal))))
        case 47: return .event(.person(.analysisRequested))
        case 48, 49:
            guard let request = world.pendingAnalyses.first else {
                return .event(.person(.analysisRequested))
            }
            if kind == 48 {
                return .event(
                    .world(
                        .analysisProgressed(
                            request.ticket, GameAnalyzer.Progress(done: 1, total: 2))))
            }
            guard let analysis = AppSpecification.checkedAnalysis(of: request.game) else {
                return .event(.person(.analysisRequested))
            }
            return .event(.world(.analysisFinished(request.ticket, analysis)))
        case 50:
            guard let analysis = AppSpecification.checkedAnalysis(of: world.app.record.played)
            else { return .event(.person(.analysisRequested)) }
            return .event(.world(.analysisFinished(world.staleTicket, analysis)))
        case 39, 44:
            let elapsed = Duration.milliseconds(500 * choices.choose(below: 6))
            return .event(.world(.timePassed(elapsed)))
        case 40, 41:
            let request = world.pendingThinking.first
            let ticket = kind == 40 ? request?.ticket ?? world.staleTicket : world.staleTicket
            let best = request.map { $0.moves[choices.choose(below: $0.moves.count)].coordinate }
            let (depth, nodes) = (choices.choose(below: 30), choices.choose(below: 1_000_000))
            let selectivity = Selectivity.allCases[
                choices.choose(below: Selectivity.allCases.count)]
            let estimate = Score.heuristic(choices.choose(below: 201) - 100)
            // Each source: a search at any selectivity, a solve, the book (spec 16.3, 20.2, 21.2).
            let empties = world.app.game?.board.emptyCount ?? 0
            let (source, score): (Thought.Source, Score) =
                switch choices.choose(below: 3) {
                case 0:
                    (
                        .search(SearchDepth(plies: depth, selectivity: selectivity), nodes: nodes),
                        estimate
                    )
                case 1:
                    (
                        .search(SearchDepth(plies: empties), nodes: nodes),
                        .exact(choices.choose(below: 21) - 10)
                    )
                default:
                    (.book(depth: SearchDepth(plies: depth, selectivity: selectivity)), estimate)
                }
            return .event(
                .world(
                    .thinkingProgressed(
                        ticket,
                        Thought(
                            source, best: best ?? legalCell(), score: score,
                            elapsed: .milliseconds(choices.choose(below: 5000))))))
        default: return .restart
        }
    }

    /// Drives the game by only answering pending work, dismissing alerts and playing the
    /// first legal move, until the next turn starts (or, `toTheEnd`, until the game ends);
    /// fails when nothing of that applies first.
    func drive(_ start: AppWorld, toTheEnd: Bool, after number: Int) throws(PropertyFailure) {
        var world = start
        // Each placement takes at most 2 + 64 events (answer, steps, counts), plus a pass.
        for drive in 0..<(61 * 70) {
            if !toTheEnd, world.app.game != start.app.game, world.animation == nil { return }
            // A game lost on time is over: nothing moves it on but a reset (spec 16.2).
            if world.expectedClock?.lost != nil { return }
            guard let event = Self.progress(in: world) else {
                if case .completed? = world.app.game { return }
                throw PropertyFailure(
                    "stuck after \(number) events and \(drive) driving events: nothing to answer, "
                        + "dismiss or play in \(Self.summary(of: world))")
            }
            let after = specification.successor(of: world, after: event)
            guard after.app != world.app || !after.lastEffects.isEmpty else {
                throw PropertyFailure(
                    "stuck after \(number) events: '\(EventText.describe(event))' is ignored in \(Self.summary(of: world))"
                )
            }
            world = after
        }
        throw PropertyFailure("the game did not end after \(number) events and 4270 driving events")
    }

    /// The event that moves the game on, as a patient user and a working front end would.
    static func progress(in world: AppWorld) -> Event? {
        if world.screen?.resetConfirmation != nil { return .person(.resetCancelled) }
        if let ticket = world.pendingAnimationSteps.first {
            return .world(.animationStepFinished(ticket))
        }
        if let ticket = world.pendingPassPauses.first { return .world(.passPauseFinished(ticket)) }
        if let request = world.pendingThinking.first, let move = request.moves.first {
            return .world(.computerAnswered(request.ticket, move.coordinate))
        }
        if world.screen?.passAlert != nil { return .person(.passDismissed) }
        if let moves = world.app.game?.legalMoves, world.app.modes[moves.disk] == .manual,
            let move = moves.first
        {
            return .person(.cellSelected(move.coordinate))
        }
        return nil
    }

    /// The world in one line, for a stuck report.
    static func summary(of world: AppWorld) -> String {
        "\(AppSpecification.phase(world.app.phase)); modes \(EventText.describe(world.app.modes))"
            + "; pending: \(AppSpecification.pending(world))"
    }
}
