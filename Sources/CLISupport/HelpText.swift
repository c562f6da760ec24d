/// The usage line and the `--help` text of a command, in the layout of argument-parser tools.
extension CommandSpec {
    /// Lines are wrapped to fit a terminal of this many columns.
    static let width = 80
    /// The help of an option starts in this column, unless its name is longer.
    static let helpColumn = 26

    /// `USAGE: reversi-verify rules --depth N [--max-states M] ...`, wrapped under itself.
    public var usage: String {
        let prefix = "USAGE: \(name) "
        let first = Self.wrap(usageWords, width: Self.width, indent: prefix.count)
        return prefix + first
    }

    /// The usage line's words after the name: the positionals, then the options but those that
    /// print something and exit (`--help`, `--version`, the install options), which
    /// argument-parser tools leave out too.
    var usageWords: [String] {
        let printingOptions = [Self.help.spec, Self.version.spec] + InstallOptions.specs
        return arguments.map(\.usage)
            + options.filter { !printingOptions.contains($0) }.map(Self.usage)
    }

    public var help: String {
        var parts = ["OVERVIEW: \(abstract)"]
        if let discussion { parts.append(Self.reflow(discussion)) }
        parts.append(usage)
        if !arguments.isEmpty {
            parts.append(
                "ARGUMENTS:\n"
                    + arguments.map { Self.entry($0.name, $0.help) }.joined(separator: "\n"))
        }
        parts.append(
            "OPTIONS:\n"
                + options.map { Self.entry(Self.label($0), Self.help($0)) }
                .joined(separator: "\n"))
        for section in sections { parts.append("\(section.title):\n\(section.text)") }
        return parts.joined(separator: "\n\n")
    }

    /// `--depth N` when required, `[--jobs J]` otherwise.
    static func usage(_ option: OptionSpec) -> String {
        let written = option.name + (option.valueName.map { " " + $0 } ?? "")
        return option.isRequired ? written : "[\(written)]"
    }

    /// `-h, --help`, `--depth N`.
    static func label(_ option: OptionSpec) -> String {
        option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
            + (option.valueName.map { " " + $0 } ?? "")
    }

    /// The option's help, then its range, its default and whether it is required, in one
    /// pair of brackets: `(from 1 to 1024; default: 1)`, `(from 0 to 60; required)`.
    static func help(_ option: OptionSpec) -> String {
        let notes = [
            option.range, option.defaultValue.map { "default: \($0)" },
            option.isRequired ? "required" : nil,
        ].compactMap { $0 }
        return option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
    }

    /// `  label   help…`, the help wrapped in its column (on the next line after a long label).
    static func entry(_ label: String, _ text: String) -> String {
        let lead = "  " + label
        let body = wrap(
            text.split(separator: " ").map(String.init), width: width, indent: helpColumn)
        guard lead.count < helpColumn - 1 else {
            return lead + "\n" + String(repeating: " ", count: helpColumn) + body
        }
        return lead + String(repeating: " ", count: helpColumn - lead.count) + body
    }

    /// Paragraphs (separated by blank lines) rewrapped to `width` columns.
    static func reflow(_ text: String) -> String {
        paragraphs(text).map { paragraph in
            wrap(paragraph.split(separator: " ").map(String.init), width: width, indent: 0)
        }.joined(separator: "\n\n")
    }

    /// The paragraphs of a text (separated by blank lines), each on one line.
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n", omittingEmptySubsequences: true).map { paragraph in
            paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// `words` joined by spaces into lines of at most `width` columns, each line after the
    /// first indented by `indent` (the first starts there too).
    static func wrap(_ words: [String], width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
