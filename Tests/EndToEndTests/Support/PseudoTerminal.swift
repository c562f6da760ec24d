import Foundation

/// Plays a script of keys against the game in a pseudo-terminal through
/// `tools/pty-session.py` (which needs `python3`), and returns what it reported: the screens
/// asked for with `screen` steps, then the exit status and whether the terminal was restored.
enum PseudoTerminal {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var helper: URL { repository.appendingPathComponent("tools/pty-session.py") }

    /// Why the pseudo-terminal tests cannot run here, if they cannot.
    static var unavailable: String? {
        guard FileManager.default.fileExists(atPath: helper.path) else {
            return "no \(helper.path)"
        }
        let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        guard python.contains(where: FileManager.default.isExecutableFile(atPath:)) else {
            return "python3 is not installed: the pseudo-terminal tests need it"
        }
        return nil
    }

    static func run(
        _ arguments: [String], script: [String], environment: [String: String] = [:],
        columns: Int = 80, rows: Int = 24, timeout: Double = 20
    ) throws -> ProcessResult {
        let command =
            [
                "python3", helper.path, "--cols", "\(columns)", "--rows", "\(rows)",
                "--timeout", "\(timeout)", "--", Executable.url("reversi").path,
            ] + arguments
        var environment = environment
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        let session = try RunningProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), command, environment: environment)
        script.forEach(session.send)
        let status = session.finish(timeout: timeout + 10) ?? -1
        return ProcessResult(status: status, stdout: session.stdout, stderr: session.stderr)
    }
}

/// The screens in a pseudo-terminal session's report, in order.
extension ProcessResult {
    var screens: [String] {
        stdout.components(separatedBy: "--- screen ---\n").dropFirst().map {
            $0.components(separatedBy: "\n--- end ---").first ?? $0
        }
    }
}
