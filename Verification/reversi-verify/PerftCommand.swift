import CLISupport

enum PerftCommand {
    static func run(_ arguments: Arguments) -> Never {
        printError("error: not implemented yet")
        exit(.usage)
    }
}
