import Foundation
import ReversiEngine

/// A rough guess of what each search of a plan costs, in units of one midgame search: a solve
/// costs about 1.7 times as much for each empty cell more, and about one midgame search at 14
/// empties. It orders the work (the dearest first, so the cores finish together) and weighs
/// the progress's estimate of the time left; no result depends on it.
enum SearchCost {
    static func weight(of search: AnalysisPlan.Search, exactEmpties: Int) -> Double {
        let empties = search.moves.state.board.emptyCount
        guard empties <= exactEmpties else { return 1 }
        return max(0.02, pow(1.7, Double(empties - 14)))
    }
}
