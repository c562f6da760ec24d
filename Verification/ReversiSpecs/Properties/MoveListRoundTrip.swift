import ReversiCore

/// A game written as its placements in standard notation ("f5 d6 c3 …"), passes left out
/// because they are forced, and read back by replaying it through `GameModel`.
///
/// The playouts check that a game exported this way replays to the very same positions.
/// It stands in for the project's transcript type until that type reaches the main branch.
enum MoveList {
    static func text(of placements: [Coordinate]) -> String {
        placements.map(\.description).joined(separator: " ")
    }

    /// Every position of the game the text describes, from `start`, passes included; or why
    /// the text is not a game from there.
    static func replay(_ text: String, from start: GameModel) -> Result<[GameModel], ReplayError> {
        var positions = [start]
        var model = start
        for word in text.split(separator: " ") {
            guard let cell = Coordinate(String(word)) else { return .failure(.notACell(String(word))) }
            if case .mustPass = model, case .success(let passed) = model.passing() {
                model = passed
                positions.append(model)
            }
            guard case .success(let placement) = model.placing(at: cell) else {
                return .failure(.illegal(cell, after: positions.count - 1))
            }
            model = placement.next
            positions.append(model)
        }
        if case .mustPass = model, case .success(let passed) = model.passing() {
            positions.append(passed)
        }
        return .success(positions)
    }

    enum ReplayError: Error, Hashable, CustomStringConvertible {
        case notACell(String)
        case illegal(Coordinate, after: Int)

        var description: String {
            switch self {
            case .notACell(let word): "'\(word)' is not a cell"
            case .illegal(let cell, let plies): "\(cell) is not legal after \(plies) plies"
            }
        }
    }
}
