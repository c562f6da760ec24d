/// Splits a transcript into tokens of at most a few characters: a cell (`f5`, `F5`), a pass
/// (`pass`, `pa`, `ps`, any case), or the characters that are neither.
struct TranscriptReader {
    struct Token {
        /// The characters as written, for error messages.
        let text: String
        /// `nil` when `text` is not a move.
        let entry: Transcript.Entry?
    }

    private var remaining: Substring

    init(_ text: String) { remaining = Substring(text) }

    mutating func next() -> Token? {
        remaining = remaining.drop(while: \.isWhitespace)
        guard !remaining.isEmpty else { return nil }
        // The longest spelling first, so that `pass` is not read as `pa` followed by `ss`.
        let start = remaining.prefix(4).lowercased()
        for spelling in Transcript.Entry.passSpellings where start.hasPrefix(spelling) {
            return take(spelling.count, entry: .pass)
        }
        // A cell is two characters; anything else is reported as the (at most) two
        // characters found where a move was expected.
        let candidate = remaining.prefix(2).prefix { !$0.isWhitespace }
        return take(
            candidate.count, entry: Coordinate(String(candidate)).map(Transcript.Entry.place))
    }

    private mutating func take(_ count: Int, entry: Transcript.Entry?) -> Token {
        let text = String(remaining.prefix(count))
        remaining = remaining.dropFirst(count)
        return Token(text: text, entry: entry)
    }
}
