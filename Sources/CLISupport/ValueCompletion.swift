/// What a shell's completion can offer for an option's value or a positional: the option
/// tables know it, so the completion scripts do not have to be told twice.
public enum ValueCompletion: Hashable, Sendable {
    /// Free text (a number, moves, a position): nothing to offer.
    case text
    /// One of these words (`computer`, `manual`).
    case words([String])
    /// A file path.
    case file
}
