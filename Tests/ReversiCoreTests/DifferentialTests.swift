import Foundation
import ReversiCore
import Testing

/// The bitboard generator (`Bitboards`, behind `LegalMoves` and `Move`) against the rules as
/// written line by line (`LineRules`, the executable specification of spec 1.4, 1.5, 4.2).
@Suite("Spec 1.4, 1.5, 4.2: the bitboard generator agrees with the line rules")
struct DifferentialTests {
    /// The distinct positions after exactly `ply` plies (A124005: 4, 12, 54, 236, 1,288).
    /// Deeper plies are CI's rules check's: it compares the bitboards with the line rules on
    /// every position within 10 plies, legal moves, flipped cells and their order.
    private static let positionsByPly: [Set<GameState>] = {
        var levels = [Set([GameState.initial])]
        for _ in 1...5 {
            levels.append(Set(levels[levels.count - 1].flatMap(successors(of:))))
        }
        return levels
    }()

    @Test(
        "on every position reachable in up to 5 plies: legal moves, flipped cells, flip order",
        arguments: 0...5)
    func everyPositionToPlyFive(ply: Int) {
        expectAgreementOnEveryPosition(atPly: ply)
    }

    private func expectAgreementOnEveryPosition(atPly ply: Int) {
        let positions = Self.positionsByPly[ply]
        #expect(positions.count == [1, 4, 12, 54, 236, 1288][ply])
        for state in positions {
            expectAgreement(on: state, context: "position \(state.turn) to move:\n\(state.board)")
        }
    }

    @Test("on every position of 60 random playouts (about 3,600 positions)")
    func randomPlayouts() {
        // A fresh seed each run finds new cases; a failure names it, and setting
        // DIFFERENTIAL_SEED replays exactly that run.
        let seed =
            ProcessInfo.processInfo.environment["DIFFERENTIAL_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var checked = 0
        for game in 0..<60 {
            var state = GameState.initial
            var ply = 0
            while let next = Self.successors(of: state).randomElement(using: &random) {
                expectAgreement(on: state, context: "seed \(seed), game \(game), ply \(ply)")
                state = next
                ply += 1
                checked += 1
            }
        }
        print(
            "DifferentialTests: seed \(seed) (DIFFERENTIAL_SEED=\(seed) replays it), \(checked) positions"
        )
        #expect(checked > 3_000, "seed \(seed)")
    }

    /// Every empty cell: legal for the bitboards exactly when the line rules find a flippable
    /// line there (which is how `LineRules.legalMoves` is defined), and a legal move flips the
    /// same cells in the same order; an illegal one flips nothing. One comparison a position
    /// keeps the check cheap enough to run on tens of thousands of them.
    private func expectAgreement(on state: GameState, context: @autoclosure () -> String) {
        let moves = LegalMoves(state)
        let bitboards = state.bitboards
        var generated: [Coordinate: [Coordinate]] = [:]
        var specified: [Coordinate: [Coordinate]] = [:]
        var strayFlips: [Coordinate] = []
        for cell in Coordinate.all where state.board[cell] == nil {
            let lines = LineRules.flipped(placing: state.turn, at: cell, on: state.board)
            if !lines.isEmpty { specified[cell] = lines }
            if let move = moves?.move(at: cell) {
                generated[cell] = move.flipped
            } else if bitboards.flips(at: cell.index) != 0 {
                strayFlips.append(cell)
            }
        }
        if generated != specified || !strayFlips.isEmpty {
            Issue.record(
                """
                bitboards \(generated.sorted { $0.key < $1.key }), line rules \
                \(specified.sorted { $0.key < $1.key }), flips at illegal cells \(strayFlips); \
                \(context())
                """)
        }
    }

    /// The positions one ply later: each placement, or the pass; none once the game is over.
    private static func successors(of state: GameState) -> [GameState] {
        switch GameModel(state) {
        case .completed: []
        case .mustPass: [state.passed]
        case .mustPlace(let moves):
            // Every move of `moves` is placed (the counts per ply check that none is lost).
            moves.compactMap { move in
                guard case .success(let placement) = GameModel(state).placing(at: move.coordinate)
                else { return nil }
                return GameState(board: placement.next.board, turn: state.turn.flipped)
            }
        }
    }
}
