import ReversiCore
import Testing

@Suite("Spec 1.6: text diagrams (x dark, o light, - empty, row 1 first)")
struct BoardTextTests {
    static let initialText = """
        --------
        --------
        --------
        ---ox---
        ---xo---
        --------
        --------
        --------
        """

    @Test("the initial board prints one row per line, row 1 first")
    func printsInitialBoard() {
        #expect(Board.initial.description == Self.initialText)
        #expect(Board.initial.rows.count == 8)
        #expect(Board.initial.rows.allSatisfy { $0.count == 8 })
    }

    @Test("x is dark, o is light, - is empty, and a1 is the first character")
    func symbols() throws {
        let board = try Board(
            text: """
                xo------
                --------
                --------
                --------
                --------
                --------
                --------
                -------o
                """)
        #expect(board[.a1] == .dark)
        #expect(board[.b1] == .light)
        #expect(board[.c1] == nil)
        #expect(board[.h8] == .light)
        #expect(
            Board.symbol(.dark) == "x" && Board.symbol(.light) == "o" && Board.symbol(nil) == "-")
    }

    @Test(
        "a board read from its text prints the same text",
        arguments: [
            BoardTextTests.initialText,
            "xxxxxxxx\noooooooo\n--------\nxoxoxoxo\n-x-o-x-o\n--------\n--------\nxxxxoooo",
        ])
    func roundTrip(text: String) throws {
        #expect(try Board(text: text).description == text)
        #expect(try Board(text: text + "\n").description == text)
    }

    @Test(
        "a text that is not eight rows of eight cells of x, o or - is refused, naming the problem")
    func parseErrors() {
        func text(_ change: (inout [String]) -> Void) -> String {
            var rows = Board.initial.rows
            change(&rows)
            return rows.joined(separator: "\n")
        }
        #expect(throws: BoardTextError.rowCount(7)) { try Board(text: text { $0.removeLast() }) }
        #expect(throws: BoardTextError.rowCount(0)) { try Board(text: "") }
        #expect(throws: BoardTextError.rowLength(row: .three, length: 9)) {
            try Board(text: text { $0[2] += "-" })
        }
        #expect(throws: BoardTextError.unknownSymbol(.e6, "#")) {
            try Board(text: text { $0[5] = "----#---" })
        }
        #expect(throws: BoardTextError.unknownSymbol(.a1, "X")) {
            try Board(text: text { $0[0] = "X-------" })
        }
    }

    @Test(
        "the one diagram: the column letters above, each row after its digit; spaced for replay and GTP, with capitals for GTP"
    )
    func diagram() {
        let plain = Board.initial.diagram()
        #expect(plain.count == 9)
        #expect(plain[0] == "  abcdefgh")
        #expect(plain[4] == "4 ---ox---")
        let spaced = Board.initial.diagram(spaced: true, capitalColumns: true)
        #expect(spaced[0] == "  A B C D E F G H")
        #expect(spaced[5] == "5 - - - x o - - -")
    }

    @Test("parse errors say what is wrong and where")
    func parseErrorMessages() {
        #expect(BoardTextError.rowCount(7).description == "expected 8 board rows, found 7")
        #expect(
            BoardTextError.rowLength(row: .three, length: 9).description
                == "row 3 has 9 cells, expected 8")
        #expect(
            BoardTextError.unknownSymbol(.e6, "#").description
                == "unknown symbol '#' at e6 (expected x, o or -)")
    }
}
