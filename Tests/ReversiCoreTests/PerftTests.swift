import ReversiCore
import Testing

/// Counts n-ply sequences from a model; a forced pass is a ply and a finished game has none.
private func sequences(from model: GameModel, plies: Int) -> Int {
    guard plies > 0 else { return 1 }
    switch model {
    case .completed: return 0
    case .mustPass(let pass):
        return sequences(from: .mustPlace(pass.afterPass), plies: plies - 1)
    case .mustPlace(let moves):
        return moves.reduce(0) { total, move in
            switch model.placing(at: move.coordinate) {
            case .success(let placement):
                return total + sequences(from: placement.next, plies: plies - 1)
            case .failure(let rejection):
                Issue.record("legal move \(move) rejected: \(rejection)")
                return total
            }
        }
    }
}

@Suite("Spec 1.3, 1.4, 2.1, 2.2: move sequences from the initial position")
struct PerftTests {
    @Test(
        "counts of n-ply sequences match the published table (OEIS A124004), plies 1 to 8",
        arguments: zip(1...8, [4, 12, 56, 244, 1396, 8200, 55092, 390216]))
    func sequenceCounts(plies: Int, expected: Int) {
        #expect(sequences(from: .initial, plies: plies) == expected)
    }
}
