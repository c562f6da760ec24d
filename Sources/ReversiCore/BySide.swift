/// A value for each side: the modes, the levels, the disk counts. One type, so that reading
/// and writing a side's value (`modes[disk]`) is written once.
public struct BySide<Value> {
    public var dark: Value
    public var light: Value

    public init(dark: Value, light: Value) {
        self.dark = dark
        self.light = light
    }

    public subscript(disk: Disk) -> Value {
        get { disk == .dark ? dark : light }
        set {
            if disk == .dark { dark = newValue } else { light = newValue }
        }
    }
}

extension BySide: Equatable where Value: Equatable {}
extension BySide: Hashable where Value: Hashable {}
extension BySide: Sendable where Value: Sendable {}

/// Both sides' disk counts, as shown (spec 5.1).
public typealias Counts = BySide<Int>

extension BySide where Value == Int {
    public init(_ board: Board) {
        self.init(dark: board.count(of: .dark), light: board.count(of: .light))
    }
}

extension BySide: CustomStringConvertible where Value == Int {
    public var description: String { "x \(dark) - o \(light)" }
}
