import Foundation
import Testing

/// `tools/referee` (spec 17.8) against an engine in another program's dialect.
@Suite("Spec 17.8: the referee reads the dialects of the engines it plays")
struct RefereeTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "spec 17.8: Edax's dialects, GTP's id after a space and NBoard's answer with spaces, are read: the match is played to its end",
        arguments: ["gtp", "nboard"])
    func edaxDialects(protocol dialect: String) throws {
        let referee = Self.repository.appendingPathComponent("tools/referee").path
        let fixture = Self.repository.appendingPathComponent("tools/referee-fixtures/edax-dialect")
        let reversi = Executable.url("reversi").path
        let result = try Executable.runProgram(
            "/usr/bin/env",
            [
                "python3", referee, "--protocol", dialect, "--games", "2", "--seed", "4",
                "--depth", "1", "--first", "\(reversi) engine --level 1 --threads 1",
                "--second", "\(fixture.path) \(reversi) --level 1 --threads 1",
            ], timeout: 120)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("game 2: first engine light"), "\(result.stdout)")
    }
}
