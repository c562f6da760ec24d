import ReversiCore
import ReversiEngine

/// xboard (CECP) with `variant reversi` (spec 17.4): the engine plays one side and answers the
/// GUI's moves with its own, `move P@d3` (a drop, as Edax writes it) or `move @@@@` to pass.
enum XBoard {
    static let commands: [(name: String, help: String)] = [
        ("xboard", "starts the session"),
        ("protover 2", "answered with the feature lines, the last done=1"),
        ("new", "the starting position; the engine plays white (light), the GUI moves first"),
        ("variant reversi", "the one variant; any other is refused"),
        ("setboard FEN", "a position: ranks 8 to 1, P dark, p light, then w (dark) or b to move"),
        ("usermove MOVE", "the GUI's move: d3, P@d3, or @@@@ to pass"),
        ("go", "the engine plays the side to move, now and on"),
        ("force", "the engine plays neither side"),
        ("?", "move now, with the best move found so far"),
        ("undo", "takes back one move"),
        ("remove", "takes back two moves"),
        ("st SECONDS", "the time for each move"),
        ("sd DEPTH", "the depth of each search"),
        ("level MPS BASE INC", "the game clock: BASE minutes (or m:ss), INC seconds a move"),
        ("time CENTISECONDS", "what is left on the engine's clock"),
        ("otim CENTISECONDS", "what is left on the GUI's clock: accepted"),
        ("post, nopost", "thinking lines while searching, or none"),
        ("ping N", "answered pong N"),
        ("quit", "ends the session"),
    ]

    static let features = [
        "feature myname=\"Reversi\" variants=\"reversi\" setboard=1 ping=1 usermove=1",
        "feature sigint=0 sigterm=0 colors=0 time=1 draw=0 analyze=0 reuse=1",
        "feature done=1",
    ]

    /// Commands a GUI sends that change nothing here.
    static let ignored: Set<String> = [
        "xboard", "accepted", "rejected", "random", "hard", "easy", "computer", "name",
        "rating", "result", "white", "black", "draw", "ics", "edit", "hint", "bk", "exit",
        ".", "nps", "memory", "cores", "option", "egtpath",
    ]

    /// `setboard`'s position: eight ranks from 8 to 1 separated by `/`, `P` a dark disk and
    /// `p` a light one, digits for empty cells, then `w` (dark to move) or `b`. xboard's white
    /// moves first, so dark, the side that does, is white, upper case, as xboard and Edax
    /// write it (`8/8/8/3Pp3/3pP3/8/8/8 w` is the start). The project's own one-line form is
    /// read too.
    static func position(_ words: [Substring]) -> GameModel? {
        if let model = try? GameModel(line: words.joined(separator: " ")) { return model }
        guard words.count >= 2 else { return nil }
        let ranks = words[0].split(separator: "/", omittingEmptySubsequences: false)
        guard ranks.count == 8 else { return nil }
        var board = Board.empty
        for (offset, rank) in ranks.enumerated() {
            guard let row = Row(rawValue: UInt8(7 - offset)) else { return nil }
            var column = 0
            for character in rank {
                if let empties = character.wholeNumberValue, (1...8).contains(empties) {
                    column += empties
                    continue
                }
                let disk: Disk
                switch character {
                case "P": disk = .dark
                case "p": disk = .light
                default: return nil
                }
                guard let file = Column(rawValue: UInt8(column)) else { return nil }
                board[Coordinate(file, row)] = disk
                column += 1
            }
            guard column == 8 else { return nil }
        }
        let turn: Disk
        switch words[1] {
        case "w": turn = .dark
        case "b": turn = .light
        default: return nil
        }
        return GameModel(GameState(board: board, turn: turn))
    }

    /// CECP's result line for a finished game: `1-0` when dark, xboard's white, wins, `0-1`
    /// when light does, `1/2-1/2` for a draw, with the disks as a comment; nothing while the
    /// game goes on.
    static func result(_ model: GameModel) -> [EngineOutput] {
        guard case .completed(let finished) = model else { return [] }
        let score = FinalScore(finished.board)
        let (dark, light) = (score.counts.dark, score.counts.light)
        let line =
            switch score.winner {
            case nil: "1/2-1/2 {draw \(dark)-\(light)}"
            case .dark?: "1-0 {dark wins \(dark)-\(light)}"
            case .light?: "0-1 {light wins \(light)-\(dark)}"
            }
        return [.line(line)]
    }

    /// `level`'s base: minutes, or `minutes:seconds`.
    static func base(_ word: Substring) -> Duration? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let minutes = Int(parts[0]), minutes >= 0,
            minutes < 100_000
        else { return nil }
        let seconds = parts.count == 2 ? Int(parts[1]) : 0
        guard let seconds, (0..<60).contains(seconds) else { return nil }
        return .seconds(minutes * 60 + seconds)
    }
}

/// Which side the engine plays under xboard, and whether it shows its thinking.
struct XBoardSides: Hashable, Sendable {
    /// `nil` in force mode: the engine plays neither side.
    var engine: Disk? = .light
    var posts = false
}

extension EngineSession {
    mutating func xboard(_ line: String) -> [EngineOutput] {
        let words = ProtocolText.words(line)
        guard let command = words.first.map(String.init) else { return [] }
        let arguments = Array(words.dropFirst())
        switch command {
        case "protover": return XBoard.features.map(EngineOutput.line)
        case "new":
            let stopped = stopSearch()
            setUp(.initial)
            xboard.engine = .light
            settings.depth = nil
            return stopped
        case "variant":
            guard arguments.first == "reversi" else {
                return ProtocolText.error("unsupported variant", arguments.first ?? "")
            }
            return []
        case "setboard":
            guard let model = XBoard.position(arguments) else {
                return ProtocolText.error("bad position", line)
            }
            guard model.canStartAGame else {
                return ProtocolText.error("illegal position", Self.emptyBoard)
            }
            let stopped = stopSearch()
            setUp(model)
            return stopped + XBoard.result(game.current)
        case "usermove":
            guard arguments.count == 1 else { return ProtocolText.error("bad move", line) }
            return userMove(arguments[0])
        case "go":
            xboard.engine = game.current.turn
            return engineTurn()
        case "force":
            xboard.engine = nil
            return stopSearch()
        case "?":
            // The answer stays wanted: the search stops and plays what it has.
            return search.map { [.stopSearch($0.ticket)] } ?? []
        case "undo", "remove":
            let stopped = stopSearch()
            guard undo(moves: command == "undo" ? 1 : 2) else {
                return stopped + ProtocolText.error("cannot undo", command)
            }
            return stopped
        case "st":
            guard arguments.count == 1, let seconds = Int(arguments[0]), seconds > 0,
                seconds < 1_000_000
            else { return ProtocolText.error("bad time", line) }
            settings.moveTime = .seconds(seconds)
            return []
        case "sd": return setDepth(arguments[...], line: line)
        case "level":
            guard arguments.count == 3, Int(arguments[0]) != nil,
                let base = XBoard.base(arguments[1]),
                let increment = Double(arguments[2]), increment >= 0, increment < 1e6
            else { return ProtocolText.error("bad level", line) }
            settings.moveTime = nil
            settings.clock =
                base > .zero
                ? TimeControl(base: base, increment: .milliseconds(Int(increment * 1000)))
                : nil
            if settings.clock == nil, increment > 0 {
                settings.moveTime = .milliseconds(Int(increment * 1000))
            }
            return []
        case "time":
            guard arguments.count == 1, let centiseconds = Int(arguments[0]),
                centiseconds >= 0, centiseconds < 1_000_000_000
            else { return ProtocolText.error("bad time", line) }
            settings.remaining[xboard.engine ?? game.current.turn ?? .light] =
                .milliseconds(centiseconds * 10)
            return []
        case "otim": return []
        case "post", "nopost":
            xboard.posts = command == "post"
            return []
        case "ping": return ProtocolText.pong(arguments, line: line)
        case "quit": return end()
        default:
            if XBoard.ignored.contains(command) { return [] }
            // A bare move, as GUIs without usermove send them.
            if arguments.isEmpty, ProtocolText.entry(command) != nil { return userMove(words[0]) }
            return ProtocolText.error("unknown command", command)
        }
    }

    private mutating func userMove(_ word: Substring) -> [EngineOutput] {
        guard let entry = ProtocolText.entry(word) else {
            return [.line("Illegal move (not a move): \(word.prefix(200))")]
        }
        let stopped = stopSearch()
        if case .failure(let refusal) = play(entry) {
            return stopped + [.line("Illegal move (\(refusal)): \(word)")]
        }
        return stopped + engineTurn()
    }

    /// When it is the engine's side to move: a pass played and sent at once, or a search; once
    /// the game is over, its result line (CECP's claim of a game ended by rule).
    private mutating func engineTurn() -> [EngineOutput] {
        var outputs: [EngineOutput] = []
        while let engine = xboard.engine, game.current.turn == engine {
            switch game.current {
            case .mustPass:
                try? game.play(.pass)  // cannot fail: the side to move must pass
                outputs.append(.line("move @@@@"))
            case .mustPlace:
                return outputs + startSearch(.xboardMove)
            case .completed:
                return outputs
            }
        }
        return outputs + XBoard.result(game.current)
    }

    mutating func xboardAnswer(_ best: ScoredMove) -> [EngineOutput] {
        guard case .success = play(.place(best.coordinate)) else { return [] }
        return [.line("move P@\(best.coordinate)")] + engineTurn()
    }

    /// CECP's thinking line, `DEPTH SCORE CENTISECONDS NODES PV`. Its depth must be an integer
    /// and its PV is free text, so a selective search's depth with its selectivity is a
    /// comment after the principal variation, `{22@95%}`: the moves still come first, and at
    /// 100% the line is as before (spec 20.5).
    func xboardProgress(_ progress: SearchProgress) -> [EngineOutput] {
        guard xboard.posts else { return [] }
        let update = progress.update
        let centiseconds = Int((progress.seconds * 100).rounded())
        let selective = update.selectivity.prunes ? " {\(update.searchDepth)}" : ""
        return [
            .line(
                "\(update.depth) \(update.score.hundredths) "
                    + "\(centiseconds) \(update.nodes) \(progress.lineText)\(selective)")
        ]
    }

}
