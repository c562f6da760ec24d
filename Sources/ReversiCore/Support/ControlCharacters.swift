extension String {
    /// The text with each control character written as an escape (`\r`, `\n`, `\t`,
    /// `\u{1B}`), for messages that quote a file or an argument: a raw carriage return from a
    /// CRLF file would hide what precedes it, and an escape sequence would drive the terminal.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.isControl:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    fileprivate var isControl: Bool { properties.generalCategory == .control }
}
