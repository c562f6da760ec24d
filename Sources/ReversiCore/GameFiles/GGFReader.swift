/// Reading GGF files (spec 18.1): a file holds one game or several, one after another.
public enum GGFFile {
    /// Every game of the file, in order.
    public static func games(in bytes: [UInt8]) throws(GGFError) -> [GGFGame] {
        var scanner = GGFScanner(bytes)
        var games: [GGFGame] = []
        while let game = try nextGame(&scanner, number: games.count + 1) { games.append(game) }
        guard !games.isEmpty else { throw GGFError(game: 1, problem: .noGame) }
        return games
    }

    /// The game numbered `number` (from 1). The games before it are read too, but none after
    /// it, so a long archive is read only as far as needed.
    public static func game(_ number: Int, in bytes: [UInt8]) throws(GGFError) -> GGFGame {
        var scanner = GGFScanner(bytes)
        var count = 0
        while let game = try nextGame(&scanner, number: count + 1) {
            count += 1
            if count == number { return game }
        }
        throw GGFError(game: number, problem: count == 0 ? .noGame : .noSuchGame(count: count))
    }

    private static func nextGame(_ scanner: inout GGFScanner, number: Int) throws(GGFError)
        -> GGFGame?
    {
        let properties: [GGFRawProperty]
        do {
            guard let read = try scanner.nextGame() else { return nil }
            properties = read
        } catch {
            throw GGFError(game: number, problem: .syntax(error))
        }
        do {
            return try GGFGameReader.read(properties)
        } catch {
            throw GGFError(game: number, problem: error)
        }
    }
}

/// Plays one game's properties: the start, then each move in order, checked by the rules.
struct GGFGameReader {
    private var start: GameModel?
    private var played: PlayedGame?
    private var annotations: [GGFAnnotation?] = []
    private var kept: [GGFProperty] = []
    private var moveCount = 0

    static func read(_ properties: [GGFRawProperty]) throws(GGFError.Problem) -> GGFGame {
        var reader = GGFGameReader()
        for property in properties { try reader.read(property) }
        let played = reader.played ?? PlayedGame(from: reader.start ?? .initial)
        return GGFGame(played: played, annotations: reader.annotations, properties: reader.kept)
    }

    private mutating func read(_ property: GGFRawProperty) throws(GGFError.Problem) {
        switch property.name {
        case "GM":
            let name = trimmed(property.value)
            guard name.lowercased() == "othello" else { throw .notOthello(name) }
        case "BO":
            guard start == nil, played == nil else {
                throw .misplacedBoard(offset: property.offset)
            }
            do {
                start = try GGFBoard.read(property.value)
            } catch {
                throw .board(error)
            }
        case "B": try move(property.value, by: .dark)
        case "W": try move(property.value, by: .light)
        default:
            if property.name == "TY", !GGFProperty.isEightByEight(type: property.text) {
                throw .boardType(property.text)
            }
            if let kept = GGFProperty(name: property.name, value: property.text) {
                self.kept.append(kept)
            }
        }
    }

    /// Plays `value` (`d3`, `PA`, `d3/-1.5/2.1`) for `disk`. A pass the file leaves out is put
    /// in, as in a transcript, when the other side must pass and this move is for `disk`.
    private mutating func move(_ value: [UInt8], by disk: Disk) throws(GGFError.Problem) {
        moveCount += 1
        let index = moveCount
        var game = played ?? PlayedGame(from: start ?? .initial)
        let parts = value.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        let written = trimmed(parts.first ?? [])
        guard let entry = Self.entry(written) else {
            throw .move(
                TranscriptError(
                    index: index, written: String(written.prefix(20)), problem: .unreadable))
        }
        let annotation = try Self.annotation(parts.dropFirst(), index: index)
        if case .place = entry, case .mustPass(let pass) = game.current, pass.disk != disk {
            try? game.play(.pass)  // cannot fail: the side to move must pass
            annotations.append(nil)
        }
        guard let mover = game.current.turn else {
            throw .move(
                TranscriptError(index: index, written: entry.description, problem: .afterGameOver))
        }
        guard mover == disk else { throw .wrongColor(index: index, written: disk, toMove: mover) }
        do {
            try game.play(entry)
        } catch {
            throw .move(
                TranscriptError(
                    index: index, written: entry.description, problem: .illegal(for: mover, error)))
        }
        annotations.append(annotation)
        played = game
    }

    /// A cell in any case, or a pass: `PA` as GGS writes it, or any other spelling of one.
    private static func entry(_ text: String) -> Transcript.Entry? {
        Transcript.Entry(word: text)
    }

    /// The parts after the move: none, or an evaluation and seconds, either left empty.
    private static func annotation(_ parts: ArraySlice<ArraySlice<UInt8>>, index: Int)
        throws(GGFError.Problem) -> GGFAnnotation?
    {
        let texts = parts.map { trimmed($0) }
        let shown = texts.map { "/" + $0 }.joined()
        guard texts.count <= 2 else { throw .annotation(index: index, text: shown) }
        let evaluation = texts.first.flatMap { $0.isEmpty ? nil : $0 }
        let seconds = texts.dropFirst().first.flatMap { $0.isEmpty ? nil : $0 }
        guard evaluation != nil || seconds != nil else { return nil }
        guard let annotation = GGFAnnotation(evaluation: evaluation, seconds: seconds) else {
            throw .annotation(index: index, text: shown)
        }
        return annotation
    }
}

/// The text of `bytes` without the whitespace around it.
private func trimmed(_ bytes: some Collection<UInt8>) -> String {
    let start = bytes.drop(while: GGFSyntax.isWhitespace)
    let end = start.reversed().drop(while: GGFSyntax.isWhitespace).count
    return String(decoding: start.prefix(end), as: UTF8.self)
}
