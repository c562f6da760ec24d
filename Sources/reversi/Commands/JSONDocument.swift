import Foundation

/// A document the commands print with `--format json`: keys sorted, indented, and every key
/// present, `null` where there is no value (spec 19.1), so that a reader finds the same keys in
/// every document.
protocol JSONDocument: Encodable {}

extension JSONDocument {
    /// The document's text.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Each stored property under its own name, an absent optional as `null`: the synthesized
    /// encoding would leave the key out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PropertyName.self)
        for property in Mirror(reflecting: self).children {
            guard let name = property.label else { continue }
            if let value = property.value as? any Encodable {
                try container.encode(value, forKey: PropertyName(stringValue: name))
            } else {
                try container.encodeNil(forKey: PropertyName(stringValue: name))
            }
        }
    }
}

/// A key named after a stored property.
private struct PropertyName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
