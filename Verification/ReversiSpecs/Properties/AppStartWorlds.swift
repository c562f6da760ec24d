import PropertyCheck
import ReversiApp
import ReversiCore

/// Where a random event sequence starts: one of the checker's start worlds (a new game with
/// each pair of modes, an unreadable save, positions that must pass or end soon, a finished
/// game), or a position reached by a random playout prefix, saved with random modes and
/// loaded through the real save format.
enum AppStartWorlds {
    static func draw(_ choices: inout Choices) throws(PropertyFailure) -> AppWorld {
        let fixed = AppSpecification.startWorlds
        if choices.choose(below: 3) != 0 {
            return fixed[choices.choose(below: fixed.count)]
        }
        var model = GameModel.initial
        for _ in 0..<choices.choose(below: 61) {
            guard let action = GamePlayout.action(in: model, &choices) else { break }
            model = RulesSpecification.realSuccessor(model, action)
        }
        let modes = PlayerModes(
            dark: choices.choose(below: 2) == 0 ? .manual : .computer,
            light: choices.choose(below: 2) == 0 ? .manual : .computer)
        let text = SaveFormat.encode(SavedGame(game: model, modes: modes))
        do {
            return AppWorld(
                launchingWith: .loaded(
                    try SaveFormat.decode(text), from: AppSpecification.savedGameSource))
        } catch {
            throw PropertyFailure("the save format cannot read what it wrote (\(error)):\n\(text)")
        }
    }
}
