/// How sure the midgame search must be before it cuts a node without searching it deeply
/// (spec 20.1, 20.2): a named step of Multi-ProbCut, as players know them. At 73% a node is
/// cut when a shallow search predicts, with about 73% confidence, that the deep one would
/// fall outside the window; at 100% nothing is cut and the search is exhaustive.
public enum Selectivity: Int, CaseIterable, Comparable, Hashable, Sendable,
    CustomStringConvertible
{
    case percent73 = 73
    case percent87 = 87
    case percent95 = 95
    case percent98 = 98
    case percent99 = 99
    case percent100 = 100

    /// The step that prunes nothing: every search's default.
    public static let exhaustive = Selectivity.percent100

    /// The step of `percent`, as written in `95%` or `95`; nil for a percentage with no step.
    public init?(_ text: some StringProtocol) {
        let digits = text.hasSuffix("%") ? text.dropLast() : text[...]
        guard let percent = Int(digits) else { return nil }
        self.init(rawValue: percent)
    }

    public var percent: Int { rawValue }

    /// Every step, as help and errors list them: `73%, 87%, …, 100%`.
    public static var steps: String { allCases.map(\.description).joined(separator: ", ") }

    /// Whether the search cuts anything at this step.
    public var prunes: Bool { self != .percent100 }

    /// The number of fitted errors (standard deviations of the prediction) a prediction must
    /// clear the window by: the normal quantile of the step's confidence, rounded as players'
    /// tables give it. Zero at 100%, which never uses it.
    var confidence: Double {
        switch self {
        case .percent73: 1.1
        case .percent87: 1.5
        case .percent95: 2.0
        case .percent98: 2.6
        case .percent99: 3.3
        case .percent100: 0
        }
    }

    public static func < (lhs: Selectivity, rhs: Selectivity) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "\(rawValue)%" }
}

/// A depth with the selectivity it was searched at (spec 20.2): `22@95%`, or `22` alone for an
/// exhaustive search. The one text of a reached depth, for the thinking line, `reversi
/// analyze` and the protocols.
public struct SearchDepth: Hashable, Sendable, CustomStringConvertible {
    public let plies: Int
    public let selectivity: Selectivity

    public init(plies: Int, selectivity: Selectivity = .exhaustive) {
        self.plies = plies
        self.selectivity = selectivity
    }

    public var description: String {
        selectivity.prunes ? "\(plies)@\(selectivity)" : "\(plies)"
    }
}
