/// A key press (or a click), as the game understands it.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, space, tab, escape
    /// Ctrl-C (or Ctrl-D): raw mode turns them into keys, and they quit.
    case interrupt
    /// Ctrl-Z: raw mode turns it into a key, and it suspends the game.
    case suspend
    /// A printable ASCII character.
    case character(Character)
    /// A press of the first mouse button at this column and row of the window (1-based).
    case click(column: Int, row: Int)
}

/// Turns the bytes a raw terminal sends into keys.
///
/// Escape sequences may be split across reads, so an unfinished one is kept for the next
/// call; a lone escape at the end of a read is the Escape key (terminals send a sequence
/// in one write). Mouse reports come as SGR sequences (`ESC [ < button ; column ; row M`).
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// An unfinished sequence longer than this is no sequence a terminal sends: it is dropped
    /// rather than kept waiting for ever.
    private static let longestSequence = 64

    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            guard input[index] == 0x1B else {
                if let key = Self.key(input[index]) { keys.append(key) }
                index += 1
                continue
            }
            guard let (key, next) = Self.sequence(in: input, at: index) else {
                if input.count - index <= Self.longestSequence { pending = Array(input[index...]) }
                return keys
            }
            if let key { keys.append(key) }
            index = next
        }
        return keys
    }

    private static func key(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x20: .space
        case 0x09: .tab
        case 0x03, 0x04: .interrupt
        case 0x1A: .suspend
        case 0x21...0x7E: .character(Character(UnicodeScalar(byte)))
        default: nil  // other control bytes and non-ASCII text mean nothing here
        }
    }

    /// The escape sequence at `start` (an escape byte): its key, if the game has a use for it,
    /// and where the input goes on; `nil` while the sequence is unfinished.
    private static func sequence(in input: [UInt8], at start: Int) -> (Key?, Int)? {
        let introducer = start + 1
        guard introducer < input.count else { return (.escape, introducer) }
        let isCSI = input[introducer] == UInt8(ascii: "[")
        guard isCSI || input[introducer] == UInt8(ascii: "O") else {
            return (.escape, introducer)
        }
        // CSI or SS3: parameters, then one final byte in 0x40...0x7E.
        guard
            let final = input[(introducer + 1)...].firstIndex(where: { (0x40...0x7E).contains($0) })
        else { return nil }
        let parameters = input[(introducer + 1)..<final]
        switch input[final] {
        case UInt8(ascii: "A"): return (.up, final + 1)
        case UInt8(ascii: "B"): return (.down, final + 1)
        case UInt8(ascii: "C"): return (.right, final + 1)
        case UInt8(ascii: "D"): return (.left, final + 1)
        case UInt8(ascii: "M") where isCSI && parameters.isEmpty:
            // A mouse report in the old encoding, from a terminal without SGR reports: its
            // three bytes are positions, not keys.
            return final + 3 < input.count ? (nil, final + 4) : nil
        case UInt8(ascii: "M") where parameters.first == UInt8(ascii: "<"):
            return (click(parameters.dropFirst()), final + 1)
        default: return (nil, final + 1)  // keys the game has no use for (F1, Delete, releases)
        }
    }

    /// The click of an SGR press report's `button;column;row`: the first button, with or
    /// without modifier keys; no drag, no wheel.
    private static func click(_ parameters: ArraySlice<UInt8>) -> Key? {
        let numbers = parameters.split(
            separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
        )
        .map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1],
            let row = numbers[2], button & ~0b1_1100 == 0
        else { return nil }
        return .click(column: column, row: row)
    }
}
