/// How a finished game ended: the side with more disks won, or the counts were equal.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    case won(Disk)
    case tied

    public init(_ board: Board) {
        let dark = board.count(of: .dark)
        let light = board.count(of: .light)
        self = dark == light ? .tied : .won(dark > light ? .dark : .light)
    }

    public var description: String {
        switch self {
        case .won(let disk): "\(disk) won"
        case .tied: "tied"
        }
    }
}
