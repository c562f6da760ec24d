#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system: each method is the POSIX call it is named after, retried when a
/// signal interrupts it.
public struct PosixFileSystem: FileSystem {
    public init() {}

    public func open(_ path: String, _ mode: OpenMode) throws(SystemError) -> Descriptor {
        let always = O_CLOEXEC | O_NOFOLLOW
        let descriptor =
            switch mode {
            case .reading: retrying { systemOpen(path, always | O_RDONLY | O_NONBLOCK, 0) }
            case .writingNew(let permissions):
                retrying {
                    systemOpen(path, always | O_WRONLY | O_CREAT | O_EXCL, mode_t(permissions))
                }
            case .directory: retrying { systemOpen(path, always | O_RDONLY | O_DIRECTORY, 0) }
            case .lockFile: retrying { systemOpen(path, always | O_RDWR | O_CREAT, 0o666) }
            }
        guard descriptor >= 0 else { throw SystemError(errno) }
        return Descriptor(descriptor)
    }

    public func read(_ file: Descriptor, upTo count: Int) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { buffer in
            retrying { systemRead(file.rawValue, buffer.baseAddress, buffer.count) }
        }
        guard got >= 0 else { throw SystemError(errno) }
        bytes.removeSubrange(got...)
        return bytes
    }

    public func write(_ file: Descriptor, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        let written = bytes.withUnsafeBytes { buffer in
            retrying { systemWrite(file.rawValue, buffer.baseAddress, buffer.count) }
        }
        guard written >= 0 else { throw SystemError(errno) }
        // Writing nothing for a non-empty buffer means the device takes no more.
        guard written > 0 || bytes.isEmpty else { throw SystemError(ENOSPC) }
        return written
    }

    public func synchronize(_ file: Descriptor) throws(SystemError) {
        guard retrying({ fsync(file.rawValue) }) == 0 else { throw SystemError(errno) }
    }

    public func close(_ file: Descriptor) throws(SystemError) {
        // Not retried: after EINTR the descriptor is closed already on Linux.
        guard systemClose(file.rawValue) == 0 else { throw SystemError(errno) }
    }

    public func status(of file: Descriptor) throws(SystemError) -> FileStatus {
        var result = stat()
        guard fstat(file.rawValue, &result) == 0 else { throw SystemError(errno) }
        return FileStatus(result)
    }

    public func status(at path: String) throws(SystemError) -> FileStatus? {
        var result = stat()
        guard lstat(path, &result) == 0 else {
            if errno == ENOENT { return nil }
            throw SystemError(errno)
        }
        return FileStatus(result)
    }

    public func destination(ofLink path: String) throws(SystemError) -> String {
        let capacity = Int(PATH_MAX) + 1
        var buffer = [CChar](repeating: 0, count: capacity)
        let length = readlink(path, &buffer, capacity)
        guard length >= 0 else { throw SystemError(errno) }
        guard length < capacity else { throw SystemError(ENAMETOOLONG) }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func makeDirectory(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o777) == 0 else { throw SystemError(errno) }
    }

    public func rename(_ source: String, to destination: String) throws(SystemError) {
        guard systemRename(source, destination) == 0 else { throw SystemError(errno) }
    }

    public func remove(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw SystemError(errno) }
    }

    public func lock(_ file: Descriptor) throws(SystemError) -> Bool {
        guard retrying({ flock(file.rawValue, LOCK_EX | LOCK_NB) }) == 0 else {
            if errno == EWOULDBLOCK { return false }
            throw SystemError(errno)
        }
        return true
    }

    public func names(inDirectory path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw SystemError(errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    public var processID: Int32 { getpid() }

    public func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    /// Repeats `call` while a signal interrupts it.
    private func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}

// The system calls under names that the methods above do not hide.
private func systemOpen(_ path: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
    open(path, flags, permissions)
}
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(file, buffer, count)
}
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(file, buffer, count)
}
private func systemClose(_ file: Int32) -> Int32 { close(file) }
private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

extension FileStatus {
    init(_ status: stat) {
        let kind: FileKind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .fifo
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFSOCK: .socket
            default: .unknown
            }
        self.init(
            kind: kind, size: Int(status.st_size), permissions: UInt32(status.st_mode & 0o7777))
    }
}

extension SystemError: CustomStringConvertible {
    /// The system's words for the error, except where they mislead: "Not a directory" is said
    /// of a path one of whose parents is not a directory.
    public var description: String {
        switch code {
        case ENOTDIR: "a parent in the path is not a directory"
        default: String(cString: strerror(code))
        }
    }
}
