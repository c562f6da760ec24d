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
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read '\(shown)'")
            exit(.ioError)
        }
        return Array(data)
    }
}
