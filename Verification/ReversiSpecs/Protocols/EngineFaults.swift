import ReversiCore
import ReversiProtocols

/// A planted fault for each invariant of `reversi-verify engine`: a session that breaks one
/// rule, which the checker must report by name with a shortest trace.
enum EngineFaults {
    static let all: [PlantedFault] = [
        .engine(
            EngineInvariants.replay, "xboard's undo takes back one move too many", steps: 3,
            from: [EngineWorld(dialect: .xboard)]
        ) { session, input in
            let outputs = session.handle(input)
            if input == .line("undo"), session.game.plies.count > 0 {
                session.game = session.game.prefix(session.game.plies.count - 1)
            }
            return outputs
        },
        .engine(
            EngineInvariants.oneSearchOfThePosition,
            "NBoard's move keeps the search it should stop",
            steps: 2, from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            let search = session.search
            let outputs = session.handle(input)
            if case .line(let line) = input, line.hasPrefix("move"), search != nil {
                session.search = search
            }
            return outputs
        },
        .engine(
            EngineInvariants.endsWhenTheInputDoes, "the end of the input is ignored",
            steps: 1, from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            input == .endOfInput ? [] : session.handle(input)
        },
        .engine(
            EngineInvariants.searchesStopWithTheInput,
            "GTP's genmove searches on to its end after the end of the input", steps: 2,
            from: [EngineWorld(dialect: .gtp)]
        ) { session, input in
            let outputs = session.handle(input)
            guard input == .endOfInput else { return outputs }
            return outputs.filter {
                if case .stopSearch = $0 { return false }
                return true
            }
        },
        .engine(
            EngineInvariants.staleAnswersDropped,
            "an answer is taken for the search of the position, whatever its ticket", steps: 3,
            from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            if case .answer(let answer) = input, session.search == nil,
                let moves = session.game.current.legalMoves
            {
                session.search = SearchInFlight(
                    ticket: answer.ticket, purpose: .nboardGo, moves: moves)
            }
            return session.handle(input)
        },
        .engine(
            EngineInvariants.answeredOnce, "NBoard's go is answered twice", steps: 2,
            from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            let outputs = session.handle(input)
            guard case .answer = input else { return outputs }
            return outputs
                + outputs.filter {
                    if case .line(let line) = $0 { return line.hasPrefix("===") }
                    return false
                }
        },
        .engine(
            EngineInvariants.badInputChangesNothing, "an unknown NBoard command starts a new game",
            steps: 2, from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            let outputs = session.handle(input)
            if input == .line("fly") { session.game = PlayedGame() }
            return outputs
        },
        .engine(
            EngineInvariants.gtpRepliesOnce, "GTP's name is answered without its blank line",
            steps: 1, from: [EngineWorld(dialect: .gtp)]
        ) { session, input in
            let outputs = session.handle(input)
            return input == .line("2 name") ? outputs.filter { $0 != .line("") } : outputs
        },
        .engine(
            EngineInvariants.xboardResults, "xboard never writes the result of a finished game",
            steps: 2, from: [EngineWorld(dialect: .xboard, start: EngineSpecification.nearTheEnd)]
        ) { session, input in
            session.handle(input).filter {
                guard case .line(let line) = $0 else { return true }
                return !line.hasSuffix("}")
            }
        },
        .engine(
            EngineInvariants.pongAfterTheStop, "NBoard answers pong before it stops the search",
            steps: 2, from: [EngineWorld(dialect: .nboard)]
        ) { session, input in
            let outputs = session.handle(input)
            guard case .line(let line) = input, line.hasPrefix("ping") else { return outputs }
            return outputs.filter { if case .line = $0 { return true } else { return false } }
                + outputs.filter { if case .line = $0 { return false } else { return true } }
        },
    ]
}
