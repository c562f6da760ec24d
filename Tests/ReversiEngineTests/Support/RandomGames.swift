import PropertyCheck
import ReversiCore

enum RandomGames {
    /// A whole game of random legal moves from the start, its forced passes played.
    static let finished = Generator<PlayedGame> { choices in
        var game = PlayedGame()
        while true {
            switch game.current {
            case .mustPlace(let moves):
                let move = moves[choices.choose(below: moves.count)]
                // A move of `moves` is always legal: the failure cannot happen.
                guard (try? game.play(.place(move.coordinate))) != nil else { return game }
            case .mustPass:
                guard (try? game.play(.pass)) != nil else { return game }
            case .completed:
                return game
            }
        }
    }
}
