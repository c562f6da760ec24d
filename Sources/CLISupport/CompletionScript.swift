/// Shell completion scripts for an executable made of subcommands, generated from the same
/// tables as its help: the subcommands, each one's options and positionals, and what each
/// value may be.
public enum CompletionScript {
    /// The script for `shell`, ending with a newline.
    public static func text(for shell: Shell, of group: CommandGroup) -> String {
        let table = CompletionTable(group)
        return switch shell {
        case .bash: BashCompletion.text(table)
        case .zsh: ZshCompletion.text(table)
        case .fish: FishCompletion.text(table)
        }
    }
}

/// What the three scripts are written from, in the shape they all share: the words that may
/// come first (the subcommands, and `help` which takes one), and the commands whose options
/// and positionals follow.
struct CompletionTable {
    /// One set of options and positionals: a subcommand's, or the executable's own.
    struct Command {
        /// The subcommand's name; `nil` for the executable's own options.
        let subcommand: String?
        /// What the command is called in the script's comments: `reversi replay`.
        let title: String
        /// A name for the shell function that completes it: `_reversi_verify_rules`.
        let function: String
        let options: [OptionSpec]
        let arguments: [ArgumentSpec]
    }

    let executable: String
    let defaultSubcommand: String?
    /// The subcommands, and what each does, in the help's order.
    let subcommands: [(name: String, abstract: String)]
    /// A command per subcommand, led by the executable's own options when there is no default
    /// subcommand (with one, its options are the executable's).
    let commands: [Command]
    /// The command whose options complete when the first word names no subcommand.
    let firstWordCommand: Command

    static let help = (name: "help", abstract: "Show the help of a subcommand.")

    init(_ group: CommandGroup) {
        executable = group.name
        defaultSubcommand = group.defaultSubcommand
        subcommands = group.subcommands.map { ($0.name, $0.command.abstract) }
        let prefix = "_" + Self.identifier(group.name)
        let subcommandCommands = group.subcommands.map { subcommand in
            let spec = group.spec(of: subcommand)
            return Command(
                subcommand: subcommand.name, title: "\(group.name) \(subcommand.name)",
                function: prefix + "_" + Self.identifier(subcommand.name),
                options: spec.options, arguments: spec.arguments)
        }
        if let defaultCommand = subcommandCommands.first(where: {
            $0.subcommand == group.defaultSubcommand
        }) {
            commands = subcommandCommands
            firstWordCommand = defaultCommand
        } else {
            let topLevel = Command(
                subcommand: nil, title: group.name, function: prefix + "_toplevel",
                options: group.topLevelOptions, arguments: [])
            commands = [topLevel] + subcommandCommands
            firstWordCommand = topLevel
        }
    }

    /// The names a shell function may have: `reversi-verify` as `reversi_verify`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The first sentence of a help text, short enough for a completion menu.
    static func summary(_ help: String) -> String {
        guard let end = help.firstRange(of: ". ") else { return help }
        return String(help[..<end.lowerBound]) + "."
    }
}
