import ReversiApp
import ReversiCore

/// What the keys do in the terminal: the cursor, typed coordinates and the dialogs' button
/// focus are the shell's own (they are not game state); everything else becomes an `Intent`.
struct KeyControls: Sendable {
    /// What the keys need to know of the screen.
    struct Context: Sendable {
        var modes: PlayerModes
        var passAlertShown: Bool
        var resetConfirmationShown: Bool
    }

    /// The two buttons of the reset confirmation.
    enum ResetButton: Sendable { case cancel, ok }

    private(set) var cursor = Coordinate.d3
    /// A typed column waiting for its row digit (`f`, then `5`).
    private(set) var typedColumn: Column?
    /// Cancel first: a reset loses the game, so it takes a deliberate choice.
    private(set) var resetFocus = ResetButton.cancel

    mutating func handle(_ key: Key, in context: Context) -> [Intent] {
        let column = typedColumn
        typedColumn = nil
        if context.resetConfirmationShown, let answer = answerReset(key) { return answer }
        if context.passAlertShown, key == .enter || key == .space { return [.dismissPass] }
        switch key {
        case .interrupt: return [.quit]
        case .up: moveCursor(dx: 0, dy: -1)
        case .down: moveCursor(dx: 0, dy: 1)
        case .left: moveCursor(dx: -1, dy: 0)
        case .right: moveCursor(dx: 1, dy: 0)
        case .enter, .space: return [.place(cursor)]
        case .tab, .escape: break
        case .character(let character):
            return typed(character.lowercased().first ?? character, after: column, in: context)
        }
        return []
    }

    /// A new reset confirmation always starts on Cancel.
    mutating func resetConfirmationClosed() { resetFocus = .cancel }

    private mutating func answerReset(_ key: Key) -> [Intent]? {
        switch key {
        case .character("y"), .character("Y"): return [.confirmReset]
        case .character("n"), .character("N"), .escape: return [.cancelReset]
        case .left, .right, .tab, .character("h"), .character("l"):
            resetFocus = resetFocus == .ok ? .cancel : .ok
            return []
        case .enter, .space: return [resetFocus == .ok ? .confirmReset : .cancelReset]
        default: return nil
        }
    }

    private mutating func typed(
        _ character: Character, after column: Column?, in context: Context
    ) -> [Intent] {
        if let column, let row = Row(digit: character) {
            let cell = Coordinate(column, row)
            cursor = cell
            return [.place(cell)]
        }
        switch character {
        case "q": return [.quit]
        case "r": return [.requestReset]
        case "x": return [.setMode(.dark, context.modes.dark.toggled)]
        case "o": return [.setMode(.light, context.modes.light.toggled)]
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
