import Testing

@testable import reversi

/// The message area and the record beside the board are wrapped to the terminal's width.
@Suite("Spec 6: the message area's text is wrapped to the width it has")
struct WrapTests {
    @Test(
        "between words, each line as full as it can be; a word longer than a line is cut",
        arguments: [
            ("ab cd", 5, ["ab cd"]), ("ab cd", 4, ["ab", "cd"]), ("ab cd ef", 5, ["ab cd", "ef"]),
            ("abcdefg", 3, ["abc", "def", "g"]), ("", 4, []), ("a  b", 3, ["a b"]),
        ])
    func wraps(text: String, width: Int, lines: [String]) {
        #expect(FrameLayout.wrap(text, width: width) == lines)
    }
}
