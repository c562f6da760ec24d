/// A key press, as the game understands it.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, space, tab, escape
    /// Ctrl-C (or Ctrl-D): raw mode turns them into keys, and they quit.
    case interrupt
    /// A printable ASCII character.
    case character(Character)
}

/// Turns the bytes a raw terminal sends into keys.
///
/// Escape sequences may be split across reads, so an unfinished one is kept for the next
/// call; a lone escape at the end of a read is the Escape key (terminals send a sequence
/// in one write).
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < input.count else {
                    keys.append(.escape)
                    continue
                }
                guard input[index] == UInt8(ascii: "[") || input[index] == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    continue
                }
                // CSI or SS3: parameters, then one final byte in 0x40...0x7E.
                guard
                    let final = input[(index + 1)...].firstIndex(where: {
                        (0x40...0x7E).contains($0)
                    })
                else {
                    pending = Array(input[(index - 1)...])
                    return keys
                }
                switch input[final] {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                default: break  // keys the game has no use for (F1, Delete, ...)
                }
                index = final + 1
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x20: keys.append(.space)
            case 0x09: keys.append(.tab)
            case 0x03, 0x04: keys.append(.interrupt)
            case 0x21...0x7E: keys.append(.character(Character(UnicodeScalar(byte))))
            default: break  // other control bytes and non-ASCII text mean nothing here
            }
        }
        return keys
    }
}
