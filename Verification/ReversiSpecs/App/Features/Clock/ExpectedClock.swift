import ReversiApp
import ReversiCore
import ReversiEngine

/// The game clocks as spec 16.2 says they must stand, kept by the checker's world from the
/// events alone, apart from the machine's own: each side starts with the base time, loses the
/// time that passes while it must place (no move shown, nobody lost yet), gains the increment
/// when a move of its own starts, and a confirmed reset starts both again. A resumed game's
/// clocks start where its save left them (spec 8.6). The side whose time reaches nothing has
/// lost.
public struct ExpectedClock: Hashable, Sendable {
    public let control: TimeControl
    public private(set) var remaining: BySide<Duration>
    public private(set) var lost: Disk?

    init(_ control: TimeControl) {
        self.control = control
        remaining = BySide(dark: control.base, light: control.base)
        lost = nil
    }

    /// The clocks a saved game left: its time control and the times it kept.
    init(_ saved: GameClock) {
        control = saved.control
        remaining = saved.remaining
        lost = nil
    }

    /// The side whose clock runs in `world`: the side that must place, while no move is shown
    /// and nobody has lost.
    func running(in world: AppWorld) -> Disk? {
        guard lost == nil, world.animation == nil else { return nil }
        return world.app.game?.legalMoves?.disk
    }

    /// The clocks after `event` took `before` to `after`.
    func after(_ event: Event, from before: AppWorld, to after: AppWorld) -> ExpectedClock {
        var next = self
        if event == .person(.resetConfirmed), before.screen?.resetConfirmation != nil {
            return ExpectedClock(control)
        }
        if case .world(.timePassed(let elapsed)) = event, let side = running(in: before) {
            next.remaining[side] = max(.zero, remaining[side] - elapsed)
            if next.remaining[side] == .zero { next.lost = side }
        }
        if let move = after.animation, move.ticket != before.animation?.ticket {
            next.remaining[move.move.disk] += control.increment
        }
        return next
    }
}
