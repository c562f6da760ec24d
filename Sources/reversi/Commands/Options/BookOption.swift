import CLISupport
import Foundation
import ReversiEngine

/// Which opening book a command reads (spec 21.1, 21.4): `--book FILE`, else the book
/// installed with the program (`PREFIX/share/reversi/reversi.book`, beside `PREFIX/bin`), else
/// the one of the source tree the program was built from (`book/reversi.book`), so that a
/// build run from the repository has it; `--no-book` for none.
enum BookOption {
    static let file = Option.file(
        "--book", value: "FILE", default: "the installed book",
        help: "The opening book to read: the installed one (share/reversi/reversi.book"
            + " beside the program's bin directory), else the source tree's book/reversi.book.")
    static let none = Flag("--no-book", help: "Read no opening book.")

    /// The book's file name, installed and in the source tree.
    static let fileName = "reversi.book"

    /// The book asked for: `nil` with `--no-book`, or when no file is given and none is
    /// installed. `--book` and `--no-book` together are a usage error.
    static func read(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        let path = try arguments.value(file)
        guard !arguments.flag(none) else {
            guard path == nil else {
                throw UsageError(
                    "'\(file.spec.name)' and '\(none.spec.name)' cannot be used together")
            }
            return nil
        }
        return path ?? defaultPath
    }

    /// The first of the default places that holds a file.
    static var defaultPath: String? {
        // The executable's own path, not the name it was called by (`reversi`, through PATH).
        let executable =
            (Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/reversi/" + fileName).path
        // This file is Sources/reversi/Commands/Options/BookOption.swift.
        var sourceTree = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { sourceTree.deleteLastPathComponent() }
        let built = sourceTree.appendingPathComponent("book/" + fileName).path
        return [installed, built].first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The book at `path`, or the error that names the file and what is wrong with it: a file
    /// that cannot be read, or is not a good book (spec 21.4).
    static func load(_ path: String) -> Result<OpeningBook, BookLoadError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                BookLoadError(
                    message: "cannot read book '\(path.escapingControlCharacters)'", isData: false))
        }
        do throws(BookFileError) {
            return .success(try BookFile.decode(Array(data), file: path))
        } catch {
            return .failure(BookLoadError(message: error.description, isData: true))
        }
    }

    /// The book for a game or an engine: `nil` without one; a bad one is reported on
    /// standard error and the program plays on without a book (spec 21.4).
    static func loadForPlay(_ path: String?) -> OpeningBook? {
        loadOrWarn(path, otherwise: "playing without a book")
    }

    /// The book at `path`, if any: a bad one is reported on standard error with what the
    /// command does `otherwise`, and the command goes on without it (spec 21.4).
    static func loadOrWarn(_ path: String?, otherwise: String) -> OpeningBook? {
        guard let path else { return nil }
        switch load(path) {
        case .success(let book): return book
        case .failure(let error):
            printError("warning: \(error.message); \(otherwise)")
            return nil
        }
    }
}

/// Why a book was not read: a file that cannot be read (74), or one that is not a good book
/// (65).
struct BookLoadError: Error {
    let message: String
    let isData: Bool
}
