import PropertyCheck
import ReversiApp
import ReversiCore

/// Where a random event sequence starts: one of the checker's start worlds (a new game with
/// each pair of modes, an unreadable save, positions that must pass or end soon, a finished
/// game), or a position reached by a random playout prefix, saved with random modes and
/// loaded through the real save format, with its record or without.
enum AppStartWorlds {
    static func draw(_ choices: inout Choices) throws(PropertyFailure) -> AppWorld {
        // The checker's given game is drawn here among the random ones instead.
        let fixed = AppSpecification.startWorlds.filter {
            $0 != AppSpecification.startedAfterAMove
        }
        if choices.choose(below: 3) != 0 {
            return fixed[choices.choose(below: fixed.count)]
        }
        var played = PlayedGame()
        for _ in 0..<choices.choose(below: 61) {
            guard let action = GamePlayout.action(in: played.current, &choices) else { break }
            do {
                switch action {
                case .place(let cell): try played.play(.place(cell))
                case .pass: try played.play(.pass)
                }
            } catch {
                throw PropertyFailure("the playout chose an illegal \(action): \(error)")
            }
        }
        let modes = PlayerModes(
            dark: choices.choose(below: 2) == 0 ? .manual : .computer,
            light: choices.choose(below: 2) == 0 ? .manual : .computer)
        let text = SaveFormat.encode(SavedGame(game: played.current, modes: modes))
        do {
            // Half of them resume with their record, so that undo reaches deep into games, and
            // some of those are given at launch instead (spec 12.3).
            var saved = try SaveFormat.decode(text)
            if choices.choose(below: 2) == 1, saved.game == played.current { saved.record = played }
            if saved.record == played, choices.choose(below: 4) == 0 {
                return AppWorld(
                    launchingWith: .started(.moves(played), setAside: nil),
                    requested: RequestedModes(dark: modes.dark, light: modes.light))
            }
            // Half of them play on the checker's clock (spec 16.2).
            let clock = choices.choose(below: 2) == 0 ? AppSpecification.checkedClock : nil
            return AppWorld(
                launchingWith: .loaded(saved, from: AppSpecification.savedGameSource),
                requested: RequestedModes(clock: clock))
        } catch {
            throw PropertyFailure("the save format cannot read what it wrote (\(error)):\n\(text)")
        }
    }
}
