import ReversiCore

/// Who plays a side: a person selecting cells, or the computer.
public enum PlayerMode: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case manual = 0
    case computer = 1

    public var description: String { self == .manual ? "manual" : "computer" }
}

/// Each side's mode.
public struct PlayerModes: Hashable, Sendable {
    public var dark: PlayerMode
    public var light: PlayerMode

    public init(dark: PlayerMode, light: PlayerMode) {
        self.dark = dark
        self.light = light
    }

    public static let manual = PlayerModes(dark: .manual, light: .manual)

    /// Whether a person plays either side.
    public var hasManualSide: Bool { dark == .manual || light == .manual }

    public subscript(disk: Disk) -> PlayerMode {
        get { disk == .dark ? dark : light }
        set {
            if disk == .dark { dark = newValue } else { light = newValue }
        }
    }
}
