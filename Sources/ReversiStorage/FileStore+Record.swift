import ReversiApp

/// The game's record beside the save file (spec 11.9, 12.5, 12.6), as the companion
/// `.record` (`game.txt.record`), for a store made with it.
extension FileStore {
    public static let recordCompanion = ".record"

    /// Writes the record after the save: a crash between the two leaves a record that does not
    /// lead to the save, which the next load sets aside, never a game nobody saw (spec 14.3).
    func saveRecord(of game: SavedGame) throws(StoreError) {
        guard companions.contains(Self.recordCompanion) else { return }
        try replace(
            companion: Self.recordCompanion, with: Array(RecordFormat.encode(game.record).utf8))
    }

    /// A loaded game with its record when the record replays to exactly the saved position;
    /// otherwise the record is set aside and reported, and the game goes on without it. The
    /// record of a save that could not be used goes aside with it.
    func withRecord(_ result: LoadResult) -> LoadResult {
        guard companions.contains(Self.recordCompanion) else { return result }
        switch result {
        case .loaded(let saved, let source, let version):
            let problem: String
            do {
                guard let bytes = try contents(ofCompanion: Self.recordCompanion) else {
                    return result
                }
                let record = try RecordFormat.decode(bytes: bytes, endingAt: saved.game)
                var played = saved
                played.record = record
                return .loaded(played, from: source, version: version)
            } catch let error as RecordFormatError {
                problem = "\(error)"
            } catch {
                problem = "it cannot be read (\(error))"
            }
            let kept: String
            do {
                kept = "it was kept as \(try setAside(companion: Self.recordCompanion))"
            } catch {
                kept = "it could not be moved aside (\(error))"
            }
            return .loadedRecordSetAside(
                saved,
                "Resumed the saved game (\(source)) without its record, which was not used, as "
                    + "\(problem); \(kept). There is nothing to undo.")
        case .unreadable:
            _ = try? setAside(companion: Self.recordCompanion)
            return result
        case .noSavedGame, .loadedRecordSetAside, .started:
            return result
        }
    }
}
