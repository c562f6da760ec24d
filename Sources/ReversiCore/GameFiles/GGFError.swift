/// Why a GGF file did not give the game asked for (spec 18.1): which game (counting from 1)
/// and what is wrong there, with the byte offset or the move number.
public struct GGFError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Error, Hashable, Sendable {
        /// The file holds no game at all.
        case noGame
        /// The game asked for is not in the file, which holds `count` games.
        case noSuchGame(count: Int)
        /// The bytes are not GGF: truncated, or something else where a game should be.
        case syntax(GGFSyntaxError)
        /// `GM[...]` names another game than Othello.
        case notOthello(String)
        /// `TY[...]` gives another board size than 8.
        case boardType(String)
        /// The `BO[...]` starting position is wrong.
        case board(GGFBoardError)
        /// A second `BO[...]`, or one after the first move, at this offset.
        case misplacedBoard(offset: Int)
        /// A move is unreadable, after the end of the game, or illegal; its index counts the
        /// moves as written, from 1.
        case move(TranscriptError)
        /// The move with this index is written for the side that is not to move.
        case wrongColor(index: Int, written: Disk, toMove: Disk)
        /// What follows the move with this index is not `/evaluation/seconds`.
        case annotation(index: Int, text: String)
    }

    public let game: Int
    public let problem: Problem

    public init(game: Int, problem: Problem) {
        self.game = game
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .noGame: return "there is no game in the file"
        case .noSuchGame(let count):
            return
                "there is no game \(game): the file holds \(count == 1 ? "1 game" : "\(count) games")"
        default: return "game \(game): " + detail
        }
    }

    private var detail: String {
        switch problem {
        case .noGame, .noSuchGame: ""
        case .syntax(let error): "\(error)"
        case .notOthello(let name): "the game is '\(shown(name))', not Othello"
        case .boardType(let type): "the game type '\(shown(type))' is not played on 8 x 8"
        case .board(let error): "the starting position BO is wrong: \(error)"
        case .misplacedBoard(let offset):
            "a second starting position, or one after a move, at offset \(offset)"
        case .move(let error): "\(error)"
        case .wrongColor(let index, let written, let toMove):
            "move \(index) is written for \(written), but \(toMove) is to move"
        case .annotation(let index, let text):
            "move \(index) has '\(shown(text))' after it (expected /evaluation/seconds, numbers)"
        }
    }

    /// At most 40 characters of a value from the file, control characters escaped.
    private func shown(_ text: String) -> String {
        (text.count > 40 ? text.prefix(40) + "..." : text).escapingControlCharacters
    }
}
