import ReversiApp
import ReversiCore
import Testing

@testable import reversi

/// Where a frame puts what can be clicked, checked against what the renderer draws there.
@Suite("Spec 15.12: a click hits what the frame drew")
struct FrameLayoutTests {
    /// The frame's rows as a terminal shows them, the first row first.
    func rows(_ screen: Screen, _ size: TerminalSize = .fallback) -> [[Character]] {
        let renderer = FrameRenderer(
            screen: screen, controls: KeyControls(), spinner: "⠋", size: size,
            style: Style(colors: false))
        let text = terminalText(of: renderer.frame, rows: size.rows)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }

    /// The text at a 1-based row and columns, spaces where nothing is drawn.
    func text(_ rows: [[Character]], row: Int, columns: Range<Int>) -> String {
        let line = row - 1 < rows.count ? rows[row - 1] : []
        return String(columns.map { $0 - 1 < line.count ? line[$0 - 1] : " " })
    }

    @Test("every cell's three columns are the cell, drawn with its disk")
    func cells() {
        let screen = Screens.midAnimation
        let drawn = rows(screen)
        let layout = FrameLayout(screen: screen, size: .fallback)
        for cell in Coordinate.all {
            let (row, column) = FrameLayout.position(of: cell)
            for offset in 0..<3 {
                #expect(layout.target(atColumn: column + offset, row: row) == .cell(cell))
            }
            let glyph = text(drawn, row: row, columns: (column + 1)..<(column + 2))
            #expect(glyph == (screen.board[cell]?.glyph ?? "·"), "\(cell)")
        }
        #expect(layout.target(atColumn: FrameLayout.boardLeft - 1, row: 4) == nil)
        #expect(layout.target(atColumn: FrameLayout.boardLeft + 24, row: 4) == nil)
        #expect(layout.target(atColumn: 6, row: FrameLayout.boardTop) == nil)
        #expect(layout.target(atColumn: 6, row: FrameLayout.boardTop + 9) == nil)
    }

    @Test(
        "spec 2.2, 7.2: each alert button is where its label is drawn, also both alerts at once",
        arguments: [
            Screens.passAlert, Screens.resetConfirmation(focus: .ok),
            Screens.resetConfirmation(focus: .cancel), Screens.passAlertAndResetQuestion,
        ])
    func buttons(screen: Screen) {
        let drawn = rows(screen)
        let layout = FrameLayout(screen: screen, size: .fallback)
        let expected: [AlertButton] =
            (screen.passAlert != nil ? [.dismiss] : [])
            + (screen.resetConfirmation != nil ? [.cancel, .ok] : [])
        #expect(layout.buttons.map(\.button) == expected)
        for (button, row, column) in layout.buttons {
            let columns = column..<(column + button.width)
            #expect(text(drawn, row: row, columns: columns).contains(button.label))
            for clicked in columns {
                #expect(layout.target(atColumn: clicked, row: row) == .button(button))
            }
            #expect(layout.target(atColumn: column - 1, row: row) != .button(button))
        }
    }

    @Test("the game fits a window of 64 × 22 and no smaller, in either direction")
    func smallestWindow() {
        func fits(_ columns: Int, _ rows: Int) -> Bool {
            let size = TerminalSize(columns: columns, rows: rows)
            return FrameLayout(screen: Screens.start, size: size).fits
        }
        #expect(fits(64, 22))
        #expect(!fits(63, 22))
        #expect(!fits(64, 21))
        #expect(!fits(63, 21))
    }

    @Test("a window too small for the game has nothing to click")
    func tooSmall() {
        let layout = FrameLayout(
            screen: Screens.passAlert, size: TerminalSize(columns: 40, rows: 12))
        #expect(layout.buttons.isEmpty)
        #expect(layout.target(atColumn: 6, row: 4) == nil)
    }
}
