import ReversiCore
import ReversiEngine

/// Both sides' clocks of a game under a time control (spec 16.2): what each side has left of
/// its time for the whole game. A clock only ever goes down by the time its side spent to
/// move, and up by the increment after that side's move; it never shows less than nothing.
public struct GameClock: Hashable, Sendable {
    public let control: TimeControl
    public private(set) var remaining: BySide<Duration>

    /// A new game's clocks: the base time on both.
    public init(_ control: TimeControl) {
        self.control = control
        remaining = BySide(dark: control.base, light: control.base)
    }

    /// Clocks as a saved game left them (spec 8.6): no side has less than nothing.
    public init(_ control: TimeControl, remaining: BySide<Duration>) {
        self.control = control
        self.remaining = BySide(
            dark: max(.zero, remaining.dark), light: max(.zero, remaining.light))
    }

    /// Takes `elapsed` off `disk`'s clock; whether that side's time has run out.
    mutating func spend(_ elapsed: Duration, by disk: Disk) -> Bool {
        remaining[disk] = max(.zero, remaining[disk] - elapsed)
        return remaining[disk] == .zero
    }

    /// Adds the increment after `disk`'s move.
    mutating func credit(_ disk: Disk) {
        remaining[disk] += control.increment
    }

    /// The time `disk`'s computer gives one move with `empties` empty cells: the engine's
    /// share of what is left, so that a game played to its end is never lost on time.
    public func moveTime(for disk: Disk, empties: Int) -> Duration {
        TimeControl.moveTime(
            remaining: remaining[disk], increment: control.increment, empties: empties)
    }
}
