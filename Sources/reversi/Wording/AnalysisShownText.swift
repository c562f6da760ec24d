import ReversiApp
import ReversiCore
import ReversiEngine

extension Screen.AnalysisShown {
    /// The analysis in one line, the same in both front ends (spec 19.3): how far it has got,
    /// or each side's average loss with its mistakes and blunders, and the search that judged
    /// them.
    func text(naming name: (Disk) -> String) -> String {
        switch self {
        case .running(let done, let total):
            return total == 0 ? "analysing…" : "analysing… \(done) of \(total) searches"
        case .ready(let analysis):
            return Disk.allCases.map { disk in
                let side = analysis.summary(for: disk)
                guard let average = side.averageLossHundredths else {
                    return "\(name(disk)) no moves"
                }
                return "\(name(disk)) lost \(AnalysisText.tenths(average)) a move"
                    + " (\(side.mistakes) ?, \(side.blunders) ??)"
            }.joined(separator: ", ") + "; " + GameAnalyst.search.verdictsText
        }
    }

    /// The analysis, once ready.
    var ready: GameAnalysis? {
        if case .ready(let analysis) = self { return analysis }
        return nil
    }
}

extension AnalysisSearch {
    /// Which search gave the verdicts: `6 plies, exact from 20 empties`.
    var verdictsText: String {
        "\(limits.depth) plies, exact from \(limits.exactEmpties) empties"
    }
}
