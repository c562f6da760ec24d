import ReversiApp
import ReversiCore

/// Short, readable names of events and effects for traces (their default descriptions print
/// whole nested values).
public enum EventText {
    public static func describe(_ event: Event) -> String {
        switch event {
        case .launched(let load, let modes):
            let loaded =
                switch load {
                case .noSavedGame: "no saved game (new game \(describe(modes)))"
                case .loaded(let saved): "saved game: \(describe(saved))"
                case .unreadable: "unreadable save"
                }
            return "launched, \(loaded)"
        case .cellSelected(let cell): return "select \(cell)"
        case .modeSelected(let disk, let mode): return "switch \(disk) to \(mode)"
        case .resetPressed: return "reset pressed"
        case .resetFocusMoved: return "reset focus moved"
        case .resetConfirmed: return "reset confirmed"
        case .resetCancelled: return "reset cancelled"
        case .passDismissed: return "pass dismissed"
        case .noticeDismissed: return "notice dismissed"
        case .saveFailed(let reason): return "save failed: \(reason)"
        case .animationStepFinished(let ticket): return "animation step \(ticket) finished"
        case .computerAnswered(let ticket, let cell): return "computer answers \(ticket): \(cell)"
        }
    }

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .startThinking(let moves, let ticket):
            "startThinking(\(moves.disk) \(ticket), moves \(moves.map { "\($0.coordinate)" }.joined(separator: " ")))"
        case .cancelThinking(let ticket): "cancelThinking(\(ticket))"
        case .scheduleAnimationStep(let ticket): "scheduleAnimationStep(\(ticket))"
        case .cancelAnimationStep(let ticket): "cancelAnimationStep(\(ticket))"
        case .save(let saved): "save(\(describe(saved)))"
        }
    }

    public static func describe(_ notice: Notice) -> String {
        switch notice {
        case .unreadableSave(let reason): "unreadable save: \(reason)"
        case .saveFailed(let reason): "save failed: \(reason)"
        }
    }

    public static func describe(_ message: Message) -> String {
        switch message {
        case .turn(let disk): "\(disk.symbol)'s turn"
        case .won(let disk): "\(disk.symbol) won"
        case .tied: "Tied"
        }
    }

    public static func describe(_ modes: PlayerModes) -> String {
        "x \(modes.dark), o \(modes.light)"
    }

    public static func describe(_ saved: SavedGame) -> String {
        let turn = saved.game.turn.map { "\($0) to move" } ?? "game over"
        return "\(turn), \(describe(saved.modes))"
    }
}
