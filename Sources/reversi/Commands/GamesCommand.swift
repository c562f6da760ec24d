import CLISupport
import Foundation
import ReversiApp
import ReversiCore

/// `reversi games FILE.wtb`: lists the games of a WTHOR database, or prints one game's record
/// as `reversi record` does (spec 18.2). Reads only; a file that lies exits 65 (spec 18.3).
enum GamesCommand {
    static let file = Argument<String>(
        "FILE", expected: "a WTHOR database (.wtb)", count: .one,
        help: "A WTHOR game database; its player and tournament names are read from the .JOU"
            + " and .TRN files beside it of the same base name (or WTHOR.JOU and WTHOR.TRN), in"
            + " any case."
    ) { $0 }
    static let game = GameFileRequest.numberOption

    static let command = CommandSpec(
        "reversi games",
        abstract: "List the games of a WTHOR database, or print one.",
        discussion: """
            Reads the whole database and replays every game with the rules, then prints one
            line a game, fields separated by tabs: its number, the year, black, white, the
            tournament and the final score as recorded (black's disks first). Names come from
            the names files beside the database; without them a name is its number, #12. A game
            that names a player or tournament the names file does not have is an error.

            With --game N, prints game N's record instead, as reversi record prints one.
            """,
        arguments: [file], options: [game],
        sections: [
            (
                title: "EXIT CODES",
                text: """
                  0   the games or the record were printed
                  64  a usage error
                  65  a file that is not a WTHOR database, or a game that is not legal
                  74  a file that cannot be read
                """
            )
        ])

    static func run(_ words: [String]) -> Never {
        let (path, number) = command.parse(words) { arguments throws(UsageError) in
            return (try arguments.positional(Self.file), try arguments.value(Self.game))
        }
        let shown = path.escapingControlCharacters
        do throws(WTHORError) {
            let database = try WTHORDatabase(bytes: InputFile.read(path))
            if let number {
                print(RecordFormat.encode(try database.game(number).played), terminator: "")
                exit(.success)
            }
            let listing = WTHORListing(
                database, players: names(.player, beside: path),
                tournaments: names(.tournament, beside: path))
            print(try listing.lines().joined(separator: "\n"))
            exit(.success)
        } catch {
            printError("error: '\(shown)': \(error)")
            exit(.dataError)
        }
    }

    /// The names file of `kind` beside the database: of its base name, else `WTHOR`, with the
    /// extension `.JOU` or `.TRN` in any case.
    /// A names file that is not one exits 65 here, naming that file.
    private static func names(_ kind: WTHORNames.Kind, beside path: String) -> WTHORNames? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let base = url.deletingPathExtension().lastPathComponent.lowercased()
        let wanted = kind == .player ? "jou" : "trn"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for stem in [base, "wthor"] {
            guard
                let entry = entries.sorted().first(where: { $0.lowercased() == stem + "." + wanted }
                )
            else { continue }
            let namesPath = folder.appendingPathComponent(entry).path
            do throws(WTHORError) {
                return try WTHORNames(kind: kind, bytes: InputFile.read(namesPath))
            } catch {
                printError("error: '\(namesPath.escapingControlCharacters)': \(error)")
                exit(.dataError)
            }
        }
        return nil
    }
}
