import PropertyCheck
import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

/// Runs `property` and records its shrunk failure, with the line that replays it. The run
/// seed is fixed; `REVERSI_PROPERTY_SEED` replays one printed case instead.
private func expectHolds(
    _ property: Property, cases: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let report = PropertySettings.testFailure(
            of: property, cases: cases, filter: "PropertyTests")
    else { return }
    print(report)
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

@Suite("Spec 1.4, 1.5, 2.1, 2.2, 2.5, 5.1, 8.4: random complete games")
struct GamePlayoutPropertyTests {
    @Test(
        "2000 random games: both engines agree at every step, each game ends within 60 placements with counts and result consistent, keeps the shared rules invariants (checked at one step in 2000) and replays from its transcript (checked in one game in 10)"
    )
    func randomGames() {
        expectHolds(
            GamePlayout(sharedChecksOneIn: 2000, transcriptChecksOneIn: 10).property, cases: 2000)
    }

    @Test(
        "the random games reach what the checker reaches only near its start positions: passes, wins for each side and ties"
    )
    func randomGamesReachPassesAndEveryResult() throws {
        var run = SplitMix64(seed: PropertySettings.defaultSeed)
        var summaries: [GamePlayout.Summary] = []
        for _ in 0..<500 {
            var choices = Choices(generator: run.split())
            summaries.append(try GamePlayout(sharedChecksOneIn: 1_000_000).play(&choices))
        }
        #expect(summaries.contains { $0.passes > 0 })
        #expect(summaries.contains { $0.placements < 60 })
        for outcome in [Outcome.won(.dark), .won(.light), .tied] {
            #expect(summaries.contains { $0.outcome == outcome }, "no game ended \(outcome)")
        }
    }
}

@Suite("Spec 9.3: random event sequences for the application machine")
struct AppEventPropertyTests {
    @Test(
        "1000 random interleavings (about 20 events each) of user events, completions, stale answers and restarts, from new games and loaded positions (must-pass for each side and mode): the shared application invariants hold at every step and the machine never gets stuck"
    )
    func randomEventSequences() {
        expectHolds(
            AppEventSequences(averageLength: 20, driveToTheEndOneIn: 10).property, cases: 1000)
    }

    @Test(
        "the random sequences reach every situation the checker names (passes after moves and loads, resets and switches during work, stale answers, every result)"
    )
    func randomSequencesReachEverySituation() throws {
        let sequences = AppEventSequences(
            specification: AppSpecification(stateInvariants: [], stepInvariants: []))
        var reached = Set<String>()
        var run = SplitMix64(seed: PropertySettings.defaultSeed)
        for _ in 0..<500 {
            var choices = Choices(generator: run.split())
            try sequences.run(&choices) { step in
                for situation in AppSituations.all where situation.occurs(step) {
                    reached.insert(situation.name)
                }
            }
        }
        for situation in AppSituations.all {
            #expect(reached.contains(situation.name), "never reached: \(situation.name)")
        }
    }
}

@Suite("Property tests find planted faults, shrink them and replay them from the printed seed")
struct PlantedFaultPropertyTests {
    static let runner = PropertyRunner(
        PropertyConfiguration(cases: 200, seed: PropertySettings.defaultSeed))

    /// The rules with a move generator that forgets to flip the line to the left.
    static let forgetsLeftFlips: GamePlayout.Successor = { model, action in
        guard case .place(let cell) = action, let before = model.state,
            case .success(let placement) = model.placing(at: cell)
        else {
            return RulesSpecification.realSuccessor(model, action)
        }
        var board = placement.next.board
        let lines = LineRules.flippableLines(placing: before.turn, at: cell, on: before.board)
        for line in lines where line.line.direction == .left {
            for flipped in line.flipped { board[flipped] = before.turn.flipped }
        }
        return GameModel(GameState(board: board, turn: before.turn.flipped))
    }

    @Test(
        "a move generator that drops a direction is caught and shrunk to the first move that flips leftwards, f5"
    )
    func droppedDirectionIsShrunk() throws {
        let property = GamePlayout(sharedChecksOneIn: 50, successor: Self.forgetsLeftFlips).property
        let found = try #require(Self.runner.check(property).counterexample)
        #expect(found.notes == ["dark place f5"])
        #expect(found.failure.contains("after 1 plies") || found.failure.contains("at ply 1"))

        var replay = Self.runner
        #expect(CaseSeed(found.seed.description) == found.seed)
        replay.configuration.replay = found.seed
        #expect(replay.check(property).counterexample == found)
    }

    @Test(
        "spec 5.2: a screen that updates the counts with every disk is caught and shrunk to one selection in a new game"
    )
    func countsPerFlipIsShrunk() throws {
        let specification = AppSpecification(projection: FaultyMachines.updatesCountsPerFlip)
        let property = AppEventSequences(specification: specification).property
        let found = try #require(Self.runner.check(property).counterexample)
        #expect(found.notes.count == 2, "\(found.notes)")
        #expect(found.notes.first?.hasPrefix("start: launched") == true)
        #expect(found.notes.last?.hasPrefix("select") == true)
        #expect(found.failure.contains(AppInvariants.countsChangeOnlyWhenAMoveEnds.name))

        var replay = Self.runner
        #expect(CaseSeed(found.seed.description) == found.seed)
        replay.configuration.replay = found.seed
        #expect(replay.check(property).counterexample == found)
    }

    @Test(
        "a machine that reads the notice is caught by the property runs, though no invariant and so no checker run sees it"
    )
    func noticeReadIsFound() throws {
        let specification = AppSpecification(reducer: FaultyMachines.skipsATicketAfterANotice)
        let checked = Checker(specification, options: CheckOptions(depth: 4, jobs: 2)).run()
        #expect(checked.violation == nil, "\(String(describing: checked.violation?.name))")
        let property = AppEventSequences(specification: specification).property
        let found = try #require(Self.runner.check(property).counterexample)
        #expect(found.failure.contains(AppEventSequences.noticeIsNeverRead))
        #expect(found.notes.last == "notice dismissed", "\(found.notes)")
    }

    @Test("spec 9.1: a screen that loses the pass alert is caught at a loaded pass")
    func lostPassAlertIsFound() throws {
        let specification = AppSpecification(projection: FaultyMachines.hidesThePassAlert)
        let property = AppEventSequences(specification: specification).property
        let found = try #require(Self.runner.check(property).counterexample)
        #expect(found.notes.count <= 2, "\(found.notes)")
        #expect(found.failure.contains(AppInvariants.passAlertExactlyWhenMustPass.name))
    }
}
