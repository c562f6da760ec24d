import ReversiCore
import ReversiEngine

/// Everything a front end shows, and nothing else: a front end draws the `screen` of each new
/// state, and keeps no view state of its own beyond its cursor.
///
/// A plain value, so front ends and their tests can also draw one made by hand.
public struct Screen: Hashable, Sendable {
    /// The board as shown: during a move, the disks shown so far (spec 4.1).
    public var board: Board
    /// Both counts; during a move, those from before it (spec 5.2).
    public var counts: Counts
    public var message: Message
    public var modes: PlayerModes
    /// Each side's level, shown next to a Computer side's mode (spec 10.3).
    public var levels: SideLevels
    /// The side whose computer is thinking (spec 3.5).
    public var thinking: Disk?
    /// The side that must pass, while the pass alert is up (spec 2.2).
    public var passAlert: Disk?
    /// The reset confirmation while it is up, as the button that has the focus (spec 7.2).
    public var resetConfirmation: ResetButton?
    /// The cell of the last disk placed, if any since the launch or the last reset.
    public var lastMove: Coordinate?
    /// The moves a selection would play now; `nil` when no selection would (spec 3.3).
    public var selectableMoves: LegalMoves?
    public var notice: Notice?
    /// The record: the plies in effect, passes included, the last one the latest (spec 12.1,
    /// 12.2).
    public var record: [Transcript.Entry]
    /// Where the record starts: a named opening is one from the initial position (spec 19.4).
    public var recordStart: RecordStart
    /// Whether an undo or a redo would do something now (spec 11).
    public var canUndo: Bool
    public var canRedo: Bool
    /// The person's hint: searched, or its move and evaluation to mark (spec 13.1).
    public var hint: HintShown?
    /// What the thinking computer has found so far (spec 16.3).
    public var thought: Thought?
    /// Both clocks, when the game is played under a time control (spec 16.2).
    public var clock: ClockFace?
    /// The analysis of the game played: how far it has got, or the analysis (spec 19.3).
    public var analysis: AnalysisShown?

    public enum AnalysisShown: Hashable, Sendable {
        /// `done` of `total` searches (`total` is 0 until the first report).
        case running(done: Int, total: Int)
        case ready(GameAnalysis)
    }

    /// The clocks as shown: each side's time left, and the side whose clock runs, if any.
    public struct ClockFace: Hashable, Sendable {
        public var remaining: BySide<Duration>
        public var running: Disk?

        public init(remaining: BySide<Duration>, running: Disk?) {
            self.remaining = remaining
            self.running = running
        }
    }

    /// Whether the record starts at the initial position or at a position given to the game
    /// (a saved position, `--from-position`): the same moves from elsewhere follow no opening.
    public enum RecordStart: Hashable, Sendable {
        case initialPosition
        case givenPosition
    }

    /// Whether the pass alert up goes on by itself after a pause, as no person plays either
    /// side to dismiss it (spec 15.13).
    public var passGoesOnByItself: Bool {
        passAlert != nil && modes.hasNoPerson
    }

    /// The named opening the record has followed (spec 19.4): derived from the record and its
    /// start, so it can never disagree with them; none for a game from a given position.
    public var opening: Opening? {
        switch recordStart {
        case .initialPosition: OpeningName.longestMatch(for: record)
        case .givenPosition: nil
        }
    }

    /// A hint as the screen shows it.
    public enum HintShown: Hashable, Sendable {
        case searching
        case shown(Hint)
    }

    public init(
        board: Board, counts: Counts, message: Message, modes: PlayerModes,
        levels: SideLevels = .random, thinking: Disk? = nil, passAlert: Disk? = nil,
        resetConfirmation: ResetButton? = nil, lastMove: Coordinate? = nil,
        selectableMoves: LegalMoves? = nil, notice: Notice? = nil,
        record: [Transcript.Entry] = [], recordStart: RecordStart = .initialPosition,
        canUndo: Bool = false, canRedo: Bool = false,
        hint: HintShown? = nil, thought: Thought? = nil, clock: ClockFace? = nil,
        analysis: AnalysisShown? = nil
    ) {
        self.analysis = analysis
        self.thought = thought
        self.clock = clock
        self.board = board
        self.counts = counts
        self.message = message
        self.modes = modes
        self.levels = levels
        self.thinking = thinking
        self.passAlert = passAlert
        self.resetConfirmation = resetConfirmation
        self.lastMove = lastMove
        self.selectableMoves = selectableMoves
        self.notice = notice
        self.record = record
        self.recordStart = recordStart
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.hint = hint
    }
}

extension AppState {
    /// What a front end shows in this state; `nil` before launch, when there is nothing yet.
    public var screen: Screen? {
        let board: Board
        let counted: Board
        let message: Message
        switch phase {
        case .launching:
            return nil
        case .awaitingMove(let moves, _):
            (board, counted, message) = (moves.state.board, moves.state.board, .turn(moves.disk))
        case .animating(let animation):
            (board, counted, message) = (
                animation.shownBoard, animation.before, .turn(animation.move.disk)
            )
        case .passAlert(let pass, _):
            (board, counted, message) = (pass.state.board, pass.state.board, .turn(pass.disk))
        case .gameOver(let finished):
            (board, counted, message) = (finished.board, finished.board, Message(finished.outcome))
        case .timeRanOut(let moves):
            (board, counted, message) = (
                moves.state.board, moves.state.board, .lostOnTime(moves.disk)
            )
        }
        return Screen(
            board: board, counts: Counts(counted), message: message, modes: modes,
            levels: levels, thinking: thinkingSide, passAlert: passingSide,
            resetConfirmation: resetConfirmation, lastMove: lastMove,
            selectableMoves: selectableMoves, notice: notice,
            record: record.played.transcript.entries,
            recordStart: record.played.start == .initial ? .initialPosition : .givenPosition,
            canUndo: canUndo, canRedo: canRedo,
            hint: hintShown, thought: thought,
            clock: clock.map { Screen.ClockFace(remaining: $0.remaining, running: clockRunsFor) },
            analysis: analysisShown)
    }
}
