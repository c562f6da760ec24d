/// ANSI text attributes. Colours are dropped when colour is off (NO_COLOR, TERM=dumb,
/// --no-color); bold and reverse video are not colours and stay, so the cursor and the
/// focused button remain visible either way.
struct Style: Sendable {
    let colors: Bool

    func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[22m" }
    func reverse(_ text: String) -> String { "\u{1B}[7m\(text)\u{1B}[27m" }
    func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[22m" : text }

    /// Foreground `code` (30...37, 90...97) on background `background` (40...47), if colour is on.
    func color(_ text: String, _ code: Int, on background: Int? = nil) -> String {
        guard colors else { return text }
        let background = background.map { ";\($0)" } ?? ""
        return "\u{1B}[\(code)\(background)m\(text)\u{1B}[39;49m"
    }
}
