import ReversiApp
import ReversiCore
import ReversiEngine

extension Screen.AnalysisShown {
    /// The analysis in one line, the same in both front ends (spec 19.3): how far it has got,
    /// or each side's average loss with its mistakes and blunders.
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
            }.joined(separator: ", ")
        }
    }

    /// The analysis, once ready.
    var ready: GameAnalysis? {
        if case .ready(let analysis) = self { return analysis }
        return nil
    }
}
