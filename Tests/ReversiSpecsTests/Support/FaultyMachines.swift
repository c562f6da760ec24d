import ReversiApp
import ReversiCore
import ReversiSpecs

/// Machines with one planted fault each: the real `reduce`, with its answer altered in one
/// situation. Each is a defect a published solution to this challenge actually had.
enum FaultyMachines {
    /// Shows the flipped lines with "left" before "lower-left", as the original app did.
    static let flipsInTheOriginalsOrder: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .animating(let animation) = next.phase else { return (next, effects) }
        let order = originalOrder(of: animation)
        return (
            next,
            effects.map { effect in
                guard case .animate(_, let disk, let ticket) = effect else { return effect }
                return .animate(order[animation.current], disk, ticket)
            }
        )
    }

    /// Switching a thinking side to Manual changes the mode but lets the thinking run on.
    static let keepsThinkingAfterSwitchToManual: AppSpecification.Reducer = { state, event in
        guard case .modeSelected(let disk, .manual) = event,
            case .awaitingMove(let moves, thinking: .some) = state.phase, moves.disk == disk
        else { return reduce(state, event) }
        var modes = state.modes
        modes[disk] = .manual
        let next = AppState(
            phase: state.phase, modes: modes, confirmingReset: state.confirmingReset,
            lastTicket: state.lastTicket)
        return (next, [.showModes(modes)] + (next.savedGame.map { [.save($0)] } ?? []))
    }

    /// Updates the counts with every disk shown, not once after the last one.
    static let updatesCountsPerFlip: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .animating(let animation) = next.phase,
            effects.contains(where: { if case .animate = $0 { true } else { false } })
        else { return (next, effects) }
        return (next, effects + [.updateCounts(Counts(animation.shownBoard))])
    }

    /// Loads a must-pass state without showing the pass alert again (the original's defect).
    static let losesThePassAlertOnLoad: AppSpecification.Reducer = { state, event in
        let (next, effects) = reduce(state, event)
        guard case .launched = event else { return (next, effects) }
        return (next, effects.filter { $0 != .showPassAlert })
    }

    /// The original app's order: lines by direction, but "left" before "lower-left".
    static func originalOrder(of animation: Animation) -> [Coordinate] {
        let lines = LineRules.flippableLines(
            placing: animation.move.disk, at: animation.move.coordinate, on: animation.before)
        let swapped = lines.sorted { rank($0.line.direction) < rank($1.line.direction) }
        return [animation.move.coordinate] + swapped.flatMap(\.flipped)
    }

    private static func rank(_ direction: Direction) -> Int {
        switch direction {
        case .left: Int(Direction.lowerLeft.rawValue)
        case .lowerLeft: Int(Direction.left.rawValue)
        default: Int(direction.rawValue)
        }
    }
}
