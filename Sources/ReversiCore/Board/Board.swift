/// The 64 cells, each empty, dark or light.
///
/// Stored as two bitboards; read and written through `Coordinate`, never raw indices.
public struct Board: Hashable, Sendable {
    @usableFromInline package var dark: UInt64
    @usableFromInline package var light: UInt64

    @inlinable
    package init(dark: UInt64, light: UInt64) {
        self.dark = dark
        self.light = light & ~dark
    }

    /// No disk anywhere.
    public static let empty = Board(dark: 0, light: 0)

    /// `d4` light, `e4` dark, `d5` dark, `e5` light.
    public static let initial = Board(
        dark: Coordinate.e4.bit | Coordinate.d5.bit,
        light: Coordinate.d4.bit | Coordinate.e5.bit
    )

    // Inlinable: the checker's reference rules and symmetries read boards cell by cell.
    @inlinable
    public subscript(coordinate: Coordinate) -> Disk? {
        get {
            if dark & coordinate.bit != 0 { return .dark }
            if light & coordinate.bit != 0 { return .light }
            return nil
        }
        set {
            dark &= ~coordinate.bit
            light &= ~coordinate.bit
            switch newValue {
            case .dark: dark |= coordinate.bit
            case .light: light |= coordinate.bit
            case nil: break
            }
        }
    }

    /// How many disks of `disk`'s colour are on the board.
    public func count(of disk: Disk) -> Int {
        (disk == .dark ? dark : light).nonzeroBitCount
    }

    public var emptyCount: Int { 64 - (dark | light).nonzeroBitCount }

    /// The cells holding `disk`, or the empty cells for `nil`, in row-major order.
    public func cells(holding disk: Disk?) -> [Coordinate] {
        switch disk {
        case .dark: Coordinate.cells(of: dark)
        case .light: Coordinate.cells(of: light)
        case nil: Coordinate.cells(of: ~(dark | light))
        }
    }

    /// The board as the side `disk` to move sees it.
    @inlinable
    package func bitboards(for disk: Disk) -> Bitboards {
        disk == .dark
            ? Bitboards(own: dark, opponent: light)
            : Bitboards(own: light, opponent: dark)
    }

    @inlinable
    package init(_ bitboards: Bitboards, toMove disk: Disk) {
        self =
            disk == .dark
            ? Board(dark: bitboards.own, light: bitboards.opponent)
            : Board(dark: bitboards.opponent, light: bitboards.own)
    }
}
