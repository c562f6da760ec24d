import CLISupport
import Foundation
import ReversiApp
import ReversiCore

/// `reversi record`: prints the saved game's record (spec 12.4), so that
/// `reversi replay "$(reversi record)"` gives the saved board. Reads only: nothing is moved or
/// written, whatever the files hold.
enum RecordCommand {
    static let command = CommandSpec(
        "reversi record",
        abstract: "Print the saved game's record.",
        discussion: """
            Prints the moves of the saved game from its start on one line, passes written as
            pass, preceded by the start position (64 cells of X, O, - and the side to move) when
            the game did not start from the initial one, as reversi replay reads them. A saved
            game without a record prints its position alone.

            With --format ggf, prints the game as a GGF game (the format of NBoard and the GGS
            server): its start position as BO[...], every move, a pass as PA, and the result
            once the game is over.
            """,
        options: [PlayOptions.saveFile, format],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the record was printed
                  64  a usage error
                  65  no saved game, or a save or record that cannot be used
                  74  a file that cannot be read
                """
            )
        ])

    static let format = Option<Format>.choice(
        "--format", value: "<format>", default: .transcript,
        help: "transcript: the moves as reversi replay reads them; ggf: a GGF game.")

    enum Format: String, CaseIterable, CustomStringConvertible {
        case transcript, ggf

        var description: String { rawValue }

        func encode(_ game: PlayedGame) -> String {
            switch self {
            case .transcript: RecordFormat.encode(game)
            case .ggf: GGFGame(game, properties: GGFGame.describing(game)).text + "\n"
            }
        }
    }

    static func run(_ words: [String]) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let (path, format) = command.parse(words) { arguments throws(UsageError) in
            guard
                let path = try arguments.value(PlayOptions.saveFile)
                    ?? PlayOptions.defaultSaveFile(environment: environment)
            else {
                throw UsageError(
                    "no saved game to read: set HOME or XDG_STATE_HOME, or pass '--save-file'")
            }
            return (path, try arguments.value(Self.format) ?? .transcript)
        }
        print(format.encode(savedGame(at: path)), terminator: "")
        exit(.success)
    }

    /// The saved game at `path` with its record, or from its position when it has no record;
    /// exits 65 when there is none or it cannot be used, 74 when it cannot be read.
    static func savedGame(at path: String) -> PlayedGame {
        guard FileManager.default.fileExists(atPath: path) else {
            printError("error: there is no saved game at '\(path)'")
            exit(.dataError)
        }
        let saved = ReplayCommand.loadPosition(path)
        let recordPath = path + ".record"
        guard let data = FileManager.default.contents(atPath: recordPath) else {
            // No record: the game starts where it is.
            return PlayedGame(from: saved)
        }
        do throws(RecordFormatError) {
            return try RecordFormat.decode(bytes: Array(data), endingAt: saved)
        } catch {
            printError(
                "error: the record '\(recordPath)' cannot be used, as \(error); the game will set it aside when it resumes"
            )
            exit(.dataError)
        }
    }
}
