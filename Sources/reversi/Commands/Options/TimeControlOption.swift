import CLISupport
import ReversiEngine

extension Option where Value == TimeControl {
    /// `--time 5m+3s`: a game clock, read the same by the game and the engine (spec 16.2,
    /// 17.5).
    static func timeControl(help: String) -> Option {
        Option(
            "--time", value: "<clock>", expected: "a time such as 5m, 90s or 5m+3s", help: help,
            parse: TimeControl.init)
    }
}
