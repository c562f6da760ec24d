import Foundation
import Testing

/// `tools/spec-coverage`, run on small made-up trees: a citation of a clause SPEC.md lacks
/// fails it, and the clauses nothing names are listed.
@Suite("tools/spec-coverage: every citation names a clause of SPEC.md")
struct SpecCoverageTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let spec = """
        # Spec
        ## 1. One
        - **1.1** First.
        - **1.2** Second.
        ## 2. Two
        - **2.1** *withdrawn* Third.

        """

    /// Runs the tool on a tree holding `SPEC.md` and `files` (path: contents).
    func coverage(_ files: [String: String], _ arguments: [String] = []) throws -> ProcessResult {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("spec-coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files.merging(["SPEC.md": Self.spec], uniquingKeysWith: { $1 }) {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let tool = Self.repository.appendingPathComponent("tools/spec-coverage").path
        return try Executable.runProgram("/usr/bin/env", ["python3", tool, root.path] + arguments)
    }

    @Test("citations of existing clauses and sections pass; uncited clauses are listed")
    func known() throws {
        let result = try coverage([
            "Tests/A/ATests.swift": "@Test(\"spec 1.1: first\") func a() {}\n",
            "Verification/ReversiSpecs/B.swift": "let rule = Rule(\"Spec 1, 2: sections\")\n",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1.1         1       0     0  First."))
        #expect(result.stdout.contains("named by no test and no invariant: 1.2"))
        #expect(result.stdout.contains("2 citations name a whole section"))
    }

    @Test("a citation of a missing or withdrawn clause, or a missing section, fails")
    func unknown() throws {
        let result = try coverage([
            "Sources/X/X.swift": "// spec 1.3 and spec 3\n",
            "Tests/Y/Y.swift": "// spec 2.1\n",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/X/X.swift:1: spec 1.3: there is no clause 1.3"))
        #expect(result.stdout.contains("Sources/X/X.swift:1: spec 3: there is no section 3"))
        #expect(result.stdout.contains("Tests/Y/Y.swift:1: spec 2.1: the clause is withdrawn"))
    }

    @Test("--strict fails when a required clause is named by nothing")
    func strict() throws {
        let files = ["Tests/A/ATests.swift": "// spec 1.1\n"]
        #expect(try coverage(files, ["--strict", "--sections", "1"]).status == 1)
        #expect(try coverage(files, ["--strict", "--sections", "2"]).status == 0)
    }
}
