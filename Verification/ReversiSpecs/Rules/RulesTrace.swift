import ReversiCore

/// How a position reads in a trace: the board, the rules' state, the counts, the legal moves.
extension RulesSpecification {
    public static let traceDescription = TraceDescription<RulesPosition, RulesAction>(
        board: { $0.model.board.description },
        fields: { position in
            let board = position.model.board
            let counts = "x \(board.count(of: .dark)) - o \(board.count(of: .light))"
            return switch position.model {
            case .mustPlace(let moves):
                [
                    ("state", "\(moves.disk) must place"), ("counts", counts),
                    ("legal moves", moves.coordinates.map(\.description).joined(separator: " ")),
                ]
            case .mustPass(let pass):
                [("state", "\(pass.disk) must pass"), ("counts", counts), ("legal moves", "none")]
            case .completed(let finished):
                [
                    ("state", "completed, \(finished.outcome)"), ("counts", counts),
                    ("legal moves", "none"),
                ]
            }
        })
}
