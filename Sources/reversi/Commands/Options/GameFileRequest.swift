import CLISupport
import ReversiCore

/// A game of a GGF file or a WTHOR database asked for on the command line (spec 18.1, 18.2):
/// `--from-game FILE` and `--game N`, read as options of `reversi play`, `replay` and `analyze`
/// alike.
struct GameFileRequest: Equatable, Sendable {
    let path: String
    /// Which game of the file, from 1.
    let number: Int

    /// `--from-game FILE`, as every command that reads a game file takes it: `use` says what the
    /// command does with the game, then the same words say which files it reads.
    static func fileOption(_ use: String) -> Option<String> {
        Option.file(
            "--from-game", value: "FILE",
            help: use + " The file is a GGF game file (as NBoard and GGS write them), the game"
                + " from its own start position, or a WTHOR database (.wtb).")
    }

    static let numberOption = Option.integer(
        "--game", value: "<n>", in: 1...1_000_000, default: "1",
        help: "Which game of a game file with several to use, from 1.")

    /// The request, if `file` is given; `--game` alone is a usage error, as it would be
    /// silently ignored.
    static func read(
        _ arguments: ParsedArguments, file: Option<String>, number: Option<Int>
    ) throws(UsageError) -> GameFileRequest? {
        let path = try arguments.value(file)
        let chosen = try arguments.value(number)
        guard let path else {
            guard chosen == nil else {
                throw UsageError("'\(number.spec.name)' needs '\(file.spec.name)'")
            }
            return nil
        }
        return GameFileRequest(path: path, number: chosen ?? 1)
    }

    /// Whether the file is a WTHOR database, by its extension in any case (spec 18.2).
    static func isWTHOR(_ path: String) -> Bool { path.lowercased().hasSuffix(".wtb") }

    /// The game, from a GGF file or a WTHOR database; exits 74 when the file cannot be read,
    /// 65 when it does not hold the game.
    func played() -> PlayedGame {
        let bytes = InputFile.read(path)
        do {
            if Self.isWTHOR(path) {
                return try WTHORDatabase(bytes: bytes).game(number).played
            }
            return try GGFFile.game(number, in: bytes).played
        } catch {
            printError("error: '\(path.escapingControlCharacters)': \(error)")
            exit(.dataError)
        }
    }
}
