import ReversiCore

/// The whole application state: the phase, the modes, the reset confirmation, the game's
/// record, the notice, and the last ticket issued. `screen` projects it onto what a front end shows.
///
/// Only `reduce` makes new states; the package's checker changes a valid one field by field to
/// plant its faults (`package(set)`), never building one from nothing.
public struct AppState: Hashable, Sendable {
    public package(set) var phase: Phase
    public package(set) var modes: PlayerModes
    /// Each side's level, used while it is Computer (spec 10.3).
    public package(set) var levels: SideLevels
    /// The reset confirmation while it is up, as the button that has the focus. It sits on top
    /// of any phase: animations and thinking go on under it, but selections and dismissals wait
    /// for it to close.
    public package(set) var resetConfirmation: ResetButton?
    /// The plies from the start position to the game, and those that can be redone; the game
    /// is always the replay of the record (spec 12.1, 14.2).
    public package(set) var record: GameRecord
    /// What the person is told until their next event (an `Event.person`).
    public package(set) var notice: Notice?
    /// The most recently issued ticket; the next request gets its successor.
    public package(set) var lastTicket: Ticket
    /// Both sides' clocks, when the game is played under a time control (spec 16.2).
    public package(set) var clock: GameClock?
    /// The analysis of the game, running or ready (spec 19.3).
    public package(set) var analysis: AnalysisProgress?

    /// Before launch.
    public static let launching = AppState(
        phase: .launching, modes: .manual, resetConfirmation: nil,
        record: GameRecord(from: .initial), notice: nil, lastTicket: Ticket(0), levels: .random,
        clock: nil, analysis: nil)

    private init(
        phase: Phase, modes: PlayerModes, resetConfirmation: ResetButton?, record: GameRecord,
        notice: Notice?, lastTicket: Ticket, levels: SideLevels, clock: GameClock?,
        analysis: AnalysisProgress?
    ) {
        self.analysis = analysis
        self.clock = clock
        self.phase = phase
        self.modes = modes
        self.levels = levels
        self.resetConfirmation = resetConfirmation
        self.record = record
        self.notice = notice
        self.lastTicket = lastTicket
    }

    /// The game as the rules see it: after the move while that move is being shown.
    /// `nil` before launch.
    public var game: GameModel? {
        switch phase {
        case .launching: nil
        case .awaitingMove(let moves, _), .timeRanOut(let moves): .mustPlace(moves)
        case .animating(let animation): animation.next
        case .passAlert(let pass, _): .mustPass(pass)
        case .gameOver(let finished): .completed(finished)
        }
    }

    /// The cell of the last disk placed in the record (spec 15.5): during a move, the move being
    /// shown; none after a reset or in a game resumed without a record.
    public var lastMove: Coordinate? { record.lastPlacement }

    /// What is saved: the record, its game, the modes, the levels and the clock as it stands
    /// (`nil` before launch).
    public var savedGame: SavedGame? {
        game.map { _ in written }
    }

    /// The moves a person may make now: those a cell selection would play (spec 3.3). `nil`
    /// while an alert is up, a move is shown, a computer plays the side to move, or nobody
    /// can place.
    public var selectableMoves: LegalMoves? {
        guard resetConfirmation == nil, phase.turn?.isPersons == true,
            let moves = phase.movesToPlace, modes[moves.disk] == .manual
        else { return nil }
        return moves
    }

    /// The side whose computer is thinking now: only ever the side to move.
    public var thinkingSide: Disk? { phase.isThinking ? phase.movesToPlace?.disk : nil }

    /// What the thinking computer has found so far, once its search has said (spec 16.3).
    public var thought: Thought? { phase.turn?.thought }

    /// The person's hint in this position: asked for, or answered (spec 13.1).
    public var hint: HintProgress? { phase.turn?.hint }

    /// The side that must pass, while the pass alert is up.
    public var passingSide: Disk? { phase.pass?.disk }
}
