/// The zsh completion script: a function per command, handing its options and positionals to
/// `_arguments`, and a dispatcher that picks the function from the first word. Installed as
/// `_reversi` in a directory of `fpath`, it is autoloaded; sourced, it registers itself.
enum ZshCompletion {
    static func text(_ table: CompletionTable) -> String {
        ([header(table.executable)] + table.commands.map(function) + [dispatcher(table)])
            .joined(separator: "\n\n") + "\n"
    }

    static func header(_ executable: String) -> String {
        """
        #compdef \(executable)
        # zsh completion for \(executable): its subcommands, their options and the options' values.
        # Generated from its option tables by '\(executable) --generate-completion-script zsh'.
        """
    }

    /// `_reversi_replay`: `_arguments` with a spec per option and positional.
    static func function(_ command: CompletionTable.Command) -> String {
        let specs = command.options.map(spec) + command.arguments.map(spec)
        return """
            # Options of '\(command.title)'.
            \(command.function)() {
                _arguments \\
            \(specs.map { "        " + $0 }.joined(separator: " \\\n"))
            }
            """
    }

    /// `'--format=[text or json.]:FORMAT:(text json)'`; `'(-h --help)'{-h,--help}'[…]'` for
    /// an option with several names, which then exclude each other.
    static func spec(_ option: OptionSpec) -> String {
        let description = "[" + escaped(CompletionTable.summary(option.help)) + "]"
        let names =
            option.names.count == 1
            ? option.name
            : "(\(option.names.joined(separator: " ")))'{\(option.names.joined(separator: ","))}'"
        guard let valueName = option.valueName else { return "'\(names)\(description)'" }
        // `--name=` takes its value in the same word after `=` or as the next word.
        return "'\(names)=\(description):\(escaped(valueName)):\(action(option.completion))'"
    }

    /// `'*:MOVES: '` for a repeated positional, `':FILE:_files'` for one given once.
    static func spec(_ argument: ArgumentSpec) -> String {
        "'\(argument.isRepeated ? "*" : ""):\(escaped(argument.name)):\(action(argument.completion))'"
    }

    /// What `_arguments` offers for a value: the words, files, or nothing (a space, so that
    /// the value's name shows as a message).
    static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .words(let words): "(\(words.map(escaped).joined(separator: " ")))"
        case .file: "_files"
        case .text: " "
        }
    }

    /// Text inside a single-quoted `_arguments` spec: the characters the spec's syntax uses
    /// escaped with a backslash.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return quoted(result)
    }

    /// Text inside single quotes: a quote closes them, is escaped, and opens them again.
    static func quoted(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "'" { result += #"'\''"# } else { result.append(character) }
        }
        return result
    }

    static func dispatcher(_ table: CompletionTable) -> String {
        // Named as the file it is installed as (`_reversi-verify`), which autoloading runs.
        let name = "_" + table.executable
        // `_describe` reads `name:description`; only a colon in the name would need escaping.
        let entries = table.subcommands.map {
            "        '\(quoted($0.name)):\(quoted($0.abstract))'"
        }
        let help = CompletionTable.help
        let branches = table.commands.compactMap { command in
            command.subcommand.map {
                "    \($0)) shift words; ((CURRENT--)); \(command.function) ;;"
            }
        }
        let firstWord = table.firstWordCommand.function
        return """
            # The first word is a subcommand or, failing that, what \(firstWord) completes.
            \(name)() {
                local -a subcommands=(
            \(entries.joined(separator: "\n"))
                )
                if ((CURRENT == 2)); then
                    local -a first_words=($subcommands '\(help.name):\(quoted(help.abstract))')
                    _describe -t subcommands subcommand first_words
                    \(firstWord)
                    return
                fi
                case $words[2] in
            \(branches.joined(separator: "\n"))
                \(help.name)) ((CURRENT == 3)) && _describe -t subcommands subcommand subcommands ;;
                *) \(firstWord) ;;
                esac
            }

            # Autoloaded from fpath, the file is the function's body: run it. Sourced, register it.
            if [[ $funcstack[1] == \(name) ]]; then
                \(name) "$@"
            else
                compdef \(name) \(table.executable)
            fi
            """
    }
}
