/// What makes reports the shards of one run: the same program, the same build of it, and the
/// same run. The version alone does not tell a rebuilt verifier apart, and nothing in a report
/// told one run's files from an earlier run's left in the same folder, so a merge could put
/// together the reports of a run that failed with those of one that did not.
public struct RunIdentity: Hashable, Sendable {
    /// The program's version, as `--version` prints it.
    public let version: String
    /// The build of the verifier that ran the check: a hash of its executable.
    public let build: String
    /// The run the report belongs to, as given with `--run`; `nil` for a run not given one.
    public let run: String?

    public init(version: String, build: String, run: String? = nil) {
        self.version = version
        self.build = build
        self.run = run
    }

    /// Whether `text` can name a run: 1 to 100 letters, digits, dots, dashes and
    /// underscores, not starting with a dot, so that it is also a safe folder name.
    public static func isValidRun(_ text: String) -> Bool {
        guard (1...100).contains(text.utf8.count), text.first != "." else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
    }
}
