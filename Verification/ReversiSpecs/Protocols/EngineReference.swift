import ReversiCore
import ReversiProtocols

/// How the checker's world follows the position the other program sees: from the lines it
/// sent, each applied when the session's reply accepts it, and from the moves the engine
/// wrote. Independent of the session's own bookkeeping, so that the two can be compared.
extension EngineWorld {
    mutating func followReference(
        after action: EngineAction, before: EngineSession, outputs: [EngineOutput]
    ) {
        switch (before.dialect ?? session.dialect, action) {
        case (.gtp?, .line(let line, let meaning)):
            if before.search != nil {
                waiting.append(WaitingLine(line: line, meaning: meaning))
            } else {
                var replies = Self.gtpReplies(outputs)
                followGTP(line, meaning, reply: replies.isEmpty ? nil : replies.removeFirst())
            }
        case (.gtp?, .answer(let ticket)) where before.search?.ticket == ticket:
            followGTPAnswer(outputs)
        case (_, .line(_, let meaning)):
            let refused = lines.contains {
                $0.hasPrefix("Error") || $0.hasPrefix("Illegal move")
            }
            if !refused { apply(meaning) }
            followXBoardMoves(lines)
        case (.xboard?, .answer(let ticket)) where before.search?.ticket == ticket:
            followXBoardMoves(lines)
        default: break
        }
    }

    private mutating func apply(_ meaning: LineMeaning) {
        switch meaning {
        case .move(let entry, _):
            if entry == .pass, case .mustPass = reference.replayed {
                reference.entries.append(.pass)
            } else if case .place = entry {
                reference.entries.append(entry)
            }
        case .undo(let moves): reference.undo(moves: moves)
        case .setUp(let start): reference = ReferenceGame(start: start)
        case .bad, .ignored, .other: break
        }
    }

    /// xboard's `move P@d3` and `move @@@@`, the engine's own moves.
    private mutating func followXBoardMoves(_ lines: [String]) {
        for line in lines where line.hasPrefix("move ") {
            let move = line.dropFirst(5)
            if move == "@@@@" {
                reference.enginePassed()
            } else if let cell = Coordinate(String(move.dropFirst(2))) {
                reference.entries.append(.place(cell))
            }
        }
    }

    /// GTP's reply blocks, each its lines up to the blank line; a search started between
    /// them is marked by a `nil` block.
    static func gtpReplies(_ outputs: [EngineOutput]) -> [[String]?] {
        var blocks: [[String]?] = []
        var block: [String] = []
        for output in outputs {
            switch output {
            case .line(""):
                blocks.append(block)
                block = []
            case .line(let line): block.append(line)
            case .startSearch: blocks.append(nil)
            case .stopSearch, .exit: break
            }
        }
        return blocks
    }

    private mutating func followGTP(_ line: String, _ meaning: LineMeaning, reply: [String]??) {
        if line.contains("genmove") {
            // A genmove for the side after a forced pass plays that pass first.
            let color = line.split(separator: " ").last.map { $0 == "b" ? Disk.dark : .light }
            if case .mustPass(let pass) = reference.replayed, pass.disk != color {
                reference.entries.append(.pass)
            }
        }
        guard case .some(.some(let block)) = reply else { return }
        followGTPReply(block, to: line, meaning)
    }

    private mutating func followGTPReply(_ block: [String], to line: String, _ meaning: LineMeaning)
    {
        guard let first = block.first, first.hasPrefix("=") else { return }
        if line.contains("genmove") {
            let answer = first.split(separator: " ").dropFirst().first.map(String.init)
            if answer == "pass" {
                reference.enginePassed()
            } else if let answer, let cell = Coordinate(answer.lowercased()) {
                reference.entries.append(.place(cell))
            }
        } else {
            apply(meaning)
        }
    }

    /// The answered `genmove`'s reply, then the replies of the lines that waited for it, in
    /// order, until one of them starts a search again.
    private mutating func followGTPAnswer(_ outputs: [EngineOutput]) {
        var replies = Self.gtpReplies(outputs)
        guard !replies.isEmpty else { return }
        if let block = replies.removeFirst() {
            followGTPReply(block, to: "genmove", .other)
        }
        while let waitingLine = waiting.first, !replies.isEmpty {
            waiting.removeFirst()
            // A line that started a search has its reply with that search's answer.
            followGTP(waitingLine.line, waitingLine.meaning, reply: replies.removeFirst())
        }
    }
}
