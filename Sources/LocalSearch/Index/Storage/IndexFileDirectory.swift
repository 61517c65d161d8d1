/// The sections an index file lists: each one's place, length and block checksums, read and checked from the
/// directory at the end of the file.
struct IndexFileDirectory {
  /// One section's entry.
  struct Entry {
    let tag: SectionTag
    let offset: UInt64
    let length: UInt64
    /// The CRC-32C of each ``IndexFileLayout/blockBytes`` block of the section, the last one possibly shorter.
    let checksums: [UInt32]
  }

  /// The sections this engine knows, by tag.
  private(set) var entries: [SectionTag: Entry] = [:]

  /// Reads the directory of `file`, whose header is `header`.
  ///
  /// The directory's checksum must hold; the sections must follow one another from the end of the header to the
  /// directory without gaps or overlaps; a section this engine does not know is skipped unless it is required; a
  /// section this engine requires must be there, once.
  ///
  /// - Throws: ``StorageDamage`` in `header` or `directory`, or ``IndexFileError/newerFormat(file:detail:)`` for an
  ///   unknown required section.
  init(_ file: StorageFile, header: IndexFileHeader) throws {
    let start = header.directoryOffset
    let sectionCount = Int(header.sectionCount)
    guard start >= UInt64(IndexFileLayout.headerBytes), start < header.fileBytes, sectionCount <= IndexFileLayout.mostSections,
      header.fileBytes - start >= UInt64(sectionCount * IndexFileLayout.entryBytes + 4)
    else {
      throw StorageDamage(section: "header", detail: "a directory of \(sectionCount) sections at byte \(start) does not fit a file of \(header.fileBytes) bytes")
    }
    let bytes = try file.read(Int(header.fileBytes - start), at: start)
    let listed = bytes.dropLast(4)
    let stored = bytes.suffix(4).withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
    guard stored == CRC32C.checksum(Array(listed)) else {
      throw StorageDamage(section: "directory", detail: "checksum mismatch")
    }
    try listed.withUnsafeBytes { buffer in
      var reader = ByteReader(buffer, section: "directory")
      var raw: [(code: UInt32, flags: UInt32, offset: UInt64, length: UInt64)] = []
      var next = UInt64(IndexFileLayout.headerBytes)
      for _ in 0..<sectionCount {
        let entry = (code: try reader.uint32(), flags: try reader.uint32(), offset: try reader.uint64(), length: try reader.uint64())
        guard entry.offset == next, entry.length <= start - next else {
          throw reader.damage("section \(SectionTag.name(of: entry.code)) at byte \(entry.offset) with \(entry.length) bytes does not follow the one before")
        }
        next += entry.length
        raw.append(entry)
      }
      guard next == start else { throw reader.damage("the sections end at byte \(next), not at the directory (\(start))") }
      for entry in raw {
        let checksums = try (0..<IndexFileLayout.blocks(entry.length)).map { _ in try reader.uint32() }
        guard let tag = SectionTag(code: entry.code) else {
          if entry.flags & IndexFileLayout.requiredFlag != 0 {
            throw IndexFileError.newerFormat(file: file.path, detail: "it requires a section \(SectionTag.name(of: entry.code)) this engine does not know")
          }
          continue
        }
        guard entries.updateValue(Entry(tag: tag, offset: entry.offset, length: entry.length, checksums: checksums), forKey: tag) == nil else {
          throw reader.damage("section \(tag.rawValue) is listed twice")
        }
      }
      try reader.expectEnd()
    }
    for tag in SectionTag.allCases where tag.isListed(inFormat: header.formatVersion) && entries[tag] == nil {
      throw StorageDamage(section: "directory", detail: "section \(tag.rawValue) is missing")
    }
  }

  /// Checks `bytes`, the contents of `entry`'s section, against its block checksums, blocks on every core.
  static func verify(_ bytes: UnsafeRawBufferPointer, of entry: Entry) throws {
    let blocks = entry.checksums.count
    let failing = ParallelRuns.map(records: blocks, runs: max(1, min(blocks, ParallelRuns.mostThreads))) { run in
      run.first { block in
        let range = block * IndexFileLayout.blockBytes..<min(bytes.count, (block + 1) * IndexFileLayout.blockBytes)
        return CRC32C.checksum(UnsafeRawBufferPointer(rebasing: bytes[range])) != entry.checksums[block]
      }
    }
    if let block = failing.lazy.compactMap({ $0 }).first {
      let start = block * IndexFileLayout.blockBytes
      throw StorageDamage(section: entry.tag.rawValue, detail: "checksum mismatch in its bytes \(start)..<\(min(bytes.count, start + IndexFileLayout.blockBytes))")
    }
  }
}
