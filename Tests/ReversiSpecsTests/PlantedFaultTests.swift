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
        "spec 9.4: a screen that shows left before lower-left (the original's order) is caught at the first flip"
    )
    func wrongFlipOrder() throws {
        let violation = try firstViolation(
            projection: FaultyMachines.flipsInTheOriginalsOrder,
            from: [try Self.lowerLeftAndLeftWorld()], depth: 6)
        #expect(violation.name == AppInvariants.oneDiskPerStepInSpecOrder.name)
        // Launch, select d4, the placed disk's step finished: the next disk shown is wrong.
        #expect(
            violation.trace.compactMap(\.actionName) == [
                "launched, saved game: dark to move, x manual, o manual", "select d4",
                "animation step #1 finished",
            ])
    }

    @Test(
        "spec 3.6: a machine that keeps thinking after a switch to Manual is caught at the switch")
    func thinkingNotCancelled() throws {
        let violation = try firstViolation(
            reducer: FaultyMachines.keepsThinkingAfterSwitchToManual, depth: 4)
        #expect(violation.name == AppInvariants.switchToManualCancelsThinking.name)
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.actionName?.hasSuffix("to manual") == true)
    }

    @Test(
        "spec 10.3, 10.5: a machine that thinks at level 0 whatever the side's level is caught when a thinking side's level is raised"
    )
    func thinkingIgnoresTheLevel() throws {
        let violation = try firstViolation(reducer: FaultyMachines.thinksAtLevelZero, depth: 3)
        #expect(violation.name == AppInvariants.thinkingAtTheSidesLevel.name)
        // Launch with a computer to move, then its level raised: it thinks again, at level 0.
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.actionName?.hasSuffix("level to 1") == true)
    }

    @Test("spec 5.2: a screen that updates the counts disk by disk is caught at the first disk")
    func countsPerFlip() throws {
        let violation = try firstViolation(
            projection: FaultyMachines.updatesCountsPerFlip, depth: 4)
        #expect(violation.name == AppInvariants.countsChangeOnlyWhenAMoveEnds.name)
        // Launch, a move (selected or answered): its first disk already changes the counts.
        #expect(violation.trace.count == 3)
    }

    @Test("spec 9.1: a screen that loses the pass alert is caught right after loading a pass")
    func passAlertLostOnLoad() throws {
        let violation = try firstViolation(projection: FaultyMachines.hidesThePassAlert, depth: 3)
        #expect(violation.name == AppInvariants.passAlertExactlyWhenMustPass.name)
        #expect(violation.trace.count == 2)
        #expect(violation.trace.last?.state.app.game?.turn != nil)
    }

    @Test(
        "spec 9.3: the original's stuck game after loading a pass is caught by stuck-freedom alone")
    func stuckAfterLoad() throws {
        let spec = AppSpecification(
            projection: FaultyMachines.hidesThePassAlert,
            stateInvariants: [AppInvariants.neverStuck], stepInvariants: [])
        let violation = try #require(Checker(spec, options: CheckOptions(depth: 3)).run().violation)
        #expect(violation.name == AppInvariants.neverStuck.name)
        #expect(violation.trace.count == 2)
    }

    @Test("a screen that forgets the last move once it is shown is caught when the move ends")
    func lastMoveForgotten() throws {
        let violation = try firstViolation(
            projection: FaultyMachines.marksTheLastMoveOnlyWhileShown, depth: 5)
        #expect(violation.name == AppInvariants.lastMoveIsTheLastPlacement.name)
        // Launch, a move with one flip: placed, flipped, ended.
        #expect(violation.trace.count == 5)
    }

    @Test("spec 3.3: a screen that marks a computer's moves as selectable is caught at the launch")
    func movesMarkedForAComputer() throws {
        let violation = try firstViolation(
            projection: FaultyMachines.marksMovesForAComputer, depth: 3)
        #expect(violation.name == AppInvariants.selectableAreWhatASelectionPlays.name)
        #expect(violation.trace.count == 2)
    }

    @Test("spec 7.2: a confirmation that opens on OK is caught when reset is pressed")
    func focusOnOK() throws {
        let violation = try firstViolation(reducer: FaultyMachines.focusesOKFirst, depth: 3)
        #expect(violation.name == AppInvariants.resetPressedOnlyAsks.name)
        #expect(violation.trace.compactMap(\.actionName).last == "reset pressed")
        #expect(violation.trace.count == 3)
    }

    @Test("spec 7.2: a machine that ignores focus moves is caught at the first move")
    func focusNotMoved() throws {
        let violation = try firstViolation(reducer: FaultyMachines.ignoresFocusMoves, depth: 4)
        #expect(violation.name == AppInvariants.resetFocusMovesOnlyByThePerson.name)
        #expect(violation.trace.compactMap(\.actionName).last == "reset focus moved")
    }

    @Test("spec 8.5: a machine that hides an unreadable save is caught at the launch")
    func unreadableSaveHidden() throws {
        let violation = try firstViolation(reducer: FaultyMachines.hidesTheUnreadableSave, depth: 2)
        #expect(violation.name == AppInvariants.unreadableSaveIsANotice.name)
        #expect(violation.trace.compactMap(\.actionName) == ["launched, unreadable save"])
    }

    @Test("spec 15.2: a machine that hides a failed save is caught at the failure")
    func failedSaveHidden() throws {
        let violation = try firstViolation(reducer: FaultyMachines.ignoresFailedSaves, depth: 3)
        #expect(violation.name == AppInvariants.failedSaveIsANotice.name)
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.actionName?.hasPrefix("save failed") == true)
    }

    @Test("a machine that keeps a notice after the person acts is caught at their first event")
    func noticeKept() throws {
        let violation = try firstViolation(reducer: FaultyMachines.keepsTheNotice, depth: 3)
        #expect(violation.name == AppInvariants.noticeStaysUntilThePersonActs.name)
        #expect(violation.trace.count == 3)
    }

    @Test(
        "spec 4.1, 15.1: a selection that hurries the animation on is caught at the first selection during a move"
    )
    func selectionHurriesTheAnimation() throws {
        let violation = try firstViolation(
            reducer: FaultyMachines.selectionHurriesTheAnimation, depth: 4)
        #expect(violation.name == AppInvariants.selectionDuringAnimationChangesNothing.name)
        #expect(violation.trace.count == 4)
        #expect(violation.trace.last?.actionName?.hasPrefix("select") == true)
    }

    @Test("spec 3.3, 15.1: a selection that plays for a thinking computer is caught at once")
    func selectionPlaysForTheComputer() throws {
        let violation = try firstViolation(
            reducer: FaultyMachines.selectionPlaysForTheComputer, depth: 3)
        #expect(violation.name == AppInvariants.selectionIgnoredUnlessManualLegalMove.name)
        #expect(violation.trace.count == 3)
    }

    @Test("spec 2.2, 15.1: a pass dismissed under the reset question is caught at the dismissal")
    func dismissalUnderTheResetQuestion() throws {
        let violation = try firstViolation(
            reducer: FaultyMachines.dismissesUnderTheResetQuestion, depth: 4)
        #expect(violation.name == AppInvariants.passDismissHandsOverTheTurn.name)
        #expect(
            violation.trace.compactMap(\.actionName).suffix(2) == [
                "reset pressed", "pass dismissed",
            ])
    }

    @Test(
        "spec 15.1, 15.7: a machine that refuses in silence, or gives the wrong reason, is caught at the first refusal",
        arguments: [
            (FaultyMachines.refusesSilently, "select a1"),
            (FaultyMachines.callsATakenCellUseless, "select d4"),
        ])
    func refusalWithoutItsReason(reducer: @escaping AppSpecification.Reducer, action: String)
        throws
    {
        let violation = try firstViolation(reducer: reducer, depth: 3)
        #expect(violation.name == AppInvariants.refusedEventSaysWhy.name)
        #expect(violation.trace.count == 3)
        #expect(violation.trace.last?.actionName == action)
    }

    @Test("spec 15.6: a notice that the world's events set is caught at the first stale answer")
    func noticeFromTheWorld() throws {
        let violation = try firstViolation(reducer: FaultyMachines.reportsStaleAnswers, depth: 3)
        #expect(violation.name == AppInvariants.noticeStaysUntilThePersonActs.name)
        #expect(violation.trace.last?.actionName?.hasPrefix("computer answers") == true)
    }

    @Test(
        "spec 15.8: a machine that hides the resumption, or names modes the game has, is caught at the launch",
        arguments: [FaultyMachines.hidesTheResumption, FaultyMachines.namesModesTheGameHas])
    func resumptionMisreported(reducer: @escaping AppSpecification.Reducer) throws {
        let violation = try firstViolation(reducer: reducer, depth: 2)
        #expect(violation.name == AppInvariants.resumedGameSaysSo.name)
        #expect(violation.trace.count == 2)
        #expect(violation.trace.last?.actionName?.hasPrefix("launched, saved game") == true)
    }

    @Test("spec 8.1, 15.8: a resumed game that takes the modes asked for is caught at the launch")
    func requestedModesApplied() throws {
        let violation = try firstViolation(
            reducer: FaultyMachines.resumesWithTheRequestedModes, depth: 2)
        #expect(violation.name == AppInvariants.requestedModesMakeOnlyANewGame.name)
        #expect(violation.trace.compactMap(\.actionName).first?.contains("asked for") == true)
    }

    @Test("the real machine has none of these faults within the same bounds")
    func realMachinePasses() throws {
        let spec = AppSpecification(
            startingFrom: AppSpecification.startWorlds + [try Self.lowerLeftAndLeftWorld()])
        let result = Checker(spec, options: CheckOptions(depth: 6, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
    }

    /// Dark to move; d4 flips c5 (lower-left) and c4 (left).
    static func lowerLeftAndLeftWorld() throws -> AppWorld {
        let game = try Positions.lowerLeftAndLeft.game()
        return AppWorld(
            launchingWith: .loaded(
                SavedGame(game: game, modes: .manual), from: AppSpecification.savedGameSource))
    }

    func firstViolation(
        reducer: @escaping AppSpecification.Reducer = { reduce($0, $1) },
        projection: @escaping AppSpecification.Projection = { $0.screen },
        from worlds: [AppWorld] = AppSpecification.startWorlds, depth: Int
    ) throws -> Violation<AppWorld, Event> {
        let spec = AppSpecification(startingFrom: worlds, reducer: reducer, projection: projection)
        let result = Checker(spec, options: CheckOptions(depth: depth, jobs: 2)).run()
        return try #require(result.violation)
    }
}
