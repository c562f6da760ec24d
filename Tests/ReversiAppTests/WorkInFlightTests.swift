import ReversiCore
import ReversiEngine
import Testing

@testable import ReversiApp

/// The one bookkeeping of work in flight, which the session, the checker's world and the test
/// store share (spec 3.6, 10.4, 13.2: a cancelled request's answer is dropped).
@Suite("Spec 3.6, 10.4, 13.2: work in flight, by ticket")
struct WorkInFlightTests {
    static let moves = LegalMoves(.initial)

    @Test(
        "a start adds its work with its handle; a cancel of its kind removes it and gives the handle back"
    )
    func startAndCancel() throws {
        let moves = try #require(Self.moves)
        var work = WorkInFlight<Int>()
        #expect(work.apply(.startThinking(moves, .random, Ticket(1))) { ticket, _ in 10 } == nil)
        #expect(work.apply(.scheduleAnimationStep(Ticket(2))) { _, _ in 20 } == nil)
        #expect(work.entries.map(\.work) == [.thinking(moves, .random), .animationStep])
        // A cancel of another kind leaves the work alone.
        #expect(work.apply(.cancelHint(Ticket(1))) { _, _ in 0 } == nil)
        #expect(work.contains(Ticket(1)))
        #expect(work.apply(.cancelThinking(Ticket(1))) { _, _ in 0 } == 10)
        #expect(!work.contains(Ticket(1)))
        #expect(work.apply(.save(.initial)) { _, _ in 0 } == nil)
        #expect(work.entries.map(\.handle) == [20])
        #expect(work.removeAll() == [20])
        #expect(work.isEmpty)
    }

    @Test(
        "an answer ends work of its own kind once; a stale answer, or another event, ends nothing")
    func answers() throws {
        let moves = try #require(Self.moves)
        var work = WorkInFlight<Int>()
        _ = work.apply(.startHint(moves, Ticket(3))) { _, _ in 30 }
        _ = work.apply(.scheduleAnimationStep(Ticket(4))) { _, _ in 40 }
        #expect(work.finish(.world(.computerAnswered(Ticket(3), .d3))) == nil)
        #expect(work.finish(.world(.animationStepFinished(Ticket(3)))) == nil)
        #expect(work.finish(.person(.resetPressed)) == nil)
        let hint = Hint(move: .d3, evaluation: .exact(0))
        #expect(work.finish(.world(.hintAnswered(Ticket(3), hint))) == 30)
        #expect(work.finish(.world(.hintAnswered(Ticket(3), hint))) == nil)
        #expect(work.finish(.world(.animationStepFinished(Ticket(4)))) == 40)
        #expect(work.isEmpty)
    }
}
