import CLISupport
import Dispatch
import ReversiApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full-screen game: keys and clicks in, whole frames out, redrawn after every change, every
/// key, every spinner tick, every resize and every return from a suspension.
@MainActor
final class TerminalGame: FrontEnd {
    private let session: GameSession
    private let style: Style
    private let mouse: Bool
    private var controls = KeyControls()
    private var decoder = KeyDecoder()
    private var spinnerIndex = 0
    private var drawScheduled = false
    private var spinnerTimer: DispatchSourceTimer?
    /// The save file's notices shown during the game, repeated on the main screen after it.
    private var notices: [String] = []

    init(session: GameSession, colors: Bool, mouse: Bool) {
        self.session = session
        style = Style(colors: colors)
        self.mouse = mouse
    }

    /// Takes over the terminal; `false` when it cannot be put in raw mode.
    func start() -> Bool {
        guard RawTerminal.takeOver(mouse: mouse) else {
            printError("reversi: the terminal cannot be put in raw mode; using line mode")
            Signals.unblock(Signals.jobControl)
            return false
        }
        session.onChange = { [unowned self] state in changed(state) }
        InputReader.start { [unowned self] bytes in received(bytes) }
        Signals.on(SIGWINCH) { [unowned self] in draw() }
        Signals.on(SIGINT) { [unowned self] in end(status: 128 + SIGINT) }
        Signals.on(SIGTERM) { [unowned self] in end(status: 128 + SIGTERM) }
        Signals.on(SIGHUP) { [unowned self] in end(status: 128 + SIGHUP) }
        Signals.on(SIGTSTP) { [unowned self] in suspend() }
        Signals.on(SIGCONT) { [unowned self] in resume() }
        return true
    }

    private func changed(_ state: AppState) {
        if let notice = state.notice, notice.isAboutTheSaveFile {
            let text = notice.text(.keys)
            if notices.last != text { notices.append(text) }
        }
        runSpinner(state.thinkingSide != nil)
        draw()
    }

    private func received(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { end(status: 0) }  // the terminal went away
        for key in decoder.decode(bytes) {
            // Read afresh for every key: a pasted "r" then Enter must find the confirmation up.
            guard let screen = session.state.screen else { continue }
            for intent in controls.handle(key, on: screen, in: size) {
                switch intent {
                case .quit: end(status: 0)
                case .suspend: suspend()
                default: session.perform(intent)
                }
            }
        }
        draw()
    }

    /// Draws once for everything that changed in this turn of the main queue (a key that
    /// sends an event both moves the cursor and changes the game: one frame, not two).
    private func draw() {
        guard !drawScheduled else { return }
        drawScheduled = true
        DispatchQueue.main.async { [unowned self] in
            MainActor.assumeIsolated {
                drawScheduled = false
                drawNow()
            }
        }
    }

    private func drawNow() {
        guard let screen = session.state.screen else { return }
        let renderer = FrameRenderer(
            screen: screen, controls: controls,
            spinner: FrameRenderer.spinnerFrames[spinnerIndex % FrameRenderer.spinnerFrames.count],
            size: size, style: style)
        writeToStandardOutput(renderer.frame)
    }

    private var size: TerminalSize { RawTerminal.size() ?? .fallback }

    /// Ctrl-Z or SIGTSTP: the saves reach the disk, the terminal is given back as it was (mouse
    /// reporting off), and the process stops as the shell expects; once continued, the game
    /// takes the terminal over again.
    private func suspend() {
        session.waitForSaves()
        RawTerminal.restore()
        Signals.stopUntilContinued()
        resume()
    }

    /// SIGCONT (after a suspension, or a SIGSTOP): raw mode and mouse reporting again, and the
    /// whole frame redrawn.
    private func resume() {
        // Refused only when the terminal went away; reading it will then end the game.
        _ = RawTerminal.takeOver(mouse: mouse)
        draw()
    }

    /// The spinner turns only while a side is thinking.
    private func runSpinner(_ thinking: Bool) {
        guard thinking != (spinnerTimer != nil) else { return }
        if thinking {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
            timer.setEventHandler { [unowned self] in
                MainActor.assumeIsolated {
                    spinnerIndex += 1
                    draw()
                }
            }
            timer.resume()
            spinnerTimer = timer
        } else {
            spinnerTimer?.cancel()
            spinnerTimer = nil
        }
    }

    private func end(status: Int32) -> Never {
        let unsaved = session.end()
        RawTerminal.restore()
        for notice in notices { printError("reversi: \(notice)") }
        if let unsaved { printError(unsaved.unsavedNotice) }
        fflush(nil)
        exit(status == 0 && unsaved != nil ? ExitCode.ioError.rawValue : status)
    }
}
