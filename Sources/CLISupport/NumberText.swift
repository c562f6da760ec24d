/// Numbers as a command line writes them: plain decimal only, and always within a bound, so no
/// value typed by a user can overflow what it is used for.
public enum NumberText {
    /// A whole number in decimal digits (and a leading `-`) within `range`; `nil` otherwise,
    /// also for one too large for `Int`.
    public static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(text),
            range.contains(value)
        else { return nil }
        return value
    }

    /// A whole number from 0 to `UInt64.max` in decimal digits; `nil` otherwise.
    public static func unsigned(_ text: String) -> UInt64? {
        text.allSatisfy(\.isASCIIDigit) ? UInt64(text) : nil
    }

    /// A seed: a whole number from 0 to `UInt64.max` in decimal digits, or in hexadecimal
    /// digits after `0x`; `nil` otherwise.
    public static func seed(_ text: String) -> UInt64? {
        guard text.lowercased().hasPrefix("0x") else { return unsigned(text) }
        let digits = text.dropFirst(2)
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII)
        else { return nil }
        return UInt64(digits, radix: 16)
    }

    /// A number in plain decimal notation (`2`, `0.25`, `.5`) within `range`: no sign, no
    /// exponent, no hexadecimal, no `inf` or `nan`, all of which `Double(_:)` would accept.
    public static func decimal(_ text: String, in range: ClosedRange<Double>) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let value = Double(text), range.contains(value)
        else { return nil }
        return value
    }

    /// `a number from 1 to 256`, or with another name for the number.
    /// `from 1 to 256` with an empty name.
    public static func describe(_ range: ClosedRange<Int>, as what: String = "a number") -> String {
        (what.isEmpty ? "" : what + " ") + "from \(range.lowerBound) to \(range.upperBound)"
    }

    /// A count of tenths as a number with one decimal: `12` as `1.2`, `-5` as `-0.5`; `signed`
    /// puts a `+` before a number above zero. The one way the programs write one decimal.
    public static func tenths(_ tenths: Int, signed: Bool = false) -> String {
        let sign = tenths < 0 ? "-" : signed && tenths > 0 ? "+" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// `value` with one decimal, rounded half away from zero: `0.25` as `0.3`, `-0.04` as
    /// `0.0`.
    public static func oneDecimal(_ value: Double, signed: Bool = false) -> String {
        tenths(value.isFinite ? Int((value * 10).rounded()) : 0, signed: signed)
    }

    /// Hundredths (of a disk) with one decimal, rounded half away from zero in whole numbers,
    /// so that no binary fraction tips a half: `125` as `1.3`, `-125` as `-1.3`.
    public static func oneDecimal(hundredths: Int, signed: Bool = false) -> String {
        tenths((hundredths + (hundredths >= 0 ? 5 : -5)) / 10, signed: signed)
    }

    /// `3600`, `0.25`: without a trailing `.0`.
    public static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `text or json`, `a, b or c`.
    public static func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
