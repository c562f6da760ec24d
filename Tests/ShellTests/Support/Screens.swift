import ReversiApp
import ReversiCore

/// Characteristic screens, written out by hand, for the renderers and the keys.
enum Screens {
    /// A new game: dark to move, both Manual, dark's four moves selectable.
    static let start = Screen(
        board: .initial, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
        modes: .manual, selectableMoves: LegalMoves(.initial))

    /// Dark has placed on f5 and e5 is not flipped yet: the counts are those from before,
    /// light is a computer.
    static let midAnimation: Screen = {
        var board = Board.initial
        board[.f5] = .dark
        return Screen(
            board: board, counts: Counts(dark: 2, light: 2), message: .turn(.dark),
            modes: PlayerModes(dark: .manual, light: .computer), lastMove: .f5)
    }()

    /// Light, a computer, is thinking after dark's f5.
    static let thinking: Screen = {
        var board = Board.initial
        board[.f5] = .dark
        board[.e5] = .dark
        return Screen(
            board: board, counts: Counts(dark: 4, light: 1), message: .turn(.light),
            modes: PlayerModes(dark: .manual, light: .computer), thinking: .light, lastMove: .f5)
    }()

    /// Light to move with only a1 (dark) and b1 (light) taken: light must pass.
    static let passAlert: Screen = {
        var board = Board.empty
        board[.a1] = .dark
        board[.b1] = .light
        return Screen(
            board: board, counts: Counts(dark: 1, light: 1), message: .turn(.light),
            modes: .manual, passAlert: .light)
    }()

    /// The reset question over the pass alert.
    static let passAlertAndResetQuestion: Screen = {
        var screen = passAlert
        screen.resetConfirmation = .cancel
        return screen
    }()

    /// The reset confirmation over a new game, with the focus on `focus`.
    static func resetConfirmation(focus: ResetButton) -> Screen {
        var screen = start
        screen.resetConfirmation = focus
        screen.selectableMoves = nil
        return screen
    }

    /// Dark took every disk: 3 to 0.
    static let gameOver: Screen = {
        var board = Board.empty
        for cell in [Coordinate.a1, .b1, .c1] { board[cell] = .dark }
        return Screen(
            board: board, counts: Counts(dark: 3, light: 0), message: .won(.dark),
            modes: .manual, lastMove: .c1)
    }()

    /// A new game where the person selected a1, which flips nothing.
    static let refusal: Screen = {
        var screen = start
        if let moves = screen.selectableMoves {
            screen.notice = .refused(.flipsNothing(.a1, moves))
        }
        return screen
    }()

    /// A new game resumed from its save file, with light asked to be a computer.
    static let resumed: Screen = {
        var screen = start
        screen.notice = .resumed(
            from: "/tmp/game.txt", notApplied: RequestedModes(light: .computer))
        return screen
    }()

    /// A new game after an unreadable save file.
    static let notice: Screen = {
        var screen = start
        screen.notice = .unreadableSave(
            "/tmp/game.txt is not a saved game: the file is empty; it was kept as /tmp/game.txt.unreadable-1 and a new game started"
        )
        return screen
    }()
}
