import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

/// The checker is not vacuous: each planted fault is reported, by the invariant it breaks,
/// with a trace no longer than the shortest way to reach it.
@Suite("Checker finds planted faults with shortest traces")
struct PlantedFaultTests {
    @Test("an invariant that must fail (never 7 disks) fails after exactly 3 plies")
    func invariantThatMustFail() throws {
        let neverSeven = StateInvariant<RulesPosition>("the board never holds 7 disks") {
            $0.model.board.emptyCount != 57
        }
        let spec = RulesSpecification(
            startingFrom: [.initial], stateInvariants: RulesInvariants.state + [neverSeven])
        let violation = try #require(
            Checker(spec, options: CheckOptions(depth: 10)).run().violation)
        #expect(violation.name == neverSeven.name)
        #expect(violation.trace.count == 4)
        #expect(violation.trace.first?.state.model == .initial)
    }

    @Test("a rules successor that keeps the turn after a move breaks the first move")
    func moveKeepsTheTurn() throws {
        let keepsTurn: RulesSpecification.Successor = { model, action in
            let next = RulesSpecification.realSuccessor(model, action)
            guard case .place = action, let state = next.state else { return next }
            return GameModel(state.passed)
        }
        let spec = RulesSpecification(startingFrom: [.initial], successor: keepsTurn)
        let violation = try #require(
            Checker(spec, options: CheckOptions(depth: 10)).run().violation)
        #expect(violation.name == RulesInvariants.moveChangesCellsAsTheReference.name)
        #expect(violation.trace.count == 2)
    }

    @Test(
        "a machine that flips left before lower-left (the original's order) is caught at the first flip"
    )
    func wrongFlipOrder() throws {
        let violation = try firstViolation(
            FaultyMachines.flipsInTheOriginalsOrder, from: [Self.bothLinesPosition], depth: 6)
        #expect(violation.name == AppInvariants.animationFollowsSpecOrder.name)
        // Launch, select d4, the placed disk's step finished: the next disk shown is wrong.
        #expect(
            violation.trace.compactMap(\.actionName) == [
                "launched, saved game: dark to move, x manual, o manual", "select d4",
                "animation step #1 finished",
            ])
    }

    @Test("a machine that keeps thinking after a switch to Manual is caught at the switch")
    func thinkingNotCancelled() throws {
        let violation = try firstViolation(
            FaultyMachines.keepsThinkingAfterSwitchToManual, depth: 4)
        #expect(violation.name == AppInvariants.switchToManualCancelsThinking.name)
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.actionName?.hasSuffix("to manual") == true)
    }

    @Test("a machine that updates the counts disk by disk is caught at the first flip")
    func countsPerFlip() throws {
        let violation = try firstViolation(FaultyMachines.updatesCountsPerFlip, depth: 4)
        #expect(violation.name == AppInvariants.countsUpdatedOncePerMoveAfterLastFlip.name)
        // Launch, a move (selected or answered): its first step already updates the counts.
        #expect(violation.trace.count == 3)
    }

    @Test("a machine that loses the pass alert on load is caught right after the launch")
    func passAlertLostOnLoad() throws {
        let violation = try firstViolation(FaultyMachines.losesThePassAlertOnLoad, depth: 3)
        #expect(violation.name == AppInvariants.passAlertExactlyWhenMustPass.name)
        #expect(violation.trace.count == 2)
        #expect(violation.trace.last?.state.app.game?.turn != nil)
    }

    @Test("the original's stuck game after loading a pass is caught by stuck-freedom alone")
    func stuckAfterLoad() throws {
        let spec = AppSpecification(
            reducer: FaultyMachines.losesThePassAlertOnLoad,
            stateInvariants: [AppInvariants.neverStuck], stepInvariants: [])
        let violation = try #require(Checker(spec, options: CheckOptions(depth: 3)).run().violation)
        #expect(violation.name == AppInvariants.neverStuck.name)
        #expect(violation.trace.count == 2)
    }

    @Test("the real machine has none of these faults within the same bounds")
    func realMachinePasses() {
        let spec = AppSpecification(
            startingFrom: AppSpecification.startWorlds + [Self.bothLinesPosition])
        let result = Checker(spec, options: CheckOptions(depth: 5, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
    }

    /// Dark to move; d4 flips c5 (lower-left) and c4 (left), and no other move flips two lines.
    static let bothLinesPosition: AppWorld = {
        var board = Board.empty
        board[.c5] = .light
        board[.b6] = .dark
        board[.c4] = .light
        board[.b4] = .dark
        let game = GameModel(GameState(board: board, turn: .dark))
        return AppWorld(launchingWith: .loaded(SavedGame(game: game, modes: .manual)))
    }()

    func firstViolation(
        _ reducer: @escaping AppSpecification.Reducer,
        from worlds: [AppWorld] = AppSpecification.startWorlds, depth: Int
    ) throws -> Violation<AppWorld, Event> {
        let spec = AppSpecification(startingFrom: worlds, reducer: reducer)
        let result = Checker(spec, options: CheckOptions(depth: depth, jobs: 2)).run()
        return try #require(result.violation)
    }
}
