import ReversiCore

/// Where a game given at launch starts (spec 12.3): after a record's moves, or at a position.
/// Either way the game's record is `record`, so undo goes back at most to its start.
public enum StartingPoint: Hashable, Sendable {
    /// After the moves of a record (`--from-moves f5d6c3`), from the initial position or from
    /// the position the record starts with (as `reversi record` prints it).
    case moves(PlayedGame)
    /// At a position (`--from-position`), with no move made yet.
    case position(GameModel)

    /// Reads a record as `reversi replay` does: cells run together or apart, any case, `pass`
    /// for a pass (which may be left out when it is forced), after an optional start position
    /// in the one-line form.
    public init(moves text: String) throws(StartingPointError) {
        do {
            self = .moves(try RecordFormat.parse(text))
        } catch {
            throw .record(error)
        }
        try Self.checkHasDisks(record.start)
    }

    /// Reads a position in the one-line form (`<64 cells of X, O, -> <X or O>`). A position
    /// where the game is over is shown as over; one where the side to move must pass shows the
    /// pass alert.
    public init(position text: String) throws(StartingPointError) {
        do {
            self = .position(try GameModel(line: text))
        } catch {
            throw .position(error)
        }
        try Self.checkHasDisks(record.start)
    }

    /// Reads game `number` (from 1) of a GGF file's bytes (spec 18.1): the game goes on after
    /// its last move, and its record starts at the game's own start (`BO[...]`), so undo goes
    /// back to it at most.
    public init(gameFile bytes: [UInt8], number: Int) throws(StartingPointError) {
        do {
            self = .moves(try GGFFile.game(number, in: bytes).played)
        } catch {
            throw .gameFile(error)
        }
        try Self.checkHasDisks(record.start)
    }

    /// Reads game `number` (from 1) of a WTHOR database's bytes (spec 18.2): the game goes on
    /// after its last move, from the standard start.
    public init(wthor bytes: [UInt8], number: Int) throws(StartingPointError) {
        do {
            self = .moves(try WTHORDatabase(bytes: bytes).game(number).played)
        } catch {
            throw .wthor(error)
        }
    }

    /// An empty board is no game (`GameModel.canStartAGame`).
    private static func checkHasDisks(_ start: GameModel) throws(StartingPointError) {
        guard start.canStartAGame else { throw .emptyBoard }
    }

    /// The game's record: the moves given, or the position with no move yet.
    public var record: PlayedGame {
        switch self {
        case .moves(let played): played
        case .position(let game): PlayedGame(from: game)
        }
    }
}

/// Why a game given at launch cannot start.
public enum StartingPointError: Error, Hashable, Sendable, CustomStringConvertible {
    case record(RecordFormatError)
    case position(PositionLineError)
    case gameFile(GGFError)
    case wthor(WTHORError)
    case emptyBoard

    public var description: String {
        switch self {
        case .record(.moves(let error)): "\(error)"
        case .record(.start(let error)): "the start position is wrong: \(error)"
        case .record(let error): "\(error)"
        case .position(let error): "\(error)"
        case .gameFile(let error): "\(error)"
        case .wthor(let error): "\(error)"
        case .emptyBoard: "the board is empty: a game needs at least one disk"
        }
    }
}
