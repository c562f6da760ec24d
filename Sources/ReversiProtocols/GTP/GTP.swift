import ReversiCore
import ReversiEngine

/// GTP as Othello engines speak it (spec 17.3): one reply per command, in order, `= answer`
/// or `? error`, the command's id echoed, each reply ended by a blank line. Black is dark.
enum GTP {
    /// Every command, with its help: `list_commands` and `known_command` read this table.
    static let commands: [(name: String, help: String)] = [
        ("protocol_version", "2"),
        ("name", "the engine's name"),
        ("version", "the engine's version"),
        ("known_command NAME", "true or false"),
        ("list_commands", "these commands"),
        ("boardsize 8", "the board is 8 by 8; any other size is refused"),
        ("clear_board", "the starting position"),
        ("komi K", "accepted, and without effect"),
        ("play COLOR MOVE", "plays MOVE (pass too) for black or white"),
        ("genmove COLOR", "searches, plays and answers the move, or pass"),
        ("undo", "takes back the last move"),
        ("showboard", "the board as text"),
        ("final_score", "the disk difference now: B+N, W+N or 0"),
        ("time_settings MAIN BYO STONES", "the game clock: MAIN seconds for each side"),
        ("time_left COLOR SECONDS STONES", "what is left on COLOR's clock"),
        ("quit", "ends the session"),
    ]

    static let names = commands.map { String($0.name.prefix { $0 != " " }) }

    static let version = "0.1.0"

    /// The line as GTP reads it: control characters made spaces, a comment after `#`
    /// dropped, the ends trimmed.
    static func preprocess(_ line: String) -> String? {
        let kept = line.prefix { $0 != "#" }.map { character -> Character in
            character.isASCII && (character.asciiValue ?? 0) < 32 ? " " : character
        }
        return String(kept).trimmingSpaces
    }

    static func success(id: String?, _ answer: String = "") -> [EngineOutput] {
        reply("=", id: id, answer)
    }

    static func failure(id: String?, _ error: String) -> [EngineOutput] {
        reply("?", id: id, error)
    }

    private static func reply(_ mark: String, id: String?, _ text: String) -> [EngineOutput] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = "\(mark)\(id ?? "")" + (lines[0].isEmpty ? "" : " \(lines[0])")
        return [.line(first)] + lines.dropFirst().map { .line(String($0)) } + [.line("")]
    }

    static func color(_ word: Substring) -> Disk? {
        switch word.lowercased() {
        case "black", "b": .dark
        case "white", "w": .light
        default: nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension EngineSession {
    mutating func gtp(_ raw: String) -> [EngineOutput] {
        guard let line = GTP.preprocess(raw), !line.isEmpty else { return [] }
        var words = ProtocolText.words(line)
        var id: String?
        if let first = words.first, first.allSatisfy(\.isWholeNumber) {
            id = String(first)
            words.removeFirst()
        }
        guard let command = words.first.map(String.init) else {
            return GTP.failure(id: id, "no command")
        }
        let arguments = Array(words.dropFirst())
        switch command {
        case "protocol_version": return GTP.success(id: id, "2")
        case "name": return GTP.success(id: id, "Reversi")
        case "version": return GTP.success(id: id, GTP.version)
        case "known_command":
            let known = arguments.count == 1 && GTP.names.contains(String(arguments[0]))
            return GTP.success(id: id, known ? "true" : "false")
        case "list_commands": return GTP.success(id: id, GTP.names.joined(separator: "\n"))
        case "boardsize":
            return arguments.count == 1 && arguments[0] == "8"
                ? GTP.success(id: id) : GTP.failure(id: id, "unacceptable size")
        case "clear_board":
            setUp(.initial)
            return GTP.success(id: id)
        case "komi":
            guard arguments.count == 1, Double(arguments[0]) != nil else {
                return GTP.failure(id: id, "syntax error")
            }
            return GTP.success(id: id)
        case "play":
            guard arguments.count == 2, let side = GTP.color(arguments[0]),
                let entry = ProtocolText.entry(arguments[1])
            else { return GTP.failure(id: id, "syntax error") }
            switch play(entry, for: side) {
            case .success: return GTP.success(id: id)
            case .failure(let refusal): return GTP.failure(id: id, "illegal move: \(refusal)")
            }
        case "genmove":
            guard arguments.count == 1, let side = GTP.color(arguments[0]) else {
                return GTP.failure(id: id, "syntax error")
            }
            return genmove(for: side, id: id)
        case "undo":
            return undo(moves: 1) ? GTP.success(id: id) : GTP.failure(id: id, "cannot undo")
        case "showboard": return GTP.success(id: id, "\n" + Self.diagram(game.current))
        case "final_score": return GTP.success(id: id, Self.score(game.current))
        case "time_settings":
            guard arguments.count == 3, let main = Int(arguments[0]), main >= 0,
                let byoyomi = Int(arguments[1]), byoyomi >= 0, Int(arguments[2]) != nil
            else { return GTP.failure(id: id, "syntax error") }
            settings.clock =
                main > 0 ? TimeControl(base: .seconds(main), increment: .zero) : nil
            settings.moveTime = main == 0 && byoyomi > 0 ? .seconds(byoyomi) : nil
            settings.remaining = BySide(dark: nil, light: nil)
            return GTP.success(id: id)
        case "time_left":
            guard arguments.count == 2 || arguments.count == 3, let side = GTP.color(arguments[0]),
                let seconds = Double(arguments[1]), seconds >= 0, seconds < 1e9
            else { return GTP.failure(id: id, "syntax error") }
            settings.remaining[side] = .milliseconds(Int(seconds * 1000))
            return GTP.success(id: id)
        case "quit": return GTP.success(id: id) + end()
        default: return GTP.failure(id: id, "unknown command")
        }
    }

    /// `genmove`: the side's move searched, or `pass` when it has none (played), or when the
    /// game is over (nothing played).
    private mutating func genmove(for side: Disk, id: String?) -> [EngineOutput] {
        if side != game.current.turn, case .mustPass = game.current {
            try? game.play(.pass)  // cannot fail: the side to move must pass
        }
        switch game.current {
        case .completed: return GTP.success(id: id, "pass")
        case .mustPass(let pass) where pass.disk == side:
            try? game.play(.pass)  // cannot fail: the side to move must pass
            return GTP.success(id: id, "pass")
        case .mustPlace(let moves) where moves.disk == side:
            return startSearch(.gtpGenmove(id: id))
        default: return GTP.failure(id: id, "it is not \(side)'s turn")
        }
    }

    mutating func gtpAnswer(_ best: ScoredMove, id: String?) -> [EngineOutput] {
        guard case .success = play(.place(best.coordinate)) else {
            return GTP.failure(id: id, "the search found no move")
        }
        return GTP.success(id: id, best.coordinate.description.uppercased())
    }

    static func diagram(_ model: GameModel) -> String {
        model.board.diagram(spaced: true, capitalColumns: true).joined(separator: "\n")
    }

    /// The disk difference now; once the game is over, the final score (spec 13.4: the
    /// empty cells go to the winner).
    static func score(_ model: GameModel) -> String {
        let board = model.board
        let difference =
            if case .completed = model {
                FinalScore(board).difference(for: .dark)
            } else {
                board.count(of: .dark) - board.count(of: .light)
            }
        return difference == 0 ? "0" : difference > 0 ? "B+\(difference)" : "W+\(-difference)"
    }
}
