import CLISupport
import Foundation
import ReversiApp
import ReversiCore

/// `reversi replay MOVES`: plays a transcript and prints the resulting position.
enum ReplayCommand {
    static let moves = Argument<String>(
        "MOVES", expected: "moves", count: .any,
        help: "Cells in standard notation, run together or apart, any case (f5d6c3 or"
            + " \"F5 d6 c3\"); a pass is pass, pa or ps, and a forced pass may be left out."
    ) { $0 }
    static let from = Option.file(
        "--from", value: "FILE",
        help: "Start from a saved game (the save file format) instead of the initial position.")
    static let fromGame = GameFileRequest.fileOption(
        "Start after the moves of a game file; MOVES are played on from there.")
    static let game = GameFileRequest.numberOption
    static let format = Option<Format>.choice(
        "--format", value: "FORMAT", default: .text,
        help: "text; save: the resulting position in the save file format with both sides"
            + " manual, and nothing else; or ggf: the whole game as a GGF game, passes written"
            + " PA.")

    static let command = CommandSpec(
        "reversi replay",
        abstract: "Play a transcript of moves and print the position.",
        discussion: """
            Plays a transcript and prints where it leads: the board, both counts, the last move
            and the disks it flipped (in animation order), and whose turn it is or how the game
            ended.
            """,
        arguments: [moves], options: [from, fromGame, game, format],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the transcript was played
                  64  a usage error
                  65  an illegal move, a --from file that is not a saved game, or a
                      --from-game file that does not hold the game asked for
                  74  a --from or --from-game file that cannot be read
                """
            )
        ])

    enum Format: String, CaseIterable, CustomStringConvertible {
        case text, save, ggf

        var description: String { rawValue }
    }

    static func run(_ words: [String]) -> Never {
        let (path, gameFile, format, moves) = command.parse(words) {
            arguments throws(UsageError) in
            let path = try arguments.value(Self.from)
            let gameFile = try GameFileRequest.read(
                arguments, file: Self.fromGame, number: Self.game)
            if path != nil, gameFile != nil {
                throw UsageError(
                    "'\(Self.from.spec.name)' and '\(Self.fromGame.spec.name)' cannot be used together"
                )
            }
            return (
                path, gameFile, try arguments.value(Self.format) ?? .text,
                // So that `reversi replay f5 d6 c3` reads like `reversi replay f5d6c3`.
                try arguments.remaining(Self.moves).joined(separator: " ")
            )
        }

        let game: PlayedGame
        do throws(RecordFormatError) {
            if let path {
                game = try played(moves, from: PlayedGame(from: loadPosition(path)))
            } else if let gameFile {
                game = try played(moves, from: gameFile.played())
            } else {
                // A record that starts from a position of its own (`reversi record`) too.
                game = try RecordFormat.parse(moves)
            }
        } catch .moves(let error) {
            printError("error: \(error)")
            exit(.dataError)
        } catch {
            printError("error: \(error)")
            exit(.dataError)
        }

        switch format {
        case .text: print(report(game))
        case .save:
            print(SaveFormat.encode(SavedGame(game: game.current, modes: .manual)), terminator: "")
        case .ggf: print(GGFGame(game, properties: GGFGame.describing(game)).text)
        }
        exit(.success)
    }

    /// `game` with `moves` played on; an error counts the moves from the first of `moves`.
    private static func played(_ moves: String, from game: PlayedGame) throws(RecordFormatError)
        -> PlayedGame
    {
        var game = game
        do {
            try game.play(Transcript(parsing: moves))
            return game
        } catch {
            throw .moves(error)
        }
    }

    /// The position saved in the file at `path`; exits with a one-line error when the file
    /// cannot be read (74) or is not a saved game (65).
    static func loadPosition(_ path: String) -> GameModel {
        let shown = path.escapingControlCharacters
        let bytes = InputFile.read(path)
        do throws(SaveFormatError) {
            return try SaveFormat.decode(bytes: bytes).game
        } catch {
            printError("error: '\(shown)' is not a saved game: \(error)")
            exit(.dataError)
        }
    }

    /// The board with its coordinates, both counts, the last ply and the state.
    static func report(_ game: PlayedGame) -> String {
        let board = game.current.board
        var lines = board.diagram(spaced: true)
        lines.append(
            Disk.allCases.map { "\(name($0)): \(board.count(of: $0))" }.joined(separator: "  "))
        switch game.plies.last {
        case .placed(let move)?:
            let flipped = move.flipped.map(\.description).joined(separator: " ")
            lines.append("last move: \(move.disk) \(move.coordinate), flipped \(flipped)")
        case .passed(let disk)?:
            lines.append("last move: \(disk) passed")
        case nil:
            break
        }
        switch game.current {
        case .mustPlace(let moves): lines.append("\(name(moves.disk)) to move")
        case .mustPass(let pass): lines.append("\(name(pass.disk)) must pass")
        case .completed(let finished):
            switch finished.outcome {
            case .won(let winner): lines.append("game over: \(name(winner)) won")
            case .tied: lines.append("game over: tied")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func name(_ disk: Disk) -> String { "\(disk) (\(disk.symbol))" }
}
