/// The manual page of an executable made of subcommands, in roff (section 1), from the same
/// tables as its help: NAME, SYNOPSIS, DESCRIPTION, COMMANDS, the OPTIONS of each command,
/// then the commands' own sections (EXAMPLES, KEYS, EXIT CODES), each gathered under one
/// heading with a subsection per command.
public enum ManPage {
    /// A subcommand as the page shows it: `reversi replay` and its interface.
    typealias Command = (title: String, spec: CommandSpec)

    /// The page, ending with a newline.
    public static func text(of group: CommandGroup) -> String {
        let commands = group.subcommands.map {
            (title: "\(group.name) \($0.name)", spec: group.spec(of: $0))
        }
        let lines =
            header(group) + synopsis(group, commands) + description(group)
            + [".SH COMMANDS"] + commands.flatMap(command)
            + options(group, commands) + sections(commands)
        return lines.joined(separator: "\n") + "\n"
    }

    static func header(_ group: CommandGroup) -> [String] {
        let title = Roff.escaped(group.name.uppercased())
        let source = Roff.quoted("\(group.name) \(Version.current)")
        return [
            ".TH \(title) 1 \"\" \(source) \"User Commands\"",
            ".SH NAME",
            Roff.escaped("\(group.name) - \(withoutFullStop(group.abstract))"),
        ]
    }

    /// A usage line per subcommand, the default one named as its usage line names it
    /// (`reversi [play]`).
    static func synopsis(_ group: CommandGroup, _ commands: [Command]) -> [String] {
        var lines = [".SH SYNOPSIS"]
        if group.defaultSubcommand == nil {
            lines += [".PP", ".B " + Roff.quoted(group.name), "<subcommand> [options]"]
        }
        for (_, spec) in commands {
            lines += [
                ".PP", ".B " + Roff.quoted(spec.name),
                Roff.escaped(spec.usageWords.joined(separator: " ")),
            ]
        }
        return lines
    }

    static func description(_ group: CommandGroup) -> [String] {
        var lines = [".SH DESCRIPTION", Roff.escaped(group.abstract)]
        if let name = group.defaultSubcommand {
            lines += [".PP", Roff.escaped("Without a subcommand, \(group.name) runs \(name).")]
        }
        return lines + [
            ".PP", Roff.escaped("'\(group.name) help <subcommand>' prints a subcommand's help."),
        ]
    }

    /// A command's subsection under COMMANDS: what it does, then its positionals.
    static func command(_ command: Command) -> [String] {
        let spec = command.spec
        var lines = [".SS " + Roff.quoted(command.title), Roff.escaped(spec.abstract)]
        for paragraph in CommandSpec.paragraphs(spec.discussion ?? "") {
            lines += [".PP", Roff.escaped(paragraph)]
        }
        for argument in spec.arguments {
            lines += [
                ".TP", #"\fI\#(Roff.escaped(argument.name))\fR"#, Roff.escaped(argument.help),
            ]
        }
        return lines
    }

    /// OPTIONS: a subsection per command, led by the executable's own options when the first
    /// word has no default subcommand to be read by.
    static func options(_ group: CommandGroup, _ commands: [Command]) -> [String] {
        var lines = [".SH OPTIONS"]
        if group.defaultSubcommand == nil {
            lines += [".SS " + Roff.quoted(group.name)] + group.topLevelOptions.flatMap(option)
        }
        for (title, spec) in commands {
            lines += [".SS " + Roff.quoted(title)] + spec.options.flatMap(option)
        }
        return lines
    }

    /// `.TP`, `\fB\-h\fR, \fB\-\-help\fR` or `\fB\-\-depth\fR \fIN\fR`, and the help as
    /// `--help` gives it, with the default and whether it is required.
    static func option(_ option: OptionSpec) -> [String] {
        let names = option.names.sorted { $0.count < $1.count }
            .map { #"\fB\#(Roff.escaped($0))\fR"# }.joined(separator: ", ")
        let value = option.valueName.map { #" \fI\#(Roff.escaped($0))\fR"# } ?? ""
        return [".TP", names + value, Roff.escaped(CommandSpec.help(option))]
    }

    /// The commands' own sections, a heading per title (in the order they first come) and a
    /// subsection per command that has it.
    static func sections(_ commands: [Command]) -> [String] {
        var titles: [String] = []
        for title in commands.flatMap({ $0.spec.sections.map(\.title) })
        where !titles.contains(title) {
            titles.append(title)
        }
        return titles.flatMap { title in
            [".SH " + Roff.quoted(title)]
                + commands.flatMap { command in
                    command.spec.sections.filter { $0.title == title }.flatMap {
                        [".SS " + Roff.quoted(command.title)] + Roff.block($0.text)
                    }
                }
        }
    }

    /// The abstract as NAME gives it, as a phrase.
    static func withoutFullStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
