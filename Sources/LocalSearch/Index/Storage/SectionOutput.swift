/// Writes the sections of an index file one after another through a staging buffer, keeping each section's place
/// and the checksum of each of its blocks, then the directory and the header.
///
/// The sections start right after the 64-byte header, whose place stays zero until ``finish(_:)`` writes it; they
/// follow one another without gaps, and the directory follows the last one.
struct SectionOutput {
  /// A written section's directory entry and block checksums.
  struct Entry {
    let tag: SectionTag
    let offset: UInt64
    var length: UInt64 = 0
    var blockChecksums: [UInt32] = []
  }

  private let file: StorageFile
  private var staged: [UInt8] = []
  /// The offset of the first staged byte.
  private var stagedOffset = UInt64(IndexFileLayout.headerBytes)
  private(set) var entries: [Entry] = []
  /// The checksum of the current block so far, and its length.
  private var blockChecksum: UInt32 = 0
  private var blockFill = 0

  /// Output to `file`, which must be empty.
  init(file: StorageFile) throws {
    self.file = file
    staged.reserveCapacity(IndexFileLayout.blockBytes)
    try [UInt8](repeating: 0, count: IndexFileLayout.headerBytes).withUnsafeBytes { try file.write($0) }
  }

  /// The offset of the next byte.
  private var offset: UInt64 { stagedOffset + UInt64(staged.count) }

  /// Writes a section whose bytes `encode` appends to a writer.
  mutating func section(_ tag: SectionTag, _ encode: (inout ByteWriter) throws -> Void) throws {
    var writer = ByteWriter()
    try encode(&writer)
    try section(tag) { append in try writer.bytes.withUnsafeBytes { try append($0) } }
  }

  /// Writes a section whose bytes `produce` hands, in order, to the function it is given.
  mutating func section(_ tag: SectionTag, streaming produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
    entries.append(Entry(tag: tag, offset: offset))
    try produce { try append($0) }
    if blockFill > 0 { entries[entries.count - 1].blockChecksums.append(blockChecksum) }
    blockChecksum = 0
    blockFill = 0
  }

  /// Adds bytes to the current section, checksumming them block by block.
  private mutating func append(_ bytes: UnsafeRawBufferPointer) throws {
    var rest = bytes
    while !rest.isEmpty {
      let take = min(rest.count, IndexFileLayout.blockBytes - blockFill)
      let part = UnsafeRawBufferPointer(rebasing: rest[..<take])
      blockChecksum = CRC32C.checksum(part, continuing: blockChecksum)
      blockFill += take
      if blockFill == IndexFileLayout.blockBytes {
        entries[entries.count - 1].blockChecksums.append(blockChecksum)
        blockChecksum = 0
        blockFill = 0
      }
      try stage(part)
      rest = UnsafeRawBufferPointer(rebasing: rest[take...])
    }
    entries[entries.count - 1].length += UInt64(bytes.count)
  }

  /// Adds bytes to the staging buffer, writing it out whenever it holds a block's worth.
  private mutating func stage(_ bytes: UnsafeRawBufferPointer) throws {
    staged.append(contentsOf: bytes)
    if staged.count >= IndexFileLayout.blockBytes { try flush() }
  }

  private mutating func flush() throws {
    try staged.withUnsafeBytes { try file.write($0) }
    stagedOffset += UInt64(staged.count)
    staged.removeAll(keepingCapacity: true)
  }

  /// Writes the directory (each section's tag, flags, offset and length, every block checksum, then the checksum
  /// of all that) and the header, filled in with the file's size and the directory's place.
  mutating func finish(_ header: IndexFileHeader) throws {
    var directory = ByteWriter()
    for entry in entries {
      directory.uint32(entry.tag.code)
      directory.uint32(entry.tag.isRequired ? IndexFileLayout.requiredFlag : 0)
      directory.uint64(entry.offset)
      directory.uint64(entry.length)
    }
    for entry in entries { for checksum in entry.blockChecksums { directory.uint32(checksum) } }
    directory.uint32(CRC32C.checksum(directory.bytes))
    var header = header
    header.directoryOffset = offset
    header.sectionCount = UInt32(entries.count)
    try directory.bytes.withUnsafeBytes { try stage($0) }
    try flush()
    header.fileBytes = stagedOffset
    try header.bytes.withUnsafeBytes { try file.write($0, at: 0) }
  }
}
