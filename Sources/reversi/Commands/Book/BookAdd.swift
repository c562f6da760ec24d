import CLISupport
import ReversiApp
import ReversiCore
import ReversiEngine

/// `reversi book add FILE` (spec 21.3): deepens the book along the games of a transcript, a
/// GGF file or a WTHOR database, and writes it back (or to --out), atomically.
enum BookAdd {
    static func run(_ request: BookRequest) -> Never {
        let path = request.bookToRead()
        let book = BookRequest.load(path)
        let games = games(in: request.input[0])
        let search = search(request, book: book)
        let out = request.out ?? path
        let journal = BookJournalFile.open(for: out)
        let searches = BookSearches(workers: request.threads, journal: journal)
        var builder = BookBuilder(evaluate: searches.evaluate)
        let (grown, added) = builder.add(
            games, to: book, plies: request.plan.plies, search: search)
        BookBuildRun.write(BookFile.encode(grown), to: out)
        journal.remove()
        printError(
            "added \(added) positions from \(games.count) games: \(out) has \(grown.count) positions"
        )
        exit(.success)
    }

    /// The plan's search at the book's selectivity: a book holds one (spec 21.1); to the
    /// depth of its leaves unless `--depth` says otherwise. Exits 64 when `--selectivity` asks
    /// for another.
    static func search(_ request: BookRequest, book: OpeningBook) -> BookSearch {
        if let asked = request.selectivity, asked != book.selectivity {
            printError(
                "error: the book's values come from searches at \(book.selectivity): add"
                    + " searches at the same, not \(asked)")
            exit(.usage)
        }
        let planned = request.plan.search
        let depth = request.depth ?? max(book.leafDepth, BookCommand.depthRange.lowerBound)
        return BookSearch(depth: depth, selectivity: book.selectivity, seed: planned.seed)
    }

    /// Every game of the file: a WTHOR database by its extension, a GGF file when it starts
    /// as one, else a transcript as reversi record writes it. Exits 65 when they cannot be read.
    static func games(in path: String) -> [PlayedGame] {
        let bytes = InputFile.read(path)
        let shown = path.escapingControlCharacters
        do {
            if GameFileRequest.isWTHOR(path) {
                return try WTHORDatabase(bytes: bytes).games.map(\.played)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.drop(while: \.isWhitespace).hasPrefix("(;") {
                return try GGFFile.games(in: bytes).map(\.played)
            }
            return try text.split(whereSeparator: \.isNewline)
                .filter { !$0.allSatisfy(\.isWhitespace) }
                .map { line throws(RecordFormatError) in try RecordFormat.parse(String(line)) }
        } catch {
            printError("error: '\(shown)': \(error)")
            exit(.dataError)
        }
    }
}
