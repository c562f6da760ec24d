/// A game clock's setting, as tournaments give it: a base time for the whole game and an
/// increment added after each move (`5m`, `5m+3s`, `90s`).
public struct TimeControl: Hashable, Sendable, CustomStringConvertible {
    public let base: Duration
    public let increment: Duration

    public init(base: Duration, increment: Duration = .zero) {
        self.base = base
        self.increment = increment
    }

    /// Reads `5m`, `5m+3s`, `1h`, `90s`, `1m30s+2s` or a bare number of seconds; `nil` for
    /// anything else, a base of no time included.
    public init?(_ text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let base = Self.duration(parts[0]), base > .zero
        else { return nil }
        let increment = parts.count == 2 ? Self.duration(parts[1]) : .zero
        guard let increment else { return nil }
        self.init(base: base, increment: increment)
    }

    /// `90`, `90s`, `5m`, `1h`, `1m30s`: numbers in decimal digits, each followed by a unit,
    /// seconds when bare; `nil` for anything else, a sign or a number of seconds too large
    /// for `Int` included.
    static func duration(_ text: Substring) -> Duration? {
        guard !text.isEmpty, text.count <= 32 else { return nil }
        if text.allSatisfy(\.isASCIIDigit) { return Int(text).map(Duration.seconds) }
        var total = 0
        var digits = ""
        for character in text {
            if character.isASCIIDigit {
                digits.append(character)
                continue
            }
            guard let value = Int(digits), let unit = units[character] else { return nil }
            let (seconds, overflow) = value.multipliedReportingOverflow(by: unit)
            let (sum, overflowOfSum) = total.addingReportingOverflow(seconds)
            guard !overflow, !overflowOfSum else { return nil }
            total = sum
            digits = ""
        }
        return digits.isEmpty ? .seconds(total) : nil
    }

    /// The seconds of each unit.
    private static let units: [Character: Int] = ["h": 3600, "m": 60, "s": 1]

    public var description: String {
        increment == .zero ? Self.text(base) : "\(Self.text(base))+\(Self.text(increment))"
    }

    private static func text(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds >= 60, seconds % 60 == 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }

    /// The time a side gives one move, with `remaining` on its clock, `increment` to come after
    /// the move and `empties` empty cells: an even share of what is left over the moves it
    /// still has to play (about half the empties), most of the increment, and a margin kept
    /// for the answer to travel, so that a game played to its end is never lost on time.
    public static func moveTime(remaining: Duration, increment: Duration, empties: Int)
        -> Duration
    {
        let margin = min(remaining / 10, .milliseconds(100))
        let usable = remaining - margin
        guard usable > .zero else { return .milliseconds(1) }
        let movesLeft = max(2, (empties + 1) / 2)
        let share = usable / movesLeft + increment * 0.8
        return max(.milliseconds(1), min(share, usable / 2))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
