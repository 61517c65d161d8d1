import Foundation

@testable import LocalSearch

/// The bytes of an index file as a test takes them apart and changes them: the place of each section, and
/// checksums computed again after a change, so that a change reaches the checks behind them.
struct IndexFileBytes {
  var bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  init(contentsOf path: String) throws { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

  func write(to path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }

  private func uint32(at offset: Int) -> UInt32 { bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
  private func uint64(at offset: Int) -> UInt64 { bytes[offset..<offset + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) } }
  private mutating func set(_ value: UInt32, at offset: Int) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
  }

  /// Where the directory starts.
  var directoryOffset: Int { Int(uint64(at: 48)) }

  /// The sections as the directory lists them: tag, offset and length.
  var sections: [(tag: String, offset: Int, length: Int)] {
    (0..<Int(uint32(at: 56))).map { number in
      let entry = directoryOffset + number * IndexFileLayout.entryBytes
      return (SectionTag.name(of: uint32(at: entry)), Int(uint64(at: entry + 8)), Int(uint64(at: entry + 16)))
    }
  }

  /// The section with this tag.
  func section(_ tag: String) -> (tag: String, offset: Int, length: Int)? { sections.first { $0.tag == tag } }

  /// Gives directory entry `number` another tag and flags.
  mutating func retag(_ number: Int, as tag: String, flags: UInt32) {
    let entry = directoryOffset + number * IndexFileLayout.entryBytes
    set(Array(tag.utf8).reversed().reduce(0) { $0 << 8 | UInt32($1) }, at: entry)
    set(flags, at: entry + 4)
  }

  /// Sets the header's 32-bit field at `offset`.
  mutating func setHeaderField(_ value: UInt32, at offset: Int) { set(value, at: offset) }

  /// Computes every block checksum, the directory's and the header's again from the bytes as they are.
  mutating func recomputeChecksums() {
    var table = directoryOffset + sections.count * IndexFileLayout.entryBytes
    for section in sections {
      for block in 0..<IndexFileLayout.blocks(UInt64(section.length)) {
        let start = section.offset + block * IndexFileLayout.blockBytes
        set(CRC32C.checksum(Array(bytes[start..<min(section.offset + section.length, start + IndexFileLayout.blockBytes)])), at: table)
        table += 4
      }
    }
    set(CRC32C.checksum(Array(bytes[directoryOffset..<table])), at: table)
    set(CRC32C.checksum(Array(bytes[..<60])), at: 60)
  }
}
