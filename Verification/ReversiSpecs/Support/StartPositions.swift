import ReversiCore

/// A named position to start exploring from.
public struct StartPosition: Hashable, Sendable {
    public let name: String
    public let state: GameState

    /// `nil` when `rows` is not a board (a test checks that every position here parses).
    init?(_ name: String, _ turn: Disk, _ rows: String) {
        guard let board = try? Board(text: rows) else { return nil }
        self.name = name
        self.state = GameState(board: board, turn: turn)
    }
}

/// Positions from seeded random games, a few plies before a pass or the end, so that a
/// shallow exploration reaches every kind of turn and result.
public enum StartPositions {
    public static let darkMustPass = StartPosition(
        "dark must pass", .dark,
        """
        ooxxxoox
        ooxxxxxx
        oxoooxxx
        oooxxoxx
        oooxooxo
        oxxoooxo
        -xxxxxoo
        -ooooooo
        """)

    public static let lightMustPass = StartPosition(
        "light must pass", .light,
        """
        xxxxxxxx
        xxxoxoxx
        xxxxoxox
        xoxxxoox
        ooooxxox
        oooooxxx
        ooxxxxxx
        -oxxxxxo
        """)

    public static let darkWinsSoon = StartPosition(
        "dark wins within 5 plies, with a pass", .dark,
        """
        xxxxxxx-
        xxxoxooo
        xxxxoooo
        xoxxxooo
        ooooxxoo
        ooxooxoo
        o-xxxxx-
        -oxxxxxo
        """)

    public static let lightWinsSoon = StartPosition(
        "light wins within 5 plies, with a pass", .dark,
        """
        ooooooox
        oooxooox
        oooooxox
        oooooxox
        oooxoxox
        ooxoxoox
        -oooooo-
        xoox-xo-
        """)

    public static let tieSoon = StartPosition(
        "a tie within 5 plies", .light,
        """
        oooooo-x
        oxxxxx-x
        xxxxxxxx
        oxoooxxx
        ooxoxoxx
        -xxxooox
        xxxxxooo
        xxxo--ox
        """)

    public static let darkWinsNext = StartPosition(
        "dark wins within 2 plies", .dark,
        """
        xxxxooox
        xxxxooox
        xxxxoxox
        xxxxoxox
        xxxxxo-x
        xxxxxxox
        oooxxoox
        oxxxxxo-
        """)

    public static let lightWinsNext = StartPosition(
        "light wins within 2 plies", .dark,
        """
        -oxxoooo
        ooxxoooo
        -oxoxxoo
        xxoooxoo
        xxooxoxo
        xxooxoxo
        xxxxoooo
        xxxxxooo
        """)

    public static let tieNext = StartPosition(
        "a tie within 2 plies", .dark,
        """
        oxxxxxxo
        ooxxxxxo
        oxxoooxo
        oxxoooxo
        oooxxooo
        oxoxxooo
        oxxooooo
        -xxxxxx-
        """)

    /// A full board, so neither side can move: the game is over, dark has 33 disks.
    public static let finishedGame = GameState(
        board: Board.filled(darkRows: 4, thenDarkCells: 1), turn: .dark)

    public static let all: [StartPosition] = [
        darkMustPass, lightMustPass, darkWinsSoon, lightWinsSoon, tieSoon, darkWinsNext,
        lightWinsNext, tieNext,
    ].compactMap { $0 }
}

extension Board {
    /// A full board: the first `darkRows` rows dark, then `thenDarkCells` dark cells, the rest
    /// light.
    static func filled(darkRows: Int, thenDarkCells: Int) -> Board {
        var board = Board.empty
        for (index, cell) in Coordinate.all.enumerated() {
            board[cell] = index < darkRows * 8 + thenDarkCells ? .dark : .light
        }
        return board
    }
}
