/// The text the engine carries the evaluation's weights in, inside the Swift source the build
/// generates (`WeightsEmbedding`): a string literal compiles in a moment where an array literal
/// of half a million numbers would take the compiler minutes.
///
/// Each weight is three characters of a 64-letter alphabet (its value plus 32768, six bits a
/// character); a run of zeros, common in the tables of patterns the games never showed, is a
/// `.` and the run's length in two characters. Line breaks and spaces are ignored.
package enum WeightsText {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let zeros = UInt8(ascii: ".")
    private static let longestRun = 64 * 64 - 1

    /// The text of `weights`, in lines of `width` characters.
    package static func encode(_ weights: [Int16], width: Int = 100) -> [String] {
        var characters: [UInt8] = []
        var index = 0
        while index < weights.count {
            if weights[index] == 0 {
                var run = 1
                while run < longestRun, index + run < weights.count, weights[index + run] == 0 {
                    run += 1
                }
                characters += [zeros, alphabet[run >> 6], alphabet[run & 63]]
                index += run
            } else {
                let value = Int(weights[index]) + 32768
                characters += [
                    alphabet[value >> 12], alphabet[value >> 6 & 63], alphabet[value & 63],
                ]
                index += 1
            }
        }
        return stride(from: 0, to: characters.count, by: width).map {
            String(decoding: characters[$0..<min($0 + width, characters.count)], as: UTF8.self)
        }
    }

    /// The weights of `text`; nil when it is not such a text or does not hold `count` of them.
    /// One pass over the bytes, as every run of the engine decodes half a million weights.
    package static func decode(_ text: String, count: Int) -> [Int16]? {
        var text = text
        return text.withUTF8 { decode($0, count: count) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [Int16]? {
        var digitValues = [UInt8](repeating: 255, count: 256)
        for (value, character) in alphabet.enumerated() {
            digitValues[Int(character)] = UInt8(value)
        }
        var weights = [Int16](repeating: 0, count: count)
        var written = 0
        var value = 0
        var digits = 0
        var isRun = false
        for byte in bytes where byte > 32 {
            if digits == 0 && byte == zeros {
                isRun = true
                digits = 1
                continue
            }
            let digit = digitValues[Int(byte)]
            guard digit < 64 else { return nil }
            value = value << 6 | Int(digit)
            digits += 1
            guard digits == 3 else { continue }
            if isRun {
                guard value > 0, written + value <= count else { return nil }
                written += value
            } else {
                guard value < 65536, written < count else { return nil }
                weights[written] = Int16(truncatingIfNeeded: value - 32768)
                written += 1
            }
            (value, digits, isRun) = (0, 0, false)
        }
        return digits == 0 && written == count ? weights : nil
    }
}
