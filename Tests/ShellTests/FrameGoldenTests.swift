import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// Whole frames, row by row, at the size a terminal that cannot tell its own is taken to be:
/// every part below the board at once, so that a part's place, height or width one off shows.
@Suite("Spec 15.12: whole frames below the board, row by row")
struct FrameGoldenTests {
    /// Fourteen plies, which follow the Comp'Oth line and then leave it: the record's first line then fills its 44 columns while playing, and
    /// would take 45 once the game is over.
    static let plies: [Transcript.Entry] = [
        .f5, .d6, .c3, .d3, .c4, .f4, .f6, .f3, .e6, .e7, .d7, .c5, .b4, .b5,
    ].map { .place($0) }

    /// The frame's rows from `first` on, trailing spaces dropped, at the fallback size.
    static func rows(
        _ screen: Screen, from first: Int, size: TerminalSize = .fallback
    ) -> [String] {
        let renderer = FrameRenderer(
            screen: screen, controls: KeyControls(), spinner: "⠋", size: size,
            style: Style(colors: false))
        let text = terminalText(of: renderer.frame, rows: size.rows)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String($0).reversed().drop { $0 == " " }.reversed())
        }
        return Array(rows.dropFirst(first - 1))
    }

    /// The rows below the board of `screen` with the plies and a failed save of `file`.
    static func partsBelowTheBoard(_ screen: Screen, savingTo file: String) -> [String] {
        var screen = screen
        screen.record = plies
        screen.notice = .saveFailed("cannot write /tmp/\(file): No space left on device")
        return rows(screen, from: FrameLayout.partsTop)
    }

    @Test("the pass alert, the reset question, the record and a notice, stacked in that order")
    func alertsRecordAndNotice() {
        // The notice's first line fills the 76 columns it may take: one fewer moves a word down.
        let found = Self.partsBelowTheBoard(
            Screens.passAlertAndResetQuestion, savingTo: "games.txt")
        #expect(found == Self.expectedAlerts, "\n\(found.joined(separator: "\n"))")
    }

    @Test("the final score, the whole record and a notice, stacked in that order")
    func scoreRecordAndNotice() {
        // The notice's first line would take 77 columns: one more than it may take.
        let found = Self.partsBelowTheBoard(Screens.gameOver, savingTo: "gamess.txt")
        #expect(found == Self.expectedScore, "\n\(found.joined(separator: "\n"))")
    }

    /// A whole game, passes included where it has them: each side plays its first legal move.
    static let wholeGame: [Transcript.Entry] = {
        var game = PlayedGame()
        var entries: [Transcript.Entry] = []
        while game.current.state != nil {
            let entry =
                game.current.legalMoves?.first.map { Transcript.Entry.place($0.coordinate) }
                ?? .pass
            guard (try? game.play(entry)) != nil else { break }
            entries.append(entry)
        }
        return entries
    }()

    @Test("spec 12.2: at 80 columns, a whole game's record wraps between plies, never inside one")
    func wholeRecordWrapsBetweenPlies() throws {
        // 80 columns, and rows enough for the whole record.
        let tall = TerminalSize(columns: 80, rows: 40)
        var screen = Screens.gameOver
        screen.record = Self.wholeGame
        #expect(screen.record.count >= 58)
        let first = try #require(
            Self.rows(screen, from: FrameLayout.partsTop, size: tall).firstIndex {
                $0.hasPrefix("  record: ")
            })
        let lines = Self.rows(screen, from: FrameLayout.partsTop, size: tall).dropFirst(first)
            .prefix {
                !$0.isEmpty && !$0.hasPrefix("  !")
            }
        let words = lines.map { $0.dropFirst(2) }.joined(separator: " ")
            .split(separator: " ").dropFirst()
        #expect(words.count == 2 * screen.record.count)
        for line in lines {
            let plies = line.dropFirst(2).replacing("record: ", with: "").split(separator: " ")
            #expect(plies.count.isMultiple(of: 2), "\(line)")
            #expect(plies.first?.last == ".", "\(line)")
        }
    }

    static let expectedAlerts: [String] = [
        "  ┌─ Pass ───────────────────────────────────┐",
        "  │ Cannot place a disk.                     │",
        "  │ ○ light passes; ● dark plays next.       │",
        "  │                              [ Dismiss ] │",
        "  └──────────────────────────────────────────┘",
        "  ┌─ Reset ──────────────────────────────────┐",
        "  │ Do you really want to reset the game?    │",
        "  │                       [ Cancel ]    OK   │",
        "  └──────────────────────────────────────────┘",
        // No opening's line: with both alerts up, a 24-row window keeps its last rows for
        // the notice, whose first line is seen.
        "  record: 5. c4 6. f4 7. f6 8. f3 9. e6 10. e7",
        "  11. d7 12. c5 13. b4 14. b5*",
        "  ! the game could not be saved: cannot write /tmp/games.txt: No space left on",
    ]
    static let expectedScore: [String] = [
        "  ● 3 – 0 ○: dark wins by 64",
        "  Game over: press r for a new game.",
        "  opening: Comp'Oth",
        "  record: 1. f5 2. d6 3. c3 4. d3 5. c4 6. f4",
        "  7. f6 8. f3 9. e6 10. e7 11. d7 12. c5",
        "  13. b4 14. b5*",
        "  ! the game could not be saved: cannot write /tmp/gamess.txt: No space left",
        "  on device",
    ]
}
