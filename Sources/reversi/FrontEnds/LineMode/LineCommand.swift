import ReversiApp
import ReversiCore
import ReversiEngine

/// One line of line mode: `f5`, `mode dark computer`, `level light 4`, `reset`, `ok`,
/// `cancel`, `dismiss`, `undo`, `redo`, `hint`, `record`, `quit`. Blank lines and `#` comments are
/// nothing; anything else is an error message.
enum LineCommand {
    static let summary =
        "commands: a cell such as f5, mode dark|light manual|computer, level dark|light 0-\(Level.strongest.number), reset, ok, cancel, dismiss, undo, redo, hint, record, quit"

    static func parse(_ line: String) -> Result<Intent?, LineCommandError> {
        let words = line.lowercased().split(whereSeparator: {
            $0 == " " || $0 == "\t" || $0 == "\r"
        })
        .map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return .success(nil) }
        switch (first, words.count) {
        case ("reset", 1): return .success(.requestReset)
        case ("ok", 1): return .success(.confirmReset)
        case ("cancel", 1): return .success(.cancelReset)
        case ("dismiss", 1): return .success(.dismissPass)
        case ("undo", 1): return .success(.undo)
        case ("redo", 1): return .success(.redo)
        case ("hint", 1): return .success(.hint)
        case ("record", 1): return .success(.showRecord)
        case ("quit", 1), ("q", 1), ("exit", 1): return .success(.quit)
        case ("mode", 3):
            guard let side = side(words[1]) else { return .failure(unknownSide(words[1])) }
            guard let mode = PlayerMode.allCases.first(where: { $0.description == words[2] }) else {
                return .failure(
                    LineCommandError("unknown mode '\(words[2])': expected manual or computer"))
            }
            return .success(.setMode(side, mode))
        case ("level", 3):
            guard let side = side(words[1]) else { return .failure(unknownSide(words[1])) }
            guard let level = Int(words[2]).flatMap(Level.init) else {
                return .failure(
                    LineCommandError(
                        "unknown level '\(words[2])': expected 0 to \(Level.strongest.number)"))
            }
            return .success(.setLevel(side, level))
        case ("level", _):
            return .failure(
                LineCommandError("usage: level dark|light 0-\(Level.strongest.number)"))
        case ("mode", _):
            return .failure(LineCommandError("usage: mode dark|light manual|computer"))
        case (_, 1):
            if let cell = Coordinate(first) { return .success(.place(cell)) }
            fallthrough
        default:
            return .failure(LineCommandError("unknown command '\(line)'; \(summary)"))
        }
    }
}

extension LineCommand {
    private static func side(_ word: String) -> Disk? {
        Disk.allCases.first { $0.description == word }
    }

    private static func unknownSide(_ word: String) -> LineCommandError {
        LineCommandError("unknown side '\(word)': expected dark or light")
    }
}

struct LineCommandError: Error, Hashable, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
}
