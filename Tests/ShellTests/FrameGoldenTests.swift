import ReversiApp
import ReversiCore
import ReversiEngine
import Testing

@testable import reversi

/// Whole frames, row by row, at the size a terminal that cannot tell its own is taken to be:
/// every part below the board at once, so that a part's place, height or width one off shows.
@Suite("Spec 15.12: whole frames below the board, row by row")
struct FrameGoldenTests {
    /// Fourteen plies, which follow the Comp'Oth line and then leave it: the record (its last
    /// ten plies while playing, all once the game is over) fits the 76 columns below the board
    /// on one line while playing, and takes two once the game is over.
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

    @Test(
        "spec 12.2, 19.3: the record and the analysis below the board take the window's width, not a fixed 44 columns",
        arguments: [64, 80, 100, 160])
    func recordAndAnalysisUseTheWidth(columns: Int) throws {
        let size = TerminalSize(columns: columns, rows: 40)
        var screen = Screens.gameOver
        screen.record = Self.wholeGame
        screen.analysis = .ready(try Self.analysis(of: screen.record))
        let rows = Self.rows(screen, from: FrameLayout.partsTop, size: size)
        let first = try #require(rows.firstIndex { $0.hasPrefix("  record: ") })
        let record = Array(rows[first...].prefix { !$0.hasPrefix("  analysis: ") })
        let analysis = try #require(rows.first { $0.hasPrefix("  analysis: ") })
        // Text from column 3 to the one before the last, which a terminal would wrap at.
        let width = columns - 4
        for (line, next) in zip(record, record.dropFirst()) {
            #expect(line.count - 2 <= width, "\(line)")
            // A line ends only where its next ply (a number and a move) would not fit.
            let ply = next.dropFirst(2).split(separator: " ").prefix(2).joined(separator: " ")
            #expect(line.count - 2 + 1 + ply.count > width, "\(columns): \(line) | \(ply)")
        }
        let summary = "analysis: " + (screen.analysis?.text { $0.glyph } ?? "")
        #expect(summary.count > 44)
        if summary.count <= width {
            #expect(analysis == "  " + summary, "one line at \(columns) columns")
        } else {
            #expect(analysis.count - 2 <= width)
            #expect(summary.hasPrefix(analysis.dropFirst(2)))
            let next = summary.dropFirst(analysis.count - 1).split(separator: " ").first ?? ""
            #expect(analysis.count - 2 + 1 + next.count > width, "\(analysis) | \(next)")
        }
    }

    /// An analysis of `record` whose every search found its first move, exact.
    static func analysis(of record: [Transcript.Entry]) throws -> GameAnalysis {
        var game = PlayedGame()
        try game.play(Transcript(record))
        let plan = AnalysisPlan(game, exactEmpties: 60)
        let values = Dictionary(
            uniqueKeysWithValues: plan.searches.map { search in
                (
                    search.key,
                    PositionValue(best: search.moves[0].coordinate, score: .exact(2), depth: 60)
                )
            })
        return try #require(GameAnalysis(plan, values: values))
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
        "  record: 5. c4 6. f4 7. f6 8. f3 9. e6 10. e7 11. d7 12. c5 13. b4 14. b5*",
        "  ! the game could not be saved: cannot write /tmp/games.txt: No space left on",
        "  device",
    ]
    static let expectedScore: [String] = [
        "  ● 3 – 0 ○: dark wins by 64",
        "  Game over: press r for a new game.",
        "  opening: Comp'Oth",
        "  record: 1. f5 2. d6 3. c3 4. d3 5. c4 6. f4 7. f6 8. f3 9. e6 10. e7 11. d7",
        "  12. c5 13. b4 14. b5*",
        "  ! the game could not be saved: cannot write /tmp/gamess.txt: No space left",
        "  on device",
    ]
}
