import Foundation

/// The sizes of the tests' long runs: the property runs with many cases, the deep checks.
///
/// A plain `swift test` runs each of them smaller, with the same assertions, so that the suite
/// answers within a minute on two cores; `REVERSI_LONG_TESTS=1` runs them at full size, as
/// CI runs its `swift test`. This is the one place that reads the variable.
public enum LongTests {
    /// The environment variable that asks for the full sizes.
    public static let variable = "REVERSI_LONG_TESTS"

    /// Whether this run asks for the full sizes: the variable is set to anything but empty or
    /// `0`, so that a mistyped value runs more, never less.
    public static let areEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment[variable] else { return false }
        return !value.isEmpty && value != "0"
    }()

    /// `long` when the full sizes are asked for, `quick` otherwise.
    public static func size<Size>(quick: Size, long: Size) -> Size {
        areEnabled ? long : quick
    }
}
