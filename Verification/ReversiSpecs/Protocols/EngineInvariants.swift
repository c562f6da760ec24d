import ReversiCore
import ReversiProtocols
import StateSpace

/// The protocol session's invariants (spec 17.2–17.7), each with a planted fault in
/// `EngineFaults`.
public enum EngineInvariants {
    public static let state: [StateInvariant<EngineWorld>] = [
        replay, oneSearchOfThePosition, endsWhenTheInputDoes, searchesStopWithTheInput,
    ]
    public static let step: [StepInvariant<EngineWorld, EngineAction>] = [
        staleAnswersDropped, answeredOnce, badInputChangesNothing, gtpRepliesOnce,
        pongAfterTheStop, xboardResults,
    ]

    /// Spec 17.7: the position is the replay of the moves the other program sent and received.
    public static let replay = StateInvariant<EngineWorld>(
        "spec 17.7: the position is the replay of the moves received"
    ) { world in
        world.session.game.current == world.reference.replayed
    }

    /// Spec 17.7: the search whose answer is wanted is of the current position (for NBoard's
    /// pass, of the position after it), and running.
    public static let oneSearchOfThePosition = StateInvariant<EngineWorld>(
        "spec 17.7: at most one search is wanted, of the current position"
    ) { world in
        guard let search = world.session.search else { return true }
        let position: GameState? =
            switch (search.purpose, world.session.game.current) {
            case (.nboardPass, .mustPass(let pass)): pass.afterPass.state
            case (.nboardPass, _): nil
            default: world.session.game.current.state
            }
        return search.moves.state == position
            && world.running.contains { $0.ticket == search.ticket }
    }

    /// Spec 17.6: once the input has ended and no answer is awaited, the session has ended.
    public static let endsWhenTheInputDoes = StateInvariant<EngineWorld>(
        "spec 17.6: the session ends once the input has and nothing is awaited"
    ) { world in
        !world.inputClosed || world.session.search != nil || world.exited
    }

    /// Spec 17.6: once the input has ended, no search runs on: each has been told to stop,
    /// GTP's still answered (with the best move found so far) as the command's reply.
    public static let searchesStopWithTheInput = StateInvariant<EngineWorld>(
        "spec 17.6: once the input has ended, every running search has been told to stop"
    ) { world in
        !world.inputClosed || world.running.allSatisfy { world.stopped.contains($0.ticket) }
    }

    /// Spec 17.7: an answer of a search no longer wanted writes nothing and changes nothing.
    public static let staleAnswersDropped = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.7: a stopped search's answer is never applied or written"
    ) { step in
        guard case .answer(let ticket) = step.action, step.before.session.search?.ticket != ticket
        else { return true }
        return step.after.lastOutputs.isEmpty && step.after.session == step.before.session
    }

    /// Spec 17.2, 17.3, 17.4: the wanted answer is written once, in the protocol's form.
    public static let answeredOnce = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.2, 17.3, 17.4: each go, genmove and engine move is answered once"
    ) { step in
        guard case .answer(let ticket) = step.action,
            let search = step.before.session.search, search.ticket == ticket
        else { return true }
        let lines = step.after.lines
        switch search.purpose {
        case .nboardGo: return lines.filter { $0.hasPrefix("=== ") }.count == 1
        case .nboardPass: return lines.filter { $0.hasPrefix("=== PA/") }.count == 1
        case .nboardHint:
            return lines.last == "status" && lines.contains { $0.hasPrefix("search ") }
        case .gtpGenmove(let id): return lines.first?.hasPrefix("=\(id ?? "") ") == true
        case .xboardMove: return lines.filter { $0.hasPrefix("move P@") }.count == 1
        }
    }

    /// Spec 17.6: a refused line changes nothing and is answered in the protocol's error form;
    /// a line the protocol says to ignore changes nothing and writes nothing.
    public static let badInputChangesNothing = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.6: bad input is answered with an error, or ignored, and changes nothing"
    ) { step in
        guard case .line(_, let meaning) = step.action, !step.before.isWaitingForGenmove else {
            return true
        }
        if meaning == .ignored {
            return step.after.session == step.before.session && step.after.lastOutputs.isEmpty
        }
        guard meaning == .bad else { return true }
        let error: (String) -> Bool =
            switch step.before.session.dialect {
            case .gtp?: { $0.hasPrefix("?") }
            case .nboard?, .xboard?, nil:
                { $0.hasPrefix("Error (") || $0.hasPrefix("Illegal move") }
            }
        return step.after.session.game == step.before.session.game
            && step.after.lines.contains(where: error)
    }

    /// Spec 17.3: a GTP command is answered by one reply (or waits for the genmove's), and a
    /// reply ends with its blank line.
    public static let gtpRepliesOnce = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.3: each GTP command gets one reply, in order, after any genmove it waits for"
    ) { step in
        guard step.before.session.dialect == .gtp, case .line = step.action else { return true }
        let lines = step.after.lines
        if step.before.isWaitingForGenmove { return step.after.lastOutputs.isEmpty }
        let replies = lines.filter { $0.hasPrefix("=") || $0.hasPrefix("?") }
        let searches = step.after.lastOutputs.filter {
            if case .startSearch = $0 { return true }
            return false
        }
        return replies.count + searches.count == 1 && (lines.isEmpty || lines.last == "")
    }

    /// Spec 17.4: under xboard, a step that ends the game (a move of the GUI's or the engine's,
    /// a finished position set up) writes CECP's result line, and so does `go` on a finished
    /// game: the GUI never waits for an answer that cannot come.
    public static let xboardResults = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.4: xboard's go and every step that ends the game are answered with the result"
    ) { step in
        guard step.before.session.dialect == .xboard, !step.after.exited,
            case .completed(let finished) = step.after.session.game.current
        else { return true }
        let ended =
            if case .completed = step.before.session.game.current {
                step.before.session.game != step.after.session.game
            } else {
                true
            }
        let asked = step.action.isLine("go")
        guard ended || asked else { return true }
        let board = finished.board
        let (dark, light) = (board.count(of: .dark), board.count(of: .light))
        let result = dark > light ? "1-0 {" : dark < light ? "0-1 {" : "1/2-1/2 {"
        return step.after.lines.filter { $0.hasPrefix(result) }.count == 1
    }

    /// Spec 17.2: NBoard's ping stops the search before it answers pong.
    public static let pongAfterTheStop = StepInvariant<EngineWorld, EngineAction>(
        "spec 17.2: ping stops any search, then answers pong"
    ) { step in
        guard step.before.session.dialect == .nboard, case .line(let line, _) = step.action,
            line.hasPrefix("ping"), let search = step.before.session.search
        else { return true }
        let outputs = step.after.lastOutputs
        guard let stop = outputs.firstIndex(of: .stopSearch(search.ticket)),
            let pong = outputs.firstIndex(where: {
                if case .line(let text) = $0 { return text.hasPrefix("pong ") }
                return false
            })
        else { return false }
        return stop < pong && step.after.session.search == nil
    }
}

extension EngineWorld {
    /// A GTP session answering a genmove: the lines that come wait.
    var isWaitingForGenmove: Bool { session.dialect == .gtp && session.search != nil }
}
