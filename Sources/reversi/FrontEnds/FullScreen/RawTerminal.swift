#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The terminal's settings from before the game took it over. Signal handlers read these, so
// they live in plain globals set once before any handler is installed.
nonisolated(unsafe) private var originalSettings = termios()
nonisolated(unsafe) private var isTakenOver: sig_atomic_t = 0
nonisolated(unsafe) private var reportsMouse: sig_atomic_t = 0
nonisolated(unsafe) private var restoresOnEveryExit = false
/// The handlers that were in place for the crash signals (the Swift runtime's backtracer),
/// indexed by signal number, so a crash still reports as it would have.
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 65)

/// The terminal as a full-screen game uses it: raw keys, the alternate screen, no cursor, and
/// mouse reporting when asked for.
///
/// Whatever way the process ends (quit, Ctrl-C, SIGTERM, SIGQUIT, a crash, `exit` from
/// anywhere), the user gets back the shell exactly as it was, mouse reporting off:
/// `restore()` runs from `atexit` and from the fatal-signal handlers, and uses only
/// async-signal-safe calls. A suspended game restores it too, and takes it over again when
/// continued.
enum RawTerminal {
    /// Switches to raw mode and the alternate screen, with mouse reporting (SGR, mode 1006)
    /// if `mouse`; `false` when the terminal refuses. Taking over a terminal already taken
    /// over changes nothing.
    static func takeOver(mouse: Bool) -> Bool {
        guard isTakenOver == 0 else { return true }
        guard tcgetattr(STDIN_FILENO, &originalSettings) == 0 else { return false }
        var raw = originalSettings
        // Keys arrive one by one, unechoed; Ctrl-C and Ctrl-Z arrive as keys, so the game can
        // quit or suspend cleanly; output post-processing stays on.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
        isTakenOver = 1
        if !restoresOnEveryExit {
            restoresOnEveryExit = true
            installCrashHandlers()
            atexit { RawTerminal.restore() }
        }
        writeStatic("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        if mouse {
            reportsMouse = 1
            writeStatic("\u{1B}[?1000h\u{1B}[?1006h")
        }
        return true
    }

    /// Gives the terminal back: mouse reporting off, main screen, cursor shown, original
    /// settings. Safe to call any number of times and from a signal handler.
    static func restore() {
        guard isTakenOver != 0 else { return }
        isTakenOver = 0
        if reportsMouse != 0 {
            reportsMouse = 0
            writeStatic("\u{1B}[?1006l\u{1B}[?1000l")
        }
        writeStatic("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &originalSettings)
    }

    /// The terminal's size in cells, if it can tell.
    static func size() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// A crash (a trap, a bad access, an abort) or SIGQUIT must not leave the user's shell in
    /// raw mode: restore, then hand the signal to the handler that was there before (so the
    /// crash report appears on the main screen), which ends the process.
    private static func installCrashHandlers() {
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { number in
                    RawTerminal.restore()
                    sigaction(number, previousCrashActions + Int(number), nil)
                    raise(number)
                }
            #else
                action.__sigaction_u.__sa_handler = { number in
                    RawTerminal.restore()
                    sigaction(number, previousCrashActions + Int(number), nil)
                    raise(number)
                }
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previousCrashActions + Int(signal))
        }
    }

    /// Writes a literal with `write(2)` alone: no allocation, so it is signal-safe.
    private static func writeStatic(_ text: StaticString) {
        var start = text.utf8Start
        var remaining = text.utf8CodeUnitCount
        while remaining > 0 {
            let written = write(STDOUT_FILENO, start, remaining)
            guard written > 0 else { return }
            start += written
            remaining -= written
        }
    }
}

/// Writes all of `text` to standard output at once (one frame, one write where possible).
func writeToStandardOutput(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
