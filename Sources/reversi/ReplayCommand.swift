import CLISupport

/// `reversi replay MOVES`: plays a transcript and prints the resulting position.
enum ReplayCommand {
    static func run(_ arguments: Arguments) -> Never {
        printError("error: replay is not implemented yet")
        exit(.usage)
    }
}
