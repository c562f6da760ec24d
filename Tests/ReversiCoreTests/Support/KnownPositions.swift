import ReversiCore

enum KnownPositions {
    /// Dark to move at d4 closes a line of light disks in each of the eight directions; the
    /// line upwards is two disks long.
    static let eightLines = """
        ---x----
        -x-o-x--
        --ooo---
        -xo-ox--
        --ooo---
        -x-x-x--
        --------
        --------
        """
}
