import CLISupport
import ReversiEngine

extension Option where Value == TimeControl {
    /// `--time 5m+3s`: a game clock, read the same by the game and the engine (spec 16.2,
    /// 17.5), within `TimeControl.longest`.
    static func timeControl(help: String) -> Option {
        let range =
            "a base from 1s to \(TimeControl.longest.base.text), and an increment of at most"
            + " \(TimeControl.longest.increment.text)"
        return Option(
            "--time", value: "<clock>", expected: "a time such as 5m, 90s or 5m+3s: " + range,
            range: range, help: help,
            parse: { text in
                TimeControl(text).flatMap { clock in
                    clock.base <= TimeControl.longest.base.duration
                        && clock.increment <= TimeControl.longest.increment.duration ? clock : nil
                }
            })
    }
}

extension TimeControl {
    /// The longest clock the command line takes, as its range says it and as a duration: a
    /// day for the whole game is more than any game needs, and an hour the most a move adds.
    static let longest = (
        base: (text: "24h", duration: Duration.seconds(24 * 3600)),
        increment: (text: "1h", duration: Duration.seconds(3600))
    )
}
