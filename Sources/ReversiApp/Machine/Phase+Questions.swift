import ReversiCore

/// What the features ask of the phase and the turn. Each answers one question, so a feature
/// asks (`phase.isThinking`) rather than matching the cases and payloads of another's phase:
/// a new case or payload changes these answers, not every feature that asks.
extension Phase {
    /// The moves of the side that must place now; `nil` in any other phase (a side whose time
    /// ran out places nothing).
    public var movesToPlace: LegalMoves? {
        if case .awaitingMove(let moves, _) = self { return moves }
        return nil
    }

    /// Who chooses the move of the side that must place now, and what they are doing.
    public var turn: Turn? {
        if case .awaitingMove(_, let turn) = self { return turn }
        return nil
    }

    /// The ticket of the computer's thinking, while it thinks.
    public var thinkingTicket: Ticket? { turn?.thinkingTicket }

    public var isThinking: Bool { thinkingTicket != nil }

    /// The move being shown.
    public var animation: Animation? {
        if case .animating(let animation) = self { return animation }
        return nil
    }

    public var isShowingMove: Bool { animation != nil }

    /// The pass whose alert is up.
    public var pass: ForcedPass? {
        if case .passAlert(let pass, _) = self { return pass }
        return nil
    }

    /// The ticket of the pause after which the pass alert up goes on by itself.
    public var passPause: Ticket? {
        if case .passAlert(_, let pause) = self { return pause }
        return nil
    }

    /// The side whose time ran out (spec 16.2).
    public var lostOnTime: Disk? {
        if case .timeRanOut(let moves) = self { return moves.disk }
        return nil
    }

    /// Whether the machine is still before its launch.
    public var isLaunching: Bool { self == .launching }
}

extension Turn {
    /// The ticket of the computer's thinking, on a computer's turn.
    public var thinkingTicket: Ticket? {
        if case .computer(let ticket, _) = self { return ticket }
        return nil
    }

    /// What the thinking computer has found so far (spec 16.3).
    public var thought: Thought? {
        if case .computer(_, let thought) = self { return thought }
        return nil
    }

    /// The hint a person asked for on their turn (spec 13.1).
    public var hint: HintProgress? {
        if case .person(let hint) = self { return hint }
        return nil
    }

    public var isPersons: Bool { thinkingTicket == nil }
}

extension HintProgress {
    /// The ticket of the hint's search, while it runs.
    public var ticket: Ticket? {
        if case .searching(let ticket) = self { return ticket }
        return nil
    }

    /// The hint found, once shown.
    public var shown: Hint? {
        if case .shown(let hint) = self { return hint }
        return nil
    }
}
