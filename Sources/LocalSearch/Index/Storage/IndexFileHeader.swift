/// The 64 bytes at the start of an index file.
///
/// | offset | field | |
/// |---|---|---|
/// | 0 | magic | ``IndexFileLayout/magic`` |
/// | 8 | formatVersion | UInt32; a reader refuses a greater one |
/// | 12 | headerBytes | UInt32, 64 |
/// | 16 | engineVersion | UInt32 (``IndexFileLayout/engineVersion``) |
/// | 20 | normalizerPrint | UInt32 (``Normalizer/fingerprint``) |
/// | 24 | fileBytes | UInt64, the size of the whole file |
/// | 32 | generation | UInt64 |
/// | 40 | journalSequence | UInt64, the last journal frame the snapshot holds (0: none) |
/// | 48 | directoryOffset | UInt64 |
/// | 56 | sectionCount | UInt32 |
/// | 60 | headerCRC | UInt32, CRC-32C of bytes 0..<60 |
///
/// Bytes 0..<16 keep their meaning in every format version, so that any reader can tell a newer file from a
/// damaged one.
struct IndexFileHeader: Equatable {
  /// The layout the file follows.
  var formatVersion = IndexFileLayout.formatVersion
  /// The meaning of what the sections hold, as the engine that wrote them understood it.
  var engineVersion = IndexFileLayout.engineVersion
  /// The writer's ``Normalizer/fingerprint``.
  var normalizerPrint: UInt32 = 0
  /// The size of the whole file.
  var fileBytes: UInt64 = 0
  /// The generation the file holds in its directory.
  var generation: UInt64 = 0
  /// The sequence number of the last journal frame folded into the file; 0 when none was.
  var journalSequence: UInt64 = 0
  /// Where the directory starts.
  var directoryOffset: UInt64 = 0
  /// The number of sections the directory lists.
  var sectionCount: UInt32 = 0

  /// The header's 64 bytes, checksum included.
  var bytes: [UInt8] {
    var writer = ByteWriter()
    for byte in IndexFileLayout.magic { writer.byte(byte) }
    writer.uint32(formatVersion)
    writer.uint32(UInt32(IndexFileLayout.headerBytes))
    writer.uint32(engineVersion)
    writer.uint32(normalizerPrint)
    writer.uint64(fileBytes)
    writer.uint64(generation)
    writer.uint64(journalSequence)
    writer.uint64(directoryOffset)
    writer.uint32(sectionCount)
    writer.uint32(CRC32C.checksum(writer.bytes))
    return writer.bytes
  }

  /// Reads the header of a file of `fileSize` bytes from its first bytes (all 64 of them when there are so many).
  ///
  /// Checked in this order, so that each error says the most a reader can know: the magic (else the file is not an
  /// index), the format version (a newer one), the size against the header (truncated), the checksum, then the
  /// header's own fields.
  ///
  /// - Throws: ``IndexFileError`` naming `path`.
  init(_ first: [UInt8], fileSize: UInt64, path: String) throws {
    let magic = IndexFileLayout.magic
    guard first.prefix(magic.count).elementsEqual(magic.prefix(min(first.count, magic.count))) else {
      throw IndexFileError.notAnIndex(file: path)
    }
    guard first.count >= IndexFileLayout.headerBytes else {
      throw IndexFileError.truncated(file: path, expectedBytes: UInt64(IndexFileLayout.headerBytes), actualBytes: fileSize)
    }
    try first.withUnsafeBytes { buffer in
      var reader = ByteReader(buffer, section: "header")
      _ = try reader.bytes(magic.count)
      formatVersion = try reader.uint32()
      guard formatVersion <= IndexFileLayout.formatVersion else {
        throw IndexFileError.newerFormat(file: path, detail: "format version \(formatVersion); this engine reads up to \(IndexFileLayout.formatVersion)")
      }
      let headerBytes = try reader.uint32()
      engineVersion = try reader.uint32()
      normalizerPrint = try reader.uint32()
      fileBytes = try reader.uint64()
      generation = try reader.uint64()
      journalSequence = try reader.uint64()
      directoryOffset = try reader.uint64()
      sectionCount = try reader.uint32()
      let checksum = try reader.uint32()
      let valid = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[..<60])) == checksum
      if valid, fileSize < fileBytes {
        throw IndexFileError.truncated(file: path, expectedBytes: fileBytes, actualBytes: fileSize)
      }
      guard valid else { throw IndexFileError.corrupt(file: path, section: "header", detail: "checksum mismatch") }
      guard formatVersion > 0, headerBytes == UInt32(IndexFileLayout.headerBytes) else {
        throw IndexFileError.corrupt(file: path, section: "header", detail: "format version \(formatVersion), header of \(headerBytes) bytes")
      }
      guard fileSize == fileBytes else {
        throw IndexFileError.corrupt(file: path, section: "header", detail: "the file has \(fileSize) bytes, \(fileSize - fileBytes) more than the header says")
      }
    }
  }

  /// A header to fill in.
  init() {}
}
