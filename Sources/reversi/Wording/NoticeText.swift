import ReversiApp
import ReversiCore

/// How the person does, in one front end, what a notice tells them to do: the keys of the
/// terminal game, or the commands of line mode.
struct Instructions: Sendable {
    /// Hands the turn over under the pass alert.
    let dismissPass: String
    /// Answers the reset question.
    let answerReset: String
    /// Asks for a reset, and so for a new game.
    let reset: String
    /// Takes a side back from the computer.
    let playYourself: @Sendable (Disk) -> String
    /// Hands a side to the computer.
    let letComputerPlay: @Sendable (Disk) -> String

    /// In the words of the terminal game's key tables.
    static let keys = Instructions(
        dismissPass: "press " + KeyTable.shown(.intent(.dismissPass), in: KeyTable.passAlert),
        answerReset: "press " + KeyTable.shown(.intent(.confirmReset), in: KeyTable.resetQuestion)
            + " or " + KeyTable.shown(.intent(.cancelReset), in: KeyTable.resetQuestion),
        reset: "press " + KeyTable.shown(.intent(.requestReset), in: KeyTable.board),
        playYourself: { "press " + KeyTable.shown(.toggleMode($0), in: KeyTable.board) },
        letComputerPlay: { "press " + KeyTable.shown(.toggleMode($0), in: KeyTable.board) })

    /// In the words of line mode's command table.
    static let commands = Instructions(
        dismissPass: "type " + LineCommand.words(for: .dismissPass),
        answerReset: "type " + LineCommand.words(for: .confirmReset) + " or "
            + LineCommand.words(for: .cancelReset),
        reset: "type " + LineCommand.words(for: .requestReset),
        playYourself: { "type " + LineCommand.words(for: .setMode($0, .manual)) },
        letComputerPlay: { "type " + LineCommand.words(for: .setMode($0, .computer)) })

    /// What to do once the game is over (spec 15.10).
    var newGame: String { "\(reset) for a new game" }
}

extension Notice {
    /// The notice in words (spec 8.5, 15.2, 15.7, 15.8), telling what to do in the words of
    /// `instructions`.
    func text(_ instructions: Instructions) -> String {
        switch self {
        case .unreadableSave(let reason), .recordSetAside(let reason): reason
        case .saveFailed(let reason): "the game could not be saved: \(reason)"
        case .resumed(let source, let notApplied, let version):
            Self.resumed(from: source, notApplied, version)
        case .started(let start, let setAside):
            ([Self.started(start)] + (setAside.map { [$0] } ?? [])).joined(separator: " ")
        case .refused(let refusal): refusal.text(instructions)
        }
    }

    /// Whether the notice is about the save file, and so worth repeating after the game.
    var isAboutTheSaveFile: Bool {
        switch self {
        case .unreadableSave, .saveFailed, .recordSetAside: true
        case .started(_, let setAside): setAside != nil
        case .resumed, .refused: false
        }
    }

    /// Where a game given at launch started (spec 12.3): the moves as written in the record.
    private static func started(_ start: StartingPoint) -> String {
        switch start {
        case .position: return "Started at the position given."
        case .moves(let played):
            let moves = played.transcript.entries.map(\.description).joined(separator: " ")
            let from = played.start == .initial ? "" : " from their start position"
            return moves.isEmpty
                ? "Started at the position given, with no move." : "Started after \(moves)\(from)."
        }
    }

    private static func resumed(
        from source: String, _ notApplied: RequestedModes, _ version: SaveVersion
    ) -> String {
        let resumed =
            "Resumed the saved game (\(source))."
            + (version == .original
                ? " It is an older save, without levels or a clock: the computer plays at the"
                    + " level asked for (0 where none was), with no clock unless --time is given;"
                    + " both are saved from now on."
                : "")
        let options = Disk.allCases.compactMap { disk in
            notApplied[disk].map { "--\(disk) \($0)" }
        }
        guard !options.isEmpty else { return resumed }
        let verb = options.count == 1 ? "applies" : "apply"
        return resumed + " \(options.joined(separator: " and ")) \(verb) to a new game: "
            + "reversi --new \(options.joined(separator: " "))"
    }
}

extension Refusal {
    /// Why the event could not apply, and what to do instead (spec 15.1, 15.7).
    func text(_ instructions: Instructions) -> String {
        switch self {
        case .occupied(let cell, let moves): Self.illegal(cell, moves, "it is taken")
        case .flipsNothing(let cell, let moves): Self.illegal(cell, moves, "it flips no disk")
        case .computersTurn(let disk):
            "it is \(disk.named)'s turn, and the computer plays it: wait for its move, or "
                + "\(instructions.playYourself(disk)) to play it yourself"
        case .moveBeingShown: "a move is being shown: wait until its last disk is down"
        case .passAlertUp(let disk):
            "\(disk.named) must pass first: \(instructions.dismissPass) to hand the turn over"
        case .resetQuestionUp: "answer the reset question first: \(instructions.answerReset)"
        case .gameOver: "the game is over: \(instructions.newGame)"
        case .timeRanOut(let disk):
            "the game is over: \(disk.named)'s time ran out: \(instructions.newGame)"
        case .noResetQuestion:
            "there is no reset question to answer: \(instructions.reset) to ask for a reset"
        case .noPassAlert:
            "there is no pass to dismiss: a side passes only when it cannot place a disk"
        case .alreadyInMode(let disk, let mode): "\(disk.named) is already \(mode)"
        case .noManualSide:
            "the computer plays both sides, so there is no turn of yours to go back to: "
                + "\(instructions.playYourself(.dark)) or \(instructions.playYourself(.light)) first"
        case .nothingToUndo: "there is nothing to undo: no earlier turn of a person to go back to"
        case .nothingToRedo: "there is nothing to redo: only moves just undone can be played again"
        case .levelOfManualSide(let disk):
            "\(disk.named) is played by a person, and only the computer has a level: "
                + "\(instructions.letComputerPlay(disk)) to let the computer play it"
        case .alreadyAtLevel(let disk, let level): "\(disk.named) already plays at level \(level)"
        case .nothingToAnalyze: "there is nothing to analyse yet: make a move first"
        case .analysisAlreadyAsked:
            "the analysis of this game is already asked: it shows when it is ready"
        case .hintAlreadyAsked: "the hint for this position is already asked: it is on the board"
        }
    }

    /// The legal moves are listed in name order (`c4 d3 e6 f5`), easier to scan than the
    /// board's order.
    private static func illegal(_ cell: Coordinate, _ moves: LegalMoves, _ why: String) -> String {
        let legal = moves.coordinates.map(\.description).sorted().joined(separator: " ")
        return "\(cell) is not a legal move for \(moves.disk.named): \(why) (legal: \(legal))"
    }
}
