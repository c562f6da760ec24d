import ReversiCore
import StateSpace

/// The game model as a transition system: every position reachable from the start positions
/// by legal moves and passes, checked against `RulesInvariants`.
public struct RulesSpecification: TransitionSystem {
    public typealias Successor = @Sendable (GameModel, RulesAction) -> GameModel

    public let initialStates: [GameModel]
    /// The transition under test; tests replace it with a faulty one to show the invariants
    /// catch the fault.
    public let successor: Successor
    public let stateInvariants: [StateInvariant<GameModel>]
    public let stepInvariants: [StepInvariant<GameModel, RulesAction>]

    public init(
        startingFrom initialStates: [GameModel] = RulesSpecification.startPositions,
        successor: @escaping Successor = RulesSpecification.realSuccessor,
        stateInvariants: [StateInvariant<GameModel>] = RulesInvariants.state,
        stepInvariants: [StepInvariant<GameModel, RulesAction>] = RulesInvariants.step
    ) {
        self.initialStates = initialStates
        self.successor = successor
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
    }

    /// The initial position, then positions near passes and game ends.
    public static var startPositions: [GameModel] {
        [.initial] + StartPositions.all.map { GameModel($0.state) }
    }

    /// `GameModel`'s own transitions. An action it refuses leaves the state unchanged, which
    /// the step invariants then report.
    public static let realSuccessor: Successor = { model, action in
        switch action {
        case .place(let cell): (try? model.placing(at: cell).get())?.next ?? model
        case .pass: (try? model.passing().get()) ?? model
        }
    }

    public func enabledActions(in model: GameModel, into actions: inout [RulesAction]) {
        switch model {
        case .mustPlace(let moves):
            var remaining = moves.mask
            while remaining != 0 {
                actions.append(.place(Coordinate(index: remaining.trailingZeroBitCount)))
                remaining &= remaining &- 1
            }
        case .mustPass: actions.append(.pass)
        case .completed: break
        }
    }

    public func successor(of model: GameModel, after action: RulesAction) -> GameModel {
        successor(model, action)
    }

    public func isLegitimateEnd(_ model: GameModel) -> Bool {
        if case .completed = model { return true }
        return false
    }

    public var situations: [Situation<GameModel, RulesAction>] {
        [
            Situation("a side passed") { $0.action == .pass },
            Situation("dark won") { $0.after.outcome == .won(.dark) },
            Situation("light won") { $0.after.outcome == .won(.light) },
            Situation("tied") { $0.after.outcome == .tied },
            Situation("a move flipped lines in several directions") { step in
                guard case .place(let cell) = step.action,
                    let move = step.before.legalMoves?.move(at: cell)
                else { return false }
                return Direction.allCases.filter { direction in
                    cell.moved(direction).map { move.flipped.contains($0) } ?? false
                }.count > 1
            },
            Situation("a corner was taken") { step in
                guard case .place(let cell) = step.action else { return false }
                return [Coordinate.a1, .h1, .a8, .h8].contains(cell)
            },
        ]
    }
}

extension GameModel {
    /// The outcome once the game is over.
    var outcome: Outcome? {
        if case .completed(let finished) = self { return finished.outcome }
        return nil
    }
}
