/// Makes a failing record of decisions as simple as it can while the property still fails.
///
/// "Simpler" is shortlex: fewer decisions first, then lower ones earlier. Every accepted
/// candidate is strictly simpler, so shrinking ends; `budget` bounds the number of replays.
struct Shrinker {
    let property: Property
    let budget: Int
    private(set) var replays = 0

    init(property: Property, budget: Int) {
        self.property = property
        self.budget = budget
    }

    /// The simplest failing record found from `decisions`, with its failure.
    mutating func shrink(_ decisions: [UInt64], failure: String) -> (
        decisions: [UInt64], failure: String
    ) {
        var best = (decisions: decisions, failure: failure)
        var improved = true
        while improved && replays < budget {
            improved = false
            improved = deleteChunks(&best) || improved
            improved = lowerEach(&best) || improved
            improved = lowerEqualTogether(&best) || improved
        }
        return best
    }

    /// Removes runs of decisions (a list element, a sub-case), largest runs first.
    private mutating func deleteChunks(_ best: inout (decisions: [UInt64], failure: String)) -> Bool
    {
        var improved = false
        for size in [16, 8, 4, 2, 1] {
            var start = best.decisions.count - size
            while start >= 0 && replays < budget {
                var candidate = best.decisions
                candidate.removeSubrange(start..<(start + size))
                if accept(candidate, into: &best) { improved = true }
                start = min(start - 1, best.decisions.count - size)
            }
        }
        return improved
    }

    /// Lowers each decision to the smallest value that still fails: 0 first, then a binary
    /// search below the current value. A lowered decision that shortens the record ends the
    /// search at that place; the next pass starts again from the new record.
    private mutating func lowerEach(_ best: inout (decisions: [UInt64], failure: String)) -> Bool {
        var improved = false
        var index = 0
        while index < best.decisions.count && replays < budget {
            let length = best.decisions.count
            var low: UInt64 = 0
            var high = best.decisions[index]
            var first = true
            while low < high && replays < budget {
                let middle = first ? 0 : low + (high - low) / 2
                first = false
                var candidate = best.decisions
                candidate[index] = middle
                if accept(candidate, into: &best) {
                    improved = true
                    guard best.decisions.count == length else { break }
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            index += 1
        }
        return improved
    }

    /// Lowers decisions that share a value all at once, since a failure may need them to stay
    /// equal (a duplicate, a cell chosen twice) and lowering one alone would hide it.
    private mutating func lowerEqualTogether(_ best: inout (decisions: [UInt64], failure: String))
        -> Bool
    {
        var improved = false
        let repeated = Dictionary(grouping: best.decisions.indices, by: { best.decisions[$0] })
            .filter { $0.key > 0 && $0.value.count > 1 }
            .sorted { $0.key < $1.key }
        for (value, indices) in repeated where replays < budget {
            let length = best.decisions.count
            var low: UInt64 = 0
            var high = value
            var first = true
            while low < high && replays < budget {
                let middle = first ? 0 : low + (high - low) / 2
                first = false
                var candidate = best.decisions
                guard indices.allSatisfy({ $0 < candidate.count && candidate[$0] == high }) else {
                    break
                }
                for index in indices { candidate[index] = middle }
                if accept(candidate, into: &best) {
                    improved = true
                    guard best.decisions.count == length else { break }
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            guard best.decisions.count == length else { break }
        }
        return improved
    }

    /// Replays `candidate`; keeps it (as the decisions actually made) when it still fails and
    /// is simpler than `best`.
    private mutating func accept(
        _ candidate: [UInt64], into best: inout (decisions: [UInt64], failure: String)
    ) -> Bool {
        replays += 1
        var choices = Choices(replaying: candidate)
        guard let failure = property.run(&choices),
            Self.isSimpler(choices.made, than: best.decisions)
        else { return false }
        best = (choices.made, failure)
        return true
    }

    static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
    }
}
