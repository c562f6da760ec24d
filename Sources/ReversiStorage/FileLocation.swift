/// A file named by the directory that holds it and its name there: the unit of an atomic
/// replacement, whose temporary file must live in the same directory.
struct FileLocation: Hashable, Sendable {
    /// `/` for the root, `.` for the working directory.
    let directory: String
    let name: String

    /// `nil` when `path` names no file (`/`, `.`, `..`, or nothing).
    init?(_ path: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let name: Substring
        if let slash = trimmed.lastIndex(of: "/") {
            name = trimmed[trimmed.index(after: slash)...]
            let parent = trimmed[..<slash]
            directory = parent.isEmpty ? "/" : String(parent)
        } else {
            name = trimmed
            directory = "."
        }
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        self.name = String(name)
    }

    private init(directory: String, name: String) {
        self.directory = directory
        self.name = name
    }

    var path: String { directory == "/" ? "/" + name : directory + "/" + name }

    /// Another file in the same directory.
    func sibling(_ name: String) -> FileLocation { FileLocation(directory: directory, name: name) }

    /// Where a symbolic link here that holds `destination` points: a relative destination is
    /// read from the link's directory.
    func following(_ destination: String) -> FileLocation? {
        FileLocation(destination.hasPrefix("/") ? destination : directory + "/" + destination)
    }

    /// The directory and each directory above it that the path names, outermost first:
    /// `a/b` for `a/b/name` gives `a` then `a/b`; an absolute path starts below `/`.
    var directories: [String] {
        var prefixes: [String] = []
        var prefix = directory.hasPrefix("/") ? "" : nil as String?
        for component in directory.split(separator: "/") {
            prefix = prefix.map { $0 + "/" + component } ?? String(component)
            prefixes.append(prefix ?? "")
        }
        return prefixes
    }
}
