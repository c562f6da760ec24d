import CLISupport
import Dispatch
import ReversiApp
import ReversiCore
import ReversiEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line mode: commands from standard input, plain-text screens to standard output, and what
/// cannot be done as `error:` lines on standard error (spec 15.1, 15.11).
///
/// A command is taken only when the previous one's animation and thinking are over, so a
/// script plays the same way every time, whatever the timings. The screen is printed at the
/// launch, then whenever the game is ready for the next command, never mid-move (with
/// `--frames`, at every change). At the end of the input the game ends once nothing is in
/// flight: a computer-against-computer game plays to its end.
@MainActor
final class LineGame: FrontEnd {
    private let session: GameSession
    private let printsEveryFrame: Bool
    private var input = LineBuffer(limit: LineGame.longestLine)
    private var isHandlingLines = false
    private var lastShown: Screen?
    /// The last report of the computer thinking now, printed once its move is played.
    private var lastThought: (side: Disk, thought: Thought)?
    /// The analysis printed last, so that each is printed once.
    private var lastAnalysisPrinted: GameAnalysis?

    /// The longest command line taken, in bytes: far longer than any command, short enough that
    /// a runaway input costs nothing.
    static let longestLine = 4096

    init(session: GameSession, printsEveryFrame: Bool) {
        self.session = session
        self.printsEveryFrame = printsEveryFrame
    }

    /// Line mode runs anywhere: it always starts.
    func start() -> Bool {
        session.onChange = { [unowned self] state in
            if !printsEveryFrame { printFinalThought(state) }
            printAnalysisOnceReady(state)
            if printsEveryFrame || session.isIdle || lastShown == nil { show(state.screen) }
        }
        session.onIdle = { [unowned self] in handleLines() }
        InputReader.start { [unowned self] chunk in received(chunk) }
        // Interrupted, line mode still lets the saves in flight reach the disk.
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Signals.on(signal) { [session] in
                if let unsaved = session.end() { printError(unsaved.unsavedNotice) }
                fflush(nil)
                exit(128 + signal)
            }
        }
        return true
    }

    /// Prints the last line of what the computer thought once it plays its move (spec 16.3):
    /// with `--frames` every report is on a screen of its own instead.
    private func printFinalThought(_ state: AppState) {
        if let side = state.thinkingSide, let thought = state.thought {
            lastThought = (side, thought)
            return
        }
        guard let (side, thought) = lastThought, state.thinkingSide == nil else { return }
        lastThought = nil
        if let animation = state.phase.animation, animation.move.disk == side {
            // A block of its own, like a screen, so a script reading screens skips it.
            writeToStandardOutput("thought: \(side.symbol) \(thought.text)\n\n")
        }
    }

    /// Prints the whole analysis and its graph once, when it is ready (spec 19.2, 19.3), as a
    /// block of its own before the next screen.
    private func printAnalysisOnceReady(_ state: AppState) {
        guard let analysis = state.screen?.analysis?.ready, analysis != lastAnalysisPrinted
        else { return }
        lastAnalysisPrinted = analysis
        let graph = EvaluationGraph(scores: analysis.darkScores).lines(
            width: 80, characters: .unicode)
        let lines = AnalysisText.lines(analysis, search: GameAnalyst.search) + [""] + graph
        writeToStandardOutput(lines.joined(separator: "\n") + "\n\n")
    }

    /// Prints `screen` unless it is the one printed last. A refusal is not part of it: it was
    /// reported on standard error when it happened.
    private func show(_ screen: Screen?) {
        guard var screen else { return }
        if case .refused? = screen.notice { screen.notice = nil }
        guard screen != lastShown else { return }
        lastShown = screen
        writeToStandardOutput(PlainScreen.render(screen))
    }

    private func received(_ chunk: [UInt8]) {
        if chunk.isEmpty { input.finish() } else { input.append(chunk) }
        handleLines()
    }

    private func handleLines() {
        guard !isHandlingLines else { return }
        isHandlingLines = true
        defer { isHandlingLines = false }
        while let item = input.next {
            let command: Result<Intent?, LineCommandError>
            switch item {
            case .line(let line): command = LineCommand.parse(line)
            case .tooLong(let prefix):
                command = .failure(
                    LineCommandError(
                        "a line longer than \(Self.longestLine) bytes was skipped: '\(prefix.escapingControlCharacters)…'"
                    ))
            }
            // `quit` takes effect after the lines before it (spec 15.11): the move they asked
            // for is shown placed, without waiting for its animation or the computer's reply.
            if case .success(.quit?) = command {
                session.finishAnimationNow()
                show(session.state.screen)
                end()
            }
            guard session.isIdle else { return }
            input.dropNext()
            switch command {
            case .success(let intent?): perform(intent)
            case .success(nil): break
            case .failure(let error): printError("error: \(error.message)")
            }
        }
        if session.isIdle && input.isExhausted { end() }
    }

    /// Sends the command's event; if the game cannot take it now, says why (spec 15.1).
    private func perform(_ intent: Intent) {
        if intent == .showRecord, session.state.screen != nil {
            // As the record file holds it, a start position of its own included (spec 12.3).
            let played = session.state.record.played
            let written =
                played == PlayedGame(from: .initial)
                ? "(no moves yet)\n" : RecordFormat.encode(played)
            writeToStandardOutput("record: \(written)")
        }
        session.perform(intent)
        if case .refused(let refusal)? = session.state.notice {
            printError("error: \(refusal.text(.commands))")
        }
    }

    private func end() -> Never {
        guard let unsaved = session.end() else { exit(.success) }
        printError(unsaved.unsavedNotice)
        exit(.ioError)
    }
}
