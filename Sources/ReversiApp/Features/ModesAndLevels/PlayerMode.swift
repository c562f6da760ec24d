import ReversiCore

/// Who plays a side: a person selecting cells, or the computer.
public enum PlayerMode: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case manual = 0
    case computer = 1

    public var description: String { self == .manual ? "manual" : "computer" }
}

/// Each side's mode.
public typealias PlayerModes = BySide<PlayerMode>

extension BySide where Value == PlayerMode {
    public static let manual = PlayerModes(dark: .manual, light: .manual)

    /// Whether the computer plays both sides: nobody is there to answer an alert (spec 15.13).
    public var hasNoPerson: Bool { dark == .computer && light == .computer }

    /// Whether a person plays either side.
    public var hasManualSide: Bool { dark == .manual || light == .manual }
}
