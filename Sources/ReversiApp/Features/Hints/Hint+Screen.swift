import ReversiCore

/// The hint as the screen shows it (spec 13.1).
extension AppState {
    var hintShown: Screen.HintShown? {
        switch hint {
        case nil: nil
        case .searching: .searching
        case .shown(let hint): .shown(hint)
        }
    }
}
