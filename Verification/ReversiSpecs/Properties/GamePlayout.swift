import PropertyCheck
import ReversiCore
import StateSpace

/// Random complete games, played by the typed model (`GameModel`) and the fast engine
/// (`Bitboards`) side by side.
///
/// At every step: agreement between the two engines. At every step, or at a random one step
/// in `sharedChecksOneIn`: the rules' shared invariants (`RulesInvariants`, also checked by
/// the state-space checker) on the position and on the move or pass; they compare with the
/// slow cell-by-cell reference, so checking them everywhere costs milliseconds per position
/// in a debug build. At the end: the game ended within 60 placements, its counts and result
/// agree, and (in every game, or one game in `transcriptChecksOneIn`, since reading text
/// costs more than playing) its transcript, written and read back, replays to the same game,
/// also with the forced passes left out.
public struct GamePlayout: Sendable {
    public typealias Successor = RulesSpecification.Successor

    public let stateInvariants: [StateInvariant<RulesPosition>]
    public let stepInvariants: [StepInvariant<RulesPosition, RulesAction>]
    /// The typed model's transition; tests plant faults here to see them caught.
    public let successor: Successor
    /// The shared invariants are checked at a step when a decision in `0..<sharedChecksOneIn`
    /// is its highest value; 1 checks every step. Shrinking lowers decisions, so it keeps only
    /// the checks a failure needs and its replays stay fast.
    public let sharedChecksOneIn: Int
    /// The transcript round trip is checked when a decision in `0..<transcriptChecksOneIn`
    /// is its highest value.
    public let transcriptChecksOneIn: Int

    public init(
        stateInvariants: [StateInvariant<RulesPosition>] = RulesInvariants.state,
        stepInvariants: [StepInvariant<RulesPosition, RulesAction>] = RulesInvariants.step,
        sharedChecksOneIn: Int = 1,
        transcriptChecksOneIn: Int = 1,
        successor: @escaping Successor = RulesSpecification.realSuccessor
    ) {
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
        self.sharedChecksOneIn = max(sharedChecksOneIn, 1)
        self.transcriptChecksOneIn = max(transcriptChecksOneIn, 1)
        self.successor = successor
    }

    public var property: Property {
        Property("random complete games keep the rules' invariants and end within 60 placements") {
            _ = try self.play(&$0)
        }
    }

    /// Plays one random game to its end, checking as it goes; what the game was.
    public func play(_ choices: inout Choices) throws(PropertyFailure) -> Summary {
        var model = GameModel.initial
        var fast = FastPosition(.initial)
        var placements = 0
        var entries: [Transcript.Entry] = []
        var passes = 0
        try check(model, fast, plies: 0, shared: sharedCheck(&choices))
        while let action = Self.action(in: model, &choices) {
            choices.note("\(model.turn.map(String.init(describing:)) ?? "nobody") \(action)")
            let after = successor(model, action)
            let shared = sharedCheck(&choices)
            if shared {
                let step = Step(
                    before: RulesPosition(model), action: action, after: RulesPosition(after))
                if let broken = stepInvariants.first(where: { !$0.holds(step) }) {
                    throw failure(broken.name, plies: entries.count + 1, step)
                }
            }
            switch action {
            case .place(let cell):
                placements += 1
                entries.append(.place(cell))
                fast.place(at: cell)
            case .pass:
                passes += 1
                entries.append(.pass)
                fast.pass()
            }
            model = after
            try check(model, fast, plies: entries.count, shared: shared)
            guard placements <= 60, passes <= placements + 1 else {
                throw PropertyFailure(
                    "no end after \(placements) placements and \(passes) passes")
            }
        }
        guard case .completed(let finished) = model else {
            throw PropertyFailure("the game stopped in a \(model.kind) position")
        }
        try checkEnd(finished.board, finished.outcome, placements: placements)
        if choices.choose(below: transcriptChecksOneIn) == transcriptChecksOneIn - 1 {
            try checkTranscript(Transcript(entries), ends: model)
        }
        return Summary(placements: placements, passes: passes, outcome: finished.outcome)
    }

    /// What a finished playout was.
    public struct Summary: Hashable, Sendable {
        public let placements: Int
        public let passes: Int
        public let outcome: Outcome
    }

    /// The move or pass the side to move makes: a random legal move when it must place.
    static func action(in model: GameModel, _ choices: inout Choices) -> RulesAction? {
        switch model {
        case .mustPlace(let moves): .place(moves[choices.choose(below: moves.count)].coordinate)
        case .mustPass: .pass
        case .completed: nil
        }
    }

    private func sharedCheck(_ choices: inout Choices) -> Bool {
        choices.choose(below: sharedChecksOneIn) == sharedChecksOneIn - 1
    }

    private func check(
        _ model: GameModel, _ fast: FastPosition, plies: Int, shared: Bool
    ) throws(PropertyFailure) {
        if shared, let broken = stateInvariants.first(where: { !$0.holds(RulesPosition(model)) }) {
            throw PropertyFailure("after \(plies) plies: \(broken.name)\n\(model.board)")
        }
        if let disagreement = fast.disagreement(with: model) {
            throw PropertyFailure("after \(plies) plies: \(disagreement)")
        }
    }

    private func failure(
        _ name: String, plies: Int, _ step: Step<RulesPosition, RulesAction>
    ) -> PropertyFailure {
        PropertyFailure(
            "at ply \(plies), \(step.action): \(name)\nbefore:\n\(step.before.model.board)\nafter:\n\(step.after.model.board)"
        )
    }

    private func checkEnd(_ board: Board, _ outcome: Outcome, placements: Int)
        throws(PropertyFailure)
    {
        let dark = board.count(of: .dark)
        let light = board.count(of: .light)
        guard dark + light + board.emptyCount == 64, dark + light == 4 + placements else {
            throw PropertyFailure(
                "final counts x \(dark) o \(light) empty \(board.emptyCount) after \(placements) placements"
            )
        }
        let expected: Outcome = dark == light ? .tied : .won(dark > light ? .dark : .light)
        guard outcome == expected else {
            throw PropertyFailure("the result is \(outcome) with counts x \(dark) o \(light)")
        }
    }

    /// The transcript as written reads back to the same entries and replays to the same game
    /// and the same transcript; without its passes, which are forced, it replays to the same
    /// game too.
    private func checkTranscript(_ transcript: Transcript, ends final: GameModel)
        throws(PropertyFailure)
    {
        let text = transcript.description
        let withoutPasses = Transcript(transcript.entries.filter { $0 != .pass })
        let replayed: PlayedGame
        let shortened: PlayedGame
        do {
            replayed = try PlayedGame(Transcript(parsing: text))
            shortened = try PlayedGame(withoutPasses)
        } catch {
            throw PropertyFailure("the transcript '\(text)' does not replay: \(error)")
        }
        guard replayed.transcript == transcript, replayed.current == final else {
            throw PropertyFailure("the transcript '\(text)' replays to a different game")
        }
        guard shortened.current == final else {
            throw PropertyFailure(
                "the transcript '\(withoutPasses)' without passes replays to a different game")
        }
    }
}
