import ReversiApp
import ReversiCore

/// The screen as plain text for line mode: the board in the spec's diagram notation with
/// coordinates, then one `name: value` line per item, so scripts can read it with grep.
enum PlainScreen {
    static func render(_ presentation: Presentation) -> String {
        let screen = presentation.screen
        var lines = ["  abcdefgh"]
        for (row, text) in zip(Row.allCases, screen.board.rows) {
            lines.append("\(row.digit) \(text)")
        }
        if let counts = screen.counts {
            lines.append("counts: x \(counts.dark), o \(counts.light)")
        }
        lines.append("modes: x \(screen.modes.dark), o \(screen.modes.light)")
        if let message = screen.message {
            lines.append("message: " + message.text { String($0.symbol) })
        }
        for disk in Disk.allCases where screen.thinking.contains(disk) {
            lines.append("thinking: \(disk.symbol)")
        }
        if let lastMove = presentation.lastMove {
            lines.append("last move: \(lastMove)")
        }
        if !presentation.markedMoves.isEmpty {
            lines.append(
                "moves: " + presentation.markedMoves.map(\.description).joined(separator: " "))
        }
        if screen.passAlert {
            lines.append("alert: Pass. Cannot place a disk. (dismiss)")
        }
        if screen.resetConfirmation {
            lines.append("alert: Do you really want to reset the game? (ok, cancel)")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
