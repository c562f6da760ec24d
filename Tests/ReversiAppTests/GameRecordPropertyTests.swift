import ReversiCore
import Testing

@testable import ReversiApp

/// The record keeps the positions of its plies so that finding where undo and redo stop replays
/// nothing; these tests hold that shortcut to the replay it stands for.
@Suite("Spec 11.1, 11.2, 11.3: where undo and redo stop, after any mix of moves, undos and redos")
struct GameRecordPropertyTests {
    static let allModes = [
        PlayerModes.manual, PlayerModes(dark: .manual, light: .computer),
        PlayerModes(dark: .computer, light: .manual),
    ]

    /// Every ply of `record`, the undone ones included, as one game.
    static func timeline(of record: GameRecord) throws -> PlayedGame {
        var game = record.played
        for ply in record.redoable {
            switch ply {
            case .placed(let move): try game.play(.place(move.coordinate))
            case .passed: try game.play(.pass)
            }
        }
        return game
    }

    /// Where undo stops, found by replaying: the latest earlier position with a Manual side to
    /// place a disk.
    static func expectedUndo(_ record: GameRecord, _ full: PlayedGame, _ modes: PlayerModes)
        -> PlayedGame?
    {
        let positions = full.positions
        let count = record.played.plies.count
        return positions.indices.prefix(count).last { positions[$0].isManualTurn(modes) }
            .map { full.prefix($0) }
    }

    /// Where redo stops, found by replaying: the next such position, else after the last ply.
    static func expectedRedo(_ record: GameRecord, _ full: PlayedGame, _ modes: PlayerModes)
        -> PlayedGame?
    {
        let count = record.played.plies.count
        guard count < full.plies.count else { return nil }
        let positions = full.positions
        let later =
            positions.indices.dropFirst(count + 1).first { positions[$0].isManualTurn(modes) }
            ?? full.plies.count
        return full.prefix(later)
    }

    @Test("undo and redo stop where a replay of the record says, in 200 seeded random sessions")
    func undoAndRedoMatchAReplay() throws {
        for seed in UInt64(0)..<200 {
            var random = SplitMix64(seed: seed)
            let modes = Self.allModes[Int(random.next() % UInt64(Self.allModes.count))]
            var record = GameRecord(PlayedGame())
            for step in 0..<90 {
                let full = try Self.timeline(of: record)
                let context =
                    "seed \(seed), step \(step), modes \(modes), record \(record.played.transcript)"
                #expect(
                    record.undone(for: modes)?.played == Self.expectedUndo(record, full, modes),
                    "undo: \(context)")
                #expect(
                    record.redone(for: modes)?.played == Self.expectedRedo(record, full, modes),
                    "redo: \(context)")
                let choice = random.next() % 10
                if choice < 2, let undone = record.undone(for: modes) {
                    record = undone
                } else if choice < 4, let redone = record.redone(for: modes) {
                    record = redone
                } else {
                    switch record.current {
                    case .mustPlace(let moves):
                        let cells = moves.coordinates
                        try record.play(.place(cells[Int(random.next() % UInt64(cells.count))]))
                    case .mustPass: try record.play(.pass)
                    case .completed: break
                    }
                }
            }
        }
    }
}
