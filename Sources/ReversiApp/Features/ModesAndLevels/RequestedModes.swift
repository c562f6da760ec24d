import ReversiCore
import ReversiEngine

/// The modes asked for at launch (`--dark`, `--light`): they make a new game's modes, and a
/// resumed game, which keeps its saved modes, says which of them it did not apply (spec 15.8).
public struct RequestedModes: Hashable, Sendable {
    public var dark: PlayerMode?
    public var light: PlayerMode?
    /// The levels asked for, by side: a new game's (0 where none was asked), and in a resumed
    /// game in place of the saved level of that side (spec 8.6).
    public var levels: BySide<Level?>
    /// The time control asked for (`--time`), if any: a new game starts with both clocks full,
    /// and so does a resumed game in place of its saved clock (spec 8.6, 16.2).
    public var clock: TimeControl?

    public init(
        dark: PlayerMode? = nil, light: PlayerMode? = nil,
        levels: BySide<Level?> = BySide(dark: nil, light: nil), clock: TimeControl? = nil
    ) {
        self.dark = dark
        self.light = light
        self.levels = levels
        self.clock = clock
    }

    /// Nothing asked for: a new game is Manual against Manual.
    public static let none = RequestedModes()

    public subscript(disk: Disk) -> PlayerMode? {
        get { disk == .dark ? dark : light }
        set {
            if disk == .dark { dark = newValue } else { light = newValue }
        }
    }

    public var isEmpty: Bool { dark == nil && light == nil }

    /// Each side's level: the one asked for, else the one of `levels`.
    public func levels(over levels: SideLevels) -> SideLevels {
        SideLevels(
            dark: self.levels.dark ?? levels.dark, light: self.levels.light ?? levels.light)
    }

    /// A new game's modes: a side not asked for plays Manual.
    public var newGame: PlayerModes { PlayerModes(dark: dark ?? .manual, light: light ?? .manual) }

    /// The requests that `modes` does not already meet.
    public func unmet(by modes: PlayerModes) -> RequestedModes {
        var unmet = RequestedModes.none
        for disk in Disk.allCases where self[disk] != nil && self[disk] != modes[disk] {
            unmet[disk] = self[disk]
        }
        return unmet
    }
}
