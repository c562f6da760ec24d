import ReversiApp
import ReversiCore
import StateSpace
import Testing

@testable import ReversiSpecs

@Suite("Spec 1.4, 1.5, 2.1, 2.2, 2.5: the rules hold in every reachable position")
struct RulesCheckTests {
    @Test("the start positions parse and are in the states their names say (spec 2.2)")
    func startPositions() {
        #expect(StartPositions.all.count == 8)
        if case .mustPass(let pass)? = StartPositions.darkMustPass.map({ GameModel($0.state) }) {
            #expect(pass.disk == .dark)
        } else {
            Issue.record("dark must pass is not a must-pass position for dark")
        }
        if case .mustPass(let pass)? = StartPositions.lightMustPass.map({ GameModel($0.state) }) {
            #expect(pass.disk == .light)
        } else {
            Issue.record("light must pass is not a must-pass position for light")
        }
    }

    @Test("every invariant holds within 5 plies, and every situation is reached")
    func shallowCheckPasses() {
        let result = Checker(RulesSpecification(), options: CheckOptions(depth: 5, jobs: 2)).run()
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
        #expect(result.completion == .depthBound)
        // The situations counted are those declared, and there are some: a loop over none
        // would pass.
        #expect(!result.coverage.isEmpty)
        #expect(result.coverage.map(\.name) == RulesSpecification().situations.map(\.name))
        for coverage in result.coverage {
            #expect(coverage.count > 0, "\(coverage.name) never reached")
        }
    }

    @Test("the view tells two models apart exactly when they differ")
    func viewIsLossless() throws {
        let finished = StartPositions.finishedGame
        let models = try [
            GameState.initial, GameState(board: .initial, turn: .light),
            #require(StartPositions.darkMustPass).state,
            #require(StartPositions.lightMustPass).state, finished, finished.passed,
        ].map(GameModel.init)
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

    @Test("the reference's verdict is the rules' own: moves, a forced pass, or the end")
    func referenceVerdicts() throws {
        var opening = CellSet()
        for cell in [Coordinate.d3, .c4, .f5, .e6] { opening.insert(cell) }
        #expect(RulesPosition(.initial).reference == .mustPlace(opening))
        let darkMustPass = try #require(StartPositions.darkMustPass)
        #expect(RulesPosition(GameModel(darkMustPass.state)).reference == .mustPass)
        #expect(RulesPosition(GameModel(StartPositions.finishedGame)).reference == .completed)
    }

    /// Models, which only the rules can make, with verdicts that contradict them, and exactly
    /// the state invariants each pair breaks: what every invariant makes of the shared verdict.
    @Test(
        "each state invariant rejects exactly the verdicts that contradict it (spec 2.1, 2.2, 2.5)",
        arguments: Contradiction.all)
    func stateInvariantsRejectContradictions(_ contradiction: Contradiction) {
        let position = RulesPosition(contradiction.model, reference: contradiction.reference)
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
                RulesInvariants.moveChangesCountsByPlacedAndFlipped.name,
                RulesInvariants.moveChangesCellsAsTheReference.name,
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

/// A model with a verdict that contradicts it, and the state invariants the pair must break.
struct Contradiction: Sendable, CustomTestStringConvertible {
    let name: String
    let model: GameModel
    let reference: ReferenceVerdict
    let broken: [StateInvariant<RulesPosition>]

    var testDescription: String { name }

    static var all: [Contradiction] {
        var a1 = CellSet()
        a1.insert(.a1)
        let passing = StartPositions.darkMustPass.map { GameModel($0.state) } ?? .initial
        return [
            Contradiction(
                name: "the model can move, the reference says it must pass", model: .initial,
                reference: .mustPass,
                broken: [
                    RulesInvariants.mustPlaceIffLegalMove,
                    RulesInvariants.mustPassIffOnlyOpponentCanMove,
                    RulesInvariants.legalMovesAreTheReferences,
                ]),
            Contradiction(
                name: "the model can move, the reference says the game is over",
                model: .initial, reference: .completed,
                broken: [
                    RulesInvariants.mustPlaceIffLegalMove,
                    RulesInvariants.completedIffNeitherCanMove,
                    RulesInvariants.legalMovesAreTheReferences,
                ]),
            Contradiction(
                name: "the reference finds other legal cells", model: .initial,
                reference: .mustPlace(a1), broken: [RulesInvariants.legalMovesAreTheReferences]),
            Contradiction(
                name: "the model must pass, the reference finds a move", model: passing,
                reference: .mustPlace(a1),
                broken: [
                    RulesInvariants.mustPlaceIffLegalMove,
                    RulesInvariants.mustPassIffOnlyOpponentCanMove,
                    RulesInvariants.legalMovesAreTheReferences,
                ]),
            Contradiction(
                name: "the game is over, the reference finds a move",
                model: GameModel(StartPositions.finishedGame), reference: .mustPlace(a1),
                broken: [RulesInvariants.completedIffNeitherCanMove]),
        ]
    }
}
