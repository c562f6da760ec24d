import ReversiCore
import Testing

@Suite("Spec 1.1, 1.2: board, coordinates, notation")
struct CoordinateTests {
    @Test("8 x 8 cells: 64 distinct coordinates, every cell of a new board empty")
    func sixtyFourCells() {
        #expect(Column.allCases.count == 8)
        #expect(Row.allCases.count == 8)
        #expect(Set(Coordinate.all).count == 64)
        #expect(Coordinate.all.allSatisfy { Board.empty[$0] == nil })
    }

    @Test("a cell is empty, dark or light, and holds what was last put there")
    func cellHoldsOneDisk() {
        var board = Board.empty
        board[.c2] = .dark
        #expect(board[.c2] == .dark)
        board[.c2] = .light
        #expect(board[.c2] == .light)
        #expect(board.count(of: .dark) == 0)
        board[.c2] = nil
        #expect(board == .empty)
    }

    @Test("columns run a to h left to right, rows 1 to 8 top to bottom; a1 is the top-left corner")
    func orientation() {
        #expect(Column.allCases.map(\.letter) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(Row.allCases.map(\.digit) == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(Coordinate.all.first == .a1)
        #expect(Coordinate.all.last == .h8)
        #expect(Coordinate.a1.moved(.right) == .b1)
        #expect(Coordinate.a1.moved(.down) == .a2)
        #expect(Coordinate.a1.moved(.up) == nil)
        #expect(Coordinate.a1.moved(.left) == nil)
        #expect(Coordinate.h8.moved(.upperLeft, by: .seven) == .a1)
    }

    @Test("columns and rows are ordered strictly, a to h and 1 to 8")
    func ordered() {
        #expect(Column.allCases.sorted() == Column.allCases)
        #expect(Row.allCases.sorted() == Row.allCases)
        for (before, after) in zip(Column.allCases, Column.allCases.dropFirst()) {
            #expect(before < after && !(after < before) && !(before < before))
        }
        for (before, after) in zip(Row.allCases, Row.allCases.dropFirst()) {
            #expect(before < after && !(after < before) && !(before < before))
        }
    }

    @Test("column index x = 0..7 and row index y = 0..7")
    func indices() {
        #expect(Column.allCases.map(\.rawValue) == Array(0...7))
        #expect(Row.allCases.map(\.rawValue) == Array(0...7))
        #expect(Coordinate.f5.column.rawValue == 5 && Coordinate.f5.row.rawValue == 4)
    }

    @Test("standard notation: every cell prints as column letter and row digit, and reads back")
    func notationRoundTrip() {
        for cell in Coordinate.all {
            let text = cell.description
            #expect(text == "\(cell.column.letter)\(cell.row.digit)")
            #expect(Coordinate(text) == cell)
        }
        #expect(Coordinate.f5.description == "f5")
    }

    @Test("notation is read in any case and printed in lower case")
    func anyCase() {
        #expect(Coordinate("F5") == .f5)
        #expect(Coordinate("h8") == .h8)
        #expect(Coordinate("A1")?.description == "a1")
        for cell in Coordinate.all {
            #expect(Coordinate(cell.description.uppercased()) == cell)
        }
    }

    @Test(
        "anything but a column letter followed by a row digit is not a coordinate",
        arguments: [
            "", "f", "5", "f55", "5f", "i1", "z9", "a0", "a9", "ff", " f5", "f5 ", "f-5",
            "é1", "a١", "pass",
            // The characters just before `a` and `1` in ASCII: a bound one off would read
            // them as a column or row before the first, or trap.
            "`1", "@1", "a/",
        ])
    func badNotation(text: String) {
        #expect(Coordinate(text) == nil)
    }
}
