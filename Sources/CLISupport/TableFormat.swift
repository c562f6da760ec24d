/// Right-aligned columns and thousands separators for the tables both executables print.
public enum TableFormat {
    public static func padded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `1939879668` as `1,939,879,668`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Seconds with three decimals.
    public static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count)
            + fraction
    }

    /// A rate such as `231.3 M/s`.
    public static func rate(_ count: Int, per seconds: Double) -> String {
        guard seconds > 0 else { return "-" }
        let perSecond = Double(count) / seconds
        let (scaled, unit) =
            perSecond >= 1e9
            ? (perSecond / 1e9, "G")
            : perSecond >= 1e6
                ? (perSecond / 1e6, "M")
                : perSecond >= 1e3 ? (perSecond / 1e3, "k") : (perSecond, "")
        return NumberText.oneDecimal(scaled) + " \(unit)/s"
    }

    /// A share as a percentage with one decimal: `0.995` as `99.5%`.
    public static func percent(_ share: Double) -> String {
        NumberText.oneDecimal(share * 100) + "%"
    }
}
