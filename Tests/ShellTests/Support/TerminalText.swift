/// What a terminal shows after drawing a frame: the text of each row, with the cursor
/// positioning and line erasing applied and the attributes (bold, colours) dropped. Only the
/// escape sequences the game writes are understood.
func terminalText(of frame: String, rows: Int) -> String {
    var screen = Array(repeating: [Character](), count: rows)
    var (row, column) = (0, 0)
    var scalars = frame.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        guard scalar == "\u{1B}" else {
            if row < rows {
                while screen[row].count <= column { screen[row].append(" ") }
                screen[row][column] = Character(scalar)
            }
            column += 1
            continue
        }
        // A control sequence: ESC [ parameters final.
        _ = scalars.next()
        var parameters = ""
        while let next = scalars.next() {
            guard !(0x40...0x7E).contains(next.value) else {
                switch next {
                case "H":
                    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                    (row, column) = ((numbers.first ?? 1) - 1, (numbers.last ?? 1) - 1)
                case "K" where row < rows: screen[row] = []
                default: break  // attributes, synchronized updates
                }
                break
            }
            parameters.unicodeScalars.append(next)
        }
    }
    var lines = screen.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
}
