/// The shells a completion script is written for.
public enum Shell: String, CaseIterable, CustomStringConvertible, Sendable {
    case bash, zsh, fish

    public var description: String { rawValue }
}

/// The two options that print what installing an executable needs besides the executable: a
/// shell's completion script and the manual page. `CommandGroup` reads them, so every
/// executable made of subcommands has them without declaring them.
enum InstallOptions {
    static let completionScript = Option<Shell>.choice(
        "--generate-completion-script", value: "<shell>",
        help: "Print the completion script for "
            + NumberText.alternatives(Shell.allCases.map(\.description)) + ".")
    static let manual = Flag("--generate-manual", help: "Print the manual page (roff).")

    static let specs = [completionScript.spec, manual.spec]

    /// What the words ask to print.
    enum Request: Equatable {
        case completionScript(Shell)
        case manual
    }

    /// What `words` ask to print, wherever they ask it before a `--` (as `--help` is found);
    /// the first of the two options wins. A missing or unknown shell is a usage error.
    static func request(in words: [String]) throws(UsageError) -> Request? {
        let options = words.prefix { $0 != "--" }
        for (index, word) in zip(options.indices, options) {
            let (name, attached) = CommandSpec.split(word)
            if name == manual.spec.name {
                guard attached == nil else { throw UsageError("option '\(name)' takes no value") }
                return .manual
            }
            guard name == completionScript.spec.name else { continue }
            // As for any option, a missing value never swallows the next option.
            let next = index + 1 < options.endIndex ? options[index + 1] : nil
            guard let value = attached ?? next.flatMap({ CommandSpec.isOption($0) ? nil : $0 })
            else {
                throw UsageError("missing value for '\(name)'")
            }
            return .completionScript(try completionScript.value(of: value))
        }
        return nil
    }
}
