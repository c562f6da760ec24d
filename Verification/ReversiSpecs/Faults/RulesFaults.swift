import ReversiApp
import ReversiCore

/// A planted fault for each of the rules' invariants.
///
/// Only the rules can build a `GameModel`, and each is consistent with itself, so the four
/// invariants that compare a model's case and legal moves with the reference can only be
/// shown failing by a verdict that disagrees with the model: those faults are planted on the
/// reference's side, and show the same disagreement an engine bug would.
enum RulesFaults {
    static let all: [PlantedFault] = [
        .rules(
            RulesInvariants.mustPlaceIffLegalMove.name,
            "the verdict asks whether the opponent can move before the side to move",
            steps: 0,
            verdict: { model in
                let mover = model.turn ?? .dark
                guard LineRules.hasLegalMove(for: mover.flipped, on: model.board) else {
                    return RulesSpecification.referenceVerdict(model)
                }
                return .mustPass
            }),
        .rules(
            RulesInvariants.mustPassIffOnlyOpponentCanMove.name,
            "the verdict ends the game when the side to move cannot move, never asking the opponent",
            steps: 0,
            verdict: { model in
                let verdict = RulesSpecification.referenceVerdict(model)
                return verdict == .mustPass ? .completed : verdict
            }),
        .rules(
            RulesInvariants.completedIffNeitherCanMove.name,
            "the verdict takes a finished game's missing side to move for a side that must pass",
            steps: 2,
            verdict: { model in
                model.turn == nil ? .mustPass : RulesSpecification.referenceVerdict(model)
            }),
        .rules(
            RulesInvariants.legalMovesAreTheReferences.name,
            "the verdict is worked out for the side that just moved",
            steps: 0,
            verdict: { ReferenceVerdict(board: $0.board, turn: $0.turn?.flipped) }),
        .rules(
            RulesInvariants.outcomeAgreesWithCounts.name,
            "a tie goes to dark (>= where > was meant)",
            steps: 2,
            rules: RulesUnderCheck(outcome: { finished in
                let dark = finished.board.count(of: .dark)
                return dark >= finished.board.count(of: .light) ? .won(.dark) : .won(.light)
            })),
        .rules(
            RulesInvariants.symmetriesMapLegalMoves.name,
            "the move generator stops one column short and never offers column h",
            steps: 0,
            rules: RulesUnderCheck(legalMoves: { state in
                var moves = CellSet()
                for cell in CellSet(LegalMoves(state)) where cell.column != .h {
                    moves.insert(cell)
                }
                return moves
            })),
        .rules(
            RulesInvariants.saveFormatRoundTrips.name,
            "the save file's header is read with the two mode digits swapped",
            steps: 0,
            rules: RulesUnderCheck(saveRoundTrip: { saved in
                (try? SaveFormat.decode(SaveFormat.encode(saved))).map {
                    SavedGame(
                        game: $0.game,
                        modes: PlayerModes(dark: $0.modes.light, light: $0.modes.dark))
                }
            })),
        .rules(
            RulesInvariants.moveChangesCountsByPlacedAndFlipped.name,
            "a move flips only its first line",
            steps: 1,
            successor: { model, action in
                guard case .place(let cell) = action, let state = model.state,
                    let first = LineRules.flippableLines(
                        placing: state.turn, at: cell, on: state.board
                    ).first
                else { return RulesSpecification.realSuccessor(model, action) }
                var board = state.board
                board[cell] = state.turn
                for flipped in first.flipped { board[flipped] = state.turn }
                return GameModel(GameState(board: board, turn: state.turn.flipped))
            }),
        .rules(
            RulesInvariants.moveChangesCellsAsTheReference.name,
            "a move keeps the turn with the side that moved",
            steps: 1,
            successor: { model, action in
                let next = RulesSpecification.realSuccessor(model, action)
                guard case .place = action, let state = next.state else { return next }
                return GameModel(state.passed)
            }),
        .rules(
            RulesInvariants.flipOrderIsTheSpecOrder.name,
            "flips \"left\" before \"lower-left\", as the original app did",
            steps: 1, from: OriginalFlipOrder.startPosition.map { [$0] } ?? [],
            rules: RulesUnderCheck(flipOrder: OriginalFlipOrder.flipped)),
        .rules(
            RulesInvariants.passChangesOnlyTheTurn.name,
            "a pass leaves the turn with the side that passed",
            steps: 1,
            successor: { model, action in
                action == .pass ? model : RulesSpecification.realSuccessor(model, action)
            }),
    ]
}
