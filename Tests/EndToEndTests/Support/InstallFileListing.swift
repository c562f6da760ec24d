import Foundation

/// What `--help`, the manual page and the completion scripts each list, read back from their
/// text: the option names of each command (by title: `reversi replay`, or the executable
/// alone for its own options) and the subcommands. Only names are compared, so each reader
/// knows just enough of its format to find them.
enum InstallFileListing {
    /// `-h, --help   Show help…` and `--from-position <position>` as their names, from the
    /// OPTIONS section of a `--help`.
    static func helpOptions(_ help: String) -> Set<String> {
        Set(
            section("OPTIONS:", of: help).filter { $0.hasPrefix("  -") }.flatMap { line in
                let label = line.dropFirst(2).components(separatedBy: "  ")[0]
                return names(inLabel: label)
            })
    }

    /// The subcommands in the SUBCOMMANDS section of a `--help`, and the one marked default.
    static func helpSubcommands(_ help: String) -> (names: [String], default: String?) {
        let entries = section("SUBCOMMANDS:", of: help).filter {
            $0.hasPrefix("  ") && !$0.hasPrefix("   ")
        }
        let names = entries.compactMap { $0.split(separator: " ").first.map(String.init) }
        let marked = entries.first { $0.contains(" (default) ") }
        return (names, marked?.split(separator: " ").first.map(String.init))
    }

    /// The option names of each `.SS` subsection of the page's OPTIONS: the line after each
    /// `.TP`, `\fB\-h\fR, \fB\-\-help\fR`.
    static func manOptions(_ page: String) -> [String: Set<String>] {
        var options: [String: Set<String>] = [:]
        var title = ""
        let lines = manSection("OPTIONS", of: page)
        for (line, next) in zip(lines, lines.dropFirst()) {
            if line.hasPrefix(".SS ") {
                title = plainRoff(line.dropFirst(4).trimmingCharacters(in: ["\""]))
                options[title] = []
            } else if line == ".TP" {
                options[title, default: []].formUnion(names(inLabel: plainRoff(next)))
            }
        }
        return options
    }

    /// The titles of the page's COMMANDS subsections: `reversi replay`.
    static func manCommands(_ page: String) -> [String] {
        manSection("COMMANDS", of: page).filter { $0.hasPrefix(".SS ") }.map {
            plainRoff($0.dropFirst(4).trimmingCharacters(in: ["\""]))
        }
    }

    /// The option names in each block of a completion script that starts with
    /// `# Options of 'title'.`, up to the next comment at the start of a line.
    static func scriptOptions(_ script: String, shell: String) -> [String: Set<String>] {
        var options: [String: Set<String>] = [:]
        var title: String?
        for line in script.components(separatedBy: "\n") {
            if line.hasPrefix("# Options of '") {
                let name = line.dropFirst("# Options of '".count).prefix { $0 != "'" }
                title = String(name)
                options[String(name)] = []
            } else if line.hasPrefix("#") {
                title = nil
            } else if let title {
                options[title, default: []].formUnion(names(inScriptLine: line, shell: shell))
            }
        }
        return options
    }

    /// The words a script offers first, where a subcommand goes: bash's `subcommands` list,
    /// the `'name:description'` entries of zsh's dispatcher, fish's `-a name -d …` lines.
    static func scriptSubcommands(_ script: String, shell: String) -> Set<String> {
        let lines = script.components(separatedBy: "\n")
        switch shell {
        case "bash":
            let list = lines.first { $0.contains("local subcommands='") } ?? ""
            return Set(
                list.components(separatedBy: "'").dropFirst().first?.split(separator: " ")
                    .map(String.init) ?? [])
        case "zsh":
            let dispatcher = lines.drop { !$0.hasPrefix("# The first word") }
            return Set(
                dispatcher.flatMap { line in
                    line.components(separatedBy: "'").dropFirst().compactMap { part in
                        let name = part.prefix { $0.isLetter || $0 == "-" }
                        return !name.isEmpty && part.dropFirst(name.count).first == ":"
                            ? String(name) : nil
                    }
                })
        default:
            return Set(
                lines.compactMap { line in
                    guard let range = line.range(of: " -a "), line.contains(" -d ") else {
                        return nil
                    }
                    let name = line[range.upperBound...].prefix { $0 != " " }
                    return name.hasPrefix("'") ? nil : String(name)
                })
        }
    }

    // MARK: - Reading the formats

    /// The lines of a `--help` section, from its title to the next blank line.
    static func section(_ title: String, of help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: title) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// The lines of a page's `.SH` section, up to the next one.
    static func manSection(_ title: String, of page: String) -> [String] {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: ".SH \(title)") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix(".SH ") })
    }

    /// `-h, --help` or `--depth N` as its names.
    static func names(inLabel label: String) -> [String] {
        label.components(separatedBy: ", ").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    /// A roff line as printed, fonts and escapes aside: `\fB\-\-depth\fR` as `--depth`.
    static func plainRoff(_ line: String) -> String {
        ["\\fB", "\\fI", "\\fR"].reduce(line.replacingOccurrences(of: "\\-", with: "-")) {
            $0.replacingOccurrences(of: $1, with: "")
        }
    }

    /// The option names a line of a script names, its descriptions aside: zsh's are in
    /// brackets, fish's follow `-d`, and fish names options by `-l help` and `-s h`.
    static func names(inScriptLine line: String, shell: String) -> Set<String> {
        switch shell {
        case "fish":
            let words = line.components(separatedBy: " -d ")[0].split(separator: " ")
            return Set(
                zip(words, words.dropFirst()).compactMap { flag, name in
                    switch flag {
                    case "-l": "--" + name
                    case "-s", "-o": "-" + name
                    default: nil
                    }
                })
        default:
            var text = line
            if shell == "zsh", let open = text.firstIndex(of: "["),
                let close = text.lastIndex(of: "]")
            {
                text.removeSubrange(open...close)
            }
            let words = text.split { " '|(){},=:".contains($0) }
            return Set(
                words.filter { word in
                    word.hasPrefix("-") && word.drop { $0 == "-" }.first?.isLetter == true
                }.map(String.init))
        }
    }
}
