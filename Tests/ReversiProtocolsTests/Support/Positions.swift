import ReversiCore

enum TestPositions {
    /// a1 light, b1 dark, dark to move: dark must pass; light's c1 then ends the game.
    static let darkMustPass = "OX" + String(repeating: "-", count: 62) + " X"
}
