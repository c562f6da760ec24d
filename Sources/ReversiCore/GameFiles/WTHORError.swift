/// Why a WTHOR file (spec 18.2, 18.3) did not give its games or names: which game, when one
/// is to blame (counting from 1), and what is wrong, with the move number for a move.
public struct WTHORError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Error, Hashable, Sendable {
        /// Fewer bytes than the 16-byte header.
        case noHeader(size: Int)
        /// The header's counts are not those of the kind of file asked for: a game database
        /// counts games and no names, a names file names and no games. `found` is the kind
        /// whose counts and record size do fit the file's size, if one does.
        case notA(FileKind, found: FileKind?)
        /// The size is not the header and `count` records of `recordSize` bytes.
        case size(actual: Int, count: Int, recordSize: Int)
        /// The header's board size is neither 0 nor 8 (10 x 10 databases have longer records).
        case boardSize(Int)
        /// The byte of move `index` (from 1) is neither 0 nor 10 × row + column.
        case moveByte(index: Int, byte: UInt8)
        /// A move the rules refuse, or one after the end of the game.
        case move(TranscriptError)
        /// The game asked for is not in the file, which holds `count` games.
        case noSuchGame(count: Int)
        /// The game names a player or tournament the names file does not have.
        case nameIndex(kind: WTHORNames.Kind, index: Int, count: Int)
    }

    /// The three kinds of WTHOR file, which share their header and differ in their records.
    public enum FileKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case games, players, tournaments

        /// The bytes of one record: a game, a player's name or a tournament's.
        var recordSize: Int {
            switch self {
            case .games: 68
            case .players: 20
            case .tournaments: 26
            }
        }

        public var description: String {
            switch self {
            case .games: "a WTHOR game database (.wtb)"
            case .players: "a WTHOR players file (.JOU)"
            case .tournaments: "a WTHOR tournaments file (.TRN)"
            }
        }
    }

    /// The game to blame, from 1; `nil` when the file as a whole is wrong.
    public let game: Int?
    public let problem: Problem

    public init(game: Int?, problem: Problem) {
        self.game = game
        self.problem = problem
    }

    public var description: String {
        switch (problem, game) {
        case (.noSuchGame(let count), let game?):
            "there is no game \(game): the file holds \(count == 1 ? "1 game" : "\(count) games")"
        case (_, let game?): "game \(game): " + detail
        case (_, nil): detail
        }
    }

    private var detail: String {
        switch problem {
        case .noHeader(let size): "\(size) bytes is shorter than the 16-byte WTHOR header"
        case .notA(let kind, let found):
            "not \(kind)" + (found.map { " but \($0)" } ?? "")
        case .size(let actual, let count, let recordSize):
            "the file has \(actual) bytes, but its header counts \(count) records of \(recordSize)"
                + " bytes, which make \(16 + count * recordSize)"
        case .boardSize(let size): "the board size \(size) is not 8 x 8"
        case .moveByte(let index, let byte):
            "move \(index) is byte \(byte), not a cell (10 x row + column, 11 to 88)"
        case .move(let error): "\(error)"
        case .noSuchGame: ""
        case .nameIndex(let kind, let index, let count):
            "\(kind) \(index) is not in the \(kind)s file, which holds \(count)"
        }
    }
}
