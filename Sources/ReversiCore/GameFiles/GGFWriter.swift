extension GGFGame {
    /// The game as one line of GGF, as GGS and NBoard write it: the game, the kept properties,
    /// the start (always given, so no reader has to assume one), then every ply, a pass written
    /// `PA` so that readers that expect every pass can replay it (spec 18.1, 18.4).
    public var text: String {
        var text = "(;GM[Othello]"
        for property in properties { text += property.name + "[" + escaped(property.value) + "]" }
        text += "BO[" + GGFBoard.write(played.start) + "]"
        for (ply, annotation) in zip(played.plies, annotations) {
            switch ply {
            case .placed(let move):
                text += Self.color(move.disk) + "[" + move.coordinate.description
            case .passed(let disk): text += Self.color(disk) + "[PA"
            }
            text += (annotation?.text ?? "") + "]"
        }
        return text + ";)"
    }

    /// The properties `reversi record` writes for a game of this program: the place, the board
    /// type and the result, from dark's side as GGS writes it (`+12`, `-4`, `0`; `?` for a game
    /// not over).
    public static func describing(_ played: PlayedGame) -> [GGFProperty] {
        let result: String
        if case .completed(let finished) = played.current {
            let score = FinalScore(finished.board).difference(for: .dark)
            result = score > 0 ? "+\(score)" : "\(score)"
        } else {
            result = "?"
        }
        return [("PC", "reversi"), ("RE", result), ("TY", "8")].compactMap {
            GGFProperty(name: $0.0, value: $0.1)
        }
    }

    private static func color(_ disk: Disk) -> String { disk == .dark ? "B" : "W" }

    /// A value as GGF writes it: `]` and `\` escaped, so that it reads back as it was. By
    /// scalars, not characters: a combining mark after `]` would hide it in a character.
    private func escaped(_ value: String) -> String {
        var text = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if scalar == "]" || scalar == "\\" { text.append("\\") }
            text.append(scalar)
        }
        return String(text)
    }
}

extension GGFFile {
    /// Several games, one a line, as GGS archives hold them.
    public static func text(of games: [GGFGame]) -> String {
        games.map { $0.text + "\n" }.joined()
    }
}
