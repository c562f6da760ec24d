import ReversiCore
import Testing

@testable import reversi

@Suite("Spec 13.3: the positions and known results `reversi solve` reads")
struct SolveInputTests {
    static let position = "XXXXXXXXOOOOOXXO-OOOXXXO-XOOOXXOXXXOXXOO-XXOOXO-OXXOOOO--XXXX-X- X"

    @Test("spec 13.3: everything after the first ';' is the comment, further ';' included")
    func knownResultsAfterASecondSemicolon() throws {
        let problems = try SolveInput.parse("\(Self.position) ; from a book; f8:+12 ; q1:+4\n")
        #expect(problems.map(\.known.count) == [1])
        #expect(problems.first?.known.first?.move == .f8)
        #expect(problems.first?.known.first?.score == 12)
    }

    @Test("spec 13.3: a known score is a disk difference from -64 to +64, its sign optional")
    func knownScores() throws {
        for (word, score) in [("f8:12", 12), ("f8:+64", 64), ("f8:-64", -64), ("F8:0", 0)] {
            let problems = try SolveInput.parse("\(Self.position) ; \(word)")
            #expect(problems.first?.known.first?.score == score, "\(word)")
        }
        for word in ["f8:65", "f8:-65", "f8:+", "f8:x", "f8:++2", "f8:+-2"] {
            #expect(throws: SolveInputError.self, "\(word)") {
                try SolveInput.parse("\(Self.position) ; \(word)")
            }
        }
    }

    @Test("spec 13.3: scores are written with their sign, a draw as +0")
    func signedScores() {
        #expect(ScoreText.signed(12) == "+12")
        #expect(ScoreText.signed(0) == "+0")
        #expect(ScoreText.signed(-3) == "-3")
    }
}
