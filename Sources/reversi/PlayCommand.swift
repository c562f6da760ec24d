import CLISupport

/// `reversi [play]`: the game in the terminal (or in line mode when not on a terminal).
enum PlayCommand {
    static func run(_ arguments: Arguments) -> Never {
        printError("error: play is not implemented yet")
        exit(.usage)
    }
}
