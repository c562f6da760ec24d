import ReversiApp
import ReversiCore

/// One key command of the terminal game, declared once: its keys, what it does, and how the
/// help panel and the notices name it.
struct KeyCommand: Sendable {
    enum Action: Hashable, Sendable {
        case intent(Intent)
        /// Moves the cursor one cell (arrows, and vi's hjkl).
        case moveCursor(dx: Int, dy: Int)
        case placeAtCursor
        /// Hands a side to the computer, or takes it back.
        case toggleMode(Disk)
        case changeLevel(stronger: Bool)
        /// Answers the reset question with the button in focus.
        case answerFocusedButton
        /// Does nothing but tell the machine the person has seen the notice.
        case nothing
    }

    let keys: [Key]
    /// How the help panel names the keys; `nil` keeps the command out of the panel.
    let shown: String?
    /// What the help panel says the keys do.
    let does: String
    let action: Action

    init(_ keys: [Key], shown: String? = nil, does: String = "", _ action: Action) {
        self.keys = keys
        self.shown = shown
        self.does = does
        self.action = action
    }

    /// The help panel's words for the command: its keys, then what they do.
    var help: String? { shown.map { "\($0) \(does)" } }
}

/// The tables of key commands: one for the board, one under each alert. A key found in no
/// table of the screen only dismisses the notice (or, for a letter, waits for a row digit).
enum KeyTable {
    /// The board's commands, as the help panel shows them: one line per row of the panel.
    static let panel: [[KeyCommand]] = [
        [
            KeyCommand(
                [.up, .character("k")], shown: "arrows, hjkl", does: "move",
                .moveCursor(dx: 0, dy: -1)),
            KeyCommand([.down, .character("j")], .moveCursor(dx: 0, dy: 1)),
            KeyCommand([.left, .character("h")], .moveCursor(dx: -1, dy: 0)),
            KeyCommand([.right, .character("l")], .moveCursor(dx: 1, dy: 0)),
        ],
        [
            KeyCommand(
                [.enter, .space], shown: "Enter, Space, a1 … h8", does: "place", .placeAtCursor)
        ],
        [
            KeyCommand([.character("x")], shown: "x, o", does: "switch", .toggleMode(.dark)),
            KeyCommand([.character("?")], shown: "?", does: "hint", .intent(.hint)),
            KeyCommand([.character("q"), .interrupt], shown: "q", does: "quit", .intent(.quit)),
        ],
        [
            KeyCommand([.character("u")], shown: "u", does: "undo", .intent(.undo)),
            KeyCommand([.character("U")], shown: "U", does: "redo", .intent(.redo)),
            KeyCommand([.character("r")], shown: "r", does: "reset", .intent(.requestReset)),
        ],
    ]

    /// The board's commands the panel has no room for; `docs/playing.md` lists them.
    static let unshown: [KeyCommand] = [
        KeyCommand([.character("o")], .toggleMode(.light)),
        // Capital: a lower-case a is the first letter of a cell (spec 19.3 names `a`).
        KeyCommand([.character("A")], .intent(.analyse)),
        KeyCommand([.character("+"), .character("=")], .changeLevel(stronger: true)),
        KeyCommand([.character("-")], .changeLevel(stronger: false)),
        KeyCommand([.suspend], .intent(.suspend)),
        KeyCommand([.tab, .escape], .nothing),
    ]

    static let board = panel.flatMap { $0 } + unshown

    /// Under the pass alert, before the board's commands.
    static let passAlert: [KeyCommand] = [
        KeyCommand([.enter, .space], shown: "Enter", .intent(.dismissPass))
    ]

    /// Under the reset question, before the board's commands.
    static let resetQuestion: [KeyCommand] = [
        KeyCommand([.character("y")], shown: "y", .intent(.confirmReset)),
        KeyCommand([.character("n"), .escape], shown: "n", .intent(.cancelReset)),
        KeyCommand(
            [.left, .right, .tab, .character("h"), .character("l")], .intent(.moveResetFocus)),
        KeyCommand([.enter, .space], .answerFocusedButton),
    ]

    /// The panel's lines, the commands of a line two spaces apart.
    static let helpLines = panel.map { $0.compactMap(\.help).joined(separator: "  ") }

    /// The command of `table` that `key` runs.
    static func command(for key: Key, in table: [KeyCommand]) -> KeyCommand? {
        table.first { $0.keys.contains(key) }
    }

    /// A key as the tables list it: a letter in lower case, but for `U` (redo, beside `u`
    /// undo), so that a caps lock changes nothing else.
    static func normalized(_ key: Key) -> Key {
        guard case .character(let character) = key, !["U", "A"].contains(character),
            let lower = character.lowercased().first
        else { return key }
        return .character(lower)
    }

    /// How the notices name the key of the first command of `table` with `action`.
    static func shown(_ action: KeyCommand.Action, in table: [KeyCommand]) -> String {
        table.first { $0.action == action }?.keys.first.map(name) ?? "?"
    }

    private static func name(_ key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .enter: "Enter"
        default: "\(key)"
        }
    }
}
