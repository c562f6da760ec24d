/// The operating-system calls the store makes, and nothing more: the seam between the store's
/// logic and the disk. `PosixFileSystem` makes the real calls; tests put a simulated disk
/// behind it to crash the store after any single call, or to make any call fail.
///
/// Each method is one system call (`open`, `read`, `fsync`, `rename`, …) and fails the way that
/// call fails, with its `errno`.
public protocol FileSystem: Sendable {
    func open(_ path: String, _ mode: OpenMode) throws(SystemError) -> Descriptor
    /// Up to `count` bytes; none at the end of the file.
    func read(_ file: Descriptor, upTo count: Int) throws(SystemError) -> [UInt8]
    /// How many of `bytes` were written (at least one).
    func write(_ file: Descriptor, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int
    /// `fsync`: the file's data, or a directory's entries, reach the disk.
    func synchronize(_ file: Descriptor) throws(SystemError)
    func close(_ file: Descriptor) throws(SystemError)
    /// `fstat`.
    func status(of file: Descriptor) throws(SystemError) -> FileStatus
    /// `lstat` (a symbolic link is described, not followed); `nil` when nothing is there.
    func status(at path: String) throws(SystemError) -> FileStatus?
    /// `readlink`: where the symbolic link at `path` points, as written in the link.
    func destination(ofLink path: String) throws(SystemError) -> String
    /// `mkdir`.
    func makeDirectory(_ path: String) throws(SystemError)
    /// `rename`: atomically replaces whatever `destination` names.
    func rename(_ source: String, to destination: String) throws(SystemError)
    /// `unlink`.
    func remove(_ path: String) throws(SystemError)
    /// `flock(LOCK_EX | LOCK_NB)`: `false` when another open file holds the lock. The lock
    /// lasts until the descriptor is closed or the process ends.
    func lock(_ file: Descriptor) throws(SystemError) -> Bool
    /// The names in a directory, without `.` and `..`.
    func names(inDirectory path: String) throws(SystemError) -> [String]

    /// This process's id, which names its temporary files.
    var processID: Int32 { get }
    /// Whether a process with this id exists (another user's counts).
    func isRunning(_ process: Int32) -> Bool
}

/// An open file.
public struct Descriptor: Hashable, Sendable {
    public let rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}

/// The ways the store opens files; no other flag combination can be asked for. None follows
/// a symbolic link at the last step of the path (the store resolves links itself), and no
/// descriptor is inherited by a child process.
public enum OpenMode: Hashable, Sendable {
    /// An existing file, read-only, without blocking (a FIFO opens at once and is refused).
    case reading
    /// A new file to write whole, created with `permissions` (less the umask); fails with
    /// `EEXIST` when the name is taken, so nothing is ever written into an existing file.
    case writingNew(permissions: UInt32)
    /// A directory, to synchronize its entries.
    case directory
    /// The lock file: created if missing, never emptied.
    case lockFile
}

/// What `stat` says about a file.
public struct FileStatus: Hashable, Sendable {
    public var kind: FileKind
    public var size: Int
    /// The permission bits (`0o644`).
    public var permissions: UInt32

    public init(kind: FileKind, size: Int, permissions: UInt32) {
        self.kind = kind
        self.size = size
        self.permissions = permissions
    }
}

public enum FileKind: Hashable, Sendable, CustomStringConvertible {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    /// The kind with its article, as messages name it ("a FIFO").
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .unknown: "a file of unknown kind"
        }
    }
}

/// A failed system call: its `errno`.
public struct SystemError: Error, Hashable, Sendable {
    public let code: Int32
    public init(_ code: Int32) { self.code = code }
}
