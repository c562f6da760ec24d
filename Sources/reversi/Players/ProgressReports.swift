import ReversiApp

/// Which of a search's reports are shown: the first, then one at most every `interval`; the
/// one held back last is shown with the answer, so the final line is always the result's
/// (spec 16.3).
struct ProgressReports {
    let interval: Duration
    private var lastShown: Duration?
    private(set) var undelivered: Thought?

    init(interval: Duration) { self.interval = interval }

    /// Whether `thought` is to be shown now; if not, it is kept as the latest held back.
    mutating func due(_ thought: Thought) -> Bool {
        if let lastShown, thought.elapsed - lastShown < interval {
            undelivered = thought
            return false
        }
        lastShown = thought.elapsed
        undelivered = nil
        return true
    }
}
