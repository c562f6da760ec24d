#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exit codes in the BSD `sysexits` tradition that command-line users and scripts expect.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A check failed (a violated invariant, a failed property).
    case failure = 1
    /// Bad input data: an illegal move, an unreadable position file.
    case dataError = 65
    /// The command was used wrongly: unknown option, bad value.
    case usage = 64
    /// A file could not be read or written.
    case ioError = 74
}

/// Writes to standard error, unbuffered, so error lines are never lost or interleaved.
public func printError(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    var bytes = Array(line.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

/// Ends the process with `code` after flushing standard output.
public func exit(_ code: ExitCode) -> Never {
    fflush(nil)
    exit(code.rawValue)
}

/// Reports a usage error the way argument-parser tools do: the error, then the usage, on
/// standard error, exit code 64.
func exitWithUsageError(_ error: UsageError, usage: String) -> Never {
    printError("error: \(error.message)")
    printError(usage)
    exit(.usage)
}
