import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file of an index directory, read and written with the system calls whose failures a save must see:
/// positioned reads, sequential and positioned writes, `fsync`, and the renames and removals of the directory.
///
/// Every failure throws ``IndexFileError`` naming the file and the system's reason. Writes pass through the
/// save's ``StorageFaults``, which tests use to make them fail.
final class StorageFile {
  /// The file's path.
  let path: String
  private var descriptor: Int32
  /// The failures the file's writes and flushes meet; a journal kept open sets the ones of each append.
  var faults: StorageFaults?

  private init(path: String, descriptor: Int32, faults: StorageFaults?) {
    self.path = path
    self.descriptor = descriptor
    self.faults = faults
  }

  deinit { close() }

  /// Opens `path` for reading.
  ///
  /// - Throws: ``IndexFileError/unreadable(file:reason:)``.
  static func openForReading(_ path: String) throws -> StorageFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw IndexFileError.unreadable(file: path, reason: systemReason()) }
    return StorageFile(path: path, descriptor: descriptor, faults: nil)
  }

  /// Creates `path`, which must not exist, for writing.
  ///
  /// - Throws: ``IndexFileError/unwritable(file:operation:reason:)``.
  static func create(_ path: String, faults: StorageFaults?) throws -> StorageFile {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw IndexFileError.unwritable(file: path, operation: "create", reason: systemReason()) }
    return StorageFile(path: path, descriptor: descriptor, faults: faults)
  }

  /// Opens `path`, which must exist, for writing at chosen offsets (a journal's appends).
  ///
  /// - Throws: ``IndexFileError/unwritable(file:operation:reason:)``.
  static func openForWriting(_ path: String) throws -> StorageFile {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw IndexFileError.unwritable(file: path, operation: "open", reason: systemReason()) }
    return StorageFile(path: path, descriptor: descriptor, faults: nil)
  }

  /// The file's size in bytes.
  func size() throws -> UInt64 {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw IndexFileError.unreadable(file: path, reason: Self.systemReason()) }
    return UInt64(max(0, status.st_size))
  }

  /// Fills `buffer` with the bytes at `offset`.
  ///
  /// - Throws: ``IndexFileError/truncated(file:expectedBytes:actualBytes:)`` when the file ends first (it shrank
  ///   since its size was read), ``IndexFileError/unreadable(file:reason:)`` when reading fails.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws {
    var done = 0
    while done < buffer.count, let base = buffer.baseAddress {
      let count = pread(descriptor, base + done, buffer.count - done, off_t(offset) + off_t(done))
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw IndexFileError.unreadable(file: path, reason: Self.systemReason()) }
      guard count > 0 else {
        throw IndexFileError.truncated(file: path, expectedBytes: offset + UInt64(buffer.count), actualBytes: offset + UInt64(done))
      }
      done += count
    }
  }

  /// The `count` bytes at `offset`.
  func read(_ count: Int, at offset: UInt64) throws -> [UInt8] {
    try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      try read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
      initialized = count
    }
  }

  /// Appends `bytes` at the end of what was written so far.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    try write(bytes) { base, count, done in systemWrite(descriptor, base + done, count - done) }
  }

  /// Writes `bytes` at `offset`.
  func write(_ bytes: UnsafeRawBufferPointer, at offset: UInt64) throws {
    try write(bytes) { base, count, done in pwrite(descriptor, base + done, count - done, off_t(offset) + off_t(done)) }
  }

  /// Writes all of `bytes` with `call` (given the start, the count and the bytes written so far), after asking the
  /// faults how many of them may be written.
  private func write(_ bytes: UnsafeRawBufferPointer, with call: (UnsafeRawPointer, Int, Int) -> Int) throws {
    guard let base = bytes.baseAddress else { return }
    let allowed = faults?.allowWrite(bytes.count) ?? bytes.count
    var done = 0
    while done < allowed {
      let count = call(base, allowed, done)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw IndexFileError.unwritable(file: path, operation: "write", reason: Self.systemReason()) }
      done += count
    }
    if allowed < bytes.count, let faults { throw faults.failure(file: path, operation: "write") }
  }

  /// Flushes what was written to the device (`F_FULLFSYNC` on Apple platforms, whose `fsync` stops at the drive's cache).
  func sync() throws {
    try flush(operation: "fsync", onLinux: fsync)
  }

  /// Flushes the bytes written to the device, and the file's size, but not its other metadata (`fdatasync`;
  /// `F_FULLFSYNC` on Apple platforms): what a journal append needs, at less cost than ``sync()``.
  func syncData() throws {
    try flush(operation: "fdatasync", onLinux: fdatasync)
  }

  /// Flushes with `call` (`F_FULLFSYNC` on Apple platforms), reporting a failure as `operation`.
  private func flush(operation: String, onLinux call: (Int32) -> Int32) throws {
    try faults?.check(file: path, operation: operation)
    #if canImport(Darwin)
      let result = fcntl(descriptor, F_FULLFSYNC)
    #else
      let result = call(descriptor)
    #endif
    guard result == 0 else { throw IndexFileError.unwritable(file: path, operation: operation, reason: Self.systemReason()) }
  }

  /// Cuts the file to its first `size` bytes (a journal drops a frame that was not acknowledged).
  func truncate(to size: UInt64) throws {
    guard ftruncate(descriptor, off_t(size)) == 0 else {
      throw IndexFileError.unwritable(file: path, operation: "truncate", reason: Self.systemReason())
    }
  }

  /// Closes the file; later calls do nothing.
  func close() {
    guard descriptor >= 0 else { return }
    _ = systemClose(descriptor)
    descriptor = -1
  }

  /// The system's text for the current `errno`.
  static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// The system's `write`, which ``StorageFile``'s methods of that name hide inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }

/// The system's `close`, which ``StorageFile/close()`` hides inside the class.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
