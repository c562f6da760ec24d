import ReversiApp
import ReversiCore
import ReversiEngine

/// Short, readable names of events and effects for traces (their default descriptions print
/// whole nested values): each feature words its own (`FeatureSpec`), with the words for the
/// values they share here.
public enum EventText {
    /// An event in the words of the feature it belongs to (`FeatureSpec.eventText`).
    public static func describe(_ event: Event) -> String {
        FeatureSpec.all.lazy.compactMap { $0.eventText(event) }.first ?? "\(event)"
    }

    /// An effect in the words of the feature that asks for it (`FeatureSpec.effectText`).
    public static func describe(_ effect: Effect) -> String {
        FeatureSpec.all.lazy.compactMap { $0.effectText(effect) }.first ?? "\(effect)"
    }

    public static func describe(_ notice: Notice) -> String {
        switch notice {
        case .unreadableSave(let reason): "unreadable save: \(reason)"
        case .recordSetAside(let reason): "record set aside: \(reason)"
        case .started(let start, _): "started \(describe(start))"
        case .saveFailed(let reason): "save failed: \(reason)"
        case .resumed(let source, let notApplied, let version):
            "resumed from \(source)" + (version == .original ? " (an original save)" : "")
                + (notApplied.isEmpty ? "" : ", not applied: \(describe(notApplied))")
        case .refused(let refusal): "refused: \(describe(refusal))"
        }
    }

    public static func describe(_ refusal: Refusal) -> String {
        switch refusal {
        case .occupied(let cell, _): "\(cell) is occupied"
        case .flipsNothing(let cell, _): "\(cell) flips nothing"
        case .computersTurn(let disk): "\(disk) is a computer"
        case .moveBeingShown: "a move is being shown"
        case .passAlertUp(let disk): "\(disk) must pass"
        case .resetQuestionUp: "the reset question is up"
        case .gameOver: "the game is over"
        case .timeRanOut(let disk): "\(disk)'s time ran out"
        case .noResetQuestion: "no reset question"
        case .noPassAlert: "no pass alert"
        case .alreadyInMode(let disk, let mode): "\(disk) is already \(mode)"
        case .noManualSide: "both sides are computers"
        case .nothingToUndo: "nothing to undo"
        case .nothingToRedo: "nothing to redo"
        case .levelOfManualSide(let disk): "\(disk) is manual: no level"
        case .alreadyAtLevel(let disk, let level): "\(disk) is already at level \(level)"
        case .hintAlreadyAsked: "a hint is already asked"
        case .nothingToAnalyze: "nothing to analyse"
        case .analysisAlreadyAsked: "the analysis is already asked"
        }
    }

    public static func describe(_ hint: Hint) -> String {
        switch hint.evaluation {
        case .exact(let disks): "\(hint.move) \(disks) exact"
        case .heuristic(let hundredths): "\(hint.move) about \(hundredths)/100"
        case .decided(let disks): "\(hint.move) decided \(disks)"
        }
    }

    /// Who chooses the move of a side that must place, for a trace.
    public static func describe(_ turn: Turn) -> String {
        if let ticket = turn.thinkingTicket { return ", thinking \(ticket)" }
        if let ticket = turn.hint?.ticket { return ", hint searched \(ticket)" }
        if let hint = turn.hint?.shown { return ", hint \(describe(hint)) shown" }
        return ""
    }

    public static func describe(_ message: Message) -> String {
        switch message {
        case .turn(let disk): "\(disk.symbol)'s turn"
        case .won(let disk): "\(disk.symbol) won"
        case .tied: "Tied"
        case .lostOnTime(let disk): "\(disk.symbol) lost on time"
        }
    }

    /// A time on the clock in milliseconds: `1.5 s`.
    public static func describe(_ duration: Duration) -> String {
        let milliseconds = Int(duration / .milliseconds(1))
        let fraction = milliseconds % 1000
        return "\(milliseconds / 1000)" + (fraction == 0 ? "" : ".\(fraction)") + " s"
    }

    public static func describe(_ modes: PlayerModes) -> String {
        "x \(modes.dark), o \(modes.light)"
    }

    public static func describe(_ requested: RequestedModes) -> String {
        Disk.allCases.compactMap { disk in requested[disk].map { "\(disk.symbol) \($0)" } }
            .joined(separator: ", ")
    }

    public static func describe(_ start: StartingPoint) -> String {
        switch start {
        case .moves(let played): "after the moves \(played.transcript)"
        case .position(let game):
            "at a position, " + (game.turn.map { "\($0) to move" } ?? "game over")
        }
    }

    public static func describe(_ saved: SavedGame) -> String {
        let turn = saved.game.turn.map { "\($0) to move" } ?? "game over"
        let plies = saved.record.plies.count
        let record = plies == 0 ? "" : ", \(plies) plies recorded"
        return "\(turn), \(describe(saved.modes))\(record)"
    }
}
