/// A recipe for a random value, written as decisions drawn from `Choices`.
///
/// Generators shrink for free: every combinator maps decision 0 to its simplest value (the
/// lower bound, the first option, the end of a list), so lowering and dropping decisions in
/// the record moves a case towards its simplest form.
public struct Generator<Value>: Sendable {
    let generate: @Sendable (inout Choices) -> Value

    public init(_ generate: @escaping @Sendable (inout Choices) -> Value) {
        self.generate = generate
    }

    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Generator<Other> {
        Generator<Other> { transform(self.generate(&$0)) }
    }

    /// A generator whose shape depends on a value drawn first.
    public func flatMap<Other>(
        _ next: @escaping @Sendable (Value) -> Generator<Other>
    ) -> Generator<Other> {
        Generator<Other> { choices in next(self.generate(&choices)).generate(&choices) }
    }

    /// Always `value`, drawing nothing.
    public static func constant(_ value: Value) -> Generator<Value> where Value: Sendable {
        Generator { _ in value }
    }

    /// A list of values, built while a continuation decision says "more". The decision comes
    /// before each element and 0 means "stop", so shrinking shortens the list from its end
    /// and deleting an element's decisions removes that element.
    public func list(averageLength: Int, maxLength: Int) -> Generator<[Value]> {
        Generator<[Value]> { choices in
            var values: [Value] = []
            while values.count < maxLength,
                choices.choose(below: max(averageLength, 1) + 1) != 0
            {
                values.append(self.generate(&choices))
            }
            return values
        }
    }
}

extension Generator where Value == Int {
    /// An integer in `range`, shrinking towards its lower bound.
    public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
        Generator { range.lowerBound + $0.choose(below: range.count) }
    }
}

extension Generator where Value: Sendable {
    /// One of `values`, shrinking towards the first. `values` must not be empty.
    public static func element(of values: [Value]) -> Generator<Value> {
        Generator { values[$0.choose(below: values.count)] }
    }

    /// One of the generators, picked with the given relative weights; shrinks towards the
    /// first. Weights below 1 count as never chosen, but at least one must be positive.
    public static func weighted(_ options: [(weight: Int, generator: Generator<Value>)])
        -> Generator<Value>
    {
        let total = options.reduce(0) { $0 + max($1.weight, 0) }
        return Generator { choices in
            var ticket = choices.choose(below: total)
            for option in options where option.weight > 0 {
                if ticket < option.weight { return option.generator.generate(&choices) }
                ticket -= option.weight
            }
            return options[options.count - 1].generator.generate(&choices)
        }
    }
}
