import ReversiCore
import ReversiProtocols

/// How a protocol session reads in a trace: the board, the protocol, the search awaited, the
/// searches running; each step lists what the session wrote and asked for.
extension EngineSpecification {
    public static let traceDescription = TraceDescription<EngineWorld, EngineAction>(
        board: { world in world.session.game.current.board.description },
        fields: { world in
            [
                ("protocol", world.session.dialect.map(\.description) ?? "not told yet"),
                ("to move", world.session.game.current.turn.map { "\($0)" } ?? "nobody: over"),
                (
                    "moves",
                    world.session.game.transcript.entries.map(\.description).joined(separator: " ")
                ),
                (
                    "search awaited",
                    world.session.search.map { "\($0.ticket) \($0.purpose)" } ?? "none"
                ),
                (
                    "searches running",
                    world.running.map(\.ticket.description).joined(separator: " ")
                ),
                ("input", world.inputClosed ? "ended" : "open"),
            ]
        },
        stepNotes: { world in
            world.lastOutputs.map { output in
                switch output {
                case .line(let line): "writes \"\(line)\""
                case .startSearch(let request): "starts search \(request.ticket)"
                case .stopSearch(let ticket): "stops search \(ticket)"
                case .exit: "exits"
                }
            }
        })
}
