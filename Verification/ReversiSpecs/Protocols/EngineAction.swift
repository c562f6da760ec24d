import ReversiCore
import ReversiProtocols

/// What can happen to a protocol session: a line from the other program (with what it
/// means to the reference), the answer of a running search, or the end of the input.
public enum EngineAction: Hashable, Sendable, CustomStringConvertible {
    case line(String, LineMeaning)
    case answer(SearchTicket)
    case endOfInput

    /// Whether the action is the line `text`.
    func isLine(_ text: String) -> Bool {
        if case .line(let line, _) = self { return line == text }
        return false
    }

    public var description: String {
        switch self {
        case .line(let line, _): "line \"\(line)\""
        case .answer(let ticket): "answer of search \(ticket)"
        case .endOfInput: "end of input"
        }
    }
}

/// What a line asks of the position, if the session accepts it.
public enum LineMeaning: Hashable, Sendable {
    /// A move, for the side named (the side to move when `nil`).
    case move(Transcript.Entry, Disk?)
    case undo(moves: Int)
    case setUp(GameModel)
    /// A line the session must refuse: an illegal move, an unknown command, a bad argument.
    case bad
    /// A line the protocol says to ignore (NBoard's unknown commands): nothing written.
    case ignored
    /// Anything else: a search, a setting, a ping.
    case other
}

/// The bounded alphabet of lines the checker sends in each state: every command of the
/// protocol, with a legal and an illegal move of the position.
enum EngineAlphabet {
    /// An empty board's 64 cells: no game (`GameModel.canStartAGame`), refused.
    static let emptyCells = String(repeating: "-", count: 64)

    static func lines(for session: EngineSession) -> [(String, LineMeaning)] {
        switch session.dialect {
        case nil:
            return [("nboard 2", .other), ("xboard", .other), ("protocol_version", .other)]
        case .nboard?: return nboard(session.game.current)
        case .gtp?: return gtp(session.game.current)
        case .xboard?: return xboard(session.game.current)
        }
    }

    /// The first legal move of the side that places next (after a forced pass), and a cell
    /// that is no legal move: the first occupied cell.
    private static func moves(_ model: GameModel) -> (
        legal: Coordinate?, side: Disk?, illegal: Coordinate
    ) {
        let illegal = Coordinate.all.first { model.board[$0] != nil } ?? .a1
        switch model {
        case .mustPlace(let moves): return (moves.coordinates.first, moves.disk, illegal)
        case .mustPass(let pass):
            return (pass.afterPass.coordinates.first, pass.afterPass.disk, illegal)
        case .completed: return (nil, nil, illegal)
        }
    }

    private static func nboard(_ model: GameModel) -> [(String, LineMeaning)] {
        let (legal, _, illegal) = moves(model)
        var lines: [(String, LineMeaning)] = []
        if case .mustPlace = model, let legal {
            lines.append(("move \(legal)", .move(.place(legal), nil)))
        }
        if case .mustPass = model {
            lines.append(("move PA", .move(.pass, nil)))
        } else {
            lines.append(("move PA", .bad))
        }
        return lines + [
            ("move \(illegal)/0.5/1.0", .bad), ("go", .other), ("hint 2", .other),
            ("ping 1", .other), ("set depth 2", .other), ("set depth 99", .bad),
            ("fly", .ignored), ("set game (;GM[Othello]BO[8 \(emptyCells) *];)", .bad),
            ("quit", .other),
        ]
    }

    private static func gtp(_ model: GameModel) -> [(String, LineMeaning)] {
        let (legal, side, illegal) = moves(model)
        var lines: [(String, LineMeaning)] = []
        if let legal, let side {
            let color = side == .dark ? "black" : "white"
            lines.append(("play \(color) \(legal)", .move(.place(legal), side)))
            lines.append(("play \(color) \(illegal)", .bad))
        }
        if let turn = model.turn {
            lines.append(("7 genmove \(turn == .dark ? "b" : "w")", .other))
        }
        return lines + [
            ("undo", .undo(moves: 1)), ("2 name", .other), ("boardsize 9", .bad), ("fly", .bad),
            ("clear_board", .setUp(.initial)), ("quit", .other),
        ]
    }

    private static func xboard(_ model: GameModel) -> [(String, LineMeaning)] {
        let (legal, _, illegal) = moves(model)
        var lines: [(String, LineMeaning)] = []
        if case .mustPlace = model, let legal {
            lines.append(("usermove \(legal)", .move(.place(legal), nil)))
        }
        if case .mustPass = model { lines.append(("usermove @@@@", .move(.pass, nil))) }
        return lines + [
            ("usermove \(illegal)", .bad), ("go", .other), ("force", .other), ("?", .other),
            ("undo", .undo(moves: 1)), ("new", .setUp(.initial)), ("ping 1", .other),
            ("sd 2", .other), ("fly", .bad), ("setboard 8/8/8/8/8/8/8/8 w", .bad),
            (
                "setboard \(EngineSpecification.nearTheEnd.line)",
                .setUp(EngineSpecification.nearTheEnd)
            ),
            ("quit", .other),
        ]
    }
}
