/// Names one piece of asynchronous work the machine asked for (an animation, a computer's
/// thinking). Answers carry the ticket they answer; the machine acts only on the ticket of the
/// work it is currently waiting for, so a stale answer is ignored by construction.
public struct Ticket: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let number: UInt64

    package init(_ number: UInt64) { self.number = number }

    /// The ticket issued after this one.
    var successor: Ticket { Ticket(number &+ 1) }

    public static func < (lhs: Ticket, rhs: Ticket) -> Bool { lhs.number < rhs.number }

    public var description: String { "#\(number)" }
}
