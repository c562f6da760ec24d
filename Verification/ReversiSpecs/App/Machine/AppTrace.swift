import ReversiApp
import ReversiCore

/// How an application state reads in a trace: the board shown, then the machine's phase and
/// modes, the rest of the screen, the pending work and the last save; each step lists its
/// effects.
extension AppSpecification {
    public static let traceDescription = TraceDescription<AppWorld, Event>(
        board: { world in world.screen?.board.description },
        fields: { world in
            let screen = world.screen
            return [
                ("phase", phase(world.app.phase)),
                ("modes", EventText.describe(world.app.modes)),
                ("message", screen.map { EventText.describe($0.message) } ?? "none"),
                ("counts", screen.map { "\($0.counts)" } ?? "none"),
                ("thinking", screen?.thinking.map { "\($0)" } ?? "none"),
                ("pass alert", screen?.passAlert.map { "up, \($0) passes" } ?? "down"),
                (
                    "reset confirmation",
                    screen?.resetConfirmation.map { "up, focus on \($0)" } ?? "down"
                ),
                ("last move", screen?.lastMove.map { "\($0)" } ?? "none"),
                (
                    "selectable",
                    screen?.selectableMoves.map {
                        $0.coordinates.map(\.description).joined(separator: " ")
                    } ?? "none"
                ),
                ("notice", screen?.notice.map(EventText.describe) ?? "none"),
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
        case .awaitingMove(let moves, let turn):
            "\(moves.disk) must place" + EventText.describe(turn)
        case .animating(let animation):
            "showing \(animation.move) step \(animation.current + 1) of \(animation.steps.count) (\(animation.ticket))"
        case .passAlert(let pass, let pause):
            "\(pass.disk) must pass" + (pause.map { ", going on by itself after \($0)" } ?? "")
        case .gameOver(let finished): "game over, \(finished.outcome)"
        case .timeRanOut(let moves): "\(moves.disk) lost on time"
        }
    }

    static func pending(_ world: AppWorld) -> String {
        let work =
            world.pendingThinking.map { "thinking \($0.moves.disk) \($0.ticket)" }
            + world.pendingHints.map { "hint \($0.moves.disk) \($0.ticket)" }
            + world.pendingAnimationSteps.map { "animation step \($0)" }
            + world.pendingPassPauses.map { "pass pause \($0)" }
            + world.pendingAnalyses.map { "analysis \($0.ticket)" }
        return work.isEmpty ? "none" : work.joined(separator: ", ")
    }
}
