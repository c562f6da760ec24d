import Foundation
import Testing

/// The README's tour of the architecture is a tree of the folders, two spaces a level: it must
/// name every folder of Sources and Verification, and no folder that is not there, so that it
/// cannot fall behind the code.
@Suite("The README's tour names every folder of the code")
struct ReadmeTourTests {
    /// The folders the tour names under `root` (`Sources/`), as paths from the repository.
    static func touredFolders(under root: String, in readme: String) -> Set<String> {
        var folders = Set<String>()
        var stack: [String] = []
        var inside = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```" && inside { break }
            let indent = line.prefix { $0 == " " }.count
            let word = line.dropFirst(indent).prefix { $0 != " " }
            if indent == 0 {
                inside = word == "\(root)/" || (inside && word.hasSuffix("/"))
                stack = word == "\(root)/" ? [root] : []
                continue
            }
            guard inside, !stack.isEmpty, word.hasSuffix("/"), indent % 2 == 0 else { continue }
            let depth = indent / 2
            guard depth <= stack.count else { continue }
            stack = Array(stack.prefix(depth)) + [String(word.dropLast())]
            folders.insert(stack.joined(separator: "/"))
        }
        return folders
    }

    /// The folders under `root`, as paths from the repository.
    static func folders(under root: String) throws -> Set<String> {
        let base = PseudoTerminal.repository.appendingPathComponent(root)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: base.path)
        return Set(
            paths.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }.map { "\(root)/\($0)" })
    }

    @Test("every folder of Sources and Verification is in the tour, and nothing else")
    func tourMatchesTheFolders() throws {
        let readme = try String(
            contentsOf: PseudoTerminal.repository.appendingPathComponent("README.md"),
            encoding: .utf8)
        let sources = try Self.folders(under: "Sources")
        #expect(Self.touredFolders(under: "Sources", in: readme) == sources)
        // Verification's folders to one level (its feature folders are described together).
        let verification = try Self.folders(under: "Verification").filter {
            $0.split(separator: "/").count == 2
        }
        #expect(
            Self.touredFolders(under: "Verification", in: readme).filter {
                $0.split(separator: "/").count == 2
            } == verification)
    }
}
