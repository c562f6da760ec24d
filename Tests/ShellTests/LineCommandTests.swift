import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// Line mode's commands as a script writes them: comments, blank lines, aliases, CRLF.
@Suite("Line mode commands")
struct LineCommandTests {
    @Test(
        "spec 15.11: blank lines and # comments are nothing, with or without a carriage return",
        arguments: ["", "   ", "\t", "\r", "# a comment", "#", "  # indented, f5", "#f5\r"])
    func nothing(line: String) throws {
        #expect(try LineCommand.parse(line).get() == nil)
    }

    @Test(
        "spec 15.11: quit, q and exit all quit, in any case, also with CRLF",
        arguments: ["quit", "q", "exit", "QUIT", "Exit", "q\r", " exit \r"])
    func quitAliases(line: String) throws {
        #expect(try LineCommand.parse(line).get() == .quit)
    }

    @Test("spec 15.11: a line ending in CRLF means what it means without the carriage return")
    func carriageReturn() throws {
        #expect(try LineCommand.parse("f5\r").get() == .place(.f5))
        #expect(try LineCommand.parse("mode dark computer\r").get() == .setMode(.dark, .computer))
        #expect(try LineCommand.parse("reset\r").get() == .requestReset)
    }

    @Test("a comment after a command is not allowed: the line is an unknown command")
    func trailingComment() {
        #expect(
            LineCommand.parse("f5 # best move")
                == .failure(
                    LineCommandError("unknown command 'f5 # best move'; \(LineCommand.summary)")))
    }

    @Test(
        "spec 15.11: the summary is the table's: every command's usage, in order; a one-word command takes no more words"
    )
    func summaryIsTheTable() throws {
        #expect(
            LineCommand.summary
                == "commands: a cell such as f5, mode dark|light manual|computer, level dark|light 0-20, reset, ok, cancel, dismiss, undo, redo, hint, analyze, record, quit"
        )
        for entry in LineCommand.table where entry.usage == entry.names[0] {
            for name in entry.names {
                #expect(throws: LineCommandError.self) {
                    try LineCommand.parse(name + " now").get()
                }
                #expect(try LineCommand.parse(name).get() != nil)
            }
        }
    }

    @Test("spec 15.1, 15.11: a mode or level for an unknown side names the word it could not read")
    func unknownSide() {
        #expect(
            LineCommand.parse("mode purple manual")
                == .failure(LineCommandError("unknown side 'purple': expected dark or light")))
        #expect(
            LineCommand.parse("level purple 3")
                == .failure(LineCommandError("unknown side 'purple': expected dark or light")))
    }
}
