import ReversiApp
import ReversiCore
import StateSpace

/// The rules' invariants, each written once: the checker, the tests and the property tests
/// all use these lists.
public enum RulesInvariants {
    public typealias StateRule = StateInvariant<RulesPosition>
    public typealias StepRule = StepInvariant<RulesPosition, RulesAction>

    public static let state = state(checking: .real)
    public static let step = step(checking: .real)

    /// Coarse before fine, so that a fault is reported by the clause it breaks: the model's
    /// case before its legal moves (a wrong case also makes the legal moves wrong), and the
    /// counts before the cells (wrong counts also make the cells wrong).
    static func state(checking rules: RulesUnderCheck) -> [StateRule] {
        [
            mustPlaceIffLegalMove, mustPassIffOnlyOpponentCanMove, completedIffNeitherCanMove,
            legalMovesAreTheReferences, outcomeAgreesWithCounts(rules),
            symmetriesMapLegalMoves(rules), saveFormatRoundTrips(rules),
        ]
    }

    static func step(checking rules: RulesUnderCheck) -> [StepRule] {
        [
            moveChangesCountsByPlacedAndFlipped, moveChangesCellsAsTheReference,
            flipOrderIsTheSpecOrder(rules), passChangesOnlyTheTurn,
        ]
    }

    // MARK: State

    /// Spec 1.4, 1.5: the bitboard generator's legal moves are the cells where `LineRules`
    /// finds a flippable line.
    public static let legalMovesAreTheReferences = StateRule(
        "the legal moves are exactly the reference rules' legal moves"
    ) { position in
        guard position.model.state != nil else { return true }
        return CellSet(position.model.legalMoves) == position.reference.legalMoves
    }

    /// Spec 2.1.
    public static let mustPlaceIffLegalMove = StateRule(
        "mustPlace exactly when the side to move has a legal move"
    ) { position in
        guard position.model.turn != nil else { return true }
        if case .mustPlace = position.model { return !position.reference.legalMoves.isEmpty }
        return position.reference.legalMoves.isEmpty
    }

    /// Spec 2.2.
    public static let mustPassIffOnlyOpponentCanMove = StateRule(
        "mustPass exactly when the side to move has no move and the opponent has one"
    ) { position in
        guard position.model.turn != nil else { return true }
        if case .mustPass = position.model { return position.reference == .mustPass }
        return position.reference != .mustPass
    }

    /// Spec 2.5.
    public static let completedIffNeitherCanMove = StateRule(
        "completed exactly when neither side has a legal move"
    ) { position in
        if case .completed = position.model { return position.reference == .completed }
        return position.reference != .completed
    }

    /// Spec 2.5: the counts are made cell by cell, not by the bitboards' popcount.
    public static let outcomeAgreesWithCounts = outcomeAgreesWithCounts(.real)

    static func outcomeAgreesWithCounts(_ rules: RulesUnderCheck) -> StateRule {
        StateRule("a finished game's outcome agrees with the disk counts") { position in
            guard case .completed(let finished) = position.model else { return true }
            return rules.outcome(finished) == Reference.outcome(of: finished.board)
        }
    }

    /// Spec 1.5: the rule looks along all eight directions alike, so no symmetry of the board
    /// can change which cells are legal.
    public static let symmetriesMapLegalMoves = symmetriesMapLegalMoves(.real)

    static func symmetriesMapLegalMoves(_ rules: RulesUnderCheck) -> StateRule {
        StateRule("each of the 8 board symmetries maps legal moves to legal moves") { position in
            guard let state = position.model.state else { return true }
            let moves = CellSet(position.model.legalMoves)
            return Symmetry.allCases.allSatisfy { symmetry in
                let mapped = GameState(board: symmetry.map(state.board), turn: state.turn)
                return rules.legalMoves(mapped) == symmetry.map(moves)
            }
        }
    }

    /// Spec 8.2, 8.4.
    public static let saveFormatRoundTrips = saveFormatRoundTrips(.real)

    static func saveFormatRoundTrips(_ rules: RulesUnderCheck) -> StateRule {
        StateRule(
            "the save format decodes what it encodes (with each mode digit in each place)"
        ) { position in
            mixedModes.allSatisfy { modes in
                let saved = SavedGame(game: position.model, modes: modes)
                return rules.saveRoundTrip(saved) == saved
            }
        }
    }

    /// Two mode pairs that put both digits in both places of the header.
    static let mixedModes = [
        PlayerModes(dark: .manual, light: .computer), PlayerModes(dark: .computer, light: .manual),
    ]

    // MARK: Step

    /// Spec 1.4, 1.5.
    public static let moveChangesCellsAsTheReference = StepRule(
        "a move places one disk, flips exactly the reference's disks, and hands over the turn"
    ) { step in
        guard case .place(let cell) = step.action, let before = step.before.model.state else {
            return true
        }
        let expected = Reference.board(afterPlacing: before.turn, at: cell, on: before.board)
        return step.after.model.board == expected && step.after.model.turn != before.turn
    }

    /// Spec 1.4, 1.5: the counts move by exactly the disk placed and the disks flipped.
    public static let moveChangesCountsByPlacedAndFlipped = StepRule(
        "a move adds 1 + flips to the mover's count and takes flips from the opponent's"
    ) { step in
        guard case .place(let cell) = step.action, let before = step.before.model.state else {
            return true
        }
        let flips = LineRules.flipped(placing: before.turn, at: cell, on: before.board).count
        let mover = before.turn
        let after = step.after.model.board
        return after.count(of: mover) == before.board.count(of: mover) + 1 + flips
            && after.count(of: mover.flipped) == before.board.count(of: mover.flipped) - flips
    }

    /// Spec 4.2, 9.4.
    public static let flipOrderIsTheSpecOrder = flipOrderIsTheSpecOrder(.real)

    static func flipOrderIsTheSpecOrder(_ rules: RulesUnderCheck) -> StepRule {
        StepRule("every move flips in the spec order (by direction, nearest first)") { step in
            guard case .place(let cell) = step.action,
                let move = step.before.model.legalMoves?.move(at: cell)
            else { return true }
            return rules.flipOrder(move, step.before.model.board)
                == LineRules.flipped(placing: move.disk, at: cell, on: step.before.model.board)
        }
    }

    /// Spec 2.2.
    public static let passChangesOnlyTheTurn = StepRule(
        "a pass keeps the board and hands the turn to the opponent, who can move"
    ) { step in
        guard case .pass = step.action, let before = step.before.model.state else { return true }
        guard case .mustPlace(let moves) = step.after.model else { return false }
        return moves.state == before.passed
    }
}
