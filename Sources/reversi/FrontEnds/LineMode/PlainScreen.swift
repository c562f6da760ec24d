import ReversiApp
import ReversiCore

/// The screen as plain text for line mode: the board in the spec's diagram notation with
/// coordinates, then one `name: value` line per item, so scripts can read it with grep.
enum PlainScreen {
    /// The mode, and a Computer side's level next to it (spec 10.3).
    static func modeText(_ screen: Screen, _ disk: Disk) -> String {
        screen.modes[disk] == .computer
            ? "computer level \(screen.levels[disk])" : "\(screen.modes[disk])"
    }

    static func render(_ screen: Screen) -> String {
        var lines = screen.board.diagram()
        lines.append("counts: x \(screen.counts.dark), o \(screen.counts.light)")
        lines.append("modes: x \(modeText(screen, .dark)), o \(modeText(screen, .light))")
        lines.append("message: " + screen.message.text { String($0.symbol) })
        if let clock = screen.clock {
            lines.append("clock: " + clock.text { String($0.symbol) })
        }
        if let side = screen.thinking {
            lines.append("thinking: \(side.symbol)")
        }
        if let thought = screen.thought {
            lines.append("thought: \(thought.text)")
        }
        if let lastMove = screen.lastMove {
            lines.append("last move: \(lastMove)")
        }
        if let opening = screen.opening {
            lines.append("opening: \(opening.name)")
        }
        if !screen.record.isEmpty {
            lines.append("record: " + RecordText.shown(screen))
        }
        if let offers = RecordText.offers(screen) {
            lines.append("can: \(offers)")
        }
        if let hint = screen.hint {
            lines.append("hint: \(hint.text)")
        }
        if let analysis = screen.analysis {
            lines.append("analysis: " + analysis.text { String($0.symbol) })
        }
        if let moves = screen.selectableMoves {
            lines.append("moves: " + moves.coordinates.map(\.description).joined(separator: " "))
        }
        if let score = screen.finalScore {
            lines.append("result: \(score.text)")
            lines.append("next: \(Instructions.commands.newGame)")
        }
        if let side = screen.passAlert {
            let words = [
                PassAlertText.title + ".", PassAlertText.text(on: screen),
                PassAlertText.passing(side),
            ]
            let answer = screen.passGoesOnByItself ? "" : " (dismiss)"
            lines.append("alert: \(words.joined(separator: " "))\(answer)")
        }
        if screen.resetConfirmation != nil {
            lines.append("alert: Do you really want to reset the game? (ok, cancel)")
        }
        if let notice = screen.notice {
            lines.append("notice: \(notice.text(.commands))")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }
}
