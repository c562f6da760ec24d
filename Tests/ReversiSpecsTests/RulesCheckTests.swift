import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

@Suite("Spec 1.4, 1.5, 2.1, 2.2, 2.5: the rules hold in every reachable position")
struct RulesCheckTests {
    @Test("the start positions parse and are in the states their names say (spec 2.2)")
    func startPositions() {
        #expect(StartPositions.all.count == 8)
        if case .mustPass(let state)? = StartPositions.darkMustPass.map({ GameModel($0.state) }) {
            #expect(state.turn == .dark)
        } else {
            Issue.record("dark must pass is not a must-pass position for dark")
        }
        if case .mustPass(let state)? = StartPositions.lightMustPass.map({ GameModel($0.state) }) {
            #expect(state.turn == .light)
        } else {
            Issue.record("light must pass is not a must-pass position for light")
        }
    }

    @Test("every invariant holds within 5 plies, and every situation is reached")
    func shallowCheckPasses() {
        let result = Checker(RulesSpecification(), options: CheckOptions(depth: 5, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
        #expect(result.completion == .depthBound)
        for coverage in result.coverage {
            #expect(coverage.count > 0, "\(coverage.name) never reached")
        }
    }

    @Test("the view tells two models apart exactly when they differ")
    func viewIsLossless() {
        let light = GameState(board: .initial, turn: .light)
        let models: [GameModel] = [
            .initial, GameModel(light), .mustPass(.initial), .mustPass(light),
            .completed(.initial, .tied), .completed(.initial, .won(.dark)),
            .completed(StartPositions.finishedGame.board, .won(.dark)),
        ]
        let specification = RulesSpecification()
        for first in models {
            for second in models {
                let sameView =
                    specification.view(of: RulesPosition(first))
                    == specification.view(of: RulesPosition(second))
                #expect(sameView == (first == second), "\(first) and \(second)")
            }
        }
    }

    /// Models that contradict the rules, built from `GameModel`'s cases directly, and exactly
    /// the state invariants each breaks. The reference rules' verdict is worked out once per
    /// position and shared; these pin what each invariant makes of it.
    @Test(
        "each state invariant rejects exactly the models that contradict it (spec 2.1, 2.2, 2.5, 8.4)",
        arguments: [
            Contradiction(
                "dark can move, but the model says it must pass", .mustPass(.initial),
                breaks: [
                    RulesInvariants.legalMovesAreTheReferences,
                    RulesInvariants.mustPlaceIffLegalMove,
                    RulesInvariants.mustPassIffOnlyOpponentCanMove,
                    RulesInvariants.symmetriesMapLegalMoves, RulesInvariants.saveFormatRoundTrips,
                ]),
            Contradiction(
                "the game goes on, but the model says it is over", .completed(.initial, .tied),
                breaks: [
                    RulesInvariants.completedIffNeitherCanMove,
                    RulesInvariants.saveFormatRoundTrips,
                ]),
            Contradiction(
                "neither side can move, but the model says dark must pass",
                .mustPass(StartPositions.finishedGame),
                breaks: [
                    RulesInvariants.mustPassIffOnlyOpponentCanMove,
                    RulesInvariants.completedIffNeitherCanMove,
                    RulesInvariants.saveFormatRoundTrips,
                ]),
            Contradiction(
                "dark has 33 disks, but the model says light won",
                .completed(StartPositions.finishedGame.board, .won(.light)),
                breaks: [
                    RulesInvariants.outcomeAgreesWithCounts, RulesInvariants.saveFormatRoundTrips,
                ]),
        ])
    func stateInvariantsRejectContradictions(_ contradiction: Contradiction) {
        let position = RulesPosition(contradiction.model)
        let broken = RulesInvariants.state.filter { !$0.holds(position) }.map(\.name)
        #expect(broken == contradiction.broken.map(\.name))
    }

    @Test("a move that flips nothing breaks the cell and count rules, not the order (spec 1.5)")
    func moveWithoutFlips() throws {
        let before = GameModel.initial
        var board = Board.initial
        board[.d3] = .dark
        let after = GameModel(GameState(board: board, turn: .light))
        let step = Step(
            before: RulesPosition(before), action: RulesAction.place(.d3),
            after: RulesPosition(after))
        let broken = RulesInvariants.step.filter { !$0.holds(step) }.map(\.name)
        #expect(
            broken == [
                RulesInvariants.moveChangesCellsAsTheReference.name,
                RulesInvariants.moveChangesCountsByPlacedAndFlipped.name,
            ])
    }

    @Test("a pass that keeps the turn breaks the pass rule (spec 2.2)")
    func passKeepingTheTurn() throws {
        let position = try #require(StartPositions.darkMustPass)
        let model = RulesPosition(GameModel(position.state))
        let step = Step(before: model, action: RulesAction.pass, after: model)
        let broken = RulesInvariants.step.filter { !$0.holds(step) }.map(\.name)
        #expect(broken == [RulesInvariants.passChangesOnlyTheTurn.name])
    }
}

/// A model that contradicts the rules, and the state invariants it must break.
struct Contradiction: Sendable, CustomTestStringConvertible {
    let name: String
    let model: GameModel
    let broken: [StateInvariant<RulesPosition>]

    init(_ name: String, _ model: GameModel, breaks broken: [StateInvariant<RulesPosition>]) {
        self.name = name
        self.model = model
        self.broken = broken
    }

    var testDescription: String { name }
}
