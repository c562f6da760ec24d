import ReversiApp
import ReversiCore
import ReversiEngine

/// One line of line mode: a cell such as `f5`, or a command of the table below. Blank lines
/// and `#` comments are nothing; anything else is an error message.
///
/// Each command is declared once, as an entry of `table`: its words, its usage (the summary
/// that an unknown command is answered with is made of them), and how it reads its arguments.
enum LineCommand {
    struct Entry: Sendable {
        /// The command's words; the first is the one the summary shows.
        let names: [String]
        let usage: String
        /// Reads the words after the command's name.
        let read: @Sendable (_ arguments: [String]) -> Result<Intent, LineCommandError>

        /// A command of one word.
        static func word(_ names: String..., intent: Intent) -> Entry {
            Entry(names: names, usage: names[0]) { arguments in
                arguments.isEmpty ? .success(intent) : .failure(.extraWords)
            }
        }
    }

    static let table: [Entry] = [
        Entry(names: ["mode"], usage: "mode dark|light manual|computer") { arguments in
            guard arguments.count == 2 else {
                return .failure(LineCommandError("usage: mode dark|light manual|computer"))
            }
            guard let side = side(arguments[0]) else { return .failure(unknownSide(arguments[0])) }
            guard let mode = PlayerMode.allCases.first(where: { $0.description == arguments[1] })
            else {
                return .failure(
                    LineCommandError("unknown mode '\(arguments[1])': expected manual or computer"))
            }
            return .success(.setMode(side, mode))
        },
        Entry(names: ["level"], usage: "level dark|light \(levels)") { arguments in
            guard arguments.count == 2 else {
                return .failure(LineCommandError("usage: level dark|light \(levels)"))
            }
            guard let side = side(arguments[0]) else { return .failure(unknownSide(arguments[0])) }
            guard let level = Int(arguments[1]).flatMap(Level.init) else {
                return .failure(
                    LineCommandError(
                        "unknown level '\(arguments[1])': expected 0 to \(Level.strongest.number)"))
            }
            return .success(.setLevel(side, level))
        },
        .word("reset", intent: .requestReset),
        .word("ok", intent: .confirmReset),
        .word("cancel", intent: .cancelReset),
        .word("dismiss", intent: .dismissPass),
        .word("undo", intent: .undo),
        .word("redo", intent: .redo),
        .word("hint", intent: .hint),
        .word("analyze", "analyse", intent: .analyse),
        .word("record", intent: .showRecord),
        .word("quit", "q", "exit", intent: .quit),
    ]

    static let summary =
        "commands: a cell such as f5, " + table.map(\.usage).joined(separator: ", ")

    static func parse(_ line: String) -> Result<Intent?, LineCommandError> {
        let words = line.lowercased().split(whereSeparator: {
            $0 == " " || $0 == "\t" || $0 == "\r"
        })
        .map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return .success(nil) }
        let unknown = LineCommandError("unknown command '\(line)'; \(summary)")
        if let entry = table.first(where: { $0.names.contains(first) }) {
            return entry.read(Array(words.dropFirst())).map(Optional.some).mapError {
                $0 == .extraWords ? unknown : $0
            }
        }
        guard words.count == 1, let cell = Coordinate(first) else { return .failure(unknown) }
        return .success(.place(cell))
    }
}

extension LineCommand {
    /// The words that ask for `intent`, read off the table: the first command whose usage,
    /// with one of each `a|b` choice taken, reads as `intent`. So a notice that says "type
    /// mode dark manual" names the command as the table declares it, and cannot drift.
    static func words(for intent: Intent) -> String {
        for entry in table {
            let choices = entry.usage.split(separator: " ").dropFirst().map {
                $0.split(separator: "|").map(String.init)
            }
            let candidates = choices.reduce([[String]]([[]])) { partial, options in
                partial.flatMap { words in options.map { words + [$0] } }
            }
            if let words = candidates.first(where: { entry.read($0) == .success(intent) }) {
                return ([entry.names[0]] + words).joined(separator: " ")
            }
        }
        return "?"
    }

    private static let levels = "\(Level.numbers.lowerBound)-\(Level.numbers.upperBound)"

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

    /// Words after a command that takes none: answered as an unknown command.
    static let extraWords = LineCommandError("")
}
