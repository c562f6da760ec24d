import ReversiCore

/// The game's record (spec 12.1) and what can be redone (spec 11.2): every ply played from the
/// start position, undone ones included, and how many of them are in effect. The game on the
/// board is the replay of the plies in effect; undo and redo only move that count, so redo
/// after undo gives back exactly the game that was undone, and a new ply drops the plies past
/// the count, which forgets what could be redone (spec 11.3) by construction.
public struct GameRecord: Hashable, Sendable {
    /// Every ply played and not forgotten, the undone ones last.
    private var timeline: PlayedGame
    /// The plies in effect: the first `count` of `timeline`'s.
    private var count: Int
    /// The game after the plies in effect: the record as it stands. Follows from `timeline`
    /// and `count`, kept so that reading it costs nothing.
    public private(set) var played: PlayedGame
    /// `timeline.positions`, kept so that asking where undo and redo would stop replays nothing.
    private let positions: [GameModel]

    /// A record of `played` with nothing to redo.
    public init(_ played: PlayedGame) { self.init(played, positions: played.positions) }

    private init(_ played: PlayedGame, positions: [GameModel]) {
        timeline = played
        count = played.plies.count
        self.played = played
        self.positions = positions
    }

    /// Equal records have the same plies, in effect and undone; the rest follows from them.
    public static func == (lhs: GameRecord, rhs: GameRecord) -> Bool {
        lhs.count == rhs.count && lhs.timeline == rhs.timeline
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(timeline)
    }

    /// A record that starts at `start` with no ply.
    public init(from start: GameModel) { self.init(PlayedGame(from: start)) }

    /// The game on the board.
    public var current: GameModel { played.current }

    /// The plies that redo would play again, the next first.
    public var redoable: ArraySlice<PlayedGame.Ply> { timeline.plies[count...] }

    /// The cell of the last disk placed in the plies in effect (spec 15.5).
    public var lastPlacement: Coordinate? {
        for case .placed(let move) in played.plies.reversed() { return move.coordinate }
        return nil
    }

    /// Plays `entry` on the game as it stands, forgetting what could be redone (spec 11.3).
    mutating func play(_ entry: Transcript.Entry) throws(GameModel.Rejection) {
        var next = played
        try next.play(entry)
        self = GameRecord(next, positions: positions.prefix(count + 1) + [next.current])
    }

    /// Places the side to move's disk at `cell` (forgetting what could be redone), or says why
    /// not.
    mutating func place(at cell: Coordinate) throws(GameModel.Rejection) -> GameModel.Placement {
        let placement = try current.placing(at: cell).get()
        try play(.place(cell))
        return placement
    }

    /// The record at the latest earlier position where a Manual side is to move, or `nil` when
    /// there is none (spec 11.1). A pass is never such a position: its side has nothing to do.
    func undone(for modes: PlayerModes) -> GameRecord? {
        guard
            let earlier = positions.indices.prefix(count).last(where: {
                positions[$0].isManualTurn(modes)
            })
        else { return nil }
        return moved(to: earlier)
    }

    /// The record at the next position where a Manual side is to move, or after the last ply
    /// that can be redone; `nil` when nothing can be redone (spec 11.2).
    func redone(for modes: PlayerModes) -> GameRecord? {
        guard count < timeline.plies.count else { return nil }
        let later =
            positions.indices.dropFirst(count + 1).first(where: {
                positions[$0].isManualTurn(modes)
            }) ?? timeline.plies.count
        return moved(to: later)
    }

    private func moved(to plies: Int) -> GameRecord {
        var record = self
        record.count = plies
        record.played = timeline.prefix(plies)
        return record
    }
}

extension GameModel {
    /// Whether a person is to place a disk here: where undo and redo stop (spec 11.1, 11.2).
    func isManualTurn(_ modes: PlayerModes) -> Bool {
        guard case .mustPlace(let moves) = self else { return false }
        return modes[moves.disk] == .manual
    }
}
