/// The fish completion script: one `complete` line per subcommand and per option, each with
/// the condition under which it applies (which subcommand the line has, or none).
enum FishCompletion {
    static func text(_ table: CompletionTable) -> String {
        ([header(table.executable), subcommands(table)]
            + table.commands.map { options($0, table) })
            .joined(separator: "\n\n") + "\n"
    }

    static func header(_ executable: String) -> String {
        """
        # fish completion for \(executable): its subcommands, their options and the options' values.
        # Generated from its option tables by '\(executable) --generate-completion-script fish'.

        # No files, but where an option or a positional takes one.
        complete -c \(executable) -f
        """
    }

    /// The first word's subcommands, and `help`'s.
    static func subcommands(_ table: CompletionTable) -> String {
        let names = table.subcommands.map(\.name)
        let help = CompletionTable.help
        let noneYet =
            "not __fish_seen_subcommand_from \((names + [help.name]).joined(separator: " "))"
        let lines =
            (table.subcommands + [help]).map {
                "complete -c \(table.executable) -n '\(noneYet)' -a \($0.name) -d \(quoted($0.abstract))"
            }
            + [
                "complete -c \(table.executable) -n '__fish_seen_subcommand_from \(help.name)'"
                    + " -a \(quoted(names.joined(separator: " ")))"
            ]
        return "# The subcommands, and what help takes.\n" + lines.joined(separator: "\n")
    }

    /// A line per option of `command`, and one for a file positional.
    static func options(_ command: CompletionTable.Command, _ table: CompletionTable) -> String {
        let prefix = "complete -c \(table.executable) -n '\(condition(command, table))'"
        var lines = command.options.map { option in
            ([prefix] + option.names.map(name) + value(option.completion, of: option)
                + ["-d", quoted(CompletionTable.summary(option.help))])
                .joined(separator: " ")
        }
        if command.arguments.contains(where: { $0.completion == .file }) {
            lines.append(prefix + " -F")
        }
        return "# Options of '\(command.title)'.\n" + lines.joined(separator: "\n")
    }

    /// Where `command`'s lines apply: after its subcommand; for the default subcommand or the
    /// executable's own options, as long as no other subcommand is named.
    static func condition(_ command: CompletionTable.Command, _ table: CompletionTable) -> String {
        if let subcommand = command.subcommand, subcommand != table.defaultSubcommand {
            return "__fish_seen_subcommand_from \(subcommand)"
        }
        let others = (table.subcommands.map(\.name) + [CompletionTable.help.name])
            .filter { $0 != command.subcommand }
        return "not __fish_seen_subcommand_from \(others.joined(separator: " "))"
    }

    /// `-l dark` for `--dark`, `-s h` for `-h`, `-o name` for a long name with one dash.
    static func name(_ name: String) -> String {
        if name.hasPrefix("--") { return "-l " + name.dropFirst(2) }
        return (name.count == 2 ? "-s " : "-o ") + name.dropFirst()
    }

    /// What the value takes: `-x -a 'computer manual'` (exclusive: only these), `-r -F`
    /// (required, a file), `-x` (required, nothing to offer); nothing for a flag.
    static func value(_ completion: ValueCompletion, of option: OptionSpec) -> [String] {
        guard option.valueName != nil else { return [] }
        switch completion {
        case .words(let words): return ["-x", "-a", quoted(words.joined(separator: " "))]
        case .file: return ["-r", "-F"]
        case .text: return ["-x"]
        }
    }

    /// Single-quoted for fish, where a backslash escapes a quote or a backslash.
    static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "'" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "'"
    }
}
