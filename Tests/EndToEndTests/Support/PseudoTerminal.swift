import Foundation

/// Plays a script of keys against the game in a pseudo-terminal through
/// `tools/pty-session.py` (which needs `python3`), and returns what it reported: the screens
/// asked for with `screen` steps, the files asked for with `file` steps, the terminal's state
/// when the game stopped, then the exit status, whether the terminal was restored, and with
/// `raw`, every byte the game wrote.
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

    /// Runs the game with `arguments` in a terminal of `columns` × `rows`. `TERM` is
    /// `xterm-256color` unless `environment` sets it or `withoutTerm` removes it; `lines` looks
    /// at the screen at any moment rather than between frames (for line mode); `raw` adds what
    /// the game wrote; `reportedSize`, the size the terminal reports when not the one shown;
    /// `nonblockingOutput` gives the game a standard output of its own on which a write the
    /// terminal cannot take at once fails rather than waits.
    static func run(
        _ arguments: [String], script: [String], environment: [String: String] = [:],
        withoutTerm: Bool = false, lines: Bool = false, raw: Bool = false,
        columns: Int = 80, rows: Int = 24, reportedSize: (columns: Int, rows: Int)? = nil,
        nonblockingOutput: Bool = false, timeout: Double = 20
    ) throws -> ProcessResult {
        var command: [String] = withoutTerm ? ["-u", "TERM"] : []
        command += ["python3", helper.path, "--cols", "\(columns)", "--rows", "\(rows)"]
        command += ["--timeout", "\(timeout)"]
        if let reportedSize {
            command += ["--winsize", "\(reportedSize.columns)", "\(reportedSize.rows)"]
        }
        if lines { command.append("--lines") }
        if raw { command.append("--raw") }
        if nonblockingOutput { command.append("--nonblocking-output") }
        command += ["--", Executable.url("reversi").path] + arguments
        var environment = environment
        if !withoutTerm { environment["TERM"] = environment["TERM"] ?? "xterm-256color" }
        let session = try RunningProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), command, environment: environment)
        script.forEach(session.send)
        let status = session.finish(timeout: timeout + 10) ?? -1
        return ProcessResult(status: status, stdout: session.stdout, stderr: session.stderr)
    }
}

/// The screens in a pseudo-terminal session's report, in order, and what the game wrote.
extension ProcessResult {
    var screens: [String] {
        stdout.components(separatedBy: "--- screen ---\n").dropFirst().map {
            $0.components(separatedBy: "\n--- end ---").first ?? $0
        }
    }

    /// The text of the file at `path` as a `file` step printed it; nil when it was missing.
    func file(_ path: String) -> String? {
        let parts = stdout.components(separatedBy: "--- file \(path) ---\n")
        guard parts.count > 1 else { return nil }
        return parts[1].components(separatedBy: "--- end ---\n").first
    }

    /// With `raw`: every byte the game wrote, after the report's last line.
    var written: String {
        stdout.components(separatedBy: "terminal modes restored: ").last.map {
            String($0.drop { $0 != "\n" }.dropFirst())
        } ?? ""
    }
}
