/// One subcommand of an executable: its interface and what runs it.
public struct Subcommand: Sendable {
    public let name: String
    public let command: CommandSpec
    public let run: @MainActor @Sendable ([String]) -> Never

    public init(
        _ name: String, _ command: CommandSpec,
        run: @escaping @MainActor @Sendable ([String]) -> Never
    ) {
        self.name = name
        self.command = command
        self.run = run
    }
}

/// An executable made of subcommands, written once: which subcommand runs, `help SUBCOMMAND`,
/// `--version`, and the SUBCOMMANDS section of the help all come from this list.
public struct CommandGroup: Sendable {
    public let name: String
    public let abstract: String
    public let subcommands: [Subcommand]
    /// The subcommand that runs when the first word names none (`reversi` plays); its help is
    /// the executable's help.
    public let defaultSubcommand: String?

    public init(
        _ name: String, abstract: String, subcommands: [Subcommand],
        defaultSubcommand: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    @MainActor
    public func run(_ words: [String]) -> Never {
        let first = words.first
        if first == "help" {
            showHelp(for: words.dropFirst().first)
        }
        if first == CommandSpec.version.spec.name {
            print(Version.current)
            exit(.success)
        }
        if let subcommand = subcommands.first(where: { $0.name == first }) {
            run(subcommand, Array(words.dropFirst()))
        }
        if let subcommand = subcommands.first(where: { $0.name == defaultSubcommand }) {
            // A first word the default subcommand would not read as an option or a positional
            // of its own is a misspelt subcommand, not an argument it does not take.
            if let first, subcommand.command.arguments.isEmpty, !CommandSpec.isOption(first) {
                exitWithUnknownSubcommand(first)
            }
            run(subcommand, words)
        }
        guard let first else {
            exitWithUsageError(UsageError("missing subcommand"), usage: usage)
        }
        if CommandSpec.help.spec.names.contains(first) {
            print(help)
            exit(.success)
        }
        if InstallOptions.specs.contains(where: { $0.name == CommandSpec.split(first).name }) {
            printInstallFile(askedFor: words, usage: usage)
        }
        exitWithUnknownSubcommand(first)
    }

    /// The error about a word that names no subcommand, with the usage and the subcommands.
    private func exitWithUnknownSubcommand(_ name: String) -> Never {
        exitWithUsageError(
            UsageError("unknown subcommand '\(name)'"), usage: usage + "\n\n" + subcommandsSection)
    }

    /// Runs `subcommand`, or prints its help (the same as `help SUBCOMMAND`). The default
    /// subcommand's help is the executable's, which lists the install options, so they are
    /// read among its words too.
    @MainActor
    private func run(_ subcommand: Subcommand, _ words: [String]) -> Never {
        if subcommand.command.asksForHelp(words) {
            print(help(of: subcommand))
            exit(.success)
        }
        if subcommand.name == defaultSubcommand {
            printInstallFile(askedFor: words, usage: subcommand.command.usage)
        }
        subcommand.run(words)
    }

    /// Prints the completion script or the manual page and exits, when `words` ask for one.
    private func printInstallFile(askedFor words: [String], usage: String) {
        let request: InstallOptions.Request?
        do throws(UsageError) {
            request = try InstallOptions.request(in: words)
        } catch {
            exitWithUsageError(error, usage: usage)
        }
        switch request {
        case .completionScript(let shell)?:
            print(CompletionScript.text(for: shell, of: self), terminator: "")
        case .manual?:
            print(ManPage.text(of: self), terminator: "")
        case nil:
            return
        }
        exit(.success)
    }

    /// `help`, or `help SUBCOMMAND`.
    private func showHelp(for name: String?) -> Never {
        guard let name else {
            print(help)
            exit(.success)
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            exitWithUnknownSubcommand(name)
        }
        print(help(of: subcommand))
        exit(.success)
    }

    /// A subcommand's help; the default one's also lists the others.
    public func help(of subcommand: Subcommand) -> String {
        spec(of: subcommand).help
            + (subcommand.name == defaultSubcommand ? "\n\n" + subcommandsSection : "")
    }

    /// A subcommand's interface as its help shows it, and the manual page and completion
    /// scripts too: the default subcommand's help is the executable's, so it also has the
    /// install options, listed before `-h, --help`.
    public func spec(of subcommand: Subcommand) -> CommandSpec {
        guard subcommand.name == defaultSubcommand else { return subcommand.command }
        var spec = subcommand.command
        let helpIndex = spec.options.firstIndex(of: CommandSpec.help.spec) ?? spec.options.endIndex
        spec.options.insert(contentsOf: InstallOptions.specs, at: helpIndex)
        return spec
    }

    /// The options read where a subcommand would be, when there is no default subcommand.
    public var topLevelOptions: [OptionSpec] {
        [CommandSpec.version.spec] + InstallOptions.specs + [CommandSpec.help.spec]
    }

    public var help: String {
        if let subcommand = subcommands.first(where: { $0.name == defaultSubcommand }) {
            return help(of: subcommand)
        }
        return [
            "OVERVIEW: \(abstract)", usage,
            "OPTIONS:\n"
                + topLevelOptions.map { CommandSpec.entry(CommandSpec.label($0), $0.help) }
                .joined(separator: "\n"),
            subcommandsSection,
        ].joined(separator: "\n\n")
    }

    var usage: String {
        "USAGE: \(name) \(defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]") [options]"
    }

    var subcommandsSection: String {
        "SUBCOMMANDS:\n"
            + subcommands.map {
                CommandSpec.entry(
                    $0.name + ($0.name == defaultSubcommand ? " (default)" : ""),
                    $0.command.abstract)
            }.joined(separator: "\n")
            + "\n\n  See '\(name) help <subcommand>' for detailed help."
    }
}

extension CommandSpec {
    /// Reads `words` and builds the command's options from them with `read`. `--help` prints
    /// the help and exits 0; `--version`, where the command has it, prints the version; a
    /// usage error prints the error and the usage and exits 64. The one place that does so.
    public func parse<Options>(
        _ words: [String], _ read: (inout ParsedArguments) throws(UsageError) -> Options
    ) -> Options {
        if asksForHelp(words) {
            print(help)
            exit(.success)
        }
        if options.contains(CommandSpec.version.spec), words.contains(CommandSpec.version.spec.name)
        {
            print(Version.current)
            exit(.success)
        }
        do throws(UsageError) {
            var arguments = try parse(words)
            let options = try read(&arguments)
            try arguments.finish()
            return options
        } catch {
            exitWithUsageError(error, usage: usage)
        }
    }
}
