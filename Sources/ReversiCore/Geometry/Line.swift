/// A straight line on the board: from a start cell, `length` steps in one direction.
///
/// Its initializer fails when the far end would be off the board, so every `Line` value
/// lies wholly on the board.
public struct Line: Hashable, Sendable {
    public let start: Coordinate
    public let direction: Direction
    public let length: Distance
    /// The far end, `length` steps from `start`.
    public let end: Coordinate

    public init?(from start: Coordinate, _ direction: Direction, length: Distance) {
        guard let end = start.moved(direction, by: length) else { return nil }
        self.start = start
        self.direction = direction
        self.length = length
        self.end = end
    }

    /// The cells after the start, nearest first, ending with `end`.
    public var cells: [Coordinate] {
        Distance.allCases.prefix(Int(length.rawValue)).compactMap { start.moved(direction, by: $0) }
    }

    /// Every line from `start` in `direction`, shortest first.
    public static func all(from start: Coordinate, _ direction: Direction) -> [Line] {
        Distance.allCases.compactMap { Line(from: start, direction, length: $0) }
    }
}
