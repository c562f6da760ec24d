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
}
