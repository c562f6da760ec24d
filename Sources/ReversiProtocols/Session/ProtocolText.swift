import ReversiCore
import ReversiEngine

/// The words the protocols share: moves, scores and times as they write them.
enum ProtocolText {
    /// A move as the protocols write it: `d3` or `D3`, xboard's drop `P@d3`, and a pass as
    /// `pass`, NBoard's `PA` or xboard's `@@@@`.
    static func entry(_ word: some StringProtocol) -> Transcript.Entry? {
        let lower = word.lowercased()
        return Transcript.Entry(word: lower.hasPrefix("p@") ? lower.dropFirst(2) : lower[...])
    }

    /// A score in disks with two places: `+1.25`, `-0.50`, `0.00`.
    static func disks(_ score: Score) -> String {
        let value = score.hundredths
        let sign = value > 0 ? "+" : value < 0 ? "-" : ""
        let magnitude = abs(value)
        let cents = magnitude % 100
        return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// Seconds with one decimal: `0.0`, `12.3`.
    static func seconds(_ seconds: Double) -> String {
        let tenths = seconds.isFinite ? max(0, Int((seconds * 10).rounded())) : 0
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// NBoard's and xboard's answer to a line they cannot use: `Error (reason): detail`, the
    /// detail cut to 200 characters so a line of megabytes is not written back.
    static func error(_ reason: String, _ detail: some StringProtocol) -> [EngineOutput] {
        [.line("Error (\(reason)): \(detail.prefix(200))")]
    }

    /// `ping N` answered `pong N`, as NBoard and xboard both do.
    static func pong(_ arguments: [Substring], line: String) -> [EngineOutput] {
        guard arguments.count == 1, let number = Int(arguments[0]) else {
            return error("bad ping", line)
        }
        return [.line("pong \(number)")]
    }

    /// The words of a line, split on spaces and tabs.
    static func words(_ line: some StringProtocol) -> [Substring] {
        Substring(line).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }
}
