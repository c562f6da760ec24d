/// A game's moves in standard notation, one entry per ply: `f5d6c3d3c4`.
///
/// Reading is forgiving (any case, spaces between moves, `pass`, `pa` or `ps` for a pass);
/// writing is canonical (lower case, run together, `pass` for a pass), so that a written
/// transcript always reads back to the same entries.
public struct Transcript: Hashable, Sendable, CustomStringConvertible {
    /// One ply as written: a disk placed on a cell, or a pass.
    public enum Entry: Hashable, Sendable, CustomStringConvertible {
        case place(Coordinate)
        case pass

        public var description: String {
            switch self {
            case .place(let coordinate): coordinate.description
            case .pass: "pass"
            }
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }

    /// Reads a transcript; the error names the first entry that is not a move.
    public init(parsing text: String) throws(TranscriptError) {
        var reader = TranscriptReader(text)
        var entries: [Entry] = []
        while let token = reader.next() {
            guard let entry = token.entry else {
                throw TranscriptError(
                    index: entries.count + 1, written: token.text, problem: .unreadable)
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    public var description: String { entries.map(\.description).joined() }
}
