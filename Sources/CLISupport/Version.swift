/// The version both executables print for `--version`.
public enum Version {
    public static let current = "0.1.0"
}
