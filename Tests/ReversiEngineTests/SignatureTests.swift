import PropertyCheck
import ReversiCore
import Testing

@testable import ReversiEngine

/// The search's signature: on fixed positions, the solver's and every level's moves, scores and
/// node counts. The other tests hold the results right, and a change to the move order, the
/// pruning or the table keeps them right while it changes the work done; this test sees such a
/// change, so that it is made on purpose. A change that means it replaces `expected` with the
/// table the failure prints, and gives the benchmark's numbers in its commit.
@Suite("Spec 10.6, 13.4: the search's signature")
struct SignatureTests {
    /// The levels bounded by positions (1 to 5), whose moves depend on nothing but the
    /// position, the level and the seed (spec 10.6); the ladder's search on every thread.
    static let untimed = Level.searching.filter { $0.limits.midgameNodes != nil }

    /// Positions reached by seeded random play, 13 to 16 empties: every part of the solver
    /// runs (the presort from 14 empties, so 13 is solved without it; the table's enhanced
    /// cut-offs from 12, the table from 9, sorted moves from 7, the last empties).
    static let solved: [GameState] = {
        var choices = Choices(generator: SplitMix64(seed: 2026))
        let one = (0..<2).map { _ in choices.draw(RandomPositions.withAtMost(13...13)) }
        return one + (0..<10).map { _ in choices.draw(RandomPositions.withAtMost(14...16)) }
    }()

    /// Openings for the heuristic search, two positions of 18 empties that the strongest level
    /// solves, one at each level's last empties to solve and one more, and lopsided boards.
    static func searched() throws -> [GameState] {
        var choices = Choices(generator: SplitMix64(seed: 6))
        let late = (0..<2).map { _ in choices.draw(RandomPositions.withAtMost(18...18)) }
        let edges = untimed.flatMap {
            [$0.limits.exactEmpties, $0.limits.exactEmpties + 1]
        }.map {
            choices.draw(RandomPositions.withAtMost($0...$0))
        }
        // Lopsided boards, where the side with few disks often has no move: passes inside
        // the search, with the window handed across them.
        let passing = (0..<6).map { _ in choices.draw(RandomPositions.lopsided(empties: 22...28)) }
        return try ["f5d6c3d3c4f4f6f3e6e7", "f5f6e6f4e3c5c4e7", "c4c3d3c5b4"].map(openingPosition)
            + late + (edges + passing).filter { LegalMoves($0) != nil }
    }

    static func signature() throws -> String {
        var lines: [String] = []
        func solve(_ label: String, _ state: GameState, tableBytes: Int) {
            let solution = Engine(tableBytes: tableBytes).solve(state)
            let found = solution.map { "\($0.score) \($0.bestPlay) \($0.nodes)" } ?? "stopped"
            lines.append("\(label) \(state.line): \(found)")
        }
        func search(
            _ label: String, _ moves: LegalMoves, _ level: Level, nodeBudget: Int?,
            tableBytes: Int = 1 << 16
        ) {
            let limits = nodeBudget.map { level.limits.capped(nodes: $0) } ?? level.limits
            let result = Engine(tableBytes: tableBytes).bestMove(
                for: moves, limits: limits, seed: 1)
            lines.append(
                "\(label) \(moves.state.line): \(result.move) \(result.score)"
                    + " depth \(result.depth) \(result.nodes) \(result.ending)")
        }
        // A small table, so that its replacement runs too.
        for state in solved { solve("solve", state, tableBytes: 1 << 16) }
        // And without a table: the same scores, in the work of the plain search.
        for state in solved.prefix(2) { solve("solve without a table", state, tableBytes: 0) }
        // Light, with two disks, must move, and every move loses every disk: scores of ±64
        // through the whole tree, where the table's bounds meet the ends of the scale.
        let wipedOut = try GameState(
            line: "XXXXXXO-XXXOX--X----XXXX--XX--XXXXXXXXXXXX-XX-XXXXXXX-XXXXXXXXXX O")
        solve("solve wiped out", wipedOut, tableBytes: 1 << 16)
        let searched = try searched().map { try #require(LegalMoves($0)) }
        for moves in searched {
            for level in Self.untimed { search("level \(level)", moves, level, nodeBudget: nil) }
        }
        // Without a table, every transposition is searched again and values tie across the
        // tree, at the windows' very edges: a window one off changes the work done.
        for moves in searched.prefix(3) {
            for level in Self.untimed.suffix(2) {
                search(
                    "level \(level) without a table", moves, level, nodeBudget: nil, tableBytes: 0)
            }
        }
        // Searches stopped by their budget inside a depth: the move and score they answer
        // with, kept from the depth before or taken from the unfinished one.
        for moves in searched.prefix(3) {
            for budget in [300, 1000, 3000, 10_000] {
                search("budget \(budget)", moves, .strongestUntimed, nodeBudget: budget)
            }
        }
        // A budget of one node: the heuristic search stops at its first, and a solve short
        // enough not to poll finishes anyway.
        var choices = Choices(generator: SplitMix64(seed: 9))
        for empties in 1...6 {
            let state = choices.draw(RandomPositions.withAtMost(empties...empties))
            guard let moves = LegalMoves(state) else { continue }
            search("budget 1", moves, .strongestUntimed, nodeBudget: 1)
        }
        return lines.joined(separator: "\n")
    }

    static let expected = """
        solve ------OXX--XOOX-XX-OOOO-OOXXOXO-OOOXXOXXOOOXOXXXOOOXXXXXOOOOOOO- O: 34 moves([light h4]) 93470
        solve --X-OX-OXOXXOOO-OXXXOOOX--XOOOXO-OXXOX--OOXXOOXXXXOXOXOOXO-XXO-- O: 2 moves([light c8]) 346517
        solve O-XXXX--XXXXOOO-O-OOXO-OOOOXOXOOOOOOOOXO--OXXX-X-OOOOXOX----OOOO X: 30 moves([dark g6]) 153780
        solve OX--OXX-OOOOOX--XXXXXOO-XXOXXO--XOOOOOOO--XXXX-OOXXXXXXXX---OO-- X: -20 moves([dark a6]) 620581
        solve --X-O----XXXOO---XX-OOOX-XOOOXOXXOXXXXXXOOO-OOXX-OOXOXXX--OOXXXX X: 44 moves([dark d6]) 299511
        solve -OOX-XXX-XOX-XXXXXXOOOXXX-XXOOXXXOOXXOXX-OOXX-X--OOOOXXO----O-X- O: 8 moves([light f6]) 202343
        solve -XXXOX--XXXOOOOOOOOOOXXX-OXOXXXXOXOXXXXXXO-O-XX-X-O-OOX------O-X X: -10 moves([dark h1, dark c6, dark b7]) 1088116
        solve --XXXOXXOXOOOXXOXXXOXXX--XXOXXXXX-OXOOXX-OOOOXXX-XOO-O--X---X-O- O: 8 moves([light h3]) 274805
        solve ---XXXXX-OX-OOXX-OOXXOXX--OXXXX-OXXOXOXOO-XXOOOOOXOXOOO-X--X-O-- X: 30 moves([dark b4, dark b6]) 2256204
        solve ---XO----XXXXXX--XXOOXXXXXOXXOXXXXXXOOXXX-XXXXXO-XXXOXXO--XOO-X- O: 46 moves([light h8]) 338553
        solve OOOOO----OOOOOOOOXXX-OO-XXXXXOX--XOXXOXO--OOXXXX-XOXO-XX-OOOOO-X X: 4 moves([dark e3, dark h4]) 85222
        solve O-XXXXXXOXXOOO-XO-XOOOX-XOXOOXO--XOOOOOO-OXOOXO---X-OOOX-----OOO X: -10 moves([dark h6]) 379451
        solve without a table ------OXX--XOOX-XX-OOOO-OOXXOXO-OOOXXOXXOOOXOXXXOOOXXXXXOOOOOOO- O: 34 moves([light h4]) 123137
        solve without a table --X-OX-OXOXXOOO-OXXXOOOX--XOOOXO-OXXOX--OOXXOOXXXXOXOXOOXO-XXO-- O: 2 moves([light c8]) 613975
        solve wiped out XXXXXXO-XXXOX--X----XXXX--XX--XXXXXXXXXXXX-XX-XXXXXXX-XXXXXXXXXX O: -64 moves([light f2, light f4]) 1043
        level 1 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark e3 +256 heuristic depth 1 14 completed
        level 2 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark c6 -52 heuristic depth 2 116 completed
        level 3 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark f7 +2 heuristic depth 4 1318 completed
        level 4 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark f7 -21 heuristic depth 6 8058 completed
        level 5 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark c6 -88 heuristic depth 8 98828 completed
        level 1 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +337 heuristic depth 1 11 completed
        level 2 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 -28 heuristic depth 2 59 completed
        level 3 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +43 heuristic depth 4 625 completed
        level 4 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +148 heuristic depth 6 5537 completed
        level 5 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +28 heuristic depth 8 35403 completed
        level 1 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -97 heuristic depth 1 8 completed
        level 2 ------------------OX-----XXXX-----OOO--------------------------- O: light d2 -171 heuristic depth 2 47 completed
        level 3 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -270 heuristic depth 4 653 completed
        level 4 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -340 heuristic depth 6 4471 completed
        level 5 ------------------OX-----XXXX-----OOO--------------------------- O: light e3 -490 heuristic depth 8 24723 completed
        level 1 XXXO----XXOOOO--XXXOOO--XXXXOOO-XXXXOO-OXXXX-O--XOXX-XO-XO-X-X-O X: dark c8 +5228 heuristic depth 1 13 completed
        level 2 XXXO----XXOOOO--XXXOOO--XXXXOOO-XXXXOO-OXXXX-O--XOXX-XO-XO-X-X-O X: dark c8 +4831 heuristic depth 2 35 completed
        level 3 XXXO----XXOOOO--XXXOOO--XXXXOOO-XXXXOO-OXXXX-O--XOXX-XO-XO-X-X-O X: dark c8 +5578 heuristic depth 4 383 completed
        level 4 XXXO----XXOOOO--XXXOOO--XXXXOOO-XXXXOO-OXXXX-O--XOXX-XO-XO-X-X-O X: dark c8 +6400 heuristic depth 6 2854 completed
        level 5 XXXO----XXOOOO--XXXOOO--XXXXOOO-XXXXOO-OXXXX-O--XOXX-XO-XO-X-X-O X: dark c8 +60 exact depth 18 289521 completed
        level 1 -XXXXO----OOXXXX-OOOXOXX--OOXXXX--OOXXXX-OOOXOXX-OOOO-X--O-O-X-O X: dark f7 +1107 heuristic depth 1 14 completed
        level 2 -XXXXO----OOXXXX-OOOXOXX--OOXXXX--OOXXXX-OOOXOXX-OOOO-X--O-O-X-O X: dark g1 +473 heuristic depth 2 50 completed
        level 3 -XXXXO----OOXXXX-OOOXOXX--OOXXXX--OOXXXX-OOOXOXX-OOOO-X--O-O-X-O X: dark g1 +137 heuristic depth 4 625 completed
        level 4 -XXXXO----OOXXXX-OOOXOXX--OOXXXX--OOXXXX-OOOXOXX-OOOO-X--O-O-X-O X: dark g1 +95 heuristic depth 6 3958 completed
        level 5 -XXXXO----OOXXXX-OOOXOXX--OOXXXX--OOXXXX-OOOXOXX-OOOO-X--O-O-X-O X: dark f7 0 exact depth 18 4536315 completed
        level 1 OOOOXX--OOOOOOOOOXXOXXOOOXOXOOXOOOXXOOXOOOOOXOXOX--XOXXOXXXXXXXO X: dark g1 -14 exact depth 4 38 completed
        level 2 OOOOXX--OOOOOOOOOXXOXXOOOXOXOOXOOOXXOOXOOOOOXOXOX--XOXXOXXXXXXXO X: dark g1 -14 exact depth 4 44 completed
        level 3 OOOOXX--OOOOOOOOOXXOXXOOOXOXOOXOOOXXOOXOOOOOXOXOX--XOXXOXXXXXXXO X: dark g1 -14 exact depth 4 91 completed
        level 4 OOOOXX--OOOOOOOOOXXOXXOOOXOXOOXOOOXXOOXOOOOOXOXOX--XOXXOXXXXXXXO X: dark g1 -14 exact depth 4 91 completed
        level 5 OOOOXX--OOOOOOOOOXXOXXOOOXOXOOXOOOXXOOXOOOOOXOXOX--XOXXOXXXXXXXO X: dark g1 -14 exact depth 4 91 completed
        level 1 OOOOOXX-XXOOOOO-XXXOOOOOOXOXOOOOOOOXXOOO-OXOOOOO-XOXXXOOXXXXX-XX O: light f8 -203 heuristic depth 1 4 completed
        level 2 OOOOOXX-XXOOOOO-XXXOOOOOOXOXOOOOOOOXXOOO-OXOOOOO-XOXXXOOXXXXX-XX O: light f8 0 exact depth 5 52 completed
        level 3 OOOOOXX-XXOOOOO-XXXOOOOOOXOXOOOOOOOXXOOO-OXOOOOO-XOXXXOOXXXXX-XX O: light f8 0 exact depth 5 120 completed
        level 4 OOOOOXX-XXOOOOO-XXXOOOOOOXOXOOOOOOOXXOOO-OXOOOOO-XOXXXOOXXXXX-XX O: light f8 0 exact depth 5 161 completed
        level 5 OOOOOXX-XXOOOOO-XXXOOOOOOXOXOOOOOOOXXOOO-OXOOOOO-XOXXXOOXXXXX-XX O: light f8 0 exact depth 5 161 completed
        level 1 OOOO-XO--XXOX-O-OXXXXXOXOXXXO-OOOXXXXOOXOO-OXOO-OXOOXXOOOOOOXOOO X: dark h6 -2578 heuristic depth 1 6 completed
        level 2 OOOO-XO--XXOX-O-OXXXXXOXOXXXO-OOOXXXXOOXOO-OXOO-OXOOXXOOOOOOXOOO X: dark h6 -30 exact depth 8 1700 completed
        level 3 OOOO-XO--XXOX-O-OXXXXXOXOXXXO-OOOXXXXOOXOO-OXOO-OXOOXXOOOOOOXOOO X: dark h6 -30 exact depth 8 1513 completed
        level 4 OOOO-XO--XXOX-O-OXXXXXOXOXXXO-OOOXXXXOOXOO-OXOO-OXOOXXOOOOOOXOOO X: dark h6 -30 exact depth 8 2252 completed
        level 5 OOOO-XO--XXOX-O-OXXXXXOXOXXXO-OOOXXXXOOXOO-OXOO-OXOOXXOOOOOOXOOO X: dark h6 -30 exact depth 8 3384 completed
        level 1 -OOOXX---XOOOOO-XOXOXO-OOXXXXXXXOOXOXX-XXXOOXXXXXXXXXXXX--XXXXXX O: light g1 -1221 heuristic depth 1 7 completed
        level 2 -OOOXX---XOOOOO-XOXOXO-OOXXXXXXXOOXOXX-XXXOOXXXXXXXXXXXX--XXXXXX O: light g1 -1395 heuristic depth 2 28 completed
        level 3 -OOOXX---XOOOOO-XOXOXO-OOXXXXXXXOOXOXX-XXXOOXXXXXXXXXXXX--XXXXXX O: light g1 -16 exact depth 9 1805 completed
        level 4 -OOOXX---XOOOOO-XOXOXO-OOXXXXXXXOOXOXX-XXXOOXXXXXXXXXXXX--XXXXXX O: light g1 -16 exact depth 9 2372 completed
        level 5 -OOOXX---XOOOOO-XOXOXO-OOXXXXXXXOOXOXX-XXXOOXXXXXXXXXXXX--XXXXXX O: light g1 -16 exact depth 9 3295 completed
        level 1 --OOOOOO---XXOO---XXXXOXXXXXOXX-OOOXXXXX-OOOOXXX-XXOOXXXXXXXOOO- X: dark h8 +2297 heuristic depth 1 5 completed
        level 2 --OOOOOO---XXOO---XXXXOXXXXXOXX-OOOXXXXX-OOOOXXX-XXOOXXXXXXXOOO- X: dark h8 +1259 heuristic depth 2 17 completed
        level 3 --OOOOOO---XXOO---XXXXOXXXXXOXX-OOOXXXXX-OOOOXXX-XXOOXXXXXXXOOO- X: dark h8 +4 exact depth 12 6814 completed
        level 4 --OOOOOO---XXOO---XXXXOXXXXXOXX-OOOXXXXX-OOOOXXX-XXOOXXXXXXXOOO- X: dark h8 +4 exact depth 12 7524 completed
        level 5 --OOOOOO---XXOO---XXXXOXXXXXOXX-OOOXXXXX-OOOOXXX-XXOOXXXXXXXOOO- X: dark h8 +4 exact depth 12 9379 completed
        level 1 XO--XOO--OXXXXOXOXXXX-XOXXXXXXX-OXOOX---OOXXOOXXOOOOOOX----XXXXO O: light a2 +1702 heuristic depth 1 12 completed
        level 2 XO--XOO--OXXXXOXOXXXX-XOXXXXXXX-OXOOX---OOXXOOXXOOOOOOX----XXXXO O: light h1 +1704 heuristic depth 2 69 completed
        level 3 XO--XOO--OXXXXOXOXXXX-XOXXXXXXX-OXOOX---OOXXOOXXOOOOOOX----XXXXO O: light h1 +2129 heuristic depth 4 498 completed
        level 4 XO--XOO--OXXXXOXOXXXX-XOXXXXXXX-OXOOX---OOXXOOXXOOOOOOX----XXXXO O: light h1 +26 exact depth 13 38202 completed
        level 5 XO--XOO--OXXXXOXOXXXX-XOXXXXXXX-OXOOX---OOXXOOXXOOOOOOX----XXXXO O: light h1 +26 exact depth 13 45895 completed
        level 1 -OXXO---XOOX-----OOXXOO--OXXXOOXOOXOOOOX-OOXOOOX--OOXXOX--OOOXOO X: dark a1 +2585 heuristic depth 1 15 completed
        level 2 -OXXO---XOOX-----OOXXOO--OXXXOOXOOXOOOOX-OOXOOOX--OOXXOX--OOOXOO X: dark a1 +2030 heuristic depth 2 44 completed
        level 3 -OXXO---XOOX-----OOXXOO--OXXXOOXOOXOOOOX-OOXOOOX--OOXXOX--OOOXOO X: dark f1 +2031 heuristic depth 4 549 completed
        level 4 -OXXO---XOOX-----OOXXOO--OXXXOOXOOXOOOOX-OOXOOOX--OOXXOX--OOOXOO X: dark f1 +18 exact depth 16 770986 completed
        level 5 -OXXO---XOOX-----OOXXOO--OXXXOOXOOXOOOOX-OOXOOOX--OOXXOX--OOOXOO X: dark f1 +18 exact depth 16 832773 completed
        level 1 --XXXXXX-XXXXXXXXOX-XXXXXXOXXXXXX-XOXXXX-OXXOXXXO---OO-X-----O-- O: light d3 -2497 heuristic depth 1 8 completed
        level 2 --XXXXXX-XXXXXXXXOX-XXXXXXOXXXXXX-XOXXXX-OXXOXXXO---OO-X-----O-- O: light d3 -3712 heuristic depth 2 25 completed
        level 3 --XXXXXX-XXXXXXXXOX-XXXXXXOXXXXXX-XOXXXX-OXXOXXXO---OO-X-----O-- O: light d3 -3412 heuristic depth 4 338 completed
        level 4 --XXXXXX-XXXXXXXXOX-XXXXXXOXXXXXX-XOXXXX-OXXOXXXO---OO-X-----O-- O: light d7 -2863 heuristic depth 6 1506 completed
        level 5 --XXXXXX-XXXXXXXXOX-XXXXXXOXXXXXX-XOXXXX-OXXOXXXO---OO-X-----O-- O: light d7 -30 exact depth 17 122188 completed
        level 1 --OXXXXX-OXXX-O-O--XOXOO-OXOOO--XXOOOXX--X-OX---XXXXXX---OXXXXX- X: dark a8 +1855 heuristic depth 1 11 completed
        level 2 --OXXXXX-OXXX-O-O--XOXOO-OXOOO--XXOOOXX--X-OX---XXXXXX---OXXXXX- X: dark a8 +849 heuristic depth 2 64 completed
        level 3 --OXXXXX-OXXX-O-O--XOXOO-OXOOO--XXOOOXX--X-OX---XXXXXX---OXXXXX- X: dark a8 +2474 heuristic depth 4 574 completed
        level 4 --OXXXXX-OXXX-O-O--XOXOO-OXOOO--XXOOOXX--X-OX---XXXXXX---OXXXXX- X: dark a8 +2636 heuristic depth 6 2562 completed
        level 5 --OXXXXX-OXXX-O-O--XOXOO-OXOOO--XXOOOXX--X-OX---XXXXXX---OXXXXX- X: dark a8 +36 exact depth 20 1117637 completed
        level 1 X------OXX---XXXXOOOXX--XOOOXX---OXOXX---OXOXXXXXXOOOOO-XO-O-X-O O: light g1 +1378 heuristic depth 1 11 completed
        level 2 X------OXX---XXXXOOOXX--XOOOXX---OXOXX---OXOXXXXXXOOOOO-XO-O-X-O O: light g1 -492 heuristic depth 2 50 completed
        level 3 X------OXX---XXXXOOOXX--XOOOXX---OXOXX---OXOXXXXXXOOOOO-XO-O-X-O O: light e2 -813 heuristic depth 4 1251 completed
        level 4 X------OXX---XXXXOOOXX--XOOOXX---OXOXX---OXOXXXXXXOOOOO-XO-O-X-O O: light g1 -487 heuristic depth 6 7927 completed
        level 5 X------OXX---XXXXOOOXX--XOOOXX---OXOXX---OXOXXXXXXOOOOO-XO-O-X-O O: light h3 -281 heuristic depth 8 38640 completed
        level 1 -XX---XXXXX-----X-X-XXOXXX-XXXX-X-XXXXXXX--XX--X-XXXXX--XXXX-OXX X: dark e8 -1526 heuristic depth 1 4 completed
        level 2 -XX---XXXXX-----X-X-XXOXXX-XXXX-X-XXXXXXX--XX--X-XXXXX--XXXX-OXX X: dark e8 -303 heuristic depth 2 11 completed
        level 3 -XX---XXXXX-----X-X-XXOXXX-XXXX-X-XXXXXXX--XX--X-XXXXX--XXXX-OXX X: dark h2 -702 heuristic depth 4 90 completed
        level 4 -XX---XXXXX-----X-X-XXOXXX-XXXX-X-XXXXXXX--XX--X-XXXXX--XXXX-OXX X: dark h2 -2344 heuristic depth 6 388 completed
        level 5 -XX---XXXXX-----X-X-XXOXXX-XXXX-X-XXXXXXX--XX--X-XXXXX--XXXX-OXX X: dark e8 -137 heuristic depth 8 5267 completed
        level 1 ---XX---XX-XOX--X-X-XX-X--X--XXO-XXOXXOX---X-XX-XXXX--XXOXXX-X-- X: dark e6 -4251 heuristic depth 1 3 completed
        level 2 ---XX---XX-XOX--X-X-XX-X--X--XXO-XXOXXOX---X-XX-XXXX--XXOXXX-X-- X: dark e6 -6400 heuristic depth 2 38 completed
        level 3 ---XX---XX-XOX--X-X-XX-X--X--XXO-XXOXXOX---X-XX-XXXX--XXOXXX-X-- X: dark h6 -6400 heuristic depth 4 338 completed
        level 4 ---XX---XX-XOX--X-X-XX-X--X--XXO-XXOXXOX---X-XX-XXXX--XXOXXX-X-- X: dark h6 -6400 heuristic depth 6 2583 completed
        level 5 ---XX---XX-XOX--X-X-XX-X--X--XXO-XXOXXOX---X-XX-XXXX--XXOXXX-X-- X: dark h6 -6400 heuristic depth 8 23621 completed
        level 1 XOXXXXXOXX--OX--X-X-X----OXXX--X-XXXXXXX--XOX---XXX-XX-XXX-XX-XX X: dark d2 -2513 heuristic depth 1 10 completed
        level 2 XOXXXXXOXX--OX--X-X-X----OXXX--X-XXXXXXX--XOX---XXX-XX-XXX-XX-XX X: dark d2 -5560 heuristic depth 2 59 completed
        level 3 XOXXXXXOXX--OX--X-X-X----OXXX--X-XXXXXXX--XOX---XXX-XX-XXX-XX-XX X: dark d2 -4725 heuristic depth 4 595 completed
        level 4 XOXXXXXOXX--OX--X-X-X----OXXX--X-XXXXXXX--XOX---XXX-XX-XXX-XX-XX X: dark b3 -4560 heuristic depth 6 3337 completed
        level 5 XOXXXXXOXX--OX--X-X-X----OXXX--X-XXXXXXX--XOX---XXX-XX-XXX-XX-XX X: dark d7 -1914 heuristic depth 8 20216 completed
        level 1 -X--X--XXX-XX-X-X-XX-X-XX---XXXX--XXXX--X-X---OXX-X-XXX---OX-XXO O: light e8 +3841 heuristic depth 1 5 completed
        level 2 -X--X--XXX-XX-X-X-XX-X-XX---XXXX--XXXX--X-X---OXX-X-XXX---OX-XXO O: light e8 +2052 heuristic depth 2 19 completed
        level 3 -X--X--XXX-XX-X-X-XX-X-XX---XXXX--XXXX--X-X---OXX-X-XXX---OX-XXO O: light e8 +4214 heuristic depth 4 148 completed
        level 4 -X--X--XXX-XX-X-X-XX-X-XX---XXXX--XXXX--X-X---OXX-X-XXX---OX-XXO O: light e8 +6050 heuristic depth 6 2471 completed
        level 5 -X--X--XXX-XX-X-X-XX-X-XX---XXXX--XXXX--X-X---OXX-X-XXX---OX-XXO O: light e8 +6400 heuristic depth 8 18288 completed
        level 1 --XXO--XXX-XXXXX-XXXXXXXOOOX--X--XX-X--XXX--X-X-XOX--X-XO-----X- O: light d7 +5459 heuristic depth 1 11 completed
        level 2 --XXO--XXX-XXXXX-XXXXXXXOOOX--X--XX-X--XXX--X-X-XOX--X-XO-----X- O: light d7 +6352 heuristic depth 2 46 completed
        level 3 --XXO--XXX-XXXXX-XXXXXXXOOOX--X--XX-X--XXX--X-X-XOX--X-XO-----X- O: light a5 +5657 heuristic depth 4 535 completed
        level 4 --XXO--XXX-XXXXX-XXXXXXXOOOX--X--XX-X--XXX--X-X-XOX--X-XO-----X- O: light a5 +5535 heuristic depth 6 3387 completed
        level 5 --XXO--XXX-XXXXX-XXXXXXXOOOX--X--XX-X--XXX--X-X-XOX--X-XO-----X- O: light a5 +5261 heuristic depth 8 27228 completed
        level 1 -X-XX--XXXXX--XX-XXX---X------XX-XX-XXXXXX--O-X---XXXX-OXX--XXO- X: dark h8 -3338 heuristic depth 1 2 completed
        level 2 -X-XX--XXXXX--XX-XXX---X------XX-XX-XXXXXX--O-X---XXXX-OXX--XXO- X: dark h8 -1519 heuristic depth 2 9 completed
        level 3 -X-XX--XXXXX--XX-XXX---X------XX-XX-XXXXXX--O-X---XXXX-OXX--XXO- X: dark h8 -937 heuristic depth 4 64 completed
        level 4 -X-XX--XXXXX--XX-XXX---X------XX-XX-XXXXXX--O-X---XXXX-OXX--XXO- X: dark h8 -25 heuristic depth 6 353 completed
        level 5 -X-XX--XXXXX--XX-XXX---X------XX-XX-XXXXXX--O-X---XXXX-OXX--XXO- X: dark h8 +462 heuristic depth 8 938 completed
        level 4 without a table ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark f7 -21 heuristic depth 6 13011 completed
        level 5 without a table ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark c6 -88 heuristic depth 8 154989 completed
        level 4 without a table --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +148 heuristic depth 6 5591 completed
        level 5 without a table --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +28 heuristic depth 8 47926 completed
        level 4 without a table ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -340 heuristic depth 6 7508 completed
        level 5 without a table ------------------OX-----XXXX-----OOO--------------------------- O: light e3 -490 heuristic depth 8 65648 completed
        budget 300 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark c6 -52 heuristic depth 2 300 budgetSpent
        budget 1000 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark c6 +303 heuristic depth 3 1000 budgetSpent
        budget 3000 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark f7 +2 heuristic depth 4 3000 budgetSpent
        budget 10000 ------------------XO-O----XXOO-----XOX-----OOX------O----------- X: dark f7 -21 heuristic depth 6 10000 budgetSpent
        budget 300 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +599 heuristic depth 3 300 budgetSpent
        budget 1000 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +43 heuristic depth 4 1000 budgetSpent
        budget 3000 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +623 heuristic depth 5 3000 budgetSpent
        budget 10000 --------------------X-----XXXO----OXOO------OO------O----------- X: dark c6 +148 heuristic depth 6 10000 budgetSpent
        budget 300 ------------------OX-----XXXX-----OOO--------------------------- O: light d2 -12 heuristic depth 3 300 budgetSpent
        budget 1000 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -270 heuristic depth 4 1000 budgetSpent
        budget 3000 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 +21 heuristic depth 5 3000 budgetSpent
        budget 10000 ------------------OX-----XXXX-----OOO--------------------------- O: light b3 -340 heuristic depth 6 10000 budgetSpent
        budget 1 OOOOOOOXOOXXXOXOOXOOOXOOXXOOXOOO-XOXOOXOXXXXXOXOXXOOOOOOXXXXXXXO O: light a5 +16 exact depth 1 2 completed
        budget 1 -XXXXXXOOXXXOXOOOXXOXOXOOXOXOOXOOOOOXXOOOXOOXXXOOOXXXXOXOOOOOOX- X: dark h8 -14 exact depth 2 2 completed
        budget 1 XXXXXX-XXOOOOOXOXOOOOXOOXXOOXOXOXXOOOOOOXOXOOOOOXOOOOOOOXOOOOO-- O: light g1 -2 exact depth 3 4 completed
        budget 1 O-OXXXXX-OOOOOOXXXOOOXXXXXXOOXXXXXXXOOX-XOXXXXOOXXOXXXOOXXXXXX-O X: dark h5 +30 exact depth 4 23 completed
        budget 1 --XXXX-XX-XXOXXOOXXOXXOOOXXXXXOOOXXOOXXXOXOXOXXXOOXOXXX-OOOOOOOO O: light g1 +48 exact depth 5 115 completed
        budget 1 -XXXXXX--OOOOO-OOOOXXXXXXXXOOXXXXXOOXXOXOOOXXXXXOOOOOXXX-XX-OOOX X: dark a8 +48 exact depth 6 143 completed
        """

    @Test("the table takes the largest power of two of entries that fits, and none below two")
    func tableSizes() {
        let entry = MemoryLayout<TableEntry>.stride
        let sizes = [0, 1, 2, 3, 4, 7, 8].map { Engine(tableBytes: $0 * entry).tableBytes / entry }
        #expect(sizes == [0, 0, 2, 2, 4, 4, 8])
        // The default in docs/engine.md: 2^21 entries, 48 MiB.
        #expect(Engine().tableBytes == 48 << 20)
    }

    @Test("spec 13.4: a finished game is worth 100 a disk, beyond any heuristic value if not drawn")
    func finalValues() {
        #expect((-2...2).map(Evaluation.final) == [-10_200, -10_100, 0, 10_100, 10_200])
        #expect(Evaluation.final(1) > Evaluation.bound)
    }

    @Test(
        "heuristic values stay within their bound, 9000, under every won game, on 2000 lopsided boards"
    )
    func heuristicBound() throws {
        // Dark has 62 disks, light one (h7), and h8 is empty: dark's by far, not finished.
        let cells = String(repeating: "X", count: 55) + "O" + String(repeating: "X", count: 7) + "-"
        #expect(Evaluation.evaluate(try GameState(line: cells + " X").bitboards) > 3000)
        #expect(Evaluation.evaluate(try GameState(line: cells + " O").bitboards) < -3000)
        #expect(Evaluation.bound < Evaluation.final(1))
        let property = Property("a heuristic value is within the bound") { choices in
            let position = choices.draw(RandomPositions.lopsided(empties: 1...60)).bitboards
            let value = Evaluation.evaluate(position)
            let finished = position.legalMoves == 0 && position.passed.legalMoves == 0
            guard finished || abs(value) <= Evaluation.bound else {
                throw PropertyFailure("\(value)")
            }
        }
        expectHolds(property, cases: 2000)
    }

    @Test("the evaluation's phases: 8 empties each, the last from 56 to the 60 of the start")
    func phases() {
        #expect((0...60).map { Patterns.phase(empties: $0) } == (0...60).map { min($0 / 8, 7) })
        #expect(Patterns.phases == 8)
    }

    @Test(
        "spec 10.6, 13.4: the moves, scores and nodes of the solver and of every level on fixed positions are the ones recorded"
    )
    func signatureHolds() throws {
        let actual = try Self.signature()
        #expect(actual == Self.expected, "the signature now:\n\(actual)")
    }
}
