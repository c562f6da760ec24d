import ReversiCore
import StateSpace

/// The game model as a transition system: every position reachable from the start positions
/// by legal moves and passes, checked against `RulesInvariants`.
public struct RulesSpecification: TransitionSystem {
    public typealias Successor = @Sendable (GameModel, RulesAction) -> GameModel
    /// What the reference rules say of a model's board and side to move.
    typealias Verdict = @Sendable (GameModel) -> ReferenceVerdict

    public let initialStates: [RulesPosition]
    /// The transition under test; tests replace it with a faulty one to show the invariants
    /// catch the fault.
    public let successor: Successor
    let verdict: Verdict
    public let stateInvariants: [StateInvariant<RulesPosition>]
    public let stepInvariants: [StepInvariant<RulesPosition, RulesAction>]

    public init(
        startingFrom models: [GameModel] = RulesSpecification.startPositions,
        successor: @escaping Successor = RulesSpecification.realSuccessor,
        stateInvariants: [StateInvariant<RulesPosition>] = RulesInvariants.state,
        stepInvariants: [StepInvariant<RulesPosition, RulesAction>] = RulesInvariants.step
    ) {
        self.init(
            startingFrom: models, successor: successor, verdict: Self.referenceVerdict,
            stateInvariants: stateInvariants, stepInvariants: stepInvariants)
    }

    /// A check with another verdict: how a planted fault makes the model and the reference
    /// disagree on a position's case, which no model the rules can build does.
    init(
        startingFrom models: [GameModel], successor: @escaping Successor,
        verdict: @escaping Verdict, stateInvariants: [StateInvariant<RulesPosition>],
        stepInvariants: [StepInvariant<RulesPosition, RulesAction>]
    ) {
        self.initialStates = models.map { RulesPosition($0, reference: verdict($0)) }
        self.successor = successor
        self.verdict = verdict
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
    }

    /// The reference rules' own verdict.
    static let referenceVerdict: Verdict = {
        ReferenceVerdict(board: $0.board, turn: $0.turn)
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

    public func enabledActions(in position: RulesPosition, into actions: inout [RulesAction]) {
        switch position.model {
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

    public func successor(of position: RulesPosition, after action: RulesAction) -> RulesPosition {
        let model = successor(position.model, action)
        return RulesPosition(model, reference: verdict(model))
    }

    /// Positions are told apart by the model alone: the reference's verdict follows from it.
    public func view(of position: RulesPosition) -> RulesView { RulesView(position.model) }

    public func isLegitimateEnd(_ position: RulesPosition) -> Bool {
        if case .completed = position.model { return true }
        return false
    }

    public var situations: [Situation<RulesPosition, RulesAction>] {
        [
            Situation("a side passed") { $0.action == .pass },
            Situation("dark won") { $0.after.model.outcome == .won(.dark) },
            Situation("light won") { $0.after.model.outcome == .won(.light) },
            Situation("tied") { $0.after.model.outcome == .tied },
            Situation("a move flipped lines in several directions") { step in
                guard case .place(let cell) = step.action, let before = step.before.model.state
                else { return false }
                return LineRules.flippableLines(placing: before.turn, at: cell, on: before.board)
                    .count > 1
            },
            Situation("a corner was taken") { step in
                guard case .place(let cell) = step.action else { return false }
                return Self.corners.contains(cell)
            },
        ]
    }

    private static let corners: [Coordinate] = [.a1, .h1, .a8, .h8]
}

extension GameModel {
    /// The outcome once the game is over.
    var outcome: Outcome? {
        if case .completed(let finished) = self { return finished.outcome }
        return nil
    }
}
