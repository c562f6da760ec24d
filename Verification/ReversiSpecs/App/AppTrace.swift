import ReversiApp
import ReversiCore

/// How an application state reads in a trace: the board shown, then the machine's phase and
/// modes, what the screen shows, the pending work and the last save; each step lists its effects.
extension AppSpecification {
    public static let traceDescription = TraceDescription<AppWorld, Event>(
        board: { world in world.isLaunched ? world.screen.board.description : nil },
        fields: { world in
            let screen = world.screen
            return [
                ("phase", phase(world.app.phase)),
                ("modes", EventText.describe(world.app.modes)),
                ("message", EventText.describe(screen.message)),
                ("counts", screen.counts.map { "\($0)" } ?? "none"),
                (
                    "thinking",
                    screen.thinking.isEmpty
                        ? "none" : screen.thinking.map { "\($0)" }.sorted().joined(separator: ", ")
                ),
                ("pass alert", screen.passAlert ? "up" : "down"),
                ("reset confirmation", screen.resetConfirmation ? "up" : "down"),
                ("pending work", pending(world)),
                ("saved", world.saved.map(EventText.describe) ?? "nothing"),
            ]
        },
        stepNotes: { world in
            [
                "effects: "
                    + (world.lastEffects.isEmpty
                        ? "none"
                        : world.lastEffects.map(EventText.describe).joined(separator: ", "))
            ]
        })

    static func phase(_ phase: Phase) -> String {
        switch phase {
        case .launching: "launching"
        case .awaitingMove(let moves, let thinking):
            "\(moves.disk) must place" + (thinking.map { ", thinking \($0)" } ?? "")
        case .animating(let animation):
            "showing \(animation.move) step \(animation.current + 1) of \(animation.steps.count) (\(animation.ticket))"
        case .passAlert(let state): "\(state.turn) must pass"
        case .gameOver(_, let outcome): "game over, \(outcome)"
        }
    }

    static func pending(_ world: AppWorld) -> String {
        let work =
            world.pendingThinking.map { "thinking \($0.moves.disk) \($0.ticket)" }
            + world.pendingAnimations.map { "animation step \($0)" }
        return work.isEmpty ? "none" : work.joined(separator: ", ")
    }
}
