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

    private mutating func intents(for typed: Key, on screen: Screen, in size: TerminalSize)
        -> [Intent]
    {
        let key = KeyTable.normalized(typed)
        let column = typedColumn
        typedColumn = nil
        if case .click(let x, let y) = key {
            return clicked(FrameLayout(screen: screen, size: size).target(atColumn: x, row: y))
        }
        // A column typed, then its row digit: the cell, whatever the digit does elsewhere.
        if let column, case .character(let character) = key, let row = Row(digit: character) {
            return place(Coordinate(column, row))
        }
        if let focus = screen.resetConfirmation,
            let command = KeyTable.command(for: key, in: KeyTable.resetQuestion)
        {
            return run(command.action, on: screen, focus: focus)
        }
        if screen.passAlert != nil,
            let command = KeyTable.command(for: key, in: KeyTable.passAlert)
        {
            return run(command.action, on: screen, focus: nil)
        }
        let intents = KeyTable.command(for: key, in: KeyTable.board).map {
            run($0.action, on: screen, focus: nil)
        }
        // A letter that names a column waits for its row digit, whatever else it did (`h` is
        // both "left" and the column h). The tables keep a capital only where it is a command
        // of its own (`A` analyses), never a column.
        if case .character(let character) = key, character.isLowercase {
            typedColumn = Column(letter: character)
        }
        return intents ?? []
    }

    private mutating func run(
        _ action: KeyCommand.Action, on screen: Screen, focus: ResetButton?
    ) -> [Intent] {
        switch action {
        case .intent(let intent): return [intent]
        case .moveCursor(let dx, let dy):
            moveCursor(dx: dx, dy: dy)
            return []
        case .placeAtCursor: return [.place(cursor)]
        case .toggleMode(let side): return [.setMode(side, screen.modes[side].toggled)]
        case .changeLevel(let stronger): return [Self.levelChange(on: screen, stronger: stronger)]
        case .answerFocusedButton: return [focus == .ok ? .confirmReset : .cancelReset]
        case .nothing: return []
        }
    }

    private mutating func place(_ cell: Coordinate) -> [Intent] {
        cursor = cell
        return [.place(cell)]
    }

    /// A click on a cell does what typing that cell does; on a button, what pressing it does.
    private mutating func clicked(_ target: ClickTarget?) -> [Intent] {
        switch target {
        case .cell(let cell)?: return place(cell)
        case .button(.dismiss)?: return [.dismissPass]
        case .button(.cancel)?: return [.cancelReset]
        case .button(.ok)?: return [.confirmReset]
        case nil: return []
        }
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
