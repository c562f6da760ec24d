import ReversiCore

/// The record file beside the save (spec 12.5): one line, UTF-8, `\n` at its end. A game that
/// started elsewhere than the initial position begins with that position in the one-line form
/// of spec 12.3 (`<64 cells of X, O, -> <X or O>`); then come the plies in standard notation,
/// separated by spaces, a pass written `pass`: `f5 d6 c3 pass e3`. `reversi replay` reads the
/// plies as they are written.
public enum RecordFormat {
    public static func encode(_ record: PlayedGame) -> String {
        var words: [String] = []
        if record.start != .initial { words.append(record.start.line) }
        words += record.transcript.entries.map(\.description)
        return words.joined(separator: " ") + "\n"
    }

    /// Reads a record and replays it; it is used only if it ends at `saved` (spec 12.6).
    public static func decode(bytes: [UInt8], endingAt saved: GameModel) throws(RecordFormatError)
        -> PlayedGame
    {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        let played = try parse(text)
        guard played.current == saved else { throw .notTheSavedGame }
        return played
    }

    /// Plays a record's text: a start position in the one-line form, if any, then the plies
    /// (`reversi replay` reads the same).
    public static func parse(_ text: String) throws(RecordFormatError) -> PlayedGame {
        var start = GameModel.initial
        var moves = Substring(text)
        if let position = GameState.lineAtStart(of: moves) {
            do {
                start = try GameModel(line: position.line)
            } catch {
                throw .start(error)
            }
            moves = position.rest
        }
        do {
            return try PlayedGame(Transcript(parsing: String(moves)), from: start)
        } catch {
            throw .moves(error)
        }
    }
}

/// Why a record file was not used.
public enum RecordFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    case notText
    case start(PositionLineError)
    case moves(TranscriptError)
    case notTheSavedGame

    public var description: String {
        switch self {
        case .notText: "it is not UTF-8 text"
        case .start(let error): "its start position is wrong: \(error)"
        case .moves(let error): "its \(error)"
        case .notTheSavedGame: "it does not lead to the saved position"
        }
    }
}
