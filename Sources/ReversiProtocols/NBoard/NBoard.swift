import ReversiCore
import ReversiEngine

/// NBoard, version 2 (spec 17.2): the GUI sends the position move by move and asks for a
/// move with `go`, which the engine answers as `=== MOVE/EVAL/TIME` without playing it (the
/// GUI sends it back as a `move`); `ping N` stops any search and is answered `pong N`.
enum NBoard {
    /// Every command the engine accepts, with the help `reversi engine --help` shows.
    static let commands: [(name: String, help: String)] = [
        ("nboard VERSION", "starts the session; answered with set myname"),
        ("set depth N", "searches N plies (1-60), the end solved from 1.5 N empties (at most 24)"),
        ("set game GGF", "the position at the end of the GGF game"),
        ("set contempt N", "accepted, and without effect: the engine plays for the most disks"),
        ("move MOVE[/EVAL/TIME]", "plays MOVE (PA passes)"),
        ("go", "searches the position: nodestats, then === MOVE/EVAL/TIME (PA to pass)"),
        ("hint N", "the N best moves as search lines, between status lines"),
        ("ping N", "stops any search; answered pong N"),
        ("learn", "answered learned (games played do not change the book)"),
        ("quit", "ends the session"),
    ]

    static let name = "set myname Reversi"

    /// How a game ended, in the disks on the board: `light won 3-0`, `a draw 32-32`.
    static func result(_ finished: FinishedGame) -> String {
        let score = FinalScore(finished.board)
        let (dark, light) = (score.counts.dark, score.counts.light)
        switch score.winner {
        case nil: return "a draw \(dark)-\(light)"
        case .dark?: return "dark won \(dark)-\(light)"
        case .light?: return "light won \(light)-\(dark)"
        }
    }
}

extension EngineSession {
    mutating func nboard(_ line: String) -> [EngineOutput] {
        let words = ProtocolText.words(line)
        guard let command = words.first?.lowercased() else { return [] }
        let arguments = Array(words.dropFirst())
        switch command {
        case "nboard": return [.line(NBoard.name)]
        case "set": return nboardSet(arguments, line: line)
        case "move":
            guard arguments.count == 1,
                let entry = arguments.first.flatMap({ $0.split(separator: "/").first })
                    .flatMap(ProtocolText.entry)
            else { return ProtocolText.error("bad move", line) }
            let stopped = stopSearch()
            switch play(entry) {
            case .success: return stopped
            case .failure(let refusal):
                return stopped + ProtocolText.error("illegal move", "\(refusal)")
            }
        case "go":
            switch game.current {
            case .mustPlace: return [.line("status thinking")] + startSearch(.nboardGo)
            case .mustPass(let pass):
                return [.line("status thinking")] + startSearch(.nboardPass, of: pass.afterPass)
            case .completed(let finished):
                // NBoard has no answer for a finished game: the error says how it ended.
                return ProtocolText.error("game over", NBoard.result(finished))
            }
        case "hint":
            guard arguments.count == 1, let count = Int(arguments[0]), count > 0 else {
                return ProtocolText.error("bad hint", line)
            }
            guard game.current.legalMoves != nil else { return stopSearch() + [.line("status")] }
            return [.line("status thinking")] + startSearch(.nboardHint(count), ranked: count)
        case "ping":
            // Any search stops first: its answer must not follow the pong.
            return stopSearch() + ProtocolText.pong(arguments, line: line)
        case "learn": return [.line("learned")]
        case "quit": return end()
        // The protocol asks engines to ignore a command they do not know (spec 17.6): NBoard
        // sends newer commands to every engine.
        default: return []
        }
    }

    private mutating func nboardSet(_ arguments: [Substring], line: String) -> [EngineOutput] {
        switch arguments.first?.lowercased() {
        case "depth": return setDepth(arguments.dropFirst(), line: line)
        case "contempt":
            guard arguments.count == 2, Int(arguments[1]) != nil else {
                return ProtocolText.error("bad contempt", line)
            }
            return []
        case "game":
            // The GGF game is the rest of the line, spaces and all.
            let parts = line.split(separator: " ", maxSplits: 2)
            let text = parts.count == 3 ? parts[2] : ""
            do throws(GGFError) {
                let game = try GGFFile.game(1, in: Array(text.utf8))
                guard game.played.start.canStartAGame else {
                    return ProtocolText.error("bad game", Self.emptyBoard)
                }
                let stopped = stopSearch()
                self.game = game.played
                return stopped
            } catch {
                return ProtocolText.error("bad game", "\(error)")
            }
        default: return []
        }
    }

    func nboardAnswer(_ answer: SearchAnswer, best: ScoredMove) -> [EngineOutput] {
        [
            .line("nodestats \(answer.nodes) \(ProtocolText.seconds(answer.seconds))"),
            .line(
                "=== \(best.coordinate)/\(ProtocolText.disks(best.score))/"
                    + ProtocolText.seconds(answer.seconds)),
            .line("status"),
        ]
    }

    /// The pass's answer: the value of the position after it, for the side that passes.
    func nboardPassAnswer(_ answer: SearchAnswer, best: ScoredMove) -> [EngineOutput] {
        [
            .line("nodestats \(answer.nodes) \(ProtocolText.seconds(answer.seconds))"),
            .line(
                "=== PA/\(ProtocolText.disks(best.score.negated))/"
                    + ProtocolText.seconds(answer.seconds)),
            .line("status"),
        ]
    }

    /// `search MOVE EVAL 0 DEPTH`: NBoard keeps DEPTH as text and reads its first number as the
    /// plies, so a selective search's `22@95%` is shown whole and counted as 22 (spec 20.5).
    func nboardHints(_ answer: SearchAnswer, count: Int) -> [EngineOutput] {
        answer.moves.prefix(count).map {
            .line("search \($0.coordinate) \(ProtocolText.disks($0.score)) 0 \(answer.searchDepth)")
        } + [.line("status")]
    }

    /// The status line is free text, so its depth carries the selectivity (spec 20.5);
    /// `nodestats` and the `===` answer have no depth field.
    func nboardProgress(_ progress: SearchProgress) -> [EngineOutput] {
        let update = progress.update
        return [
            .line(
                "status depth \(update.searchDepth) \(progress.lineText) "
                    + "\(ProtocolText.disks(update.score)) \(update.nodes) nodes"),
            .line("nodestats \(update.nodes) \(ProtocolText.seconds(progress.seconds))"),
        ]
    }
}
