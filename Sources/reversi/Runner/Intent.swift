import ReversiApp
import ReversiCore

/// What the person at the keyboard asked for, in either mode, before it becomes an event
/// of the application machine. Whether it is allowed now is the machine's business.
enum Intent: Hashable, Sendable {
    case place(Coordinate)
    case setMode(Disk, PlayerMode)
    case requestReset
    case confirmReset
    case cancelReset
    case dismissPass
    case quit
}
