import ReversiApp
import ReversiCore
import StateSpace

/// The rules' invariants, each written once: the checker, the tests and the property tests
/// all use these lists.
public enum RulesInvariants {
    public typealias StateRule = StateInvariant<GameModel>
    public typealias StepRule = StepInvariant<GameModel, RulesAction>

    public static let state: [StateRule] = [
        legalMovesAreTheReferences, mustPlaceIffLegalMove, mustPassIffOnlyOpponentCanMove,
        completedIffNeitherCanMove, outcomeAgreesWithCounts, symmetriesMapLegalMoves,
        saveFormatRoundTrips,
    ]

    public static let step: [StepRule] = [
        moveChangesCellsAsTheReference, moveChangesCountsByPlacedAndFlipped,
        flipOrderIsTheSpecOrder, passChangesOnlyTheTurn,
    ]

    // MARK: State

    public static let legalMovesAreTheReferences = StateRule(
        "the legal moves are exactly the reference rules' legal moves"
    ) { model in
        guard let state = model.state else { return true }
        let found = model.legalMoves.map { Set($0.map(\.coordinate)) } ?? []
        return found == Set(Reference.legalMoves(for: state.turn, on: state.board))
    }

    public static let mustPlaceIffLegalMove = StateRule(
        "mustPlace exactly when the side to move has a legal move"
    ) { model in
        guard let turn = model.turn else { return true }
        let hasMove = Reference.hasLegalMove(for: turn, on: model.board)
        if case .mustPlace = model { return hasMove }
        return !hasMove
    }

    public static let mustPassIffOnlyOpponentCanMove = StateRule(
        "mustPass exactly when the side to move has no move and the opponent has one"
    ) { model in
        guard let turn = model.turn else { return true }
        let board = model.board
        let passes =
            !Reference.hasLegalMove(for: turn, on: board)
            && Reference.hasLegalMove(for: turn.flipped, on: board)
        if case .mustPass = model { return passes }
        return !passes
    }

    public static let completedIffNeitherCanMove = StateRule(
        "completed exactly when neither side has a legal move"
    ) { model in
        // The side to move first: in most positions it has a move, which settles it at once.
        let sides = model.turn.map { [$0, $0.flipped] } ?? Disk.allCases
        let neither = !sides.contains { Reference.hasLegalMove(for: $0, on: model.board) }
        if case .completed = model { return neither }
        return !neither
    }

    public static let outcomeAgreesWithCounts = StateRule(
        "a finished game's outcome agrees with the disk counts"
    ) { model in
        guard case .completed(let finished) = model else { return true }
        return finished.outcome == Reference.outcome(of: finished.board)
    }

    public static let symmetriesMapLegalMoves = StateRule(
        "each of the 8 board symmetries maps legal moves to legal moves"
    ) { model in
        guard let state = model.state else { return true }
        let moves = Set((model.legalMoves?.map(\.coordinate)) ?? [])
        return Symmetry.allCases.allSatisfy { symmetry in
            let mapped = GameModel(GameState(board: symmetry.map(state.board), turn: state.turn))
            return Set((mapped.legalMoves?.map(\.coordinate)) ?? []) == Set(moves.map(symmetry.map))
        }
    }

    public static let saveFormatRoundTrips = StateRule(
        "the save format decodes what it encodes (with each mode digit in each place)"
    ) { model in
        mixedModes.allSatisfy { modes in
            let saved = SavedGame(game: model, modes: modes)
            return (try? SaveFormat.decode(SaveFormat.encode(saved))) == saved
        }
    }

    /// Two mode pairs that put both digits in both places of the header.
    static let mixedModes = [
        PlayerModes(dark: .manual, light: .computer), PlayerModes(dark: .computer, light: .manual),
    ]

    // MARK: Step

    public static let moveChangesCellsAsTheReference = StepRule(
        "a move places one disk, flips exactly the reference's disks, and hands over the turn"
    ) { step in
        guard case .place(let cell) = step.action, let before = step.before.state else {
            return true
        }
        let expected = Reference.board(afterPlacing: before.turn, at: cell, on: before.board)
        return step.after.board == expected && step.after.turn != before.turn
    }

    public static let moveChangesCountsByPlacedAndFlipped = StepRule(
        "a move adds 1 + flips to the mover's count and takes flips from the opponent's"
    ) { step in
        guard case .place(let cell) = step.action, let before = step.before.state else {
            return true
        }
        let flips = LineRules.flipped(placing: before.turn, at: cell, on: before.board).count
        let mover = before.turn
        return step.after.board.count(of: mover) == before.board.count(of: mover) + 1 + flips
            && step.after.board.count(of: mover.flipped)
                == before.board.count(of: mover.flipped) - flips
    }

    public static let flipOrderIsTheSpecOrder = StepRule(
        "every move flips in the spec order (by direction, nearest first)"
    ) { step in
        guard case .place(let cell) = step.action,
            let move = step.before.legalMoves?.move(at: cell)
        else { return true }
        return move.flipped
            == LineRules.flipped(placing: move.disk, at: cell, on: step.before.board)
    }

    public static let passChangesOnlyTheTurn = StepRule(
        "a pass keeps the board and hands the turn to the opponent, who can move"
    ) { step in
        guard case .pass = step.action, let before = step.before.state else { return true }
        guard case .mustPlace(let moves) = step.after else { return false }
        return moves.state == before.passed
    }
}
