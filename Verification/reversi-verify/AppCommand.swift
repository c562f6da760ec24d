import CLISupport

enum AppCommand {
    static func run(_ arguments: Arguments) -> Never {
        printError("error: not implemented yet")
        exit(.usage)
    }
}
