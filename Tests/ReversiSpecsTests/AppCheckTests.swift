import ReversiApp
import ReversiCore
import ReversiSpecs
import StateSpace
import Testing

@Suite("Spec 9.3: the application machine's invariants hold in every reachable state")
struct AppCheckTests {
    @Test("no invariant breaks within 10 events, no state is stuck, and every situation is reached")
    func checkPassesWithFullCoverage() {
        let result = Checker(AppSpecification(), options: CheckOptions(depth: 10, jobs: 2)).run()
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
        "spec 7.3, 10.3, 10.4, 10.5: with worlds of different levels explored apart, no invariant breaks within 5 events"
    )
    func levelsKeptApart() {
        let merged = Checker(AppSpecification(), options: CheckOptions(depth: 5, jobs: 2)).run()
        let apart = Checker(
            AppSpecification(keepsLevelsApart: true), options: CheckOptions(depth: 5, jobs: 2)
        ).run()
        #expect(apart.violation == nil, "\(String(describing: apart.violation?.name))")
        #expect(apart.distinctStates > merged.distinctStates)
    }

    @Test("the start worlds include a saved must-pass state for each side in each pair of modes")
    func mustPassStartsForEverySideAndMode() {
        let mustPass = AppSpecification.startWorlds.compactMap { world -> String? in
            guard case .loaded(let saved, _) = world.load, case .mustPass(let pass) = saved.game
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
