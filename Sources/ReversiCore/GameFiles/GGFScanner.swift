/// The byte-level shape of GGF: games `(; ... ;)`, each a run of properties `NAME[value]`.
/// Reads bytes, not characters, so that any file (binary, not UTF-8, a combining mark after a
/// bracket) is read the same way, in one pass, and every error can give its byte offset.
enum GGFSyntax {
    static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }
}

/// One property as written, its value with the escapes (`\]`, `\\`) taken out.
struct GGFRawProperty {
    let name: String
    let value: [UInt8]
    /// Where the name starts, counting bytes from 0.
    let offset: Int

    var text: String { String(decoding: value, as: UTF8.self) }
}

/// Splits a file into games of raw properties, one game at a time.
struct GGFScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next game's properties; `nil` when only whitespace is left.
    mutating func nextGame() throws(GGFSyntaxError) -> [GGFRawProperty]? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        try expect("(", what: "'(;' to start a game")
        skipWhitespace()
        try expect(";", what: "'(;' to start a game")
        var properties: [GGFRawProperty] = []
        while true {
            skipWhitespace()
            guard let byte = peek() else {
                throw GGFSyntaxError(offset: position, found: nil, expected: "';)' to end the game")
            }
            switch byte {
            case UInt8(ascii: ";"): position += 1
            case UInt8(ascii: ")"):
                position += 1
                return properties
            case _ where GGFSyntax.isNameByte(byte):
                properties += try property()
            default:
                throw GGFSyntaxError(
                    offset: position, found: byte,
                    expected: "a property such as B[d3], or ';)' to end the game")
            }
        }
    }

    /// A name and its values (`AB[a1][b2]` is two properties of one name).
    private mutating func property() throws(GGFSyntaxError) -> [GGFRawProperty] {
        let start = position
        while let byte = peek(), GGFSyntax.isNameByte(byte) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self).uppercased()
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else {
            throw GGFSyntaxError(
                offset: position, found: peek(), expected: "'[' after the property name")
        }
        var values: [GGFRawProperty] = []
        while peek() == UInt8(ascii: "[") {
            position += 1
            values.append(GGFRawProperty(name: name, value: try value(), offset: start))
            skipWhitespace()
        }
        return values
    }

    /// The bytes up to the closing `]`, which is consumed.
    private mutating func value() throws(GGFSyntaxError) -> [UInt8] {
        var value: [UInt8] = []
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "]"): return value
            case UInt8(ascii: "\\"):
                guard let escaped = peek() else { break }
                position += 1
                value.append(escaped)
            default: value.append(byte)
            }
        }
        throw GGFSyntaxError(offset: position, found: nil, expected: "']' to end the value")
    }

    private mutating func expect(_ symbol: Unicode.Scalar, what: String) throws(GGFSyntaxError) {
        guard peek() == UInt8(ascii: symbol) else {
            throw GGFSyntaxError(offset: position, found: peek(), expected: what)
        }
        position += 1
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), GGFSyntax.isWhitespace(byte) { position += 1 }
    }
}

/// Where the bytes stop being GGF: the offset (from 0), the byte found there (`nil` at the
/// end of the file) and what was expected instead.
public struct GGFSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public let offset: Int
    public let found: UInt8?
    public let expected: String

    public var description: String {
        guard let found else { return "the file ends at offset \(offset); expected \(expected)" }
        return "unexpected \(Self.shown(found)) at offset \(offset); expected \(expected)"
    }

    /// A printable ASCII byte quoted, any other in hexadecimal: the file may be anything.
    static func shown(_ byte: UInt8) -> String {
        byte >= 0x21 && byte <= 0x7E
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + hex(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
