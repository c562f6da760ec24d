/// A view with its hash computed once, where it is discovered: the threads expanding a level
/// hash what they find, and the sequential merge of their results never hashes a view again.
@usableFromInline
struct HashedView<View: Hashable>: Hashable {
    @usableFromInline let view: View
    @usableFromInline let hash: Int

    @inlinable
    init(_ view: View) {
        self.view = view
        hash = view.hashValue
    }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.hash == rhs.hash && lhs.view == rhs.view }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension HashedView: Sendable where View: Sendable {}
