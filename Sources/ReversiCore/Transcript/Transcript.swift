/// A game's moves in standard notation, one entry per ply: `f5d6c3d3c4`.
///
/// Reading is forgiving (any case, spaces between moves, any of `Entry.passSpellings` for a
/// pass);
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

        /// Every way a pass is written that the program reads, in any case, longest first:
        /// `pass`, GGF's and NBoard's `PA`, `PS`, and xboard's `@@@@`. Every reader takes them
        /// all; the program writes `pass` (and each protocol its own form).
        public static let passSpellings = ["pass", "@@@@", "pa", "ps"]

        /// `word` as a pass or a cell, in any case; `nil` for anything else.
        public init?(word: some StringProtocol) {
            let lower = word.lowercased()
            if Self.passSpellings.contains(lower) {
                self = .pass
            } else if let cell = Coordinate(lower) {
                self = .place(cell)
            } else {
                return nil
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
