import CLISupport
import Foundation
import ReversiCore

/// Reading the input file a command names.
enum InputFile {
    /// The bytes of the file at `path`; exits with a one-line error (74) when it cannot be
    /// read.
    static func read(_ path: String) -> [UInt8] {
        let shown = path.escapingControlCharacters
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            printError("error: cannot read '\(shown)': no such file")
            exit(.ioError)
        }
        guard !isDirectory.boolValue else {
            printError("error: cannot read '\(shown)': it is a directory")
            exit(.ioError)
        }
        // Read to its end, not by its size: a device or a pipe (`/dev/null`, `<(…)`) has none,
        // yet holds what it holds, which the caller judges as it would a file's.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            printError("error: cannot read '\(shown)'")
            exit(.ioError)
        }
        defer { try? handle.close() }
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            printError("error: cannot read '\(shown)': \(error.localizedDescription)")
            exit(.ioError)
        }
    }
}
