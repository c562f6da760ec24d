import ReversiCore
import ReversiEngine
import ReversiProtocols
import StateSpace

/// The protocol session explored by the checker (spec 17.7): every line of the alphabet, the
/// answer of every running search (a stopped one's too: the shell delivers it, and the
/// session must drop it) and the end of the input, in every reachable state, from a session
/// of each protocol and one that must tell the protocol from the first line.
public struct EngineSpecification: TransitionSystem {
    public typealias State = EngineWorld
    public typealias Action = EngineAction
    /// The session's step: the real one, or a planted fault's.
    public typealias Handle = @Sendable (inout EngineSession, EngineInput) -> [EngineOutput]

    /// The level of the sessions explored: searches never run here, only their requests.
    static let level = SearchLimits(depth: 4, exactEmpties: 8)

    /// a1 light, b1 dark, dark to move and unable to: a pass, then light's c1 ends the game.
    public static let nearTheEnd = GameModel(
        GameState(
            board: {
                var board = Board.empty
                board[.a1] = .light
                board[.b1] = .dark
                return board
            }(), turn: .dark))

    public static let startWorlds: [EngineWorld] =
        [EngineWorld(dialect: nil)]
        + EngineProtocol.allCases.flatMap { dialect in
            [EngineWorld(dialect: dialect), EngineWorld(dialect: dialect, start: nearTheEnd)]
        }

    public let initialStates: [EngineWorld]
    let handle: Handle
    public let stateInvariants: [StateInvariant<EngineWorld>]
    public let stepInvariants: [StepInvariant<EngineWorld, EngineAction>]

    public init(
        startingFrom worlds: [EngineWorld] = EngineSpecification.startWorlds,
        handle: @escaping Handle = { $0.handle($1) },
        stateInvariants: [StateInvariant<EngineWorld>] = EngineInvariants.state,
        stepInvariants: [StepInvariant<EngineWorld, EngineAction>] = EngineInvariants.step
    ) {
        initialStates = worlds
        self.handle = handle
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
    }

    public func enabledActions(in world: EngineWorld, into actions: inout [EngineAction]) {
        guard !world.exited else { return }
        if !world.inputClosed {
            for (line, meaning) in EngineAlphabet.lines(for: world.session) {
                actions.append(.line(line, meaning))
            }
            actions.append(.endOfInput)
        }
        // The oldest running search and the newest: a stopped one and the current one.
        if let oldest = world.running.first { actions.append(.answer(oldest.ticket)) }
        if world.running.count > 1, let newest = world.running.last {
            actions.append(.answer(newest.ticket))
        }
    }

    public func successor(of world: EngineWorld, after action: EngineAction) -> EngineWorld {
        var next = world
        let input: EngineInput
        switch action {
        case .line(let line, _): input = .line(line)
        case .answer(let ticket):
            guard let index = next.running.firstIndex(where: { $0.ticket == ticket }) else {
                return next
            }
            next.stopped.remove(ticket)
            input = .answer(Self.answer(to: next.running.remove(at: index)))
        case .endOfInput:
            next.inputClosed = true
            input = .endOfInput
        }
        let outputs = handle(&next.session, input)
        next.lastOutputs = outputs
        for output in outputs {
            switch output {
            case .startSearch(let request): next.running.append(request)
            case .exit: next.exited = true
            case .stopSearch(let ticket):
                if next.running.contains(where: { $0.ticket == ticket }) {
                    next.stopped.insert(ticket)
                }
            case .line: break
            }
        }
        next.followReference(after: action, before: world.session, outputs: outputs)
        return next
    }

    /// The shell's answer: the first legal moves, best first, scored 0.
    static func answer(to request: SearchRequest) -> SearchAnswer {
        let moves = request.moves.coordinates.prefix(max(1, request.ranked)).map {
            ScoredMove($0, .heuristic(0))
        }
        return SearchAnswer(
            ticket: request.ticket, moves: Array(moves), depth: 4, nodes: 100, seconds: 0.1)
    }

    /// Two worlds that differ only in what their last step wrote behave the same.
    public func view(of world: EngineWorld) -> EngineWorld {
        var view = world
        view.lastOutputs = []
        return view
    }

    public func isLegitimateEnd(_ world: EngineWorld) -> Bool { world.exited }

    public var situations: [Situation<EngineWorld, EngineAction>] { EngineSituations.all }
}
