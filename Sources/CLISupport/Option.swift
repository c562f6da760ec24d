/// How one option is written and described. The parser reads its names and whether it takes a
/// value; `--help` prints all of it; so the two cannot disagree.
public struct OptionSpec: Hashable, Sendable {
    /// The spellings, the main one first (`--help`, `-h`).
    public let names: [String]
    /// The value's name in the help (`N`, `<path>`); `nil` for a flag.
    public let valueName: String?
    public let help: String
    /// What is used when the option is absent, as the help says it.
    public let defaultValue: String?
    /// The values it takes, as the help states them (`from 1 to 1024`), for a value that has
    /// bounds; the option's parser refuses any other.
    public let range: String?
    /// Shown without brackets in the usage line.
    public let isRequired: Bool
    /// What a shell offers for the value.
    public let completion: ValueCompletion

    public var name: String { names.first ?? "" }
}

/// Anything a command declares in its option table.
public protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option without a value: present or absent.
public struct Flag: CommandOption {
    public let spec: OptionSpec

    public init(_ name: String, _ aliases: String..., help: String) {
        spec = OptionSpec(
            names: [name] + aliases, valueName: nil, help: help, defaultValue: nil, range: nil,
            isRequired: false, completion: .text)
    }
}

/// An option that takes a value, and how its text becomes a `Value`.
public struct Option<Value: Sendable>: CommandOption {
    public let spec: OptionSpec
    let reading: ValueReading<Value>
    /// What a valid value looks like, for the error about an invalid one.
    public var expected: String { reading.expected }

    /// `range`, when the value has bounds, states them in the help; `expected`, which the
    /// error about a value out of them gives, must state them too.
    public init(
        _ name: String, value valueName: String, expected: String, range: String? = nil,
        default defaultValue: String? = nil, required: Bool = false,
        completion: ValueCompletion = .text, help: String,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        spec = OptionSpec(
            names: [name], valueName: valueName, help: help, defaultValue: defaultValue,
            range: range, isRequired: required, completion: completion)
        reading = ValueReading(expected: expected, parse: parse)
    }

    /// `text` as a value, or the usage error that names the option, the text and what was
    /// expected.
    func value(of text: String) throws(UsageError) -> Value {
        try reading.value(of: text, for: "'\(spec.name)'")
    }
}

extension Option where Value == Int {
    /// A whole number within `range`, which the error about any other value names.
    public static func integer(
        _ name: String, value valueName: String, in range: ClosedRange<Int>,
        default defaultValue: String? = nil, required: Bool = false, help: String
    ) -> Option {
        Option(
            name, value: valueName, expected: NumberText.describe(range),
            range: NumberText.describe(range, as: ""), default: defaultValue, required: required,
            help: help
        ) { NumberText.integer($0, in: range) }
    }
}

extension Option where Value == Int {
    /// `--jobs`, as every command that works on several threads at once takes it: how many, from
    /// 1 to `most`.
    public static func jobs(most: Int, default defaultValue: String, help: String) -> Option {
        integer("--jobs", value: "<n>", in: 1...most, default: defaultValue, help: help)
    }
}

extension Option where Value == Double {
    /// A plain decimal number of seconds within `range` (no sign, exponent or hexadecimal).
    public static func seconds(
        _ name: String, value valueName: String, in range: ClosedRange<Double>,
        default defaultValue: String?, help: String
    ) -> Option {
        let bounds =
            "from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
        return Option(
            name, value: valueName, expected: "a number of seconds " + bounds, range: bounds,
            default: defaultValue, help: help
        ) { NumberText.decimal($0, in: range) }
    }
}

extension Option where Value == UInt64 {
    /// A seed (`--seed`), as every command takes it: a whole number from 0 to `UInt64.max`, in
    /// decimal or `0x`-hexadecimal, as the property runs print their seeds.
    public static func seed(default defaultValue: String, help: String) -> Option {
        Option(
            "--seed", value: "<n>",
            expected: "a whole number from 0 to \(UInt64.max), decimal or 0x-hexadecimal",
            default: defaultValue, help: help, parse: NumberText.seed)
    }
}

extension Option where Value == String {
    /// Any text but the empty one, such as a file path.
    public static func text(
        _ name: String, value valueName: String, expected: String,
        default defaultValue: String? = nil, help: String
    ) -> Option {
        Option(name, value: valueName, expected: expected, default: defaultValue, help: help) {
            $0.isEmpty ? nil : $0
        }
    }

    /// A file path, which the shells complete as one.
    public static func file(
        _ name: String, value valueName: String, default defaultValue: String? = nil,
        help: String
    ) -> Option {
        Option(
            name, value: valueName, expected: "a file path", default: defaultValue,
            completion: .file, help: help
        ) { $0.isEmpty ? nil : $0 }
    }
}

extension Option where Value: CaseIterable & CustomStringConvertible {
    /// One of `Value`'s cases, written as its description.
    public static func choice(
        _ name: String, value valueName: String, default defaultValue: Value? = nil,
        help: String
    ) -> Option {
        let names = Value.allCases.map(\.description)
        return Option(
            name, value: valueName, expected: NumberText.alternatives(names),
            default: defaultValue?.description, completion: .words(names), help: help
        ) { text in Value.allCases.first { $0.description == text } }
    }
}

/// A positional argument (`N`, `MOVES...`) and how its text becomes a `Value`.
public struct Argument<Value: Sendable>: Sendable {
    public let name: String
    public let help: String
    public let count: Count
    /// What a shell offers for it.
    public let completion: ValueCompletion
    let reading: ValueReading<Value>
    /// What a valid value looks like, for the error about an invalid or missing one.
    public var expected: String { reading.expected }

    /// How many times a positional is given.
    public enum Count: Sendable {
        /// Exactly once (`N`).
        case one
        /// Once or not at all (`[FILE]`).
        case optional
        /// Any number of times, none included (`[MOVES...]`).
        case any
        /// At least once (`REPORT.json...`).
        case oneOrMore
    }

    public init(
        _ name: String, expected: String, count: Count = .one,
        completion: ValueCompletion = .text, help: String,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.help = help
        self.count = count
        self.completion = completion
        reading = ValueReading(expected: expected, parse: parse)
    }

    public var usage: String {
        switch count {
        case .one: name
        case .optional: "[\(name)]"
        case .any: "[\(name)...]"
        case .oneOrMore: "\(name)..."
        }
    }

    func value(of text: String) throws(UsageError) -> Value {
        try reading.value(of: text, for: name)
    }
}

extension Argument where Value == String {
    /// A file path (`FILE`), which the shells complete as one.
    public static func file(_ name: String, count: Count, help: String) -> Argument {
        Argument(name, expected: "a file path", count: count, completion: .file, help: help) {
            $0.isEmpty ? nil : $0
        }
    }
}

extension Argument where Value == Int {
    /// A whole number within `range`; `what` names the number (`a number of plies`).
    public static func integer(
        _ name: String, _ what: String, in range: ClosedRange<Int>, help: String
    ) -> Argument {
        Argument(name, expected: NumberText.describe(range, as: what), help: help) {
            NumberText.integer($0, in: range)
        }
    }
}

/// How an option's or argument's text becomes a `Value`, and what a valid one looks like.
struct ValueReading<Value: Sendable>: Sendable {
    let expected: String
    let parse: @Sendable (String) -> Value?

    /// `text` as a value, or the usage error that names `name`, the text and what was expected.
    func value(of text: String, for name: String) throws(UsageError) -> Value {
        guard let value = parse(text) else {
            throw UsageError("invalid value '\(text)' for \(name): expected \(expected)")
        }
        return value
    }
}
