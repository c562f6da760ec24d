import ReversiApp
import ReversiCore
import ReversiEngine
import StateSpace

/// The application machine as a transition system: every event is enabled in every state,
/// and the checker drives the real `reduce` with each of them.
///
/// The events of a state, each feature's (`FeatureSpec.events`): the launch (again), a
/// selection of each of the 64 cells, each side's switch to each mode and to levels 0 and 1,
/// reset pressed / focus moved / confirmed / cancelled, the pass alert dismissed, the notice
/// dismissed, undo and redo, a failed save (a save's failure may be reported at any moment),
/// the finished step of each pending animation and of a stale one, the end of each pending
/// pass pause and of a stale one, the answer to each pending thinking request with each of its
/// legal moves and its report of progress, plus stale ones; time passing; a hint asked for, the
/// answers `checkedHints` to a pending hint search, and a stale one; the analysis asked for,
/// its progress and answer, and a stale answer.
public struct AppSpecification: TransitionSystem {
    public typealias Reducer = @Sendable (AppState, Event) -> (AppState, [Effect])
    public typealias Projection = @Sendable (AppState) -> Screen?

    public let initialStates: [AppWorld]
    /// The machine under test and what it shows; tests wrap `reduce` and `AppState.screen`
    /// with planted faults to show the invariants catch them.
    public let reducer: Reducer
    public let projection: Projection
    public let stateInvariants: [StateInvariant<AppWorld>]
    public let stepInvariants: [StepInvariant<AppWorld, Event>]
    /// Whether worlds that differ only by their levels are explored apart. The machine reads a
    /// level only to pass it on (to a request to think, or to refuse the level a side already
    /// has), so by default they are merged like the notice's text: each level change is
    /// checked, and the worlds after it are explored as their level-0 twins, which keeps the
    /// state space the size it is without levels. Kept apart, each pair of levels multiplies
    /// the worlds with a Computer side (about 4 times the states at depth 13).
    public let keepsLevelsApart: Bool

    public init(
        startingFrom initialStates: [AppWorld] = AppSpecification.startWorlds,
        reducer: @escaping Reducer = { reduce($0, $1) },
        projection: @escaping Projection = { $0.screen },
        stateInvariants: [StateInvariant<AppWorld>] = AppInvariants.state,
        stepInvariants: [StepInvariant<AppWorld, Event>] = AppInvariants.step,
        keepsLevelsApart: Bool = false
    ) {
        self.keepsLevelsApart = keepsLevelsApart
        self.initialStates = initialStates
        self.reducer = reducer
        self.projection = projection
        self.stateInvariants = stateInvariants
        self.stepInvariants = stepInvariants
    }

    /// A new game with each pair of modes asked for, an unreadable save, every start position
    /// (must-pass for each side, near each result, finished) saved with each pair of modes, and
    /// a saved new game resumed with modes asked for that it has and does not have, one whose
    /// record was set aside, and games saved with their record one move before a pass.
    public static var startWorlds: [AppWorld] {
        let modes = PlayerModes.allPairs
        let newGames = modes.map {
            AppWorld(
                launchingWith: .noSavedGame,
                requested: RequestedModes(dark: $0.dark, light: $0.light))
        }
        let unreadable = AppWorld(launchingWith: .unreadable("line 1: not a save file"))
        let positions = StartPositions.all.map(\.state) + [StartPositions.finishedGame]
        let loaded = positions.flatMap { state in
            modes.map {
                AppWorld(
                    launchingWith: .loaded(
                        SavedGame(game: GameModel(state), modes: $0), from: savedGameSource))
            }
        }
        let resumedWithRequests = AppWorld(
            launchingWith: .loaded(SavedGame.initial, from: savedGameSource),
            requested: RequestedModes(dark: .manual, light: .computer))
        let recordSetAside = AppWorld(
            launchingWith: .loadedRecordSetAside(
                SavedGame(game: .initial, modes: .manual), "the record did not replay"))
        let recordedBeforeAPass = movesIntoAPass(from: positions).map {
            AppWorld(
                launchingWith: .loaded(
                    SavedGame(record: $0, modes: .manual), from: savedGameSource))
        }
        return newGames + [unreadable] + loaded + [resumedWithRequests, recordSetAside]
            + recordedBeforeAPass + [startedAfterAMove].compactMap { $0 } + clockGames
            + savedSettingsGames
    }

    /// The time control of the checker's clock games (spec 16.2): a second a side and one
    /// more a move, with time passing two seconds at a time, so that a side runs out at the
    /// first tick of its turn unless two increments have saved it: each pair of clock values
    /// multiplies the states, and this keeps them few while still reaching every rule.
    public static let checkedClock = TimeControl(base: .seconds(1), increment: .seconds(1))
    public static let checkedTick = Duration.seconds(2)

    /// A game on the clock, a person against the computer, a few moves before its end: either
    /// side can run out while it thinks, while a person must place or with a hint searched,
    /// and the end comes within the bound. It starts near the end because time passing may
    /// come between any two events, which multiplies the states of a whole game.
    static let clockGames = [StartPositions.darkWinsSoon].compactMap { $0?.state }.map {
        AppWorld(
            launchingWith: .loaded(
                SavedGame(game: GameModel($0), modes: PlayerModes(dark: .manual, light: .computer)),
                from: savedGameSource),
            requested: RequestedModes(clock: checkedClock))
    }

    /// Games whose save keeps levels and a clock, resumed as they were (spec 8.6), and an
    /// original save of nine lines, which kept neither and says so.
    static let savedSettingsGames: [AppWorld] = {
        let modes = PlayerModes(dark: .manual, light: .computer)
        let resumedOnTheClock = [StartPositions.darkWinsSoon].compactMap { $0?.state }.map {
            AppWorld(
                launchingWith: .loaded(
                    SavedGame(
                        game: GameModel($0), modes: modes,
                        levels: SideLevels(dark: .random, light: checkedLevels[1]),
                        clock: GameClock(checkedClock)),
                    from: savedGameSource))
        }
        let original = AppWorld(
            launchingWith: .loaded(
                SavedGame(game: .initial, modes: modes), from: savedGameSource,
                version: .original))
        return resumedOnTheClock + [original]
    }()

    /// A game given at launch (spec 12.3): one move from the initial position, against the
    /// computer, with an unreadable save set aside on the way.
    public static let startedAfterAMove: AppWorld? = {
        guard let start = try? StartingPoint(moves: "f5") else { return nil }
        return AppWorld(
            launchingWith: .started(start, setAside: "line 1: not a save file"),
            requested: RequestedModes(dark: .manual, light: .computer))
    }()

    /// Games of one move, from one of `positions`, that leave the opponent a forced pass: saved
    /// with their record, so that an undo under the pass alert is near.
    static func movesIntoAPass(from positions: [GameState]) -> [PlayedGame] {
        positions.compactMap { state in
            guard let moves = LegalMoves(state) else { return nil }
            return moves.lazy.compactMap { move -> PlayedGame? in
                var played = PlayedGame(from: .mustPlace(moves))
                guard (try? played.play(.place(move.coordinate))) != nil,
                    case .mustPass = played.current
                else { return nil }
                return played
            }.first
        }
    }

    /// Where the checker's saved games are loaded from.
    public static let savedGameSource = "game.txt"

    /// Each feature's events (`FeatureSpec.events`), in the order of `FeatureSpec.all`.
    public func enabledActions(in world: AppWorld, into events: inout [Event]) {
        for feature in FeatureSpec.all { feature.events(world, &events) }
    }

    public func successor(of world: AppWorld, after event: Event) -> AppWorld {
        let (next, effects) = reducer(world.app, event)
        return world.after(event, next, projection(next), effects)
    }

    /// The levels the checker sets: the random player and one searching level are enough to
    /// reach every rule about levels, while keeping the state space small (a level is a
    /// number the machine passes on, never reads).
    public static let checkedLevels = Array(Level.all.prefix(2))

    /// The answers the checker gives a hint search of `moves`.
    static func checkedHints(for moves: LegalMoves) -> [Hint] {
        let (first, last) = (moves[0].coordinate, moves[moves.count - 1].coordinate)
        return [
            Hint(move: first, evaluation: .exact(2)),
            Hint(move: last, evaluation: .heuristic(-150)),
        ]
    }

    /// The report the checker gives of a search that found `best`: the machine only carries
    /// it to the screen, so one report reaches every rule about it.
    static func checkedThought(_ best: Coordinate) -> Thought {
        Thought(
            .search(SearchDepth(plies: 1), nodes: 1), best: best, score: .heuristic(0),
            elapsed: .milliseconds(1))
    }

    /// The reports the checker gives of the thinking about `moves`: one from each source the
    /// thinking line names, a search at 100% and below, a solve and the book (spec 16.3, 20.2,
    /// 21.2).
    static func checkedThoughts(about moves: LegalMoves) -> [Thought] {
        let (best, empties) = (moves[0].coordinate, moves.state.board.emptyCount)
        return [
            checkedThought(best),
            Thought(
                .search(SearchDepth(plies: 2, selectivity: .percent73), nodes: 1), best: best,
                score: .heuristic(50), elapsed: .milliseconds(1)),
            Thought(
                .search(SearchDepth(plies: empties), nodes: 1), best: best, score: .exact(2),
                elapsed: .milliseconds(1)),
            Thought(
                .book(depth: SearchDepth(plies: 2, selectivity: .percent73)), best: best,
                score: .heuristic(-50), elapsed: .zero),
        ]
    }

    /// The answer the checker gives an analysis of `game`: every position's first legal move
    /// as its best, at an even score, found without a search; the machine only carries the
    /// analysis to the screen, so one answer reaches every rule about it.
    static func checkedAnalysis(of game: PlayedGame) -> GameAnalysis? {
        let plan = AnalysisPlan(game, exactEmpties: 0)
        var values: [AnalysisPlan.Key: PositionValue] = [:]
        for search in plan.searches {
            values[search.key] = PositionValue(
                best: search.moves[0].coordinate, score: .heuristic(0), depth: 1)
        }
        return GameAnalysis(plan, values: values)
    }

    /// Why the checker's saves fail, when they do.
    public static let saveFailure = "cannot save: no space left on device"

    public func view(of world: AppWorld) -> AppView {
        AppView(world, keepingLevels: keepsLevelsApart)
    }

    public func name(of event: Event) -> String { EventText.describe(event) }

    public var situations: [Situation<AppWorld, Event>] { AppSituations.all }
}

extension PlayerModes {
    /// Manual/Manual, Manual/Computer, Computer/Manual, Computer/Computer.
    static let allPairs = PlayerMode.allCases.flatMap { dark in
        PlayerMode.allCases.map { PlayerModes(dark: dark, light: $0) }
    }
}
