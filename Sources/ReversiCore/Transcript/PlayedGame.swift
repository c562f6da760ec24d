/// A game played from a starting position: every ply in order and where it led.
///
/// Built by playing a `Transcript` (or entry by entry), and written back as one with
/// `transcript`, which spells out every pass, so reading it back replays the same game.
public struct PlayedGame: Hashable, Sendable {
    /// One ply as it happened.
    public enum Ply: Hashable, Sendable, CustomStringConvertible {
        case placed(Move)
        case passed(Disk)

        public var description: String {
            switch self {
            case .placed(let move): move.description
            case .passed(let disk): "\(disk) passes"
            }
        }
    }

    public let start: GameModel
    public private(set) var current: GameModel
    public private(set) var plies: [Ply] = []

    public init(from start: GameModel = .initial) {
        self.start = start
        current = start
    }

    /// Plays `transcript` from `start`. A forced pass may be left out: when the side to move
    /// must pass and the next entry places a disk, the pass is played first.
    public init(_ transcript: Transcript, from start: GameModel = .initial) throws(TranscriptError)
    {
        self.init(from: start)
        try play(transcript)
    }

    /// Plays `transcript` on from where the game is, as `init(_:from:)` plays it from the
    /// start; an error counts the moves from the transcript's first.
    public mutating func play(_ transcript: Transcript) throws(TranscriptError) {
        for (offset, entry) in transcript.entries.enumerated() {
            let index = offset + 1
            if case .place = entry, case .mustPass = current {
                try? play(.pass)  // cannot fail: the side to move must pass
            }
            // Read after any forced pass, so an error names the side that was to move.
            guard let mover = current.turn else {
                throw TranscriptError(
                    index: index, written: entry.description, problem: .afterGameOver)
            }
            do {
                try play(entry)
            } catch {
                throw TranscriptError(
                    index: index, written: entry.description,
                    problem: .illegal(for: mover, error))
            }
        }
    }

    /// Plays one entry exactly as given (a pass is never inserted).
    public mutating func play(_ entry: Transcript.Entry) throws(GameModel.Rejection) {
        switch entry {
        case .place(let coordinate):
            let placement = try current.placing(at: coordinate).get()
            plies.append(.placed(placement.move))
            current = placement.next
        case .pass:
            let next = try current.passing().get()
            if case .mustPass(let pass) = current { plies.append(.passed(pass.disk)) }
            current = next
        }
    }

    /// The game as it was after its first `count` plies (all of them when `count` is larger).
    /// Replays the plies the rules already accepted, so it cannot fail.
    public func prefix(_ count: Int) -> PlayedGame {
        var game = PlayedGame(from: start)
        for ply in plies.prefix(count) { game.replay(ply) }
        return game
    }

    /// The game after each ply: `positions[0]` is `start`, `positions[k]` the game after the
    /// first k plies, the last one `current`.
    public var positions: [GameModel] {
        var game = PlayedGame(from: start)
        var positions = [start]
        for ply in plies {
            game.replay(ply)
            positions.append(game.current)
        }
        return positions
    }

    /// Appends a ply this game's rules accepted from the same position.
    private mutating func replay(_ ply: Ply) {
        let board: Board
        let mover: Disk
        switch ply {
        case .placed(let move): (board, mover) = (move.applied(to: current.board), move.disk)
        case .passed(let disk): (board, mover) = (current.board, disk)
        }
        current = GameModel(GameState(board: board, turn: mover.flipped))
        plies.append(ply)
    }

    /// The last disk placed, if the last ply placed one.
    public var lastMove: Move? {
        if case .placed(let move) = plies.last { return move }
        return nil
    }

    /// The cells placed on, in order, passes left out (as a WTHOR record stores a game).
    public var placements: [Coordinate] {
        plies.compactMap { ply in
            guard case .placed(let move) = ply else { return nil }
            return move.coordinate
        }
    }

    /// Every ply written out, passes included.
    public var transcript: Transcript {
        Transcript(
            plies.map { ply in
                switch ply {
                case .placed(let move): .place(move.coordinate)
                case .passed: .pass
                }
            })
    }
}
