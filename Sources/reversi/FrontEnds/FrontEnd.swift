/// A way to play the game: it takes over its input and output, turns what it reads into the
/// session's intents and draws the session's screens. The launch tries the front ends that
/// fit the terminal in order of preference and runs the first that starts; a new front end is
/// a folder beside `FullScreen` and `LineMode`, and a line in `GameLaunch.frontEnds`.
@MainActor
protocol FrontEnd: AnyObject {
    /// Takes over input and output for the session; `false` when this front end cannot run
    /// here, having changed nothing, so that the next one is tried.
    func start() -> Bool
}
