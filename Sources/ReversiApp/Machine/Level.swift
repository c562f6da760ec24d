import ReversiCore

/// How strongly the computer plays a side (spec 10.1, 10.2): 0 is the reference random player,
/// the default; 1 to `strongest` search, each deeper than the one below, the strongest solving
/// every position with 20 or fewer empty cells exactly. Only a valid level can be made.
public struct Level: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let number: Int

    /// The number of the strongest level; the engine's strongest level has the same.
    public static let strongestNumber = 5

    private init(valid number: Int) { self.number = number }

    /// The level numbered `number`, if there is one.
    public init?(_ number: Int) {
        guard (0...Self.strongestNumber).contains(number) else { return nil }
        self.init(valid: number)
    }

    /// Level 0: a uniformly random legal move after the think delay (spec 10.1).
    public static let random = Level(valid: 0)
    public static let strongest = Level(valid: strongestNumber)
    /// Every level, weakest first.
    public static let all = (0...strongestNumber).map(Level.init(valid:))

    /// The next level up or down, if there is one.
    public var stronger: Level? { Level(number + 1) }
    public var weaker: Level? { Level(number - 1) }

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}

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
