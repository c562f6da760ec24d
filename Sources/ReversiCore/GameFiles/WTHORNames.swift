/// The names of a WTHOR database (spec 18.2): players (`.JOU`, 20 bytes a name) or
/// tournaments (`.TRN`, 26 bytes), after the same 16-byte header as the games, each name
/// Latin-1 padded with NUL bytes. A game refers to a name by its index, from 0.
public struct WTHORNames: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
        case player, tournament

        /// The fixed width of one name.
        var width: Int { (self == .player ? WTHORError.FileKind.players : .tournaments).recordSize }

        public var description: String { rawValue }
    }

    public let kind: Kind
    public let names: [String]

    public init(kind: Kind, names: [String]) {
        self.kind = kind
        self.names = names
    }

    public init(kind: Kind, bytes: [UInt8]) throws(WTHORError) {
        let header = try WTHORHeader(bytes, kind: kind == .player ? .players : .tournaments)
        self.kind = kind
        names = (0..<header.names).map { index in
            let start = WTHORHeader.size + index * kind.width
            let field = bytes[start..<start + kind.width].prefix { $0 != 0 }
            return String(String.UnicodeScalarView(field.map { Unicode.Scalar($0) }))
        }
    }

    /// The name at `index`, or an error naming `game` when the file has no such name (a
    /// database whose names file is from another edition).
    public func name(_ index: Int, game: Int) throws(WTHORError) -> String {
        guard names.indices.contains(index) else {
            throw WTHORError(
                game: game, problem: .nameIndex(kind: kind, index: index, count: names.count))
        }
        return names[index]
    }

    /// The file's bytes: a name is cut to its width less one, so that a NUL always ends it,
    /// and a character outside Latin-1 is written `?`.
    public var bytes: [UInt8] {
        var bytes = WTHORHeader(games: 0, names: names.count, year: 0).bytes
        for name in names {
            let field = name.unicodeScalars.prefix(kind.width - 1).map { scalar in
                scalar.value < 256 ? UInt8(scalar.value) : UInt8(ascii: "?")
            }
            bytes += field + Array(repeating: 0, count: kind.width - field.count)
        }
        return bytes
    }
}
