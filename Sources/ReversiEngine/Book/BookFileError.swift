import ReversiCore

/// Why a book file was refused (spec 21.4), naming the file.
public struct BookFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the message names it.
    public let file: String
    public let problem: Problem

    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// Fewer bytes than the header, or than the header's count of positions needs.
        case truncated(size: Int, expected: Int)
        /// More bytes than the header's count of positions needs.
        case trailingBytes(size: Int, expected: Int)
        case notABook
        case version(Int)
        case recordSize(Int)
        case checksum
        /// A selectivity that is none of the search's steps.
        case selectivity(Int)
        /// A position's record that no book writes: `reason` says what is wrong.
        case badRecord(number: Int, reason: String)
        /// A value the book's own tree contradicts: not the negamax of its exit and of the
        /// values of the book positions its moves lead to.
        case contradiction(position: String, stored: Int, negamax: Int?)

        public var description: String {
            switch self {
            case .truncated(let size, let expected):
                "it is truncated: \(size) bytes where a book needs \(expected)"
            case .trailingBytes(let size, let expected):
                "it has \(size) bytes where its header says \(expected)"
            case .notABook: "it is not an opening book (no book header)"
            case .version(let version):
                "it is a book of version \(version); this program reads versions"
                    + " \(BookFile.versionsRead.lowerBound) to \(BookFile.version)"
            case .recordSize(let size):
                "its records have \(size) bytes; version \(BookFile.version) has \(BookFile.recordSize)"
            case .checksum: "its checksum does not match its positions (the file is damaged)"
            case .selectivity(let percent):
                "its searches' selectivity, \(percent)%, is none of "
                    + Selectivity.steps
            case .badRecord(let number, let reason): "position \(number): \(reason)"
            case .contradiction(let position, let stored, let negamax):
                "the value of \(position) is \(stored), but the book's tree gives it "
                    + (negamax.map(String.init) ?? "none")
            }
        }
    }

    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    public var description: String {
        "book '\(file.escapingControlCharacters)': \(problem)"
    }
}
