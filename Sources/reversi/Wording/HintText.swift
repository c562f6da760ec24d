import ReversiApp
import ReversiCore

extension Screen.HintShown {
    /// The hint in words, as both front ends show it (spec 13.1): `d3 (+4 exact)` when the
    /// search solved the end, `d3 (about +2.5)` for the engine's estimate, in disks.
    var text: String {
        switch self {
        case .searching: "searching…"
        case .shown(let hint): "\(hint.move) (\(hint.evaluation.text))"
        }
    }

    /// The hinted cell, once the answer is in.
    var move: Coordinate? {
        if case .shown(let hint) = self { return hint.move }
        return nil
    }
}
