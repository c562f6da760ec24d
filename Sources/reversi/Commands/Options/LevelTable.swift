import CLISupport
import ReversiEngine

/// The table of levels that `--help` shows (spec 16.1, 20.3), written from `Level.all` so
/// that it is the engine's one table and never a copy of it.
enum LevelTable {
    static let section = (title: "LEVELS", text: text)

    static var text: String {
        let header = ["level", "depth", "end from", "each move"]
        let rows =
            [header]
            + Level.all.map { level in
                guard let search = level.search else {
                    return ["0", "-", "-", "a random legal move"]
                }
                return [
                    String(level.number),
                    search.searchDepth.description,
                    "\(search.exactEmpties) empties", budget(search),
                ]
            }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  "
                + row.indices.map { column in
                    column == row.count - 1
                        ? row[column] : TableFormat.padded(row[column], widths[column])
                }
                .joined(separator: "  ")
        }
        .joined(separator: "\n")
    }

    /// What else bounds a level's search: the positions of levels 1 to 5, which keep them on
    /// one thread and reproducible (spec 10.6); the ladder above searches on every thread.
    private static func budget(_ search: SearchLimits) -> String {
        guard let nodes = search.midgameNodes else { return "every thread" }
        return "\(TableFormat.grouped(nodes)) positions"
    }
}
