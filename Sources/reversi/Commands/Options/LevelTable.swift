import CLISupport
import ReversiEngine

/// The table of levels that `--help` shows (spec 16.1), written from `Level.all` so that it is
/// the engine's one table and never a copy of it.
enum LevelTable {
    static let section = (title: "LEVELS", text: text)

    static var text: String {
        let header = ["level", "depth", "exact from", "each move"]
        let rows =
            [header]
            + Level.all.map { level in
                guard let search = level.search else {
                    return ["0", "-", "-", "a random legal move"]
                }
                // A timed level deepens as far as its time allows (spec 16.1).
                let depth = search.time == nil ? String(search.depth) : "-"
                return [
                    String(level.number), depth, "\(search.exactEmpties) empties",
                    budget(search),
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

    /// What bounds a level's midgame search: its time, or for the untimed levels its positions.
    private static func budget(_ search: SearchLimits) -> String {
        if let time = search.time {
            let tenths = time.milliseconds / 100
            return "at most "
                + (tenths % 10 == 0 ? String(tenths / 10) : NumberText.tenths(tenths)) + " s"
        }
        guard let nodes = search.midgameNodes else { return "-" }
        return "\(TableFormat.grouped(nodes)) positions"
    }
}
