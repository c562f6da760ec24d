/// The bash completion script: a function per command, which offers the value of the option
/// before the cursor or else the command's options (and files, for a file positional), and a
/// dispatcher that picks the function from the first word.
enum BashCompletion {
    static func text(_ table: CompletionTable) -> String {
        let prefix = "_" + CompletionTable.identifier(table.executable)
        return
            (header(table.executable, prefix: prefix)
            + table.commands.map { function($0, prefix: prefix) }
            + [dispatcher(table, prefix: prefix)])
            .joined(separator: "\n\n") + "\n"
    }

    static func header(_ executable: String, prefix: String) -> [String] {
        [
            """
            # bash completion for \(executable): its subcommands, their options and the options' values.
            # Generated from its option tables by '\(executable) --generate-completion-script bash'.
            # The functions read 'current' and 'previous', the dispatcher's locals, as bash allows.
            """,
            """
            # Offers those of the words in $1 that start with the word being completed.
            \(prefix)_offer_words() {
                COMPREPLY+=($(compgen -W "$1" -- "$current"))
            }
            """,
            """
            # Offers the paths that start with the word being completed, read one a line so that
            # names with spaces stay whole.
            \(prefix)_offer_files() {
                local path
                compopt -o filenames 2>/dev/null
                while IFS= read -r path; do COMPREPLY+=("$path"); done < <(compgen -f -- "$current")
            }
            """,
        ]
    }

    /// `_reversi_replay`: the value of the option before the cursor, else the options.
    static func function(_ command: CompletionTable.Command, prefix: String) -> String {
        var cases: [String] = []
        var typedValues: [String] = []
        for option in command.options where option.valueName != nil {
            let pattern = option.names.joined(separator: " | ")
            switch option.completion {
            case .words(let words):
                cases.append(
                    "    \(pattern)) \(prefix)_offer_words '\(words.joined(separator: " "))' ;;")
            case .file:
                cases.append("    \(pattern)) \(prefix)_offer_files ;;")
            case .text:
                typedValues.append(pattern)
            }
        }
        if !typedValues.isEmpty {
            cases.append(
                "    \(typedValues.joined(separator: " | "))) ;; # a value to type: nothing to offer"
            )
        }
        let names = command.options.flatMap(\.names).joined(separator: " ")
        var otherwise = ["        \(prefix)_offer_words '\(names)'"]
        if command.arguments.contains(where: { $0.completion == .file }) {
            otherwise.append("        \(prefix)_offer_files")
        }
        return """
            # Options of '\(command.title)'.
            \(command.function)() {
                case $previous in
            \((cases + ["    *)"] + otherwise + ["        ;;"]).joined(separator: "\n"))
                esac
            }
            """
    }

    static func dispatcher(_ table: CompletionTable, prefix: String) -> String {
        let names = table.subcommands.map(\.name)
        let firstWord = table.firstWordCommand.function
        let branches = table.commands.compactMap { command in
            command.subcommand.map { "    \($0)) \(command.function) ;;" }
        }
        return """
            # The first word is a subcommand or, failing that, what \(firstWord) completes.
            \(prefix)() {
                COMPREPLY=()
                local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD - 1]}
                # bash splits '--format=te' into '--format', '=' and 'te'.
                if [[ $current == = ]]; then
                    current=''
                elif [[ $previous == = ]] && ((COMP_CWORD > 2)); then
                    previous=${COMP_WORDS[COMP_CWORD - 2]}
                fi
                local subcommands='\((names + [CompletionTable.help.name]).joined(separator: " "))'
                if ((COMP_CWORD == 1)); then
                    \(prefix)_offer_words "$subcommands"
                    \(firstWord)
                    return
                fi
                case ${COMP_WORDS[1]} in
            \(branches.joined(separator: "\n"))
                \(CompletionTable.help.name)) ((COMP_CWORD == 2)) && \(prefix)_offer_words '\(names.joined(separator: " "))' ;;
                *) \(firstWord) ;;
                esac
            }

            complete -F \(prefix) \(table.executable)
            """
    }
}
