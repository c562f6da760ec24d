import ReversiApp
import ReversiCore

/// The game's record in words (spec 12.1, 12.2): plies numbered from 1, a pass as `pass`, the
/// last one marked.
enum RecordText {
    /// The record as shown beside the board (spec 12.2): the last `recent` plies while the
    /// game goes on, all of them once it is over.
    static func shown(_ screen: Screen) -> String {
        shownPlies(screen).joined(separator: "  ")
    }

    /// The same, one string per ply (`13. g5`), for a front end that wraps the record between
    /// plies and never inside one.
    static func shownPlies(_ screen: Screen) -> [String] {
        numberedPlies(screen.record, limit: screen.finalScore == nil ? recent : nil)
    }

    /// How many plies the screen shows while the game goes on.
    static let recent = 10

    /// What undo and redo would do now, for the screen: `undo, redo`, or `nil` for neither.
    static func offers(_ screen: Screen) -> String? {
        let offers = [screen.canUndo ? "undo" : nil, screen.canRedo ? "redo" : nil].compactMap {
            $0
        }
        return offers.isEmpty ? nil : offers.joined(separator: ", ")
    }

    /// The last `limit` plies (all with `nil`), numbered, the last one marked:
    /// `3. c3  4. pass  5. e3*`.
    static func numbered(_ record: [Transcript.Entry], limit: Int? = nil) -> String {
        numberedPlies(record, limit: limit).joined(separator: "  ")
    }

    private static func numberedPlies(_ record: [Transcript.Entry], limit: Int?) -> [String] {
        record.enumerated().suffix(limit ?? record.count).map { index, entry in
            "\(index + 1). \(entry)" + (index == record.count - 1 ? "*" : "")
        }
    }
}
