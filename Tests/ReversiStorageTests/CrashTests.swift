import ReversiApp
import ReversiStorage
import Testing

/// Crashes the store after every single call it makes, on a simulated disk, and restarts it.
@Suite("spec 14.3, 8.1, 8.5: a crash after any call of a save leaves the old game or the new one")
struct CrashTests {
    static let directory = SimulatedGames.directory
    static let path = SimulatedGames.path
    static let old = SimulatedGames.old
    static let new = SimulatedGames.new
    static let garbage = Array("not a saved game\r\n".utf8)

    enum Scenario: CaseIterable, CustomStringConvertible {
        /// A game is saved over the last one.
        case replacesAGame
        /// The first save ever, into directories that do not exist yet.
        case firstSave
        /// An unreadable file is moved aside at load, then the first game is saved.
        case setsAsideAnUnreadableFile

        var description: String {
            switch self {
            case .replacesAGame: "replacing a game"
            case .firstSave: "the first save"
            case .setsAsideAnUnreadableFile: "setting aside an unreadable file"
            }
        }

        var disk: SimulatedFileSystem.Image {
            let disk = SimulatedFileSystem()
            switch self {
            case .replacesAGame:
                disk.create(CrashTests.path, .file(SimulatedGames.bytes(CrashTests.old)))
            case .firstSave:
                disk.create("/home/notes.txt", .file([]))
            case .setsAsideAnUnreadableFile:
                disk.create(CrashTests.path, .file(CrashTests.garbage))
            }
            return disk.image
        }
    }

    /// Loads and saves `new` on the scenario's disk, crashing after call 1, then 2, … until
    /// the run ends before the crash; after each crash, restarts on every state the disk may
    /// be left in and loads with the real store. Returns what went wrong.
    static func findings(_ scenario: Scenario, fault: PlantedFault.Kind? = nil) -> [String] {
        var findings: [String] = []
        for crashPoint in 1... {
            let disk = SimulatedFileSystem(image: scenario.disk, processID: 100)
            disk.crashAfter = crashPoint
            let store = FileStore(
                path: path, fileSystem: fault.map { PlantedFault($0, on: disk) } ?? disk)
            _ = store.load()
            do {
                try store.save(new)
            } catch {
                findings.append("the save failed with no crash: \(error)")
            }
            guard let image = disk.crashImage else { break }
            let saved = disk.calls.count == crashPoint
            for outcome in image.crashOutcomes {
                if let problem = problem(restarting: outcome, scenario, saved: saved) {
                    findings.append(
                        "crash after call \(crashPoint) (\(disk.calls[crashPoint - 1])): \(problem)"
                    )
                }
            }
        }
        return findings
    }

    /// What is wrong with what a restart on `image` loads, if anything.
    static func problem(
        restarting image: SimulatedFileSystem.Image, _ scenario: Scenario, saved: Bool
    ) -> String? {
        let disk = SimulatedFileSystem(image: image, processID: 200)
        let loaded = FileStore(path: path, fileSystem: disk).load()
        let leftovers = disk.names(directory).filter { $0.hasSuffix(".tmp") }
        if !leftovers.isEmpty { return "temporary files left after a restart: \(leftovers)" }
        if case .setsAsideAnUnreadableFile = scenario,
            disk.contents(path + ".unreadable-1") != .file(garbage)
        {
            return "the unreadable file was not kept: \(disk.names(directory))"
        }
        switch (scenario, loaded) {
        case (_, .loaded(new, from: _, version: _)): return nil
        case _ where saved: return "the completed save was lost: \(loaded)"
        case (.replacesAGame, .loaded(old, from: _, version: _)): return nil
        case (.firstSave, .noSavedGame), (.setsAsideAnUnreadableFile, .noSavedGame): return nil
        case (.setsAsideAnUnreadableFile, .unreadable): return nil
        default: return "loaded \(loaded)"
        }
    }

    @Test("no crash point loses, tears or mixes up a game", arguments: Scenario.allCases)
    func everyCrashPoint(_ scenario: Scenario) {
        let findings = Self.findings(scenario)
        #expect(findings.isEmpty, "\(findings.count) findings, first: \(findings.first ?? "")")
    }

    @Test("each crash point is a call the store made: a save makes more than ten")
    func crashPointsCoverTheSave() {
        #expect(Self.new.game.board != Self.old.game.board, "the two games differ on the board")
        let disk = SimulatedFileSystem(image: Scenario.replacesAGame.disk)
        let store = FileStore(path: Self.path, fileSystem: disk)
        _ = store.load()
        let loadCalls = disk.calls.count
        #expect(throws: Never.self) { try store.save(Self.new) }
        let saveCalls = disk.calls.dropFirst(loadCalls).map(\.name)
        #expect(saveCalls.count > 10, "\(saveCalls)")
        #expect(saveCalls.contains("rename") && saveCalls.contains("synchronize"))
    }

    @Test(
        "a store that saves wrongly fails the crash test (planted faults)",
        arguments: PlantedFault.Kind.allCases)
    func plantedFaultIsCaught(_ fault: PlantedFault.Kind) {
        let findings = Self.findings(.replacesAGame, fault: fault)
        #expect(!findings.isEmpty, "a store that \(fault) passed")
    }
}
