import ReversiApp
import ReversiCore

/// What the keys and clicks do in the terminal. The cursor and a half-typed cell are the front
/// end's own (input, not game state); everything else becomes an `Intent`, read against the
/// screen (and a click against where the frame of that screen put things, `FrameLayout`).
struct KeyControls: Sendable {
    private(set) var cursor = Coordinate.d3
    /// A typed column waiting for its row digit (`f`, then `5`).
    private(set) var typedColumn: Column?

    /// What `key` asks for on `screen`, drawn in a window of `size`. A key that asks the
    /// machine for nothing still tells it that the person has seen the notice.
    mutating func handle(_ key: Key, on screen: Screen, in size: TerminalSize) -> [Intent] {
        let intents = intents(for: key, on: screen, in: size)
        return intents.isEmpty ? [.dismissNotice] : intents
    }

    private mutating func intents(for key: Key, on screen: Screen, in size: TerminalSize)
        -> [Intent]
    {
        let column = typedColumn
        typedColumn = nil
        if let focus = screen.resetConfirmation, let answer = answerReset(key, focus: focus) {
            return answer
        }
        if screen.passAlert != nil, key == .enter || key == .space { return [.dismissPass] }
        switch key {
        case .interrupt: return [.quit]
        case .suspend: return [.suspend]
        case .up: moveCursor(dx: 0, dy: -1)
        case .down: moveCursor(dx: 0, dy: 1)
        case .left: moveCursor(dx: -1, dy: 0)
        case .right: moveCursor(dx: 1, dy: 0)
        case .enter, .space: return [.place(cursor)]
        case .tab, .escape: break
        case .click(let x, let y):
            return clicked(FrameLayout(screen: screen, size: size).target(atColumn: x, row: y))
        // U is redo, u undo: the one key whose case matters, so it is read before the rest,
        // typed cells included, is taken in either case.
        case .character("U"): return [.redo]
        case .character(let character):
            return typed(character.lowercased().first ?? character, after: column, on: screen)
        }
        return []
    }

    /// A click on a cell does what typing that cell does; on a button, what pressing it does.
    private mutating func clicked(_ target: ClickTarget?) -> [Intent] {
        switch target {
        case .cell(let cell)?:
            cursor = cell
            return [.place(cell)]
        case .button(.dismiss)?: return [.dismissPass]
        case .button(.cancel)?: return [.cancelReset]
        case .button(.ok)?: return [.confirmReset]
        case nil: return []
        }
    }

    private func answerReset(_ key: Key, focus: ResetButton) -> [Intent]? {
        switch key {
        case .character("y"), .character("Y"): [.confirmReset]
        case .character("n"), .character("N"), .escape: [.cancelReset]
        case .left, .right, .tab, .character("h"), .character("l"): [.moveResetFocus]
        case .enter, .space: [focus == .ok ? .confirmReset : .cancelReset]
        default: nil
        }
    }

    private mutating func typed(
        _ character: Character, after column: Column?, on screen: Screen
    ) -> [Intent] {
        if let column, let row = Row(digit: character) {
            let cell = Coordinate(column, row)
            cursor = cell
            return [.place(cell)]
        }
        switch character {
        case "q": return [.quit]
        case "r": return [.requestReset]
        case "u": return [.undo]
        case "?": return [.hint]
        case "x": return [.setMode(.dark, screen.modes.dark.toggled)]
        case "o": return [.setMode(.light, screen.modes.light.toggled)]
        case "+", "=": return [Self.levelChange(on: screen, stronger: true)]
        case "-": return [Self.levelChange(on: screen, stronger: false)]
        case "k": moveCursor(dx: 0, dy: -1)
        case "j": moveCursor(dx: 0, dy: 1)
        case "l": moveCursor(dx: 1, dy: 0)
        case "h":
            // `h` is both "left" and the column h: move now, and a digit next places on h.
            moveCursor(dx: -1, dy: 0)
            typedColumn = .h
        default:
            typedColumn = Column(letter: character)
        }
        return []
    }

    /// One level up or down for the computer's side: the side to move when both are Computer.
    /// Past the strongest or below 0 the level stays, and the machine says so.
    static func levelChange(on screen: Screen, stronger: Bool) -> Intent {
        let computers = Disk.allCases.filter { screen.modes[$0] == .computer }
        var side = computers.first ?? .dark
        if computers.count != 1, case .turn(let turn) = screen.message { side = turn }
        let level = screen.levels[side]
        return .setLevel(side, (stronger ? level.stronger : level.weaker) ?? level)
    }

    private mutating func moveCursor(dx: Int, dy: Int) {
        let column = (Int(cursor.column.rawValue) + dx + 8) % 8
        let row = (Int(cursor.row.rawValue) + dy + 8) % 8
        if let column = Column(rawValue: UInt8(column)), let row = Row(rawValue: UInt8(row)) {
            cursor = Coordinate(column, row)
        }
    }
}

extension PlayerMode {
    var toggled: PlayerMode { self == .manual ? .computer : .manual }
}
