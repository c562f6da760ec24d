import Foundation
import ReversiStorage

/// A file system in memory that remembers, for every file and directory, what it holds now
/// and what it held when it was last synchronized, so that a test can crash it after any
/// single call and see what a restart would find. Any call can be made to fail with an
/// `errno`; every call is logged.
final class SimulatedFileSystem: FileSystem, @unchecked Sendable {
    enum Node: Hashable {
        case file([UInt8])
        case directory([String: Int])
        case symbolicLink(String)
        /// A FIFO, a device or a socket.
        case special(FileKind)
    }

    /// The disk: what survives the process.
    struct Image: Hashable {
        /// Every node as the running system sees it; node 0 is the root.
        var nodes: [Int: Node] = [0: .directory([:])]
        /// Every node as of its last `fsync` (a node never synchronized is empty).
        var durable: [Int: Node] = [0: .directory([:])]

        /// What a restart may find after a crash: after a process crash, everything done so
        /// far; after a power loss, any mix of each node's current and last synchronized
        /// content (a pessimistic model: real disks keep some order).
        var crashOutcomes: [Image] {
            let unsynchronized = nodes.keys.filter { nodes[$0] != durable[$0] }.sorted()
            var outcomes: [Image] = []
            for mask in 0..<(1 << unsynchronized.count) {
                var outcome = self
                for (bit, node) in unsynchronized.enumerated() where mask & (1 << bit) != 0 {
                    outcome.nodes[node] = durable[node]
                }
                outcome.durable = outcome.nodes
                outcomes.append(outcome)
            }
            return outcomes
        }
    }

    /// One call, as logged and as faults select it.
    struct Call: Hashable, CustomStringConvertible {
        var name: String
        var path: String
        var description: String { "\(name) \(path)" }
    }

    private let mutex = NSLock()
    private(set) var image: Image
    let processID: Int32
    var runningProcesses: Set<Int32> = []
    /// The `errno` a call fails with, if any.
    var fault: (Call) -> Int32? = { _ in nil }
    /// After this many calls, `crashImage` keeps the disk as it was.
    var crashAfter: Int?
    private(set) var crashImage: Image?
    private(set) var calls: [Call] = []
    private(set) var bytesRead = 0
    /// At most this many bytes per `write`, so that writes tear as real ones can.
    var writeLimit = 16
    /// At most this many bytes per `read`, so that reads come short as real ones can.
    var readLimit = Int.max
    /// The size `fstat` reports for a file of this size: less for a file that grows while it
    /// is read.
    var reportedSize: (Int) -> Int = { $0 }

    private struct OpenFile {
        var node: Int
        var path: String
        var offset = 0
    }
    private var openFiles: [Int32: OpenFile] = [:]
    private var nextDescriptor: Int32 = 3
    private var lockHolders: [Int: Int32] = [:]

    init(image: Image = Image(), processID: Int32 = 100) {
        self.image = image
        self.processID = processID
        runningProcesses = [processID]
    }

    // MARK: Building a disk

    /// Creates a file (and its directories), synchronized.
    func create(_ path: String, _ node: Node) {
        let components = path.split(separator: "/").map(String.init)
        var directory = 0
        for name in components.dropLast() {
            if case .directory(let entries) = image.nodes[directory], let next = entries[name] {
                directory = next
            } else {
                directory = link(.directory([:]), as: name, in: directory)
            }
        }
        _ = link(node, as: components[components.count - 1], in: directory)
        image.durable = image.nodes
    }

    func contents(_ path: String) -> Node? {
        (try? node(at: path)) ?? nil
    }

    func names(_ directory: String) -> [String] {
        (try? names(inDirectory: directory))?.sorted() ?? []
    }

    // MARK: FileSystem

    func open(_ path: String, _ mode: OpenMode) throws(SystemError) -> Descriptor {
        try perform("open \(mode)", path) { () throws(SystemError) in
            let (parent, name) = try locate(path)
            guard let existing = find(name, in: parent) else {
                switch mode {
                case .reading, .directory: throw SystemError(ENOENT)
                case .writingNew, .lockFile:
                    return descriptor(for: link(.file([]), as: name, in: parent), path)
                }
            }
            switch (mode, image.nodes[existing]) {
            case (.writingNew, _): throw SystemError(EEXIST)
            case (_, .symbolicLink?): throw SystemError(ELOOP)
            case (.reading, _), (.directory, .directory?), (.lockFile, .file?): break
            case (.directory, _): throw SystemError(ENOTDIR)
            case (.lockFile, .directory?): throw SystemError(EISDIR)
            case (.lockFile, _): throw SystemError(EACCES)
            }
            return descriptor(for: existing, path)
        }
    }

    func read(_ file: Descriptor, upTo count: Int) throws(SystemError) -> [UInt8] {
        try perform("read", path(of: file)) { () throws(SystemError) in
            let open = try opened(file)
            guard case .file(let bytes) = image.nodes[open.node] else { throw SystemError(EISDIR) }
            let chunk = Array(bytes.dropFirst(open.offset).prefix(min(count, readLimit)))
            openFiles[file.rawValue]?.offset += chunk.count
            bytesRead += chunk.count
            return chunk
        }
    }

    func write(_ file: Descriptor, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        try perform("write", path(of: file)) { () throws(SystemError) in
            let open = try opened(file)
            guard case .file(var content) = image.nodes[open.node] else {
                throw SystemError(EBADF)
            }
            let chunk = bytes.prefix(writeLimit)
            content.removeSubrange(min(open.offset, content.count)...)
            content += chunk
            image.nodes[open.node] = .file(content)
            openFiles[file.rawValue]?.offset += chunk.count
            return chunk.count
        }
    }

    func synchronize(_ file: Descriptor) throws(SystemError) {
        try perform("synchronize", path(of: file)) { () throws(SystemError) in
            let node = try opened(file).node
            image.durable[node] = image.nodes[node]
        }
    }

    func close(_ file: Descriptor) throws(SystemError) {
        try perform("close", path(of: file)) { () throws(SystemError) in
            let node = try opened(file).node
            openFiles[file.rawValue] = nil
            if lockHolders[node] == file.rawValue { lockHolders[node] = nil }
        }
    }

    func status(of file: Descriptor) throws(SystemError) -> FileStatus {
        try perform("fstat", path(of: file)) { () throws(SystemError) in
            var status = try status(of: opened(file).node)
            status.size = reportedSize(status.size)
            return status
        }
    }

    func status(at path: String) throws(SystemError) -> FileStatus? {
        try perform("lstat", path) { () throws(SystemError) in
            // As `lstat` does, a missing directory on the way means nothing is there.
            guard
                let (parent, name) = try nilIfMissing({ () throws(SystemError) in try locate(path) }
                ),
                let node = find(name, in: parent)
            else { return nil }
            return try status(of: node)
        }
    }

    func destination(ofLink path: String) throws(SystemError) -> String {
        try perform("readlink", path) { () throws(SystemError) in
            guard case .symbolicLink(let destination)? = try node(at: path) else {
                throw SystemError(EINVAL)
            }
            return destination
        }
    }

    func makeDirectory(_ path: String) throws(SystemError) {
        try perform("mkdir", path) { () throws(SystemError) in
            let (parent, name) = try locate(path)
            guard entries(parent)[name] == nil else { throw SystemError(EEXIST) }
            _ = link(.directory([:]), as: name, in: parent)
        }
    }

    func rename(_ source: String, to destination: String) throws(SystemError) {
        try perform("rename", "\(source) -> \(destination)") { () throws(SystemError) in
            let (from, oldName) = try locate(source)
            let (to, newName) = try locate(destination)
            guard let moved = entries(from)[oldName] else { throw SystemError(ENOENT) }
            if let replaced = entries(to)[newName], case .directory = image.nodes[replaced] {
                throw SystemError(EISDIR)
            }
            setEntry(oldName, in: from, to: nil)
            setEntry(newName, in: to, to: moved)
        }
    }

    func remove(_ path: String) throws(SystemError) {
        try perform("unlink", path) { () throws(SystemError) in
            let (parent, name) = try locate(path)
            guard let node = entries(parent)[name] else { throw SystemError(ENOENT) }
            if case .directory = image.nodes[node] { throw SystemError(EISDIR) }
            setEntry(name, in: parent, to: nil)
        }
    }

    func lock(_ file: Descriptor) throws(SystemError) -> Bool {
        try perform("flock", path(of: file)) { () throws(SystemError) in
            let node = try opened(file).node
            guard lockHolders[node] == nil || lockHolders[node] == file.rawValue else {
                return false
            }
            lockHolders[node] = file.rawValue
            return true
        }
    }

    func names(inDirectory path: String) throws(SystemError) -> [String] {
        try perform("readdir", path) { () throws(SystemError) in
            guard case .directory(let entries)? = try node(at: path) else {
                throw SystemError(ENOTDIR)
            }
            return Array(entries.keys)
        }
    }

    func isRunning(_ process: Int32) -> Bool {
        mutex.withLock { runningProcesses.contains(process) }
    }

    // MARK: Inside

    /// Logs the call, applies its fault or runs it, and takes the crash image when due.
    private func perform<Result>(
        _ name: String, _ path: String, _ body: () throws(SystemError) -> Result
    ) throws(SystemError) -> Result {
        mutex.lock()
        defer {
            if calls.count == crashAfter { crashImage = image }
            mutex.unlock()
        }
        let call = Call(name: name, path: path)
        calls.append(call)
        if let code = fault(call) { throw SystemError(code) }
        return try body()
    }

    private func nilIfMissing<Result>(
        _ body: () throws(SystemError) -> Result
    ) throws(SystemError) -> Result? {
        do {
            return try body()
        } catch  where error.code == ENOENT {
            return nil
        }
    }

    private func descriptor(for node: Int, _ path: String) -> Descriptor {
        let descriptor = nextDescriptor
        nextDescriptor += 1
        openFiles[descriptor] = OpenFile(node: node, path: path)
        return Descriptor(descriptor)
    }

    /// The node named `name` in `directory`; `.` is the directory itself.
    private func find(_ name: String, in directory: Int) -> Int? {
        name == "." ? directory : entries(directory)[name]
    }

    private func path(of file: Descriptor) -> String {
        mutex.withLock { openFiles[file.rawValue]?.path ?? "#\(file.rawValue)" }
    }

    private func opened(_ file: Descriptor) throws(SystemError) -> OpenFile {
        guard let open = openFiles[file.rawValue] else { throw SystemError(EBADF) }
        return open
    }

    private func entries(_ directory: Int) -> [String: Int] {
        guard case .directory(let entries) = image.nodes[directory] else { return [:] }
        return entries
    }

    private func setEntry(_ name: String, in directory: Int, to node: Int?) {
        var entries = entries(directory)
        entries[name] = node
        image.nodes[directory] = .directory(entries)
    }

    /// A new node, entered in `directory` (not yet durably: only the directory's `fsync` does
    /// that). Its durable content is empty until it is synchronized.
    private func link(_ node: Node, as name: String, in directory: Int) -> Int {
        let number = (image.nodes.keys.max() ?? 0) + 1
        image.nodes[number] = node
        switch node {
        case .file: image.durable[number] = .file([])
        case .directory: image.durable[number] = .directory([:])
        case .symbolicLink, .special: image.durable[number] = node
        }
        setEntry(name, in: directory, to: number)
        return number
    }

    /// The directory that holds the last component of `path`, and that component. Every
    /// component before it must be a directory (`..` goes up; links there are not followed).
    private func locate(_ path: String) throws(SystemError) -> (Int, String) {
        var trail = [0]
        let components = path.split(separator: "/").map(String.init)
        guard let last = components.last else { return (0, ".") }
        for component in components.dropLast() {
            switch component {
            case ".": continue
            case "..": if trail.count > 1 { trail.removeLast() }
            default:
                guard let next = entries(trail[trail.count - 1])[component] else {
                    throw SystemError(ENOENT)
                }
                guard case .directory = image.nodes[next] else { throw SystemError(ENOTDIR) }
                trail.append(next)
            }
        }
        if last == ".." { return (trail[max(0, trail.count - 2)], ".") }
        return (trail[trail.count - 1], last)
    }

    private func node(at path: String) throws(SystemError) -> Node? {
        let (parent, name) = try locate(path)
        return find(name, in: parent).flatMap { image.nodes[$0] }
    }

    private func status(of node: Int) throws(SystemError) -> FileStatus {
        switch image.nodes[node] {
        case .file(let bytes)?: FileStatus(kind: .regular, size: bytes.count, permissions: 0o644)
        case .directory?: FileStatus(kind: .directory, size: 0, permissions: 0o755)
        case .symbolicLink(let destination)?:
            FileStatus(kind: .symbolicLink, size: destination.utf8.count, permissions: 0o777)
        case .special(let kind)?: FileStatus(kind: kind, size: 0, permissions: 0o644)
        case nil: throw SystemError(ENOENT)
        }
    }
}
