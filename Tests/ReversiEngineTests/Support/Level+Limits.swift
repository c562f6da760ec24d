import ReversiEngine

extension Level {
    /// The search of a level that searches. The engine's tests use only levels 1 and up
    /// (`Level.searching`); level 0, the random player, has no search.
    var limits: SearchLimits { search ?? SearchLimits(depth: 0, exactEmpties: 0) }
}
