import ReversiCore

/// A whole game from `start` in which every side picks uniformly among its legal moves,
/// drawn from a generator seeded with `seed`, so that a failing seed replays exactly.
func randomGame(seed: UInt64, from start: GameModel = .initial) throws -> PlayedGame {
    var random = SplitMix64(seed: seed)
    var game = PlayedGame(from: start)
    while true {
        switch game.current {
        case .completed: return game
        case .mustPass: try game.play(.pass)
        case .mustPlace(let moves):
            guard let move = moves.randomElement(using: &random) else { return game }
            try game.play(.place(move.coordinate))
        }
    }
}

/// The position before each ply of `game`, then the position it ended in.
func positions(of game: PlayedGame) throws -> [GameModel] {
    var model = game.start
    var result = [model]
    for ply in game.plies {
        switch ply {
        case .placed(let move): model = try model.placing(at: move.coordinate).get().next
        case .passed: model = try model.passing().get()
        }
        result.append(model)
    }
    return result
}
