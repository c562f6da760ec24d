import ReversiCore

/// What a front end shows: the board, the counts, the message, the modes, the thinking
/// indicators and the alerts.
///
/// A front end keeps one, applies every effect to it and draws it. `AppState.screen` is the
/// same thing derived from the state; the checker proves that the two never disagree.
public struct Screen: Hashable, Sendable {
    public var board: Board = .empty
    public var counts: Counts? = nil
    public var message: Message? = nil
    public var modes: PlayerModes = .manual
    public var thinking: Set<Disk> = []
    public var passAlert = false
    public var resetConfirmation = false

    public init() {}

    public mutating func apply(_ effect: Effect) {
        switch effect {
        case .setBoard(let shown): board = shown
        case .animate(let cell, let disk, _): board[cell] = disk
        case .updateCounts(let shown): counts = shown
        case .updateMessage(let shown): message = shown
        case .showModes(let shown): modes = shown
        case .showThinking(let disk): thinking.insert(disk)
        case .hideThinking(let disk): thinking.remove(disk)
        case .showPassAlert: passAlert = true
        case .hidePassAlert: passAlert = false
        case .showResetConfirmation: resetConfirmation = true
        case .hideResetConfirmation: resetConfirmation = false
        case .reportUnreadableSave, .startThinking, .cancelThinking, .cancelAnimation, .save:
            break
        }
    }

    public mutating func apply(_ effects: [Effect]) {
        for effect in effects { apply(effect) }
    }
}
