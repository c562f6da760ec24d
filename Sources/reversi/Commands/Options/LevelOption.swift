import CLISupport
import ReversiEngine

extension Option where Value == Level {
    /// A level option (`--dark-level`, `--level`), as every command takes one: a level of the
    /// engine's table from `lowest` (0, the random player, or 1 where only a search will do)
    /// to the strongest, its range stated in the help and the error alike.
    static func level(
        _ name: String, from lowest: Int = 0, default defaultValue: String, help: String
    ) -> Option {
        let numbers = lowest...Level.strongest.number
        let range = NumberText.describe(numbers, as: "")
        return Option(
            name, value: "<n>", expected: "a level " + range, range: range,
            default: defaultValue, help: help,
            parse: { NumberText.integer($0, in: numbers).flatMap(Level.init) })
    }
}
