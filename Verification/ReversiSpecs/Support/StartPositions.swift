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
    public static let darkMustPass = StartPosition("dark must pass", .dark, """
        ooxxxoox
        ooxxxxxx
        oxoooxxx
        oooxxoxx
        oooxooxo
        oxxoooxo
        -xxxxxoo
        -ooooooo
        """)

    public static let lightMustPass = StartPosition("light must pass", .light, """
        xxxxxxxx
        xxxoxoxx
        xxxxoxox
        xoxxxoox
        ooooxxox
        oooooxxx
        ooxxxxxx
        -oxxxxxo
        """)

    public static let darkWinsSoon = StartPosition("dark wins within 5 plies, with a pass", .dark, """
        xxxxxxx-
        xxxoxooo
        xxxxoooo
        xoxxxooo
        ooooxxoo
        ooxooxoo
        o-xxxxx-
        -oxxxxxo
        """)

    public static let lightWinsSoon = StartPosition("light wins within 5 plies, with a pass", .dark, """
        ooooooox
        oooxooox
        oooooxox
        oooooxox
        oooxoxox
        ooxoxoox
        -oooooo-
        xoox-xo-
        """)

    public static let tieSoon = StartPosition("a tie within 5 plies", .light, """
        oooooo-x
        oxxxxx-x
        xxxxxxxx
        oxoooxxx
        ooxoxoxx
        -xxxooox
        xxxxxooo
        xxxo--ox
        """)

    public static let all: [StartPosition] = [
        darkMustPass, lightMustPass, darkWinsSoon, lightWinsSoon, tieSoon,
    ].compactMap { $0 }
}
