import ReversiCore
import Testing

@Suite("Spec 1.5: a line flips when opposing disks are closed by one of the mover's")
struct LineTests {
    /// Runs of light disks on rows 5 and 7, closed or not by dark ones.
    static let board = """
        --------
        --------
        --------
        --------
        -xooo-ox
        --------
        --x-oo--
        --------
        """

    @Test("a line exists only when it lies wholly on the board")
    func linesStayOnTheBoard() {
        #expect(Line(from: .a1, .left, length: .one) == nil)
        #expect(Line(from: .a1, .up, length: .one) == nil)
        #expect(Line(from: .h8, .lowerRight, length: .one) == nil)
        #expect(Line(from: .b1, .right, length: .seven) == nil)
        #expect(Line(from: .a1, .right, length: .seven)?.end == .h1)
        #expect(Line(from: .a1, .lowerRight, length: .seven)?.end == .h8)
        #expect(Line(from: .d4, .left, length: .three)?.cells == [.c4, .b4, .a4])
        #expect(Line.all(from: .d4, .left).count == 3)
        #expect(Line.all(from: .d4, .right).count == 4)
    }

    @Test("every line that exists has exactly its length in on-board cells, nearest first")
    func everyLineOnTheBoard() {
        for start in Coordinate.all {
            for direction in Direction.allCases {
                for length in Distance.allCases {
                    let far = start.moved(direction, by: length)
                    let line = Line(from: start, direction, length: length)
                    #expect(
                        (line == nil) == (far == nil), "\(start) \(direction) \(length.rawValue)")
                    guard let line else { continue }
                    #expect(line.end == far)
                    #expect(line.cells.count == Int(length.rawValue))
                    #expect(line.cells.first == start.moved(direction))
                }
            }
        }
    }

    @Test("one or more opposing disks followed directly by the mover's disk make a flippable line")
    func flippableLines() throws {
        let board = try Board(text: Self.board)
        let threeDisks = try #require(Line(from: .f5, .left, length: .four))
        let flippable = try #require(FlippableLine(threeDisks, placing: .dark, on: board))
        #expect(flippable.flipped == [.e5, .d5, .c5])
        let oneDisk = try #require(Line(from: .f5, .right, length: .two))
        #expect(FlippableLine(oneDisk, placing: .dark, on: board)?.flipped == [.g5])
    }

    @Test(
        "a line is not flippable without an opposing disk, with a gap, when open, or when occupied")
    func notFlippableLines() throws {
        let board = try Board(text: Self.board)
        func flippable(_ start: Coordinate, _ direction: Direction, _ length: Distance) throws
            -> Bool
        {
            let line = try #require(Line(from: start, direction, length: length))
            return FlippableLine(line, placing: .dark, on: board) != nil
        }
        // Only part of the run: the end is an opposing disk, not the mover's.
        #expect(try !flippable(.f5, .left, .three))
        // Past the closing disk.
        #expect(try !flippable(.f5, .left, .five))
        // No opposing disk between: b5 is dark and adjacent to a5.
        #expect(try !flippable(.a5, .right, .one))
        // The run is open at the far end (g7 and h7 empty).
        #expect(try !flippable(.d7, .right, .three))
        // A gap (d7 empty) between the opposing disks and the mover's disk.
        #expect(try !flippable(.f7, .left, .three))
        // The start cell is occupied.
        #expect(try !flippable(.e5, .left, .three))
        // The same run is flippable for the mover only: light would need a light disk at b5.
        let line = try #require(Line(from: .f5, .left, length: .four))
        #expect(FlippableLine(line, placing: .light, on: board) == nil)
    }

    @Test("the reference rules find each direction's line, and the legal cells, one walk at a time")
    func lineRulesAnswers() throws {
        let board = try Board(text: Self.board)
        // f5: three light disks to the left closed by b5, one to the right closed by h5.
        #expect(
            LineRules.flippableLine(placing: .dark, at: .f5, toward: .left, on: board)?.flipped
                == [.e5, .d5, .c5])
        #expect(
            LineRules.flippableLine(placing: .dark, at: .f5, toward: .right, on: board)?.flipped
                == [.g5])
        #expect(LineRules.flippableLine(placing: .dark, at: .f5, toward: .up, on: board) == nil)
        // d7: the run to the right is open at the far end; to the left nothing is adjacent.
        #expect(LineRules.flippableLine(placing: .dark, at: .d7, toward: .right, on: board) == nil)
        #expect(LineRules.flipped(placing: .dark, at: .f5, on: board) == [.g5, .e5, .d5, .c5])
        // Only f5 closes a run for dark; only a5 (over b5 to c5) for light.
        #expect(LineRules.legalMoves(for: .dark, on: board) == [.f5])
        #expect(LineRules.legalMoves(for: .light, on: board) == [.a5])
        #expect(LineRules.isLegal(placing: .light, at: .a5, on: board))
        #expect(!LineRules.isLegal(placing: .dark, at: .a5, on: board))
        #expect(!LineRules.isLegal(placing: .dark, at: .e5, on: board))
        #expect(LineRules.hasLegalMove(for: .dark, on: board))
        #expect(!LineRules.hasLegalMove(for: .dark, on: Board.empty))
    }
}
