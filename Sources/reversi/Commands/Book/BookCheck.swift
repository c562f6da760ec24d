import CLISupport
import Foundation
import ReversiEngine

/// `reversi book check` (spec 21.1): a seeded sample of the book's positions searched afresh,
/// each value compared with the book's, so that a book's maker sees how far its values are
/// from a deeper search before shipping it.
enum BookCheck {
    static func run(_ request: BookRequest) -> Never {
        let path = request.bookToRead()
        let book = BookRequest.load(path)
        // By default two plies past the book's leaves, at their selectivity: a fresh value
        // that can tell the errors of the leaves and of the tree above them.
        let search = BookSearch(
            depth: request.depth
                ?? min(book.leafDepth + 2, BookCommand.depthRange.upperBound),
            selectivity: request.selectivity ?? book.selectivity,
            seed: request.plan.search.seed)
        let keys = BookAgreement.sample(of: book, count: request.sample, seed: search.seed)
        printError(
            "searching \(keys.count) of the book's \(book.count) positions to depth"
                + " \(search.searchDepth)"
                + " on \(request.threads) thread\(request.threads == 1 ? "" : "s")")
        let fresh = BookSearches(workers: request.threads, journal: nil).evaluate(search, keys)
        print(
            lines(BookAgreement(book: book, keys: keys, fresh: fresh), book: path, search: search)
                .joined(separator: "\n"))
        exit(.success)
    }

    /// The summary, in disks: the bias, the mean and root mean square size of the differences,
    /// how many are within 1, 2 and 4 disks, and the position of the largest.
    static func lines(_ agreement: BookAgreement, book path: String, search: BookSearch)
        -> [String]
    {
        let count = agreement.comparisons.count
        func disks(_ hundredths: Double, signed: Bool = false) -> String {
            NumberText.oneDecimal(hundredths / 100, signed: signed)
        }
        var lines = [
            "\(path.escapingControlCharacters): \(count) positions searched again to depth"
                + " \(search.searchDepth) (seed \(search.seed))",
            "the fresh value minus the book's, in disks: mean "
                + disks(agreement.mean, signed: true)
                + ", mean size \(disks(agreement.meanAbsolute)),"
                + " root mean square \(disks(agreement.rootMeanSquare))",
            "within 1 disk: \(agreement.within(100)) of \(count); within 2: "
                + "\(agreement.within(200)); within 4: \(agreement.within(400))",
        ]
        if let largest = agreement.largest {
            lines.append(
                "largest: "
                    + NumberText.oneDecimal(hundredths: largest.difference, signed: true)
                    + " (book "
                    + NumberText.oneDecimal(hundredths: largest.book, signed: true) + ", search "
                    + NumberText.oneDecimal(hundredths: largest.fresh, signed: true) + ") at "
                    + largest.key.line)
        }
        return lines
    }
}
