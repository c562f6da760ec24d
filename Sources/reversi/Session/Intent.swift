import ReversiApp
import ReversiCore
import ReversiEngine

/// What the person at the keyboard asked for, in either mode, before it becomes an event
/// of the application machine. Whether it is allowed now is the machine's business.
enum Intent: Hashable, Sendable {
    case place(Coordinate)
    case setMode(Disk, PlayerMode)
    case setLevel(Disk, Level)
    case requestReset
    case moveResetFocus
    case confirmReset
    case cancelReset
    case dismissPass
    case undo
    case redo
    case hint
    /// Analyse the game played so far (spec 19.3).
    case analyse
    /// A key that only the front end uses (a cursor move): the person has seen the notice.
    case dismissNotice
    case quit
    /// Print the whole record (line mode; the terminal always shows it).
    case showRecord
    /// Give the terminal back and stop, as Ctrl-Z does in other full-screen programs.
    case suspend

    /// The machine's event for this intent; quitting and suspending are the shell's alone.
    var event: Event? {
        switch self {
        case .place(let cell): .person(.cellSelected(cell))
        case .setMode(let disk, let mode): .person(.modeSelected(disk, mode))
        case .setLevel(let disk, let level): .person(.levelSelected(disk, level))
        case .requestReset: .person(.resetPressed)
        case .moveResetFocus: .person(.resetFocusMoved)
        case .confirmReset: .person(.resetConfirmed)
        case .cancelReset: .person(.resetCancelled)
        case .dismissPass: .person(.passDismissed)
        case .undo: .person(.undoPressed)
        case .redo: .person(.redoPressed)
        case .hint: .person(.hintRequested)
        case .analyse: .person(.analysisRequested)
        case .dismissNotice: .person(.noticeDismissed)
        case .quit, .suspend, .showRecord: nil
        }
    }
}
