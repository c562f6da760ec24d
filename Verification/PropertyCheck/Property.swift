/// A named claim about every case its body can generate: the body draws what it needs from
/// `Choices`, exercises the code under test, and throws when the claim does not hold.
public struct Property: Sendable {
    public let name: String
    let body: @Sendable (inout Choices) throws -> Void

    public init(_ name: String, _ body: @escaping @Sendable (inout Choices) throws -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs one case; the failure, if the claim does not hold.
    func run(_ choices: inout Choices) -> String? {
        do {
            try body(&choices)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

/// The usual way for a property body to say that its claim does not hold.
public struct PropertyFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
