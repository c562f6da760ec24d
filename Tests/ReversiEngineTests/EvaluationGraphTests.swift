import Testing

@testable import ReversiEngine

@Suite("Spec 19.2: the evaluation graph")
struct EvaluationGraphTests {
    /// A fixed game's 60 scores after each move, dark's side: even, dark ahead, a swing to
    /// light, dark back, and an exact end.
    static let scores: [Double] =
        [0.4, -0.3, 1.2, 0.8, 2.5, 1.9, 3.4, 4.0, 2.2, -1.5, -3.8, -2.0, 0, 5.5, 7.25, 6, 4, 2]
        + [-2, -6, -10, -14, -12, -8, -16, -20, -18, -22, -24, -26, -21, -15, -9.5, -4, 0.5, 3]
        + [8, 12, 10.5, 14, 18, 16, 20, 22, 24, 28, 26, 30, 32, 34, 30, 26, 22, 18, 14, 10]
        + [6, 2, -2, -6]

    func graph(_ width: Int, _ characters: EvaluationGraph.Characters = .unicode) -> String {
        EvaluationGraph(scores: Self.scores).lines(width: width, characters: characters)
            .joined(separator: "\n")
    }

    @Test(
        "spec 19.2: 40 columns: the plies outnumber the columns, each column the last of its share")
    func width40() {
        #expect(graph(40) == Self.golden40, "\n\(graph(40))")
        #expect(graph(40).split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test("spec 19.2: 80 columns: every ply its own column, the move numbers under them")
    func width80() {
        #expect(graph(80) == Self.golden80, "\n\(graph(80))")
    }

    @Test("spec 19.2: 200 columns: each ply stretched over as many columns as fit evenly")
    func width200() {
        #expect(graph(200) == Self.golden200, "\n\(graph(200))")
        #expect(graph(200).split(separator: "\n").allSatisfy { $0.count <= 200 })
    }

    @Test("spec 19.2: --ascii draws the same graph in plain ASCII")
    func ascii() {
        #expect(graph(80, .ascii) == Self.goldenASCII, "\n\(graph(80, .ascii))")
        #expect(graph(80, .ascii).unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("spec 19.2: colour only when asked: dark's lead in one colour, light's in another")
    func colors() {
        let plain = EvaluationGraph(scores: Self.scores).lines(width: 80, characters: .unicode)
        let colored = EvaluationGraph(scores: Self.scores).lines(
            width: 80, characters: .unicode, colors: true)
        #expect(!plain.joined().contains("\u{1B}"))
        #expect(
            colored.joined().contains("\u{1B}[36m█") && colored.joined().contains("\u{1B}[33m█"))
        let stripped = colored.map { $0.replacing(/\x1B\[[0-9]+m/, with: "") }
        #expect(stripped == plain)
    }

    @Test("spec 19.2: the scale is the largest score rounded up to 4 disks; no moves, no bars")
    func scaleAndEmpty() {
        #expect(EvaluationGraph.scale(for: [0.5, -1]) == 4)
        #expect(EvaluationGraph.scale(for: [12.5, -3]) == 16)
        #expect(EvaluationGraph.scale(for: [64, -64]) == 64)
        #expect(
            EvaluationGraph(scores: []).lines(width: 80, characters: .ascii).last == "(no moves)")
    }
}

extension EvaluationGraphTests {
    static let golden40 = """
        Score for dark after each move, in disks
        +36 │                          ▁▃▄▃
            │                         ▄████▄
            │                      ▁█▆███████▁
            │▁▁▂▂▄   ▆▄▂         ▃▇███████████▂
          0 ┼───────────────────────────────────
            │     ▔▔    ▀███████▀              ▀
            │            ▀ ▀███▀
            │                ▀█
        -36 │
             1    10    20    30    40    50
        """
    static let golden80 = """
        Score for dark after each move, in disks
        +36 │                                             ▁ ▃▄▆▃
            │                                          ▂▄▅█▇████▇▄
            │                                     ▃▁▄█▆████████████▄▁
            │▁ ▁▁▂▂▃▄▂    ▅▆▅▄▂                ▁▃▇███████████████████▅▂
          0 ┼────────────────────────────────────────────────────────────
            │ ▔       ▔▔▔      ▔▀█████████████▀                        ▔▀
            │                    ▔▀▔ ▀██████▀
            │                         ▔ ▀▀█▔
        -36 │
             1        10        20        30        40        50        60
        """
    static let golden200 = """
        Score for dark after each move, in disks
        +36 │                                                                                                                                       ▁▁▁   ▃▃▃▄▄▄▆▆▆▃▃▃
            │                                                                                                                              ▂▂▂▄▄▄▅▅▅███▇▇▇████████████▇▇▇▄▄▄
            │                                                                                                               ▃▃▃▁▁▁▄▄▄███▆▆▆████████████████████████████████████▄▄▄▁▁▁
            │▁▁▁   ▁▁▁▁▁▁▂▂▂▂▂▂▃▃▃▄▄▄▂▂▂            ▅▅▅▆▆▆▅▅▅▄▄▄▂▂▂                                                ▁▁▁▃▃▃▇▇▇█████████████████████████████████████████████████████████▅▅▅▂▂▂
          0 ┼────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
            │   ▔▔▔                     ▔▔▔▔▔▔▔▔▔                  ▔▔▔▀▀▀███████████████████████████████████████▀▀▀                                                                        ▔▔▔▀▀▀
            │                                                            ▔▔▔▀▀▀▔▔▔   ▀▀▀██████████████████▀▀▀
            │                                                                           ▔▔▔   ▀▀▀▀▀▀███▔▔▔
        -36 │
             1                          10                            20                            30                            40                            50                            60
        """
    static let goldenASCII = """
        Score for dark after each move, in disks
        +36 |                                             . .##.
            |                                          .##########
            |                                     ..################.
            |. .....#.    ####.                ..#####################.
          0 +------------------------------------------------------------
            | '       '''      '###############                        '#
            |                    '#' ########
            |                         ' ###'
        -36 |
             1        10        20        30        40        50        60
        """
}
