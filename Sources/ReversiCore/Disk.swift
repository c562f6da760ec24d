/// A disk, and so a side: dark (`x`, moves first) or light (`o`).
public enum Disk: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case dark
    case light

    /// The other side.
    @inlinable
    public var flipped: Disk { self == .dark ? .light : .dark }

    /// The symbol of the text diagrams and of the save format.
    public var symbol: Character { self == .dark ? "x" : "o" }

    public init?(symbol: Character) {
        switch symbol {
        case "x": self = .dark
        case "o": self = .light
        default: return nil
        }
    }

    public var description: String { self == .dark ? "dark" : "light" }
}
