import CLISupport
import Dispatch
import ReversiApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line mode: commands from standard input, plain-text screens to standard output.
///
/// A command is taken only when the previous one's animation and thinking are over, so a
/// script plays the same way every time, whatever the timings. At the end of the input the
/// game ends once nothing is in flight: a computer-against-computer game plays to its end.
@MainActor
final class LineGame {
    private let session: GameSession
    private var input: [UInt8] = []
    private var inputEnded = false
    private var isHandlingLines = false
    private var lastShown: Screen?

    init(session: GameSession) { self.session = session }

    func start() {
        session.onChange = { [unowned self] state in show(state.screen) }
        session.onIdle = { [unowned self] in handleLines() }
        InputReader.start { [unowned self] chunk in received(chunk) }
    }

    private func show(_ screen: Screen?) {
        guard let screen, screen != lastShown else { return }
        lastShown = screen
        writeToStandardOutput(PlainScreen.render(screen))
    }

    private func received(_ chunk: [UInt8]) {
        if chunk.isEmpty { inputEnded = true } else { input += chunk }
        handleLines()
    }

    private func handleLines() {
        guard !isHandlingLines else { return }
        isHandlingLines = true
        defer { isHandlingLines = false }
        while let line = peekLine() {
            let command = LineCommand.parse(line)
            // `quit` is not a game move: it need not wait for the game to settle.
            if case .success(.quit?) = command { end() }
            guard session.isIdle else { return }
            dropLine()
            switch command {
            case .success(let intent?): session.perform(intent)
            case .success(nil): break
            case .failure(let error): printError("error: \(error.message)")
            }
        }
        if session.isIdle && inputEnded && input.isEmpty { end() }
    }

    /// The next complete line, left in place; at the end of input, whatever is left is the
    /// last line.
    private func peekLine() -> String? {
        if let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
            return String(decoding: input[..<newline], as: UTF8.self)
        }
        return inputEnded && !input.isEmpty ? String(decoding: input, as: UTF8.self) : nil
    }

    private func dropLine() {
        if let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
            input.removeSubrange(...newline)
        } else {
            input.removeAll()
        }
    }

    private func end() -> Never {
        guard let unsaved = session.end() else { exit(.success) }
        printError(unsaved.unsavedNotice)
        exit(.ioError)
    }
}
