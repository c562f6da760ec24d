import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// The key tables are the one declaration of the terminal's keys: the panel, the notices and
/// the controls all read them.
@Suite("Spec 15.12: the terminal's keys, declared once")
struct KeyTableTests {
    @Test(
        "no key runs two commands of the same table",
        arguments: [
            KeyTable.board, KeyTable.passAlert, KeyTable.resetQuestion,
        ])
    func keysAreUnambiguous(table: [KeyCommand]) {
        let keys = table.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "\(keys)")
    }

    @Test("every key of the tables is one the decoder produces: letters in the case they are read")
    func keysAreNormalized() {
        for command in KeyTable.board + KeyTable.passAlert + KeyTable.resetQuestion {
            for key in command.keys { #expect(KeyTable.normalized(key) == key, "\(key)") }
        }
    }

    @Test("the help panel fits beside the board in the smallest window the game draws")
    func panelFits() {
        let width = FrameLayout.minimumColumns - FrameLayout.sideLeft
        #expect(KeyTable.helpLines.count == 4)
        for line in KeyTable.helpLines { #expect(line.count <= width, "\(line)") }
        #expect(KeyTable.helpLines[2] == "x, o switch  ? hint  q quit")
    }

    @Test(
        "spec 15.7: the key a notice tells the person to press does what the notice says, on the screen it is shown on"
    )
    func noticesNameWorkingKeys() throws {
        let instructions = Instructions.keys
        func key(_ words: String) throws -> Key {
            let name = try #require(words.split(separator: " ").last.map(String.init))
            return name == "Enter" ? .enter : .character(try #require(name.first))
        }
        var controls = KeyControls()
        let pass = try key(instructions.dismissPass)
        #expect(controls.handle(pass, on: Screens.passAlert, in: .fallback) == [.dismissPass])
        let question = Screens.resetConfirmation(focus: .cancel)
        let answers = instructions.answerReset.split(separator: " ")
        #expect(answers.count == 4)
        let yes = Key.character(try #require(answers[1].first))
        let no = Key.character(try #require(answers[3].first))
        #expect(controls.handle(yes, on: question, in: .fallback) == [.confirmReset])
        #expect(controls.handle(no, on: question, in: .fallback) == [.cancelReset])
        let reset = try key(instructions.reset)
        #expect(controls.handle(reset, on: Screens.start, in: .fallback) == [.requestReset])
        for side in Disk.allCases {
            let toggle = try key(instructions.playYourself(side))
            let intents = controls.handle(toggle, on: Screens.start, in: .fallback)
            #expect(intents == [.setMode(side, Screens.start.modes[side].toggled)])
        }
    }

    @Test("spec 15.7: the words a line-mode notice tells the person to type do what it says")
    func noticesNameWorkingCommands() {
        let instructions = Instructions.commands
        let cases: [(String, Intent)] = [
            (instructions.dismissPass, .dismissPass),
            (instructions.reset, .requestReset),
            (instructions.playYourself(.light), .setMode(.light, .manual)),
            (instructions.letComputerPlay(.dark), .setMode(.dark, .computer)),
        ]
        for (words, intent) in cases {
            let typed = words.split(separator: " ").dropFirst().joined(separator: " ")
            #expect(LineCommand.parse(typed) == .success(intent), "\(words)")
        }
        #expect(instructions.answerReset == "type ok or cancel")
    }
}
