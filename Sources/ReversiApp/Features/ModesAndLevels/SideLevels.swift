import ReversiCore
import ReversiEngine

/// Each side's level. A side keeps its level while a person plays it; the level is used when
/// the side is Computer. Levels are saved with the game (spec 8.6).
public typealias SideLevels = BySide<Level>

extension BySide where Value == Level {
    /// Both sides at level 0, the default.
    public static let random = SideLevels(dark: .random, light: .random)
}
