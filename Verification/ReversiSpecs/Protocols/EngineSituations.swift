import ReversiCore
import ReversiProtocols
import StateSpace

/// What the exploration of the protocol session must reach at its CI bound.
enum EngineSituations {
    static let all: [Situation<EngineWorld, EngineAction>] = [
        Situation("the protocol told from the first line") { step in
            step.before.session.dialect == nil && step.after.session.dialect != nil
        },
        Situation("NBoard go answered") { answered($0, .nboardGo) },
        Situation("NBoard's pass answered with the position's value") { answered($0, .nboardPass) },
        Situation("xboard's result written") { step in
            step.before.session.dialect == .xboard
                && step.after.lines.contains { $0.hasSuffix("}") }
        },
        Situation("an empty board refused") { step in
            guard case .line(let line, .bad) = step.action else { return false }
            return line.contains("8/8/8/8/8/8/8/8") || line.contains(EngineAlphabet.emptyCells)
        },
        Situation("NBoard hint answered") { step in
            guard case .nboardHint? = wanted(step) else { return false }
            return true
        },
        Situation("GTP genmove answered") { step in
            guard case .gtpGenmove? = wanted(step) else { return false }
            return true
        },
        Situation("xboard engine move answered") { answered($0, .xboardMove) },
        Situation("a stopped search's answer dropped") { step in
            guard case .answer(let ticket) = step.action else { return false }
            return step.before.session.search?.ticket != ticket
        },
        Situation("ping during a search") { step in
            guard case .line(let line, _) = step.action else { return false }
            return line.hasPrefix("ping") && step.before.session.search != nil
        },
        Situation("an illegal move refused") { step in
            guard case .line(let line, .bad) = step.action else { return false }
            return line.hasPrefix("move") || line.hasPrefix("play") || line.hasPrefix("usermove")
        },
        Situation("a GTP line waits for a genmove") { step in
            guard case .line = step.action else { return false }
            return step.before.isWaitingForGenmove
        },
        Situation("the input ends during a search") { step in
            step.action == .endOfInput && step.before.session.search != nil
        },
        Situation("a forced pass played") { step in
            step.after.session.game.plies.count > step.before.session.game.plies.count
                && step.after.session.game.plies.last.map {
                    if case .passed = $0 { return true }
                    return false
                } ?? false
        },
        Situation("xboard move now") { step in
            guard case .line("?", _) = step.action else { return false }
            return step.before.session.search != nil
        },
        Situation("a move taken back") { step in
            guard case .line(_, .undo) = step.action else { return false }
            return step.after.session.game.plies.count < step.before.session.game.plies.count
        },
        Situation("the game over") { step in
            guard case .completed = step.after.session.game.current else { return false }
            if case .completed = step.before.session.game.current { return false }
            return true
        },
    ]

    private static func wanted(_ step: Step<EngineWorld, EngineAction>)
        -> SearchInFlight.Purpose?
    {
        guard case .answer(let ticket) = step.action,
            let search = step.before.session.search, search.ticket == ticket
        else { return nil }
        return search.purpose
    }

    private static func answered(
        _ step: Step<EngineWorld, EngineAction>, _ purpose: SearchInFlight.Purpose
    ) -> Bool {
        wanted(step) == purpose
    }
}
