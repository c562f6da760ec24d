import Foundation
import Testing

/// What the game does with save paths and save files that are not what it expects, and with
/// saves that fail: it never destroys a file, says what is wrong, and goes on without saving.
@Suite("Reliability of the save file: odd paths, failed saves, one writer")
struct SaveFileReliabilityTests {
    /// The initial position, dark to move, both sides manual, in the save format (spec 8.4).
    static let initialGame =
        "x00\n" + String(repeating: "--------\n", count: 3) + "---ox---\n---xo---\n"
        + String(repeating: "--------\n", count: 3)

    /// The type bits (`S_IFMT`) of the file at `path`, without following a symbolic link.
    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// A save path whose parent, `afile`, is a regular file holding "keep me\n".
    static func pathUnderAFile(in directory: SaveDirectory) throws -> (file: URL, path: String) {
        let file = directory.url.appendingPathComponent("afile")
        try Data("keep me\n".utf8).write(to: file)
        return (file, file.appendingPathComponent("game.txt").path)
    }

    /// The notice on the first screen: what the game found at the save path (spec 8.5).
    static func startNotice(_ result: ProcessResult) -> String {
        LineScreen.all(in: result.stdout).first?["notice"] ?? ""
    }

    @Test("spec 8.5, 15.2: a FIFO given as the save file is left alone and the game is not saved")
    func fifoIsLeftAlone() throws {
        let directory = try SaveDirectory()
        #expect(mkfifo(directory.saveFile, 0o644) == 0)
        // The end of the input, unlike `quit`, waits for the move to be shown.
        let result = try Executable.run("reversi", directory.options(), input: "f5\n", timeout: 20)
        let notice = Self.startNotice(result)
        #expect(notice.contains("game.txt is a FIFO, not a regular file"), "\(result.stdout)")
        #expect(notice.contains("this game will not be saved"))
        #expect(result.stderr.contains("the last position was not saved"), "said again at the end")
        #expect(result.status == 74, "a move that could not be saved makes the exit status 74")
        #expect(Self.kind(directory.saveFile) == S_IFIFO)
        #expect(directory.files == ["game.txt"], "nothing is created beside it")
        #expect(LineScreen.all(in: result.stdout).last?["last move"] == "f5", "the game went on")
    }

    @Test("spec 8.5, 15.2: a directory given as the save file is left alone, with a clear message")
    func directoryIsLeftAlone() throws {
        let directory = try SaveDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.saveFile, withIntermediateDirectories: false)
        let result = try Executable.run("reversi", directory.options(), input: "quit\n")
        #expect(Self.startNotice(result).contains("game.txt is a directory, not a regular file"))
        #expect(!(result.stdout + result.stderr).contains("NSCocoaErrorDomain"))
        #expect(result.status == 0, "nothing was asked to be saved")
        #expect(Self.kind(directory.saveFile) == S_IFDIR)
        #expect(directory.files == ["game.txt"])
    }

    @Test("spec 8.1: a symlinked save file is saved through the link, which stays a link")
    func savedThroughSymbolicLink() throws {
        let links = try SaveDirectory()
        let targets = try SaveDirectory()
        let target = targets.saveFile
        try targets.write(Self.initialGame)
        try FileManager.default.createSymbolicLink(
            atPath: links.saveFile, withDestinationPath: target)

        let result = try Executable.run("reversi", links.options(), input: "f5\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.kind(links.saveFile) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: links.saveFile) == target)
        #expect(targets.saved?.hasPrefix("o00\n") == true, "the link's target holds the move")
        #expect(links.files == ["game.txt"])
        #expect(!targets.files.contains { $0.hasSuffix(".tmp") })
    }

    @Test("spec 8.1: a dangling symlinked save file: the first save creates its target")
    func danglingSymbolicLinkCreatesTarget() throws {
        let links = try SaveDirectory()
        let targets = try SaveDirectory()
        // A relative link, as dotfile managers make them, resolved from the link's directory.
        let relative = "../\(targets.url.lastPathComponent)/game.txt"
        try FileManager.default.createSymbolicLink(
            atPath: links.saveFile, withDestinationPath: relative)

        let result = try Executable.run("reversi", links.options(), input: "f5\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: links.saveFile) == relative)
        #expect(targets.saved?.hasPrefix("o00\n") == true)
    }

    @Test("spec 15.2: a save path under a regular file: quitting says a parent is not a directory")
    func parentIsNotADirectory() throws {
        let directory = try SaveDirectory()
        let (file, saveFile) = try Self.pathUnderAFile(in: directory)
        let result = try Executable.run(
            "reversi", ["--save-file", saveFile, "--think", "0", "--step", "0"],
            input: "f5\nquit\n")
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("afile is not a directory"), "\(result.stderr)")
        #expect(result.stderr.contains("was not saved"))
        #expect(!result.stderr.contains("same name already exists"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me\n")
    }

    @Test(
        "spec 15.2: the terminal game, too, exits 74 when its last position was not saved",
        .enabled(if: PseudoTerminal.unavailable == nil, "needs python3 and tools/pty-session.py"))
    func terminalGameExitsWhenUnsaved() throws {
        let directory = try SaveDirectory()
        let (file, saveFile) = try Self.pathUnderAFile(in: directory)
        let result = try PseudoTerminal.run(
            ["--save-file", saveFile, "--step", "0"],
            script: ["expect ●'s turn", "send f5", "expect ○'s turn", "send q"], raw: true)
        #expect(result.stdout.contains("exit: 74\n"), "\(result.stdout)")
        #expect(result.stdout.contains("terminal modes restored: yes"))
        // Written on the game's own screen, the notice would vanish with it when the game ends.
        let leftScreen = result.written.range(of: "\u{1B}[?1049l", options: .backwards)
        let notice = result.written.range(of: "was not saved")
        // The notice about the save file shown during the game, repeated there once.
        let repeated = leftScreen.map { result.written[$0.upperBound...] } ?? ""
        #expect(repeated.components(separatedBy: "reversi: cannot use ").count == 2, "\(repeated)")
        let after = leftScreen.flatMap { left in notice.map { $0.lowerBound > left.upperBound } }
        let end = String(result.written.suffix(300)).debugDescription
        #expect(after == true, "the notice comes after the game leaves its screen: \(end)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me\n")
    }

    @Test(
        "spec 15.2: a save that fails in play is reported once; quitting finishes it and exits 74")
    func failedSaveReportedOnQuit() throws {
        let directory = try SaveDirectory()
        try directory.write(Self.initialGame)
        let game = try RunningProcess("reversi", directory.options())
        #expect(game.wait { game.stdout.contains("message: x's turn") })
        // A directory where the game writes its next save makes every save fail.
        let blocker = directory.url.appendingPathComponent(".game.txt.\(game.processID).tmp")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        game.send("f5")
        #expect(game.wait { game.stdout.contains("last move: f5") })
        game.send("d6")
        #expect(game.wait { game.stdout.contains("last move: d6") })
        game.send("quit")
        #expect(game.finish() == 74)
        let notices = LineScreen.all(in: game.stdout).map { $0["notice"] ?? "" }
        let shown = zip([""] + notices, notices).filter { earlier, notice in
            notice.contains("could not be saved") && notice != earlier
        }
        #expect(shown.count == 1, "one notice for one problem, not one per move: \(game.stdout)")
        #expect(game.stderr.contains("the last position was not saved"))
        #expect(directory.saved == Self.initialGame, "the last good save is intact")
    }

    @Test("spec 8.5: a save file larger than any saved game is kept aside without being read")
    func oversizedFileKeptAside() throws {
        let directory = try SaveDirectory()
        // Sparse: it takes no space, but reading it whole would take 256 MiB of memory.
        #expect(FileManager.default.createFile(atPath: directory.saveFile, contents: nil))
        #expect(truncate(directory.saveFile, 256 << 20) == 0)
        let result = try Executable.run("reversi", directory.options(), input: "quit\n")
        #expect(result.status == 0)
        #expect(Self.startNotice(result).contains("is larger than 64 KiB"), "\(result.stdout)")
        let aside = directory.url.appendingPathComponent("game.txt.unreadable-1").path
        let size = (try FileManager.default.attributesOfItem(atPath: aside))[.size] as? Int
        #expect(size == 256 << 20, "kept whole")
    }

    @Test(
        "spec 8.5, 15.2: a save file that may not be read is not corrupt: it is left alone",
        .enabled(if: Unprivileged.available, "needs a user that file permissions apply to"))
    func unreadableForPermissionIsLeftAlone() throws {
        let directory = try SaveDirectory()
        try directory.write(Self.initialGame)
        #expect(chmod(directory.saveFile, 0) == 0)
        #expect(chmod(directory.url.path, 0o777) == 0)
        let result = try Unprivileged.run(directory.options(), input: "f5\nquit\n")
        #expect(Self.startNotice(result).contains("Permission denied"), "\(result.stdout)")
        #expect(Self.startNotice(result).contains("left alone"))
        #expect(result.status == 74)
        #expect(directory.files.filter { !$0.hasPrefix(".") } == ["game.txt"])
        #expect(directory.saved == Self.initialGame)
    }

    @Test("spec 15.4: a second game on the same file says it is open elsewhere and saves nothing")
    func secondInstanceDoesNotSave() throws {
        let directory = try SaveDirectory()
        let first = try RunningProcess("reversi", directory.options())
        first.send("f5")
        #expect(first.wait { directory.saved?.hasPrefix("o00\n") == true })
        let afterFirstMove = directory.saved

        let second = try Executable.run("reversi", directory.options(), input: "f5\nquit\n")
        #expect(
            Self.startNotice(second).contains("game.txt is open in another reversi"),
            "\(second.stdout)")
        #expect(second.status == 74)
        #expect(LineScreen.all(in: second.stdout).first?["counts"] == "x 2, o 2", "a new game")
        #expect(directory.saved == afterFirstMove)

        first.send("quit")
        #expect(first.finish() == 0)
        let third = try Executable.run("reversi", directory.options(), input: "quit\n")
        #expect(third.stderr == "", "the lock ends with the game that held it")
        #expect(Self.startNotice(third).hasPrefix("Resumed the saved game"))
        // The first game's record came back with its save, and marks its last move.
        #expect(LineScreen.all(in: third.stdout).first?["last move"] == "f5")
        #expect(LineScreen.all(in: third.stdout).first?["message"] == "o's turn")
    }

    @Test("a dead game's temporary file is removed at start; other files are left alone")
    func staleTemporaryFilesRemoved() throws {
        let directory = try SaveDirectory()
        // No process has this number (it is above any kernel's limit).
        let dead = ".game.txt.2147483646.tmp"
        let running = ".game.txt.\(ProcessInfo.processInfo.processIdentifier).tmp"
        let others = [".other.txt.2147483646.tmp", ".game.txt.12x.tmp", "game.txt.2147483646.tmp"]
        for name in [dead, running] + others {
            try Data("x".utf8).write(to: directory.url.appendingPathComponent(name))
        }
        let result = try Executable.run("reversi", directory.options(), input: "quit\n")
        #expect(result.status == 0)
        #expect(!directory.files.contains(dead))
        for kept in [running] + others { #expect(directory.files.contains(kept)) }
    }

    @Test("spec 8.5: a CRLF save file's error shows the carriage return escaped, never raw")
    func carriageReturnEscapedInSaveError() throws {
        let directory = try SaveDirectory()
        try directory.write(Self.initialGame.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = try Executable.run("reversi", directory.options(), input: "quit\n")
        #expect(Self.startNotice(result).contains(#"found 'x00\r'"#), "\(result.stdout)")
        #expect(!result.stdout.utf8.contains(13), "no raw carriage return")

        let replay = try Executable.run(
            "reversi",
            [
                "replay", "--from",
                directory.url.appendingPathComponent(
                    "game.txt.unreadable-1"
                ).path,
            ])
        #expect(replay.status == 65)
        #expect(replay.stderr.contains(#"found 'x00\r'"#), "\(replay.stderr)")
        #expect(!replay.stderr.utf8.contains(13))
    }

    @Test("a transcript's control characters are escaped in replay's errors")
    func controlCharactersEscapedInTranscriptError() throws {
        let result = try Executable.run("reversi", ["replay", "f5\u{1B}[2J"])
        #expect(result.status == 65)
        #expect(result.stderr.contains(#"move 2 '\u{1B}['"#), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }
}

/// Runs the game as a user whom file permissions apply to: the current user, or `nobody`
/// (through `setpriv`) when the tests run as root, who may read anything.
enum Unprivileged {
    static let setpriv = "/usr/bin/setpriv"

    static var available: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    static func run(_ arguments: [String], input: String) throws -> ProcessResult {
        guard getuid() == 0 else {
            return try Executable.run("reversi", arguments, input: input)
        }
        // A copy in a directory anyone may enter: the build directory may be private.
        let directory = try SaveDirectory()
        let copy = directory.url.appendingPathComponent("reversi")
        try FileManager.default.copyItem(at: Executable.url("reversi"), to: copy)
        #expect(chmod(directory.url.path, 0o755) == 0)
        return try Executable.runProgram(
            setpriv,
            ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path] + arguments,
            input: input)
    }
}
