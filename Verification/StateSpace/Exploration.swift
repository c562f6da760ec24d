/// The mutable bookkeeping of one `Checker.run`: the visited set, the parent links, the
/// current level. Merging is sequential and in frontier order, so the result does not
/// depend on how many threads expanded the level.
@usableFromInline
struct Exploration<System: TransitionSystem> {
    @usableFromInline typealias State = System.State
    @usableFromInline typealias Action = System.Action

    @usableFromInline let checker: Checker<System>
    @usableFromInline var visited = Set<HashedView<System.View>>()
    /// Per discovered state: its parent's id (-1 for an initial state) and the index of the
    /// action that reached it (for an initial state, its index in `initialStates`).
    @usableFromInline var parents: [Int32] = []
    @usableFromInline var actionIndices: [Int32] = []
    @usableFromInline var generated = 0
    @usableFromInline var byDepth: [Int] = []
    @usableFromInline var situationCounts: [Int]
    @usableFromInline var budgetExhausted = false
    @usableFromInline var splitDepth: Int?
    @usableFromInline let clock = ContinuousClock()
    @usableFromInline let start: ContinuousClock.Instant

    @inlinable
    init(checker: Checker<System>) {
        self.checker = checker
        situationCounts = Array(repeating: 0, count: checker.system.situations.count)
        start = clock.now
    }

    @usableFromInline var system: System { checker.system }
    @usableFromInline var options: CheckOptions { checker.options }

    @inlinable
    mutating func run(progress: (CheckProgress) -> Void) -> CheckResult<State, Action> {
        var frontier: [State] = []
        var ids: [Int32] = []
        for (index, state) in system.initialStates.enumerated() {
            generated += 1
            if discover(view: HashedView(system.view(of: state)), parent: -1, action: index) {
                frontier.append(state)
                ids.append(Int32(parents.count - 1))
            }
        }
        byDepth.append(frontier.count)

        var depth = 0
        while true {
            splitIfDue(&frontier, &ids, depth: depth)
            let expanding = depth < options.depth && !budgetExhausted
            var next: [State] = []
            var nextIds: [Int32] = []
            var hasEnabledAction = false
            let batch = Checker<System>.chunkSize * options.jobs * 4
            var batchStart = 0
            while batchStart < frontier.count {
                let batchEnd = min(frontier.count, batchStart + batch)
                let outcomes = expandInParallel(
                    frontier, ids, batchStart..<batchEnd, expanding: expanding)
                for outcome in outcomes {
                    generated += outcome.generated
                    hasEnabledAction = hasEnabledAction || outcome.hasEnabledAction
                    for (index, count) in outcome.situationCounts.enumerated() {
                        situationCounts[index] += count
                    }
                    if let failure = outcome.failure {
                        return result(.violation, violation: violation(failure))
                    }
                    for discovery in outcome.discoveries where !budgetExhausted {
                        if discover(
                            view: discovery.view, parent: discovery.parent,
                            action: Int(discovery.action))
                        {
                            next.append(discovery.state)
                            nextIds.append(Int32(parents.count - 1))
                        }
                    }
                    if outcome.dropsAfterLastDiscovery, parents.count >= options.stateBudget {
                        budgetExhausted = true
                    }
                }
                batchStart = batchEnd
                progress(
                    CheckProgress(
                        depth: depth, distinctStates: parents.count, statesGenerated: generated,
                        frontier: frontier.count, frontierDone: batchEnd, seconds: elapsed))
            }
            guard !next.isEmpty else {
                let completion: Completion =
                    if budgetExhausted { .stateBudget } else if !expanding && hasEnabledAction {
                        .depthBound
                    } else { .exhaustive }
                return result(completion, violation: nil)
            }
            byDepth.append(next.count)
            frontier = next
            ids = nextIds
            depth += 1
        }
    }

    /// Records a state if its view is new and the budget allows; says whether it was new.
    @inlinable
    mutating func discover(view: HashedView<System.View>, parent: Int32, action: Int) -> Bool {
        if parents.count >= options.stateBudget {
            budgetExhausted = true
            return false
        }
        guard visited.insert(view).inserted else { return false }
        parents.append(parent)
        actionIndices.append(Int32(truncatingIfNeeded: action))
        return true
    }

    @inlinable
    mutating func splitIfDue(_ frontier: inout [State], _ ids: inout [Int32], depth: Int) {
        let shard = options.shard
        guard !shard.isWhole, splitDepth == nil, frontier.count >= shard.splitSize else { return }
        let kept = frontier.indices.filter { shard.keeps(position: $0) }
        frontier = kept.map { frontier[$0] }
        ids = kept.map { ids[$0] }
        splitDepth = depth
    }

    @inlinable
    func expandInParallel(
        _ frontier: [State], _ ids: [Int32], _ range: Range<Int>, expanding: Bool
    ) -> [Checker<System>.ChunkOutcome] {
        let chunk = Checker<System>.chunkSize
        let chunks = (range.count + chunk - 1) / chunk
        let checker = self.checker
        // Read only while the threads run: the merge adds to it between batches.
        let visited = self.visited
        return parallelMap(count: chunks, jobs: options.jobs) { index in
            let lower = range.lowerBound + index * chunk
            let upper = min(range.upperBound, lower + chunk)
            return checker.expand(
                frontier[lower..<upper], ids: ids[lower..<upper],
                expanding: expanding, visited: visited)
        }
    }

    @usableFromInline var elapsed: Double {
        let duration = clock.now - start
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    @inlinable
    func violation(_ failure: Checker<System>.Failure) -> Violation<State, Action> {
        Violation(
            name: failure.name, kind: failure.kind,
            trace: trace(to: Int(failure.id), then: failure.action))
    }

    /// Replays the actions that discovered state `id`, then `action` if given.
    @inlinable
    func trace(to id: Int, then action: Int?) -> [TraceStep<State, Action>] {
        var path: [Int] = action.map { [$0] } ?? []
        var node = id
        while parents[node] >= 0 {
            path.append(Int(actionIndices[node]))
            node = Int(parents[node])
        }
        var state = system.initialStates[Int(actionIndices[node])]
        var steps = [TraceStep<State, Action>(action: nil, actionName: nil, state: state)]
        for index in path.reversed() {
            let action = system.enabledActions(in: state)[index]
            state = system.successor(of: state, after: action)
            steps.append(
                TraceStep(action: action, actionName: system.name(of: action), state: state))
        }
        return steps
    }

    @inlinable
    func result(
        _ completion: Completion, violation: Violation<State, Action>?
    ) -> CheckResult<State, Action> {
        CheckResult(
            statesGenerated: generated, distinctStates: parents.count,
            distinctStatesByDepth: byDepth, seconds: elapsed,
            coverage: zip(system.situations, situationCounts).map {
                CheckResult.Coverage(name: $0.name, count: $1)
            },
            completion: completion, violation: violation, shardSplitDepth: splitDepth)
    }
}
