import Testing

@testable import reversi

/// Line mode's input: lines in, however the reads cut them; a runaway line skipped at the cost
/// of one look at each byte.
@Suite("Spec 15.11: line mode cuts its input into capped lines")
struct LineBufferTests {
    /// Everything `buffer` has ready, taken.
    func drain(_ buffer: inout LineBuffer) -> [LineBuffer.Item] {
        var items: [LineBuffer.Item] = []
        while let item = buffer.next {
            items.append(item)
            buffer.dropNext()
        }
        return items
    }

    @Test("lines come whole, however the reads cut them; the last one needs no newline")
    func lines() {
        var buffer = LineBuffer(limit: 32)
        buffer.append(Array("f5\nmo".utf8))
        #expect(drain(&buffer) == [.line("f5")])
        buffer.append(Array("de dark computer\n\nqu".utf8))
        #expect(drain(&buffer) == [.line("mode dark computer"), .line("")])
        #expect(!buffer.isExhausted)
        buffer.finish()
        #expect(drain(&buffer) == [.line("qu")])
        #expect(buffer.isExhausted)
    }

    @Test("an item stays until it is dropped")
    func peek() {
        var buffer = LineBuffer(limit: 16)
        buffer.append(Array("a\nb\n".utf8))
        #expect(buffer.next == .line("a"))
        #expect(buffer.next == .line("a"))
        buffer.dropNext()
        #expect(buffer.next == .line("b"))
    }

    @Test(
        "a line over the limit is one item with its first bytes; the rest of it is skipped, the next line is read"
    )
    func tooLong() {
        var buffer = LineBuffer(limit: 8)
        buffer.append(Array("12345678\n123456789".utf8))
        buffer.append(Array("abc\nf5\n".utf8))
        #expect(drain(&buffer) == [.line("12345678"), .tooLong(prefix: "123456789"), .line("f5")])
        buffer.append(Array(String(repeating: "x", count: 100).utf8))
        buffer.finish()
        #expect(
            drain(&buffer) == [
                .tooLong(prefix: String(repeating: "x", count: LineBuffer.prefixLength))
            ])
    }

    @Test(
        "16 MiB without a newline, in 4 KiB reads: one report, never more than the limit held, in time linear in the input"
    )
    func runawayLine() {
        var buffer = LineBuffer(limit: 4096)
        let read = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<(16 * 1024 * 1024 / read.count) {
            buffer.append(read)
            #expect(buffer.heldBytes <= 4096)
        }
        buffer.append(Array("\nf5\n".utf8))
        let elapsed = clock.now - start
        #expect(
            drain(&buffer) == [
                .tooLong(prefix: String(repeating: "x", count: LineBuffer.prefixLength)),
                .line("f5"),
            ])
        // Linear: unoptimised, about a second; the quadratic reading this replaces took
        // minutes. The bound only catches that, not timing noise.
        #expect(elapsed < .seconds(30))
    }
}
