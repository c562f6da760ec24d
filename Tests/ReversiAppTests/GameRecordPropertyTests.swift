import PropertyCheck
import ReversiCore
import ReversiSpecs
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

    /// Up to 90 steps of moves, undos and redos, checking at each that undo and redo stop where
    /// a replay of the record says.
    static let property = Property("undo and redo stop where a replay of the record says") {
        choices in
        let modes = allModes[choices.choose(below: allModes.count)]
        choices.note("modes \(modes)")
        var record = GameRecord(PlayedGame())
        for step in 0..<90 {
            let full = try timeline(of: record)
            let context = "step \(step), modes \(modes), record \(record.played.transcript)"
            guard record.undone(for: modes)?.played == expectedUndo(record, full, modes) else {
                throw PropertyFailure("undo: \(context)")
            }
            guard record.redone(for: modes)?.played == expectedRedo(record, full, modes) else {
                throw PropertyFailure("redo: \(context)")
            }
            let choice = choices.choose(below: 10)
            if choice < 2, let undone = record.undone(for: modes) {
                choices.note("undo")
                record = undone
            } else if choice < 4, let redone = record.redone(for: modes) {
                choices.note("redo")
                record = redone
            } else {
                switch record.current {
                case .mustPlace(let moves):
                    let cell = moves.coordinates[choices.choose(below: moves.coordinates.count)]
                    choices.note("place \(cell)")
                    try record.play(.place(cell))
                case .mustPass:
                    choices.note("pass")
                    try record.play(.pass)
                case .completed: break
                }
            }
        }
    }

    @Test("undo and redo stop where a replay of the record says, in 200 seeded random sessions")
    func undoAndRedoMatchAReplay() {
        if let report = PropertySettings.testFailure(
            of: Self.property, cases: 200, filter: "GameRecordPropertyTests")
        {
            Issue.record(Comment(rawValue: report))
        }
    }
}
