import Foundation

extension IndexJournal {
  /// A journal file as read at open: its bytes, its whole frames in order, and where the last one ends.
  struct Contents {
    /// One whole frame.
    struct Frame {
      /// Its number in the file, from 1, as errors name it.
      let number: Int
      /// Its offset in the file.
      let offset: Int
      /// Its sequence number.
      let sequence: UInt64
      /// Where its body lies in ``Contents/bytes``.
      let body: Range<Int>

      /// The frame's name in errors.
      var section: String { "frame \(number) at offset \(offset)" }
    }

    /// The file's bytes.
    let bytes: [UInt8]
    /// The whole frames.
    let frames: [Frame]
    /// The end of the last whole frame (of the header when there is none): what follows it is a torn write.
    let end: Int
  }

  /// The journal at `path`, which must follow the snapshot of generation `generation` holding the frames up to
  /// `baseSequence`; `nil` when there is no such file.
  ///
  /// Every frame must be whole, pass its checksum and carry the next sequence number. The last frame may be torn
  /// (cut short, or failing its checksum): that write was never acknowledged, and it is left out. A frame that is
  /// not whole but followed by a whole one is damage.
  ///
  /// - Throws: ``IndexFileError`` naming `path`: ``IndexFileError/notAnIndex(file:)``,
  ///   ``IndexFileError/newerFormat(file:detail:)``, ``IndexFileError/truncated(file:expectedBytes:actualBytes:)`` for
  ///   a file shorter than its header, ``IndexFileError/corrupt(file:section:detail:)`` in `header` or in
  ///   "frame n at offset x".
  static func read(_ path: String, generation: UInt64, baseSequence: UInt64) throws -> Contents? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let file = try StorageFile.openForReading(path)
    defer { file.close() }
    let size = try file.size()
    guard let count = Int(exactly: size) else { throw IndexFileError.corrupt(file: path, section: "header", detail: "\(size) bytes, more than memory holds") }
    let bytes = try file.read(count, at: 0)
    try checkHeader(bytes, path: path, generation: generation, baseSequence: baseSequence)
    var frames: [Contents.Frame] = []
    var offset = headerBytes
    // Wrapping: a crafted snapshot may claim the largest sequence number.
    var sequence = baseSequence &+ 1
    try bytes.withUnsafeBytes { journal in
      while offset < journal.count {
        let section = "frame \(frames.count + 1) at offset \(offset)"
        switch JournalFrame.frame(in: journal, at: offset) {
        case .frame(let found, let body, let next):
          guard found == sequence else {
            throw IndexFileError.corrupt(file: path, section: section, detail: "sequence number \(found) where \(sequence) comes next")
          }
          frames.append(Contents.Frame(number: frames.count + 1, offset: offset, sequence: found, body: body))
          offset = next
          sequence &+= 1
        case .incomplete(let reason):
          if let later = JournalFrame.firstFrame(in: journal, after: offset, numberedAfter: sequence) {
            throw IndexFileError.corrupt(file: path, section: section, detail: "\(reason), yet a whole frame follows at offset \(later)")
          }
          return
        }
      }
    }
    return Contents(bytes: bytes, frames: frames, end: offset)
  }

  /// Checks a journal's header: the magic, the format, the checksum, and that it follows the snapshot.
  private static func checkHeader(_ bytes: [UInt8], path: String, generation: UInt64, baseSequence: UInt64) throws {
    guard bytes.prefix(magic.count).elementsEqual(magic.prefix(min(bytes.count, magic.count))) else {
      throw IndexFileError.notAnIndex(file: path)
    }
    guard bytes.count >= headerBytes else {
      throw IndexFileError.truncated(file: path, expectedBytes: UInt64(headerBytes), actualBytes: UInt64(bytes.count))
    }
    func corrupt(_ detail: String) -> IndexFileError { .corrupt(file: path, section: "header", detail: detail) }
    try bytes.withUnsafeBytes { buffer in
      var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[..<headerBytes]), section: "header")
      _ = try reader.bytes(magic.count)
      let version = try reader.uint32()
      guard version <= formatVersion else {
        throw IndexFileError.newerFormat(file: path, detail: "journal format version \(version); this engine reads up to \(formatVersion)")
      }
      let size = try reader.uint32()
      let written = (generation: try reader.uint64(), baseSequence: try reader.uint64())
      _ = try reader.uint32()
      let checksum = try reader.uint32()
      guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[..<(headerBytes - 4)])) == checksum else { throw corrupt("checksum mismatch") }
      guard version > 0, size == UInt32(headerBytes) else { throw corrupt("format version \(version), header of \(size) bytes") }
      guard written.generation == generation, written.baseSequence == baseSequence else {
        throw corrupt("it follows generation \(written.generation) after frame \(written.baseSequence), not the snapshot's \(generation) after \(baseSequence)")
      }
    }
  }
}
