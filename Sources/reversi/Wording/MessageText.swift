import ReversiApp
import ReversiCore

extension Disk {
    /// The disk as the terminal draws it: dark filled, light hollow, told apart without colour.
    var glyph: String { self == .dark ? "●" : "○" }

    /// The side as sentences name it: `● dark`.
    var named: String { "\(glyph) \(self)" }
}

extension Message {
    /// The message area's words (spec 6.1, 6.2), with each side written by `name`.
    func text(naming name: (Disk) -> String) -> String {
        switch self {
        case .turn(let disk): "\(name(disk))'s turn"
        case .won(let disk): "\(name(disk)) won"
        case .tied: "Tied"
        case .lostOnTime(let disk): "\(name(disk))'s time ran out: \(name(disk.flipped)) won"
        }
    }
}

extension FinalScore {
    /// The final score line, the same in both front ends (spec 13.4, 15.10):
    /// `● 40 – 24 ○: dark wins by 16`, or `● 32 – 32 ○: tied`.
    var text: String {
        let score = "\(Disk.dark.glyph) \(counts.dark) – \(counts.light) \(Disk.light.glyph)"
        guard let winner else { return score + ": tied" }
        return score + ": \(winner) wins by \(margin)"
    }
}

/// The pass alert's words: the spec's title and text (spec 2.2), then who passes and who plays
/// next (spec 15.9).
enum PassAlertText {
    static let title = "Pass"
    static let text = "Cannot place a disk."
    /// In place of `text` when no person plays either side (spec 15.13): as long as the alert's
    /// box is wide.
    static let goesOn = "Cannot place a disk. Going on by itself."

    /// The alert's first line on `screen`.
    static func text(on screen: Screen) -> String {
        screen.passGoesOnByItself ? goesOn : text
    }

    static func passing(_ disk: Disk) -> String {
        "\(disk.named) passes; \(disk.flipped.named) plays next."
    }
}
