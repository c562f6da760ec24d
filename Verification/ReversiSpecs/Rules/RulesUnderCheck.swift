import ReversiApp
import ReversiCore

/// The parts of the code under check that the rules' invariants call themselves, beside the
/// models the successor makes: the real ones, or a planted fault's (`PlantedFaults`).
///
/// `GameModel` can only be built by the rules, so a fault in the outcome, the flip order, the
/// save format or the legal moves of a mapped board cannot be planted by a successor: it is
/// planted here, where the invariant asks.
public struct RulesUnderCheck: Sendable {
    /// Who won a finished game.
    var outcome: @Sendable (FinishedGame) -> Outcome = { $0.outcome }
    /// The legal moves of any position, as the bitboard generator finds them.
    var legalMoves: @Sendable (GameState) -> CellSet = { CellSet(LegalMoves($0)) }
    /// The order in which a move's disks flip, on the board it is made on.
    var flipOrder: @Sendable (Move, Board) -> [Coordinate] = { move, _ in move.flipped }
    /// A saved game written and read back; `nil` when it cannot be read back.
    var saveRoundTrip: @Sendable (SavedGame) -> SavedGame? = {
        try? SaveFormat.decode(SaveFormat.encode($0))
    }

    /// The project's own code.
    public static let real = RulesUnderCheck()
}
