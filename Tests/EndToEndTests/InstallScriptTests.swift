import Foundation
import Testing

/// `tools/install`'s own command line; what it installs is what the executables print, which
/// `InstallFilesTests` checks (the release build it runs is too slow for a test).
@Suite("tools/install: --help, and a clear error without a PREFIX")
struct InstallScriptTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("tools/install").path

    static func install(_ arguments: [String]) throws -> ProcessResult {
        try Executable.runProgram("/usr/bin/env", ["bash", script] + arguments)
    }

    @Test("--help says where each file goes")
    func help() throws {
        let result = try Self.install(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tools/install PREFIX"))
        for place in [
            "PREFIX/bin/", "PREFIX/share/man/man1/", "PREFIX/share/bash-completion/completions/",
            "PREFIX/share/zsh/site-functions/", "PREFIX/share/fish/vendor_completions.d/",
            "PREFIX/share/reversi/",
        ] {
            #expect(result.stdout.contains(place), "\(place)")
        }
    }

    @Test(
        "no PREFIX, an option or two PREFIXes is a usage error (exit 64) before anything is built",
        arguments: [
            ([], "error: missing PREFIX, the directory to install under (such as ~/.local)"),
            (["--prefix"], "error: unknown option '--prefix'"),
            (["a", "b"], "error: expected one PREFIX, got 2"),
        ])
    func usageErrors(arguments: [String], error: String) throws {
        let result = try Self.install(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == error + "\nusage: tools/install PREFIX\n")
        #expect(result.stdout.isEmpty)
    }
}
