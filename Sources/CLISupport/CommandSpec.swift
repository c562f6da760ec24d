/// A command's interface, written once: its positional arguments and its option table. The
/// parser and the `--help` text both come from it, so they cannot drift apart.
public struct CommandSpec: Sendable {
    /// How the usage line starts: `reversi-verify rules`, `reversi [play]`.
    public let name: String
    /// One line: what the command does.
    public let abstract: String
    /// Paragraphs after the abstract, separated by blank lines; the help rewraps them.
    public let discussion: String?
    /// The positionals, in order, for the usage line and the ARGUMENTS section.
    public let arguments: [ArgumentSpec]
    /// Every option, in the order the help lists them; `-h, --help` is added last. Settable
    /// here so that `CommandGroup` can give the default subcommand the executable's options.
    public internal(set) var options: [OptionSpec]
    /// Sections after OPTIONS (`KEYS`, `EXIT CODES`), each a title and its text as written.
    public let sections: [(title: String, text: String)]
    /// Options that had another name: the old name, and the error that names the new one.
    public let renamed: [String: String]

    public static let help = Flag("--help", "-h", help: "Show help information.")
    /// Declared by the commands that print the version.
    public static let version = Flag("--version", help: "Show the version.")

    public init(
        _ name: String, abstract: String, discussion: String? = nil,
        arguments: [any ArgumentDescribing] = [], options: [any CommandOption] = [],
        sections: [(title: String, text: String)] = [], renamed: [String: String] = [:]
    ) {
        self.renamed = renamed
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.spec)
        self.options = options.map(\.spec) + [Self.help.spec]
        self.sections = sections
    }

    /// Reads `words` against the option table: every option must be declared, every option
    /// that takes a value gets one. A value may start with `-` only when written
    /// `--name=-value`, so that a missing value never swallows the next option.
    public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(declared: Set(options.map(\.name)))
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            guard !onlyPositionals, Self.isOption(word) else {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            let (name, attached) = Self.split(word)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UsageError(renamed[name] ?? "unknown option '\(name)'")
            }
            guard option.valueName != nil else {
                if attached != nil { throw UsageError("option '\(name)' takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            if let attached {
                parsed.values[option.name] = attached
            } else if index < words.count, !Self.isOption(words[index]) {
                parsed.values[option.name] = words[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(name)'")
            }
        }
        return parsed
    }

    /// Whether `words` ask for the help, wherever they do (before a `--`).
    public func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { Self.help.spec.names.contains($0) }
    }

    /// An option is a word starting with `-`, except `-` alone, negative numbers and words
    /// whose name has a space (a position, `---…-OX… X`), which are values.
    static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-", !split(word).name.contains(" ") else {
            return false
        }
        let rest = word.dropFirst()
        return !(rest.first?.isASCIIDigit ?? false)
    }

    /// `--name=value` as the name and the value; anything else as itself and no value.
    static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else {
            return (word, nil)
        }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// How a positional argument is written and described, whatever its value.
public struct ArgumentSpec: Hashable, Sendable {
    public let name: String
    /// `FILE`, `[FILE]`, `[MOVES...]`.
    public let usage: String
    public let help: String
    /// Given any number of times (`MOVES...`), rather than at most once.
    public let isRepeated: Bool
    /// What a shell offers for it.
    public let completion: ValueCompletion
}

/// What a positional argument says about itself in the usage, the help and the completions.
public protocol ArgumentDescribing: Sendable {
    var spec: ArgumentSpec { get }
}

extension Argument: ArgumentDescribing {
    public var spec: ArgumentSpec {
        let isRepeated =
            switch count {
            case .one, .optional: false
            case .any, .oneOrMore: true
            }
        return ArgumentSpec(
            name: name, usage: usage, help: help, isRepeated: isRepeated, completion: completion)
    }
}
