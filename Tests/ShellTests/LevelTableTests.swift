import CLISupport
import Foundation
import ReversiEngine
import Testing

@testable import reversi

@Suite("Spec 16.1: the levels table of --help")
struct LevelTableTests {
    @Test(
        "spec 16.1, 20.3: reversi --help and reversi engine --help show every level of the engine's table, with its depth at its selectivity, the empties from which it searches to the end and its budget"
    )
    func everyLevel() throws {
        let lines = LevelTable.text.split(separator: "\n").map(String.init)
        #expect(lines.count == Level.all.count + 1)
        #expect(lines[0].contains("level") && lines[0].contains("end from"))
        for (line, level) in zip(lines.dropFirst(), Level.all) {
            let fields = line.split(separator: " ").map(String.init)
            #expect(fields.first == String(level.number), "\(line)")
            guard let search = level.search else { continue }
            let depth = SearchDepth(plies: search.depth, selectivity: search.selectivity)
            #expect(fields[1] == depth.description, "\(line)")
            #expect(fields[2] == String(search.exactEmpties), "\(line)")
        }
        #expect(lines[2].hasSuffix("     1   4 empties  10,000 positions"))
        #expect(lines[6].hasSuffix("4,000,000 positions"))
        #expect(lines[7].hasSuffix("10@73%  18 empties  every thread"))
        #expect(lines[21].hasSuffix("22@73%  22 empties  every thread"))
        #expect(PlayOptions.command.sections.contains { $0.title == "LEVELS" })
        #expect(EngineCommand.command.sections.contains { $0.title == "LEVELS" })
    }

    /// The repository, two folders above this file's.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of the code block in `text` that starts with the levels table's heading.
    static func levelsBlock(in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = LevelTable.text.split(separator: "\n").first.map(String.init)
        guard let first = lines.firstIndex(where: { $0 == heading }) else { return nil }
        return Array(lines[first...].prefix { $0 != "```" })
    }

    @Test(
        "spec 16.1: the README's and docs/engine.md's levels tables are the one --help prints from Level.all",
        arguments: ["README.md", "docs/engine.md"])
    func documentedTable(_ path: String) throws {
        let text = try String(
            contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        let block = try #require(Self.levelsBlock(in: text), "\(path) has no levels table")
        #expect(
            block == LevelTable.text.split(separator: "\n").map(String.init),
            "\(path) should show, as reversi --help does:\n\(LevelTable.text)")
    }
}
