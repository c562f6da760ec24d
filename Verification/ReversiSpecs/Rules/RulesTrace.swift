import ReversiCore

/// How a position reads in a trace: the board, the rules' state, the counts, the legal moves.
extension RulesSpecification {
    public static let traceDescription = TraceDescription<GameModel, RulesAction>(
        board: { $0.board.description },
        fields: { model in
            let counts = "x \(model.board.count(of: .dark)) - o \(model.board.count(of: .light))"
            return switch model {
            case .mustPlace(let moves):
                [
                    ("state", "\(moves.disk) must place"), ("counts", counts),
                    ("legal moves", moves.map { "\($0.coordinate)" }.joined(separator: " ")),
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
