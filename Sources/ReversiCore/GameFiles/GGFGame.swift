/// A game as a GGF file holds it (spec 18.1): the game played from its start, what was
/// written with each move, and the properties the rules do not read (players, place, date,
/// result, clocks), kept so that a game read and written again loses nothing.
///
/// GGF is the game format of the GGS server and of NBoard:
/// `(;GM[Othello]PB[..]PW[..]RE[..]TY[8]BO[8 <64 cells> <side>]B[d3]W[c5/-1.5/2.1]B[PA];)`.
public struct GGFGame: Hashable, Sendable {
    public let played: PlayedGame
    /// One entry per ply of `played`: what was written after the move, if anything. A pass the
    /// file left out (and reading put in) has none.
    public let annotations: [GGFAnnotation?]
    /// The properties other than the game (`GM`), the start (`BO`) and the moves (`B`, `W`),
    /// in the order written.
    public let properties: [GGFProperty]

    /// A game with no annotations.
    public init(_ played: PlayedGame, properties: [GGFProperty] = []) {
        self.init(
            played: played, annotations: Array(repeating: nil, count: played.plies.count),
            properties: properties)
    }

    /// Only the reader gives annotations, one for each ply it played.
    init(played: PlayedGame, annotations: [GGFAnnotation?], properties: [GGFProperty]) {
        self.played = played
        self.annotations = annotations
        self.properties = properties
    }

    /// The value of the first property named `name`, if the game has one.
    public func value(of name: String) -> String? {
        properties.first { $0.name == name }?.value
    }
}

/// A property of a GGF game the rules do not read: a name of ASCII letters and digits (`PB`,
/// `RE`, `TI`) and its text.
public struct GGFProperty: Hashable, Sendable {
    public let name: String
    public let value: String

    /// GGS writes the board type as the size with letters for variants (`8`, `8r`, `s8`): only
    /// the size matters to the rules.
    static func isEightByEight(type: String) -> Bool {
        let digits = type.unicodeScalars.filter { $0.isASCII && GGFSyntax.isDigit(UInt8($0.value)) }
        return digits.isEmpty || String(digits) == "8"
    }

    /// The names the game itself is written with, which a kept property cannot take.
    static let interpreted: Set<String> = ["GM", "BO", "B", "W"]

    /// Fails for an empty name, a name with other characters than ASCII letters and digits
    /// (it could not be read back), one of the game's own (`GM`, `BO`, `B`, `W`), or a board
    /// type (`TY`) for another size than 8, which no game of this program has.
    public init?(name: String, value: String) {
        guard !name.isEmpty, name.utf8.allSatisfy(GGFSyntax.isNameByte),
            !Self.interpreted.contains(name), name != "TY" || Self.isEightByEight(type: value)
        else { return nil }
        self.name = name
        self.value = value
    }
}

/// What GGF writes after a move, each part optional: the mover's evaluation and the seconds
/// the move took (`d3/-1.50/2.1`, `d3//2.1`), each a plain decimal number as written.
public struct GGFAnnotation: Hashable, Sendable {
    public let evaluation: String?
    public let seconds: String?

    /// Fails when a part is not a plain decimal number (an optional sign, digits, an optional
    /// fraction), or when both are absent.
    public init?(evaluation: String?, seconds: String?) {
        guard evaluation != nil || seconds != nil,
            evaluation.map(Self.isDecimal) ?? true, seconds.map(Self.isDecimal) ?? true
        else { return nil }
        self.evaluation = evaluation
        self.seconds = seconds
    }

    /// `-1.5`, `+2`, `.25`, `3.`: not `nan`, `1e3` or `0x10`, which other readers would not
    /// take.
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let whole = bytes.prefix(while: GGFSyntax.isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: GGFSyntax.isDigit)
            bytes = bytes.dropFirst(fraction.count)
        }
        return bytes.isEmpty && (!whole.isEmpty || !fraction.isEmpty)
    }

    /// As written after the move: `/-1.5/2.1`, `//2.1`, `/-1.5`.
    var text: String {
        "/" + (evaluation ?? "") + (seconds.map { "/" + $0 } ?? "")
    }
}
