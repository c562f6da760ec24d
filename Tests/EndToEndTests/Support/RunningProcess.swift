import Foundation

/// A built executable left running, so a test can watch it, feed it and kill it midway
/// (where `Executable.run` waits for the end).
final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()
    private var openStreams = 2
    private let exited = DispatchSemaphore(value: 0)

    /// Reads one pipe with blocking reads until its end, on a queue of its own (readability
    /// handlers and `waitUntilExit` are not dependable in every Foundation).
    private func drain(_ pipe: Pipe, isOutput: Bool) {
        let handle = pipe.fileHandleForReading
        DispatchQueue(label: "e2e.pipe").async { [self] in
            while true {
                let chunk = handle.availableData
                lock.withLock {
                    if chunk.isEmpty {
                        openStreams -= 1
                    } else if isOutput {
                        output.append(chunk)
                    } else {
                        errors.append(chunk)
                    }
                }
                if chunk.isEmpty { return }
            }
        }
    }

    /// Starts one of the package's built executables.
    convenience init(
        _ name: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws {
        try self.init(executable: Executable.url(name), arguments, environment: environment)
    }

    init(executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Executable.Failure.notBuilt(executable.path)
        }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        drain(stdout, isOutput: true)
        drain(stderr, isOutput: false)
    }

    /// The running program's process id.
    var processID: Int32 { process.processIdentifier }

    var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    func send(_ line: String) {
        writeIgnoringAnEarlyExit(Data((line + "\n").utf8), to: input.fileHandleForWriting)
    }

    /// Sends raw bytes, which need not be text.
    func send(bytes: [UInt8]) {
        writeIgnoringAnEarlyExit(Data(bytes), to: input.fileHandleForWriting)
    }

    /// Polls `condition` until it holds; `false` after `timeout` seconds.
    @discardableResult
    func wait(timeout: Double = 20, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline, process.isRunning else { return condition() }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Kills the process at once, with no chance to clean up (`kill -9`).
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        exited.wait()
        exited.signal()
    }

    /// Closes standard input and waits for the end; the exit status, or nil on timeout.
    func finish(timeout: Double = 30) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        guard exited.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            return nil
        }
        exited.signal()
        // The last output may still be in the pipes: read on to their ends.
        while lock.withLock({ openStreams > 0 }) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }
}
