import Foundation

/// One plain-text screen printed by line mode: the board rows and the `name: value` lines.
struct LineScreen: Equatable {
    /// Row 1 first, in the spec's `x` / `o` / `-` notation.
    var board: [String] = []
    var items: [String: String] = [:]

    subscript(name: String) -> String? { items[name] }

    /// The screens of a line-mode run, in order.
    static func all(in output: String) -> [LineScreen] {
        output.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n").map(String.init)
            guard lines.first == "  abcdefgh" else { return nil }
            var screen = LineScreen()
            for line in lines.dropFirst() {
                if let first = line.first, first.isNumber, line.count == 10 {
                    screen.board.append(String(line.dropFirst(2)))
                } else if let colon = line.firstIndex(of: ":") {
                    screen.items[String(line[..<colon]), default: ""] +=
                        String(line[line.index(colon, offsetBy: 2)...])
                }
            }
            return screen
        }
    }

    /// The cells whose symbol differs between two boards, in row-major order.
    func changedCells(since earlier: LineScreen) -> [String] {
        var cells: [String] = []
        for (row, (old, new)) in zip(earlier.board, board).enumerated() {
            for (column, (a, b)) in zip(old, new).enumerated() where a != b {
                cells.append("\(Character(UnicodeScalar(UInt8(97 + column))))\(row + 1)")
            }
        }
        return cells
    }
}

/// A fresh directory for one test's save file, removed when the test ends.
final class SaveDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reversi-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var saveFile: String { url.appendingPathComponent("game.txt").path }

    /// A save file every save fails to write: its directory is a file.
    func unwritableSaveFile() throws -> String {
        try write("")
        return saveFile + "/game.txt"
    }

    /// The save file's text, or nil when there is none.
    var saved: String? { try? String(contentsOfFile: saveFile, encoding: .utf8) }

    func write(_ text: String) throws {
        try text.write(toFile: saveFile, atomically: true, encoding: .utf8)
    }

    /// The names of the files in the directory.
    var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// The options that make a run fast and keep it to this directory.
    func options(_ extra: [String] = []) -> [String] {
        ["--save-file", saveFile, "--think", "0", "--step", "0", "--seed", "7"] + extra
    }
}
