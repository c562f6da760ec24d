import ReversiCore
import ReversiEngine

/// Each side's level. A side keeps its level while a person plays it; the level is used when
/// the side is Computer. Levels are not saved: a launch takes the levels asked for.
public struct SideLevels: Hashable, Sendable {
    public var dark: Level
    public var light: Level

    public init(dark: Level, light: Level) {
        self.dark = dark
        self.light = light
    }

    /// Both sides at level 0, the default.
    public static let random = SideLevels(dark: .random, light: .random)

    public subscript(disk: Disk) -> Level {
        get { disk == .dark ? dark : light }
        set {
            if disk == .dark { dark = newValue } else { light = newValue }
        }
    }
}
