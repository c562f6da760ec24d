import ReversiApp
import ReversiCore

extension Disk {
    /// The disk as the terminal draws it: dark filled, light hollow, told apart without colour.
    var glyph: String { self == .dark ? "●" : "○" }
}

extension Message {
    /// The message area's words (spec 6.1, 6.2), with each side written by `name`.
    func text(naming name: (Disk) -> String) -> String {
        switch self {
        case .turn(let disk): "\(name(disk))'s turn"
        case .won(let disk): "\(name(disk)) won"
        case .tied: "Tied"
        }
    }
}

extension Notice {
    /// The notice in words (spec 8.5, 15.2).
    var text: String {
        switch self {
        case .unreadableSave(let reason): reason
        case .saveFailed(let reason): "the game could not be saved: \(reason)"
        }
    }
}
