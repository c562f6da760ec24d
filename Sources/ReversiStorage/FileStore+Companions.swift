import ReversiApp

/// Files kept beside the save file, such as the game's record (spec 12.5), with the save
/// file's guarantees and no mechanism of their own: the lock that makes this game the save
/// file's one writer (spec 15.4) covers them; they are replaced by the function that replaces
/// the save file (atomic and durable, spec 14.3), read with its size cap, never from a FIFO or
/// a device, and set aside as an unreadable save file is (spec 8.5). Each is named by what its
/// name adds to the save file's, declared when the store is made; beside a link, they live
/// beside its target, as the save file does.
extension FileStore {
    /// Replaces the companion `suffix` with `bytes`, as a save replaces the save file.
    public func replace(companion suffix: String, with bytes: [UInt8]) throws(StoreError) {
        try whileHoldingTheLock { location, permissions throws(StoreError) in
            try files.replace(
                try companion(suffix, of: location), with: bytes, permissions: permissions)
        }
    }

    /// The companion's bytes, `nil` when there is none. Throws when it cannot be read, is not
    /// a regular file, or is larger than `FileStore.sizeLimit`.
    public func contents(ofCompanion suffix: String) throws(StoreError) -> [UInt8]? {
        try whileHoldingTheLock { location, _ throws(StoreError) in
            let file = try companion(suffix, of: location)
            switch try files.contents(of: file, limit: Self.sizeLimit) {
            case .missing: return nil
            case .bytes(let bytes): return bytes
            case .tooLarge:
                throw StoreError(
                    "\(files.shown(file.path)) is larger than \(Self.sizeLimit / 1024) KiB")
            case .notRegular(let kind): throw notRegular(file, kind)
            }
        }
    }

    /// Renames the companion to `<its name>.unreadable-<n>`, the first n not taken, and
    /// returns the path where it is kept.
    public func setAside(companion suffix: String) throws(StoreError) -> String {
        try whileHoldingTheLock { location, _ throws(StoreError) in
            try files.moveAside(try companion(suffix, of: location)).path
        }
    }

    private func companion(
        _ suffix: String, of location: FileLocation
    ) throws(StoreError) -> FileLocation {
        guard companions.contains(suffix) else {
            throw StoreError("'\(suffix)' is not a declared companion of \(files.shown(path))")
        }
        return location.companion(suffix)
    }
}

extension FileLocation {
    /// The file beside this one whose name is this one's followed by `suffix`.
    func companion(_ suffix: String) -> FileLocation { sibling(name + suffix) }
}
