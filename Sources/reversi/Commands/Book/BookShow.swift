import CLISupport
import ReversiApp
import ReversiCore
import ReversiEngine

/// `reversi book show [POSITION or MOVES]` (spec 21.3): the book's moves in a position, best
/// first, with their values and the depth behind them.
enum BookShow {
    static func run(_ request: BookRequest) -> Never {
        let path = request.bookToRead()
        let book = BookRequest.load(path)
        let game = position(request.input.joined(separator: " "))
        guard let state = game.state else {
            printError("error: the game is over there: the book has no moves")
            exit(.dataError)
        }
        print(state.line)
        let moves = book.moves(in: state)
        guard !moves.isEmpty else {
            print("not in the book (\(book.count) positions)")
            exit(.success)
        }
        print(lines(moves).joined(separator: "\n"))
        exit(.success)
    }

    /// The table: the move, its value in disks for its side, the plies behind it (with the
    /// book's selectivity, `22@73%`), and whether it stays in the book.
    static func lines(_ moves: [BookMove]) -> [String] {
        ["move  value  depth"]
            + moves.map { move in
                TableFormat.padded(move.move.description, 4) + "  "
                    + TableFormat.padded(
                        NumberText.oneDecimal(hundredths: move.value, signed: true), 5)
                    + "  " + TableFormat.padded(move.searchDepth.description, 5) + "  "
                    + (move.staysInBook ? "book" : "leaves the book")
            }
    }

    /// The position of a start position and moves as a record writes them (the start without
    /// either); exits 65 with the reason when they are not one.
    static func position(_ text: String) -> GameModel {
        do throws(RecordFormatError) {
            return try RecordFormat.parse(text).current
        } catch {
            printError("error: '\(text.escapingControlCharacters)': \(error)")
            exit(.dataError)
        }
    }
}
