/// What reaches the session: a line from the other program, or the shell's report of a search.
public enum EngineInput: Hashable, Sendable {
    /// One line, without its line ending.
    case line(String)
    /// A line longer than the shell keeps: it is answered as a bad command and dropped.
    case overlongLine
    case answer(SearchAnswer)
    case progress(SearchProgress)
    /// Standard input closed.
    case endOfInput
}

/// What the session asks the shell to do, in order.
public enum EngineOutput: Hashable, Sendable {
    /// Write one line to standard output and flush it (spec 17.1).
    case line(String)
    case startSearch(SearchRequest)
    /// Stop the search as soon as it can: its answer is still wanted when the session keeps
    /// its ticket (xboard's "move now", GTP's genmove at the end of the input), and dropped
    /// otherwise.
    case stopSearch(SearchTicket)
    /// The session is over: exit once the lines before are written.
    case exit
}
