/// A mistake in how a command was invoked: reported with the usage, exit code 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
