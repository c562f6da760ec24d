import Foundation

/// What a finished process left behind.
struct ProcessResult: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the package's built executables as a user would, from the test bundle's directory.
enum Executable {
    enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        case timedOut(String, seconds: Double)

        var description: String {
            switch self {
            case .notBuilt(let path): "no executable at \(path): build the package first"
            case .timedOut(let name, let seconds): "\(name) did not finish in \(seconds) s"
            }
        }
    }

    /// The directory holding the built products (the test bundle sits beside them).
    static var productsDirectory: URL {
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    static func url(_ name: String) -> URL { productsDirectory.appendingPathComponent(name) }

    /// Runs `name` with `arguments`, feeding `input` to its standard input, and waits at most
    /// `timeout` seconds before killing it.
    static func run(
        _ name: String, _ arguments: [String] = [], input: String = "",
        environment: [String: String] = [:], directory: URL? = nil, timeout: Double = 60
    ) throws -> ProcessResult {
        let executable = url(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure.notBuilt(executable.path)
        }
        return try runProgram(
            executable.path, arguments, input: input, environment: environment,
            directory: directory, timeout: timeout)
    }

    /// Runs the program at `path` (a built product, or a tool of the repository), in
    /// `directory` if given.
    static func runProgram(
        _ path: String, _ arguments: [String] = [], input: String = "",
        environment: [String: String] = [:], directory: URL? = nil, timeout: Double = 60
    ) throws -> ProcessResult {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()

        // Read both pipes concurrently so a chatty process never blocks on a full pipe.
        let output = PipeReader(stdout)
        let errors = PipeReader(stderr)
        writeIgnoringAnEarlyExit(Data(input.utf8), to: stdin.fileHandleForWriting)
        try? stdin.fileHandleForWriting.close()

        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure.timedOut(name, seconds: timeout)
        }
        return ProcessResult(
            status: process.terminationStatus, stdout: output.text(), stderr: errors.text())
    }
}

/// A program that exits before reading all its input (on a usage error, say) closes its end
/// of the pipe; writing then must fail with EPIPE rather than kill the whole test process with
/// SIGPIPE, which the faster the tests run the likelier it gets. The test checks what the
/// program said, not whether it read everything.
func writeIgnoringAnEarlyExit(_ data: Data, to handle: FileHandle) {
    _ = brokenPipesCaught
    try? handle.write(contentsOf: data)
}

/// SIGPIPE caught, once, by a handler that does nothing: the write fails instead. Caught, not
/// ignored, because an ignored signal stays ignored in the programs the tests start, and they
/// must meet a closed pipe as they would anywhere else.
private let brokenPipesCaught: Void = { _ = signal(SIGPIPE) { _ in } }()

/// Drains a pipe on a background queue until end of file.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
