/// The seed of one case, printed in hexadecimal so that it can be copied into a replay.
public struct CaseSeed: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(_ value: UInt64) { self.value = value }

    /// Parses `0x`-prefixed hexadecimal or plain decimal, as printed or typed.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace
        let parsed =
            trimmed.lowercased().hasPrefix("0x")
            ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed)
        guard let parsed else { return nil }
        value = parsed
    }

    public var description: String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
