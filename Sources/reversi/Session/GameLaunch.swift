import CLISupport
import Dispatch
import Foundation
import ReversiApp
import ReversiStorage

/// Puts a game together from the options and runs it until it ends.
@MainActor
enum GameLaunch {
    static func run(options: PlayOptions, start: StartingPoint?, onTerminal: Bool, colors: Bool)
        -> Never
    {
        Signals.block(Signals.ending + (onTerminal ? Signals.jobControl : []))
        let store = options.saveFile.map {
            FileStore(path: $0, companions: [FileStore.recordCompanion])
        }
        let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
        let scheduler = MainQueueScheduler()
        let session = GameSession(
            scheduler: scheduler,
            thinker: LevelledThinker(
                random: DelayedPlayer(
                    RandomPlayer(seed: seed), delay: options.thinkSeconds, scheduler: scheduler),
                searching: SearchingPlayer(
                    search: SearchingPlayer.engine(seed: seed, threads: options.threads),
                    scheduler: scheduler,
                    cap: options.searchCap),
                book: BookOption.loadForPlay(options.book), bookSeed: seed),
            stepSeconds: options.stepSeconds, store: store)

        // `--new` and a given start still load, so that an unreadable file is moved aside and
        // kept rather than overwritten by the new game's first save.
        let load = newGame(
            replacing: store?.load() ?? .noSavedGame, start: start,
            ignoringSavedGame: options.ignoreSavedGame)

        for frontEnd in frontEnds(options, session: session, onTerminal: onTerminal, colors: colors)
        where frontEnd.start() {
            session.launch(load: load, requested: options.newGameModes)
            keep(frontEnd)
            runMainLoop()
        }
        // Line mode always starts; nothing is left to try.
        exit(.failure)
    }

    /// The front ends that fit, in order of preference: the full screen on a terminal that
    /// can show it, line mode everywhere.
    private static func frontEnds(
        _ options: PlayOptions, session: GameSession, onTerminal: Bool, colors: Bool
    ) -> [any FrontEnd] {
        let lineMode = LineGame(session: session, printsEveryFrame: options.printsEveryFrame)
        guard onTerminal else { return [lineMode] }
        return [TerminalGame(session: session, colors: colors, mouse: options.mouse), lineMode]
    }

    /// What the launch reports: the saved game unless a new one is asked for, and then what
    /// loading kept aside, if anything.
    static func newGame(replacing load: LoadResult, start: StartingPoint?, ignoringSavedGame: Bool)
        -> LoadResult
    {
        let setAside: String? =
            switch load {
            case .unreadable(let reason): reason
            case .loadedRecordSetAside(_, let reason): reason
            case .noSavedGame, .loaded, .started: nil
            }
        if let start { return .started(start, setAside: setAside) }
        guard ignoringSavedGame else { return load }
        return setAside.map(LoadResult.unreadable) ?? .noSavedGame
    }

    /// Serves the main queue on the main thread for ever. Not `dispatchMain()`: that leaves the
    /// main thread waiting with every signal unblocked, where it would take the signals meant
    /// for `Signals` and apply their default action (SIGTERM would kill without a restore).
    private static func runMainLoop() -> Never {
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    private static var running: [AnyObject] = []
    /// The front end lives as long as the process.
    private static func keep(_ game: AnyObject) { running.append(game) }
}
