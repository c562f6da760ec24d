import CLISupport
import Foundation
import ReversiCore

/// A position and the disk difference the evaluation learns to predict for its side to move:
/// its game's final result (`reversi-train games`) or a deeper search's value (`reversi-train
/// label`). 17 bytes in a file: both bitboards, then the score.
struct TrainingSample {
    static let bytes = 17

    let position: Bitboards
    let score: Int8

    func append(to data: inout Data) {
        withUnsafeBytes(of: position.own.littleEndian) { data.append(contentsOf: $0) }
        withUnsafeBytes(of: position.opponent.littleEndian) { data.append(contentsOf: $0) }
        data.append(UInt8(bitPattern: score))
    }

    /// The samples of a file written by `append(to:)`; nil when its length is not a whole
    /// number of samples.
    static func read(_ data: Data) -> [TrainingSample]? {
        guard data.count % bytes == 0 else { return nil }
        let raw = [UInt8](data)
        return stride(from: 0, to: raw.count, by: bytes).map { start in
            func word(_ at: Int) -> UInt64 {
                (0..<8).reduce(0) { $0 | UInt64(raw[at + $1]) << (8 * $1) }
            }
            return TrainingSample(
                position: Bitboards(own: word(start), opponent: word(start + 8)),
                score: Int8(bitPattern: raw[start + 16]))
        }
    }

    /// The samples of the files at `paths`, in order; a file that cannot be read, or is not
    /// one of samples, ends the command with its error.
    static func readFiles(_ paths: [String]) -> [TrainingSample] {
        var all: [TrainingSample] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: cannot read \(path)")
                exit(.ioError)
            }
            guard let read = TrainingSample.read(data) else {
                printError("error: \(path) is not a file of samples")
                exit(.dataError)
            }
            all += read
        }
        return all
    }
}
