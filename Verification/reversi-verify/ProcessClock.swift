#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Readings of the process's clocks for the tables of `perft` and `positions`.
enum ProcessClock {
    /// Wall-clock seconds on a monotonic clock.
    static var wall: Double { seconds(CLOCK_MONOTONIC) }

    /// CPU seconds used by all threads of the process, so far.
    static var cpu: Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

    private static func seconds(_ clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The process's peak resident memory in bytes (`VmHWM` of `/proc/self/status`), or `nil`
    /// where the system does not report it that way.
    static var peakResidentBytes: Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(
                decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let kibibytes = text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" })
                .first.flatMap { Int($0) }
            return kibibytes.map { $0 * 1024 }
        }
        return nil
    }
}
