import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// The words of the notices, the final score and the pass alert: one text for both front ends,
/// with what to do said in each front end's keys or commands.
@Suite("What the notices say, in the terminal's keys and in line mode's commands")
struct NoticeTextTests {
    let moves = LegalMoves(.initial)

    @Test(
        "spec 15.7: an illegal cell names the side, why, and the legal moves in name order",
        arguments: [Instructions.keys, .commands])
    func illegalCell(instructions: Instructions) throws {
        let moves = try #require(moves)
        #expect(
            Notice.refused(.flipsNothing(.a1, moves)).text(instructions)
                == "a1 is not a legal move for ● dark: it flips no disk (legal: c4 d3 e6 f5)")
        #expect(
            Notice.refused(.occupied(.d4, moves)).text(instructions)
                == "d4 is not a legal move for ● dark: it is taken (legal: c4 d3 e6 f5)")
    }

    @Test(
        "spec 10.3, 15.7: each refusal says what to do instead, with the keys or the commands",
        arguments: [
            (
                Refusal.computersTurn(.light), Instructions.keys,
                "it is ○ light's turn, and the computer plays it: wait for its move, or press o to play it yourself"
            ),
            (
                .computersTurn(.dark), .commands,
                "it is ● dark's turn, and the computer plays it: wait for its move, or type mode dark manual to play it yourself"
            ),
            (.moveBeingShown, .keys, "a move is being shown: wait until its last disk is down"),
            (
                .passAlertUp(.light), .keys,
                "○ light must pass first: press Enter to hand the turn over"
            ),
            (
                .passAlertUp(.light), .commands,
                "○ light must pass first: type dismiss to hand the turn over"
            ),
            (
                .levelOfManualSide(.light), .keys,
                "○ light is played by a person, and only the computer has a level: press o to let the computer play it"
            ),
            (
                .levelOfManualSide(.dark), .commands,
                "● dark is played by a person, and only the computer has a level: type mode dark computer to let the computer play it"
            ),
            (.alreadyAtLevel(.dark, .strongest), .keys, "● dark already plays at level 20"),
            (.resetQuestionUp, .keys, "answer the reset question first: press y or n"),
            (.resetQuestionUp, .commands, "answer the reset question first: type ok or cancel"),
            (.gameOver, .keys, "the game is over: press r for a new game"),
            (.gameOver, .commands, "the game is over: type reset for a new game"),
            (
                .noResetQuestion, .commands,
                "there is no reset question to answer: type reset to ask for a reset"
            ),
            (
                .noPassAlert, .commands,
                "there is no pass to dismiss: a side passes only when it cannot place a disk"
            ),
            (.alreadyInMode(.dark, .manual), .commands, "● dark is already manual"),
        ])
    func refusal(refusal: Refusal, instructions: Instructions, text: String) {
        #expect(Notice.refused(refusal).text(instructions) == text)
    }

    @Test("spec 15.8: a resumed game says where from, and how to get the modes it did not take")
    func resumed() {
        #expect(
            Notice.resumed(from: "/home/ann/game.txt", notApplied: .none).text(.keys)
                == "Resumed the saved game (/home/ann/game.txt).")
        #expect(
            Notice.resumed(from: "game.txt", notApplied: RequestedModes(light: .computer))
                .text(.commands)
                == "Resumed the saved game (game.txt). --light computer applies to a new game: reversi --new --light computer"
        )
        #expect(
            Notice.resumed(
                from: "game.txt", notApplied: RequestedModes(dark: .computer, light: .manual)
            ).text(.keys)
                == "Resumed the saved game (game.txt). --dark computer and --light manual apply to a new game: reversi --new --dark computer --light manual"
        )
    }

    @Test(
        "spec 13.4, 15.10: the final score line: both counts, the winner and the margin, or a tie",
        arguments: [
            (Counts(dark: 40, light: 24), "● 40 – 24 ○: dark wins by 16"),
            (Counts(dark: 20, light: 40), "● 20 – 40 ○: light wins by 24"),
            (Counts(dark: 32, light: 32), "● 32 – 32 ○: tied"),
        ])
    func finalScore(counts: Counts, text: String) {
        #expect(FinalScore(counts).text == text)
    }

    @Test("spec 2.2, 15.9: the pass alert keeps the spec's words and names who passes")
    func passAlert() {
        #expect(PassAlertText.title == "Pass")
        #expect(PassAlertText.text == "Cannot place a disk.")
        #expect(PassAlertText.passing(.light) == "○ light passes; ● dark plays next.")
    }

    @Test("only the save file's notices are repeated after the game")
    func repeatedAfterTheGame() {
        #expect(Notice.unreadableSave("kept").isAboutTheSaveFile)
        #expect(Notice.saveFailed("disk full").isAboutTheSaveFile)
        #expect(!Notice.refused(.gameOver).isAboutTheSaveFile)
        #expect(!Notice.resumed(from: "game.txt", notApplied: .none).isAboutTheSaveFile)
        let start = StartingPoint.moves(PlayedGame())
        #expect(Notice.started(start, setAside: "game.txt kept as game.txt.old").isAboutTheSaveFile)
        #expect(!Notice.started(start, setAside: nil).isAboutTheSaveFile)
    }
}
