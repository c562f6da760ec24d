/// Text written for roff, the manual page's typesetter.
enum Roff {
    /// `text` as roff prints it as written: a backslash escaped, every `-` a minus sign (so
    /// that option names copied from the page work), anything beyond ASCII (`…`, `×`) named
    /// by its code point, as not every roff reads UTF-8, and a line that would start with `.`
    /// or `'` (a request) starting with the zero-width `\&` instead.
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var result = line.first == "." || line.first == "'" ? #"\&"# : ""
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\\": result += #"\e"#
                case "-": result += #"\-"#
                case _ where !scalar.isASCII: result += #"\[u"# + hexadecimal(scalar.value) + "]"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }.joined(separator: "\n")
    }

    /// `2026` for U+2026: upper-case hexadecimal, at least four digits.
    static func hexadecimal(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A request's argument with spaces: in double quotes, which it cannot contain.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).filter { $0 != "\"" } + "\""
    }

    /// A section's text as written for `--help`: a table of two columns (`0   success`,
    /// `q, Ctrl-C   Quit`, a continuation line starting where its entry's text does) as tagged
    /// paragraphs, which roff fills to the reader's width; anything else (examples, a table of
    /// more columns such as the levels, spec 16.1) kept as written, a row a line, indented.
    static func block(_ text: String) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        let margin = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        guard let entries = entries(lines, margin: margin) else {
            return [".PP", ".RS 4", ".nf"] + lines.map { escaped(String($0.dropFirst(margin))) }
                + [".fi", ".RE"]
        }
        return entries.flatMap { [".TP", escaped($0.term), escaped($0.text)] }
    }

    /// The lines as a table of terms and their texts, or `nil` when they are not one: every
    /// line at the margin is a term, a gap of two spaces or more and a text with no such gap,
    /// and every other line continues the text of the entry above, starting in its column.
    private static func entries(_ lines: [String], margin: Int)
        -> [(term: String, text: String)]?
    {
        var entries: [(term: String, text: String, column: Int)] = []
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if indent > margin {
                guard let last = entries.popLast(), indent == last.column,
                    content.firstRange(of: "  ") == nil
                else { return nil }
                entries.append((last.term, last.text + " " + content, last.column))
                continue
            }
            guard let gap = content.firstRange(of: "  ") else { return nil }
            let text = content[gap.upperBound...].drop { $0 == " " }
            guard !text.isEmpty, text.firstRange(of: "  ") == nil else { return nil }
            entries.append(
                (String(content[..<gap.lowerBound]), String(text), line.count - text.count))
        }
        return entries.map { ($0.term, $0.text) }
    }
}
