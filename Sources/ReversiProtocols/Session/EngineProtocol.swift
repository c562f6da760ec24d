/// The protocols `reversi engine` speaks (spec 17.1).
public enum EngineProtocol: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case nboard, gtp, xboard

    /// The protocol a session speaks, told from its first command: `nboard` for NBoard,
    /// `xboard` or `protover` for xboard (CECP GUIs send either first), anything else GTP.
    public init(firstCommand line: String) {
        switch line.split(whereSeparator: \.isWhitespace).first?.lowercased() {
        case "nboard": self = .nboard
        case "xboard", "protover": self = .xboard
        default: self = .gtp
        }
    }

    public var description: String { rawValue }
}

extension EngineProtocol {
    /// Every command the protocol accepts, with a line of help: `reversi engine --help`
    /// prints these tables.
    public var commands: [(name: String, help: String)] {
        switch self {
        case .nboard: NBoard.commands
        case .gtp: GTP.commands
        case .xboard: XBoard.commands
        }
    }
}
