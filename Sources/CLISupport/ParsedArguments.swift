/// A command line read against a command's option table: the options given (the last value
/// wins when one is repeated) and the positionals, in order. Values are checked when read, so
/// an invalid one is a usage error that names it.
public struct ParsedArguments: Sendable {
    /// The options of the table, by main name; reading another one is a programming error.
    let declared: Set<String>
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init(declared: Set<String>) { self.declared = declared }

    public func flag(_ flag: Flag) -> Bool {
        assert(declared.contains(flag.spec.name), "\(flag.spec.name) is not in the table")
        return flags.contains(flag.spec.name)
    }

    /// The option's value, or `nil` when it was not given.
    public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        assert(declared.contains(option.spec.name), "\(option.spec.name) is not in the table")
        guard let text = values[option.spec.name] else { return nil }
        return try option.value(of: text)
    }

    /// The value of an option the command cannot run without.
    public func required<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
        guard let value = try value(option) else {
            let spec = option.spec
            throw UsageError(
                "missing required option '\(spec.name)\(spec.valueName.map { " " + $0 } ?? "")'")
        }
        return value
    }

    /// The next positional, which must be there.
    public mutating func positional<Value>(_ argument: Argument<Value>) throws(UsageError)
        -> Value
    {
        guard !positionals.isEmpty else {
            throw UsageError("missing \(argument.name) (\(argument.expected))")
        }
        return try argument.value(of: positionals.removeFirst())
    }

    /// The next positional, or `nil` when there is none.
    public mutating func optional<Value>(_ argument: Argument<Value>) throws(UsageError)
        -> Value?
    {
        guard !positionals.isEmpty else { return nil }
        return try argument.value(of: positionals.removeFirst())
    }

    /// Every remaining positional; at least one for an argument given one or more times.
    public mutating func remaining<Value>(_ argument: Argument<Value>) throws(UsageError)
        -> [Value]
    {
        if case .oneOrMore = argument.count, positionals.isEmpty {
            throw UsageError("missing \(argument.name) (\(argument.expected))")
        }
        var values: [Value] = []
        for text in positionals { values.append(try argument.value(of: text)) }
        positionals = []
        return values
    }

    /// Fails on a positional nobody read.
    public func finish() throws(UsageError) {
        guard let first = positionals.first else { return }
        throw UsageError("unexpected argument '\(first)'")
    }
}
