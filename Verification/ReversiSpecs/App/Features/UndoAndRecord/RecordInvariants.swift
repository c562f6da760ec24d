import ReversiApp
import ReversiCore
import StateSpace

/// The invariants of undo, redo and the game's record (spec 11, 12, 14.1, 14.2), stated against
/// the rules: the record is replayed with `PlayedGame`, and where undo and redo may stop is
/// worked out from the replayed positions, not asked of the machine.
public enum RecordInvariants {
    public typealias StateRule = StateInvariant<AppWorld>
    public typealias StepRule = StepInvariant<AppWorld, Event>

    public static let state: [StateRule] = [
        recordReplaysToTheGame, undoAndRedoShownWhenTheyWouldAct, noThinkingForAGonePosition,
    ]

    public static let step: [StepRule] = [
        undoLandsOnTheLatestManualTurn, undoKeepsWhatItTookForRedo,
        redoLandsOnTheNextManualTurn, newMoveForgetsRedo, resetForgetsTheRecord,
        givenGameStartsThere,
    ]

    // MARK: - States

    public static let recordReplaysToTheGame = StateRule(
        "spec 12.1, 14.2: the record, replayed by the rules from its start, gives the game, and the screen shows it"
    ) { world in
        guard world.isLaunched, let screen = world.screen else { return true }
        let played = world.app.record.played
        let transcript = played.transcript
        guard let replayed = try? PlayedGame(transcript, from: played.start) else { return false }
        return replayed.current == world.app.game && screen.record == transcript.entries
    }

    public static let undoAndRedoShownWhenTheyWouldAct = StateRule(
        "spec 11.1, 11.2, 11.7: the screen offers undo and redo exactly when they would act once no question is up"
    ) { world in
        guard world.isLaunched, let screen = world.screen else { return true }
        return screen.canUndo == (refusal(of: .person(.undoPressed), in: world) == nil)
            && screen.canRedo == (refusal(of: .person(.redoPressed), in: world) == nil)
    }

    public static let noThinkingForAGonePosition = StateRule(
        "spec 11.4, 14.1: no thinking is pending for a position that is no longer on the board"
    ) { world in
        world.pendingThinking.allSatisfy { $0.moves == world.app.game?.legalMoves }
    }

    // MARK: - Steps

    public static let undoLandsOnTheLatestManualTurn = StepRule(
        "spec 11.1, 11.4, 11.6: undo takes the record back to the latest earlier position where a Manual side is to move, cutting short the move shown and cancelling the thinking"
    ) { step in
        guard step.action == .person(.undoPressed), isApplied(step) else { return true }
        let before = step.before.app.record.played
        let after = step.after.app.record.played
        return after.plies.count == earlierManualTurn(in: step.before)
            && before.plies.starts(with: after.plies) && noWorkLeftFrom(step)
    }

    public static let undoKeepsWhatItTookForRedo = StepRule(
        "spec 11.2, 14.2: undo keeps exactly the plies it took back, in order, for redo"
    ) { step in
        guard step.action == .person(.undoPressed), isApplied(step) else { return true }
        return timeline(step.after.app.record) == timeline(step.before.app.record)
    }

    public static let redoLandsOnTheNextManualTurn = StepRule(
        "spec 11.2, 11.4: redo plays undone plies again up to the next position where a Manual side is to move, or all of them"
    ) { step in
        guard step.action == .person(.redoPressed), isApplied(step) else { return true }
        let before = step.before.app.record
        let after = step.after.app.record
        guard timeline(after) == timeline(before),
            after.played.plies.count > before.played.plies.count
        else { return false }
        let modes = step.after.app.modes
        let passedOver = timeline(before).prefix(after.played.plies.count)
        var replayed = before.played
        for ply in passedOver.dropFirst(before.played.plies.count).dropLast() {
            guard (try? replayed.play(entry(ply))) != nil else { return false }
            if isManualTurn(replayed.current, modes) { return false }
        }
        return (isManualTurn(after.current, modes) || after.redoable.isEmpty)
            && noWorkLeftFrom(step)
    }

    public static let newMoveForgetsRedo = StepRule(
        "spec 11.3: a new move, by a person or the computer, or a pass, forgets what could be redone"
    ) { step in
        let starts = step.before.animation == nil && step.after.animation != nil
        let passes = step.action == .person(.passDismissed) && step.before.screen?.passAlert != nil
        guard starts || passes else { return true }
        return step.after.app.record.redoable.isEmpty
    }

    public static let resetForgetsTheRecord = StepRule(
        "spec 11.8: a reset forgets the whole record, and leaves nothing to redo"
    ) { step in
        guard AppInvariants.restarts(step) else { return true }
        let record = step.after.app.record
        return record.played.plies.isEmpty && record.redoable.isEmpty
            && record.played.start == .initial
    }

    public static let givenGameStartsThere = StepRule(
        "spec 12.3: a game given at launch starts at its moves' end or its position, with a record that starts where it was given, nothing to redo, and a notice saying so"
    ) { step in
        guard !step.before.isLaunched,
            case .world(.launched(.started(let start, let setAside), _)) =
                step.action
        else { return true }
        return step.after.app.record == GameRecord(start.record)
            && step.after.screen?.notice == .started(start, setAside: setAside)
    }

    // MARK: - Helpers

    /// Why spec 11 refuses an undo or a redo in `world` with no question up; `nil` when it
    /// would act.
    static func refusal(of event: Event, in world: AppWorld) -> Refusal? {
        if !world.app.modes.hasManualSide { return .noManualSide }
        if let loser = world.expectedClock?.lost { return .timeRanOut(loser) }
        if event == .person(.undoPressed) {
            return earlierManualTurn(in: world) == nil ? .nothingToUndo : nil
        }
        return world.app.record.redoable.isEmpty ? .nothingToRedo : nil
    }

    /// How many plies of `world`'s record lead to the latest earlier position where a Manual
    /// side is to move; `nil` when there is none.
    static func earlierManualTurn(in world: AppWorld) -> Int? {
        let played = world.app.record.played
        var replayed = PlayedGame(from: played.start)
        var latest: Int?
        for (index, ply) in played.plies.enumerated() {
            if isManualTurn(replayed.current, world.app.modes) { latest = index }
            guard (try? replayed.play(entry(ply))) != nil else { return nil }
        }
        return latest
    }

    /// The cell of the last disk placed in `record`, as the screen shows it.
    static func lastPlacement(in record: [Transcript.Entry]) -> Coordinate? {
        for case .place(let cell) in record.reversed() { return cell }
        return nil
    }

    private static func isManualTurn(_ game: GameModel, _ modes: PlayerModes) -> Bool {
        guard case .mustPlace(let moves) = game else { return false }
        return modes[moves.disk] == .manual
    }

    private static func entry(_ ply: PlayedGame.Ply) -> Transcript.Entry {
        if case .placed(let move) = ply { return .place(move.coordinate) }
        return .pass
    }

    /// The plies in effect followed by those that can be redone.
    private static func timeline(_ record: GameRecord) -> [PlayedGame.Ply] {
        record.played.plies + record.redoable
    }

    /// The undo or redo was not refused.
    private static func isApplied(_ step: Step<AppWorld, Event>) -> Bool {
        step.before.isLaunched && AppInvariants.refusal(of: step.action, in: step.before) == nil
    }

    /// Nothing of the work pending before the step is pending after it (spec 11.4).
    private static func noWorkLeftFrom(_ step: Step<AppWorld, Event>) -> Bool {
        !step.before.pendingThinking.contains(where: step.after.pendingThinking.contains)
            && !step.before.pendingAnimationSteps.contains(
                where: step.after.pendingAnimationSteps.contains)
    }
}
