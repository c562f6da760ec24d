import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

@Suite("Spec 9.3: the application machine's invariants hold in every reachable state")
struct AppCheckTests {
    /// The check of the real machine, run once for the tests that read it. Depth 7 is the least
    /// that reaches every named situation. It is not a long test: CI's checker stage checks the
    /// same machine deeper, optimised (`reversi-verify app --depth 12`), in a fraction of the
    /// time a debug build would take for depth 10.
    static let depth = 7
    static let check = Checker(AppSpecification(), options: CheckOptions(depth: depth, jobs: 2))
        .run()

    @Test(
        "no invariant breaks within 7 events, no state is stuck, and every situation is reached"
    )
    func checkPassesWithFullCoverage() {
        let result = Self.check
        #expect(result.depthReached == Self.depth)
        #expect(result.violation == nil, "\(String(describing: result.violation?.name))")
        // The situations counted are those declared, and there are some: a loop over none
        // would pass.
        #expect(!result.coverage.isEmpty)
        #expect(result.coverage.map(\.name) == AppSpecification().situations.map(\.name))
        for coverage in result.coverage {
            #expect(coverage.count > 0, "\(coverage.name) never reached")
        }
    }

    @Test(
        "spec 7.3, 10.3, 10.4, 10.5: with worlds of different levels explored apart, no invariant breaks within 5 events (4 in a quick run)"
    )
    func levelsKeptApart() {
        // Depth 5 reaches a reset and a restart after a level change; kept apart, the levels
        // make about 4 times the states of the merged check, so a quick run stops at 4.
        let depth = LongTests.size(quick: 4, long: 5)
        let apart = Checker(
            AppSpecification(keepsLevelsApart: true), options: CheckOptions(depth: depth, jobs: 2)
        ).run()
        #expect(apart.violation == nil, "\(String(describing: apart.violation?.name))")
        // The merged states within `depth`, from the shared deeper check: breadth-first, its
        // first levels are those of a check stopped at `depth`.
        let merged = Self.check.distinctStatesByDepth.prefix(depth + 1).reduce(0, +)
        #expect(apart.distinctStates > merged)
    }

    @Test("the start worlds include a saved must-pass state for each side in each pair of modes")
    func mustPassStartsForEverySideAndMode() {
        let mustPass = AppSpecification.startWorlds.compactMap { world -> String? in
            guard case .loaded(let saved, _, _) = world.load, case .mustPass(let pass) = saved.game
            else { return nil }
            return "\(pass.disk) \(saved.modes.dark) \(saved.modes.light)"
        }
        #expect(Set(mustPass).count == 8)
    }

    @Test("the ticket numbers do not enter deduplication: worlds differing only by them are merged")
    func viewIgnoresTicketNumbers() throws {
        let spec = AppSpecification()
        // Loaded, so that the save the mode switches make equals what was there.
        let saved = SavedGame(game: .initial, modes: PlayerModes(dark: .computer, light: .manual))
        let start = AppWorld(launchingWith: .loaded(saved, from: "game.txt"))
        // Launched, its notice seen, so that only the tickets tell the two worlds apart.
        let launched = [start.launch, .person(.noticeDismissed)].reduce(start) {
            spec.successor(of: $0, after: $1)
        }
        // Switching to Manual and back cancels one request and issues another.
        let again = [
            Event.person(.modeSelected(.dark, .manual)), .person(.modeSelected(.dark, .computer)),
        ]
        .reduce(launched) { spec.successor(of: $0, after: $1) }
        #expect(again.app.lastTicket != launched.app.lastTicket)
        #expect(spec.view(of: again) == spec.view(of: launched))
    }
}
