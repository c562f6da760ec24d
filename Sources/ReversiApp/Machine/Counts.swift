import ReversiCore

/// Both sides' disk counts, as shown (spec 5.1).
public struct Counts: Hashable, Sendable, CustomStringConvertible {
    public let dark: Int
    public let light: Int

    public init(dark: Int, light: Int) {
        self.dark = dark
        self.light = light
    }

    public init(_ board: Board) {
        self.init(dark: board.count(of: .dark), light: board.count(of: .light))
    }

    public subscript(disk: Disk) -> Int { disk == .dark ? dark : light }

    public var description: String { "x \(dark) - o \(light)" }
}
