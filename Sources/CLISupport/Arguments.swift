/// The words of a command line, consumed option by option.
///
/// Each accessor removes what it reads; `finish()` then rejects whatever is left, so an
/// unknown option or a stray word is always an error, never silently ignored.
public struct Arguments: Sendable {
    public private(set) var words: [String]

    public init(_ words: [String]) { self.words = words }

    /// Whether `--name` is present (removing every occurrence).
    public mutating func flag(_ name: String) -> Bool {
        let before = words.count
        words.removeAll { $0 == name }
        return words.count != before
    }

    /// The value of `--name VALUE` or `--name=VALUE`, if given (the last one wins).
    public mutating func value(_ name: String) throws(UsageError) -> String? {
        var result: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == name {
                guard index + 1 < words.count else {
                    throw UsageError("missing value for '\(name)'")
                }
                result = words[index + 1]
                words.removeSubrange(index...(index + 1))
            } else if word.hasPrefix(name + "=") {
                result = String(word.dropFirst(name.count + 1))
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return result
    }

    /// The value of `--name`, converted by `parse`; a value it rejects is a usage error that
    /// names the option, the value and what was `expected`.
    public mutating func value<T>(
        _ name: String, expected: String, _ parse: (String) -> T?
    ) throws(UsageError) -> T? {
        guard let text = try value(name) else { return nil }
        guard let parsed = parse(text) else {
            throw UsageError("invalid value '\(text)' for '\(name)': expected \(expected)")
        }
        return parsed
    }

    /// The next word that is not an option, if any.
    public mutating func positional() -> String? {
        guard let index = words.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else {
            return nil
        }
        return words.remove(at: index)
    }

    /// Every remaining word that is not an option.
    public mutating func positionals() -> [String] {
        var result: [String] = []
        while let word = positional() { result.append(word) }
        return result
    }

    /// Fails on the first word nobody consumed.
    public func finish() throws(UsageError) {
        guard let first = words.first else { return }
        throw UsageError(
            first.hasPrefix("-") ? "unknown option '\(first)'" : "unexpected argument '\(first)'")
    }
}

/// A mistake in how a command was invoked: reported with the usage, exit code 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
