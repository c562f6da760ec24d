extension Opening {
    /// The project's list of named lines (spec 19.4), built from `table`.
    public static let all: [Opening] = table.compactMap { entry in
        Opening(
            name: entry.name, otherNames: entry.otherNames, moves: entry.moves,
            source: entry.source)
    }

    /// The list as written: the names are public knowledge, each attested by `source`; the
    /// moves are written from the standard start in the orientation that begins `f5`, so a
    /// reader can replay them on a board. One line per name; a test replays every line, so a
    /// misspelt move cannot hide here.
    package static let table:
        [(name: String, otherNames: [String], moves: String, source: OpeningSource)] = [
            ("Diagonal Opening", [], "f5 f6", .gatliff),
            ("X-square Opening", [], "f5 f6 e6 f4 g7", .gatliff),
            ("Snake", ["Peasant"], "f5 f6 e6 f4 g6", .gatliff),
            ("Lysons", [], "f5 f6 e6 f4 g6 c6", .gatliff),
            ("Pyramid", ["Checkerboarding Peasant"], "f5 f6 e6 f4 g6 c5 g4 g5 f3 e3 c4", .gatliff),
            ("Heath", ["Tobidashi"], "f5 f6 e6 f4 g5", .gatliff),
            ("Mimura Variation II", [], "f5 f6 e6 f4 g5 e7 f7 c5 e3 f3 c4 d3 c2", .gatliff),
            ("Heath-Bat", [], "f5 f6 e6 f4 g5 e7 e3", .gatliff),
            ("Iwasaki Variation", [], "f5 f6 e6 f4 g5 e7 d7", .gatliff),
            ("Heath-Chimney", [], "f5 f6 e6 f4 g5 d6", .gatliff),
            ("Raccoon Dog", [], "f5 f6 e6 f4 g4", .gatliff),
            ("Rocket", [], "f5 f6 e6 f4 g3", .gatliff),
            ("Hamilton", [], "f5 f6 e6 f4 g3 f3 g4", .gatliff),
            ("Lollipop", [], "f5 f6 e6 f4 g3 d6", .gatliff),
            ("Cow", [], "f5 f6 e6 f4 e3", .gatliff),
            ("Chimney", [], "f5 f6 e6 f4 e3 d6", .gatliff),
            ("Cow Bat", ["Bat", "Cambridge"], "f5 f6 e6 f4 e3 c5 g5", .gatliff),
            ("Bat (Piau Continuation 2)", [], "f5 f6 e6 f4 e3 c5 g5 g3 g4 f3 g6", .gatliff),
            (
                "Melnikov", ["Bat (Piau Continuation 1)"], "f5 f6 e6 f4 e3 c5 g5 g3 g4 f3 c4",
                .gatliff
            ),
            (
                "Bat (Kling Continuation)", [],
                "f5 f6 e6 f4 e3 c5 g5 f3 g4 g6 g3 d6 f7 h5 h4 h3 e7", .gatliff
            ),
            ("Bat (Kling Alternative)", [], "f5 f6 e6 f4 e3 c5 g5 d6 g6", .gatliff),
            ("Rose-v-Toth", [], "f5 f6 e6 f4 e3 c5 c4", .gatliff),
            ("Tanida", [], "f5 f6 e6 f4 e3 c5 c4 e7", .gatliff),
            ("Aircraft", ["Feldborg"], "f5 f6 e6 f4 e3 c5 c4 e7 g4", .gatliff),
            ("Sailboat", [], "f5 f6 e6 f4 e3 c5 c4 e7 b5 e2", .gatliff),
            ("Maruoka", [], "f5 f6 e6 f4 e3 c5 c4 d3 f3 e2", .gatliff),
            ("Landau", [], "f5 f6 e6 f4 e3 c5 c4 d3 c3", .gatliff),
            ("Buffalo", ["Kenichi Variation"], "f5 f6 e6 f4 c3", .gatliff),
            ("Maruoka Buffalo", [], "f5 f6 e6 f4 c3 d7 f3", .gatliff),
            ("Tanida Buffalo", [], "f5 f6 e6 f4 c3 d6 f3 c4 c5 b4", .gatliff),
            ("Hokuriku Buffalo", [], "f5 f6 e6 f4 c3 c4", .gatliff),
            ("Wing Variation", [], "f5 f6 d3 f4", .gatliff),
            ("Semi-Wing Variation", [], "f5 f6 c4 f4", .gatliff),
            ("Parallel Opening", [], "f5 f4", .gatliff),
            ("Perpendicular Opening", [], "f5 d6", .gatliff),
            ("Mimura", [], "f5 d6 c5 f4 e3 d3", .gatliff),
            ("Shaman", ["Danish"], "f5 d6 c5 f4 e3 c6 f3", .gatliff),
            ("Inoue", [], "f5 d6 c5 f4 e3 c6 e6", .gatliff),
            ("Iago", [], "f5 d6 c5 f4 e3 c6 e6 f6", .gatliff),
            ("Bhagat", [], "f5 d6 c5 f4 e3 c6 d7", .gatliff),
            ("Rose", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7", .gatliff),
            ("Flat", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4", .gatliff),
            ("Rotating Flat", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4", .gatliff),
            ("Murakami Variation", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4 g6", .gatliff),
            (
                "Rotating Flat (Kling Continuation)", [],
                "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4 g5 c3 f7 d2 e7 f2", .gatliff
            ),
            ("Rose-Birth", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4", .gatliff),
            ("Brightstein", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 g5 c3 b4 e2", .gatliff),
            ("Rose-Birdie", ["Rose-Tamenori"], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 b4", .gatliff),
            ("Rose-Tamenori-Kling", [], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 b4 c3", .gatliff),
            ("Greenberg", ["Dawg"], "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 e7", .gatliff),
            ("Ralle", [], "f5 d6 c5 f4 e3 c6 d3 f3", .gatliff),
            ("Horse", [], "f5 d6 c5 f4 d3", .gatliff),
            ("Ganglion", ["No-Cat"], "f5 d6 c4 g5", .gatliff),
            ("Swallow", [], "f5 d6 c4 g5 c6", .gatliff),
            ("No-Cat (Continuation)", [], "f5 d6 c4 g5 c6 c5 d7 d3 b4 c3 e3 f3", .gatliff),
            ("Italian", [], "f5 d6 c4 d3 e6", .gatliff),
            ("Cat", [], "f5 d6 c4 d3 c5", .gatliff),
            ("Sakaguchi", [], "f5 d6 c4 d3 c5 f4 e3 f3 c2 c6", .gatliff),
            ("Berner", [], "f5 d6 c4 d3 c5 f4 e3 f3 c2 b4 b3", .gatliff),
            ("Bent Ganglion", [], "f5 d6 c3 g5", .gatliff),
            ("Tiger", [], "f5 d6 c3 d3 c4", .gatliff),
            ("Stephenson", [], "f5 d6 c3 d3 c4 f4 f6", .gatliff),
            ("No-Kung", [], "f5 d6 c3 d3 c4 f4 f6 g5", .gatliff),
            ("No-Kung (Continuation)", [], "f5 d6 c3 d3 c4 f4 f6 g5 e3 f3 g4 h3 g3 f2", .gatliff),
            ("Comp'Oth", [], "f5 d6 c3 d3 c4 f4 f6 f3", .gatliff),
            (
                "F.A.T. Draw", [], "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 g6 f8 f7 g5 h6 h4 g4 h3 h5 h7",
                .gatliff
            ),
            ("Lightning Bolt", [], "f5 d6 c3 d3 c4 f4 f6 f3 e3", .gatliff),
            ("Kung", [], "f5 d6 c3 d3 c4 f4 f6 b4", .gatliff),
            ("Leader's Tiger", [], "f5 d6 c3 d3 c4 f4 e6", .gatliff),
            ("Brightwell", [], "f5 d6 c3 d3 c4 f4 e3", .gatliff),
            ("Ishii", [], "f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3", .gatliff),
            (
                "Mainline Tiger", [], "f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3 g6 f6 g5 d7 g3",
                .gatliff
            ),
            ("Rose-Bill", [], "f5 d6 c3 d3 c4 f4 c5 b3 c2", .gatliff),
            ("Tamenori", [], "f5 d6 c3 d3 c4 f4 c5 b3 c2 e6", .gatliff),
            ("Central Rose-Bill", ["Dead Draw"], "f5 d6 c3 d3 c4 f4 c5 b3 c2 b4", .gatliff),
            ("Aubrey", ["Tanaka"], "f5 d6 c3 d3 c4 b3", .gatliff),
            ("Aubrey (Feldborg Continuation)", [], "f5 d6 c3 d3 c4 b3 d2 f4", .gatliff),
        ]
}
