import ReversiCore

/// The named positions of the tests, each written once. (The checker's own start positions
/// are `StartPositions`.)
public enum Positions {
    /// Spec 4.3's example: dark places on e6 and flips the runs upper-left, right and down.
    public static let specExample = Diagram(
        .dark,
        """
        --------
        x-------
        -o------
        --ooo---
        ---ox---
        -----oox
        ---ooo--
        --o-x---
        """)

    /// Spec 4.3's example after dark's e6, light to move.
    public static let specExampleAfterE6 = Diagram(
        .light,
        """
        --------
        x-------
        -x------
        --xoo---
        ---xx---
        ----xxxx
        ---oxo--
        --o-x---
        """)

    /// Dark to move at d4 closes a run of light disks in each of the eight directions; the
    /// run upwards is two disks long.
    public static let eightLines = Diagram(
        .dark,
        """
        ---x----
        -x-o-x--
        --ooo---
        -xo-ox--
        --ooo---
        -x-x-x--
        --------
        --------
        """)

    /// Dark to move; d4 flips c5 (lower-left) and c4 (left), the two runs the original app
    /// flipped the wrong way round (spec 9.4), and no other move flips two runs.
    public static let lowerLeftAndLeft = Diagram(
        .dark,
        """
        --------
        --------
        --------
        -xo-----
        --o-----
        -x------
        --------
        --------
        """)

    /// `turn` to move with only a1 and b1 taken, `turn` on b1: it must pass, and after the
    /// pass the opponent's c1 ends the game with all three disks its own.
    public static func mustPass(_ turn: Disk) -> GameState {
        var board = Board.empty
        board[.a1] = turn.flipped
        board[.b1] = turn
        return GameState(board: board, turn: turn)
    }
}

/// A position written as a diagram (spec 1.6) with the side to move. It is read where it is
/// used, with `try`, so a broken diagram fails the test that uses it.
public struct Diagram: Sendable {
    public let turn: Disk
    public let rows: String

    public init(_ turn: Disk, _ rows: String) {
        self.turn = turn
        self.rows = rows
    }

    public func state() throws(BoardTextError) -> GameState {
        GameState(board: try Board(text: rows), turn: turn)
    }

    public func game() throws(BoardTextError) -> GameModel { GameModel(try state()) }
}
