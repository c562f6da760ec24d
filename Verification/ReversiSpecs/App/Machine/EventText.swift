import ReversiApp
import ReversiCore
import ReversiEngine

/// Short, readable names of events and effects for traces (their default descriptions print
/// whole nested values).
public enum EventText {
    public static func describe(_ event: Event) -> String {
        switch event {
        case .world(.launched(let load, let requested)):
            let clock = requested.clock.map { ", clock \($0)" } ?? ""
            let loaded =
                switch load {
                case .noSavedGame: "no saved game (new game \(describe(requested.newGame)))"
                case .loaded(let saved, _, let version):
                    "saved game: \(describe(saved))"
                        + (version == .original ? " (an original save)" : "")
                        + (requested.isEmpty ? "" : " (asked for \(describe(requested)))")
                case .unreadable: "unreadable save"
                case .loadedRecordSetAside(let saved, _):
                    "saved game: \(describe(saved)), its record set aside"
                case .started(let start, _):
                    "started \(describe(start)) (new game \(describe(requested.newGame)))"
                }
            return "launched, \(loaded)\(clock)"
        case .person(.cellSelected(let cell)): return "select \(cell)"
        case .person(.modeSelected(let disk, let mode)): return "switch \(disk) to \(mode)"
        case .person(.levelSelected(let disk, let level)): return "set \(disk)'s level to \(level)"
        case .person(.resetPressed): return "reset pressed"
        case .person(.resetFocusMoved): return "reset focus moved"
        case .person(.resetConfirmed): return "reset confirmed"
        case .person(.resetCancelled): return "reset cancelled"
        case .person(.passDismissed): return "pass dismissed"
        case .person(.undoPressed): return "undo"
        case .person(.redoPressed): return "redo"
        case .person(.noticeDismissed): return "notice dismissed"
        case .world(.saveFailed(let reason)): return "save failed: \(reason)"
        case .world(.animationStepFinished(let ticket)): return "animation step \(ticket) finished"
        case .world(.passPauseFinished(let ticket)): return "pass pause \(ticket) finished"
        case .world(.computerAnswered(let ticket, let cell)):
            return "computer answers \(ticket): \(cell)"
        case .person(.hintRequested): return "hint asked"
        case .world(.hintAnswered(let ticket, let hint)):
            return "hint answers \(ticket): \(describe(hint))"
        case .world(.thinkingProgressed(let ticket, let thought)):
            return "computer reports \(ticket): depth \(thought.depth), best \(thought.best)"
        case .world(.timePassed(let elapsed)): return "\(describe(elapsed)) passed"
        case .person(.analysisRequested): return "analysis asked"
        case .world(.analysisProgressed(let ticket, let progress)):
            return "analysis \(ticket) reports \(progress.done) of \(progress.total)"
        case .world(.analysisFinished(let ticket, let analysis)):
            return "analysis \(ticket) done, \(analysis.moves.count) moves"
        }
    }

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .startThinking(let moves, let level, let ticket, let moveTime):
            "startThinking(\(moves.disk) \(ticket), level \(level)"
                + (moveTime.map { ", within \(describe($0))" } ?? "")
                + ", moves \(moves.map { "\($0.coordinate)" }.joined(separator: " ")))"
        case .cancelThinking(let ticket): "cancelThinking(\(ticket))"
        case .startHint(let moves, let ticket): "startHint(\(moves.disk) \(ticket))"
        case .cancelHint(let ticket): "cancelHint(\(ticket))"
        case .scheduleAnimationStep(let ticket): "scheduleAnimationStep(\(ticket))"
        case .cancelAnimationStep(let ticket): "cancelAnimationStep(\(ticket))"
        case .schedulePassPause(let ticket): "schedulePassPause(\(ticket))"
        case .cancelPassPause(let ticket): "cancelPassPause(\(ticket))"
        case .save(let saved): "save(\(describe(saved)))"
        case .startAnalysis(let game, let ticket):
            "startAnalysis(\(ticket), \(game.plies.count) plies)"
        case .cancelAnalysis(let ticket): "cancelAnalysis(\(ticket))"
        }
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
        switch turn {
        case .person(nil): ""
        case .person(.searching(let ticket)?): ", hint searched \(ticket)"
        case .person(.shown(let hint)?): ", hint \(describe(hint)) shown"
        case .computer(let ticket, _): ", thinking \(ticket)"
        }
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
