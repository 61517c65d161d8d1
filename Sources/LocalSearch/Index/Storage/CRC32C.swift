/// CRC-32C (Castagnoli): the checksum every byte of an index file is covered by.
///
/// Computed eight bytes at a time from eight tables of 256 entries built once ("slicing by 8"), which runs at
/// about a byte per cycle in pure Swift. The polynomial is the reflected 0x82F63B78, as iSCSI, ext4 and
/// SSE 4.2's `crc32` instruction use it, so a file's checksums can be checked by any CRC-32C tool.
enum CRC32C {
  /// The reflected Castagnoli polynomial.
  static let polynomial: UInt32 = 0x82F6_3B78

  /// Table `k` (entries `k * 256 ..< (k + 1) * 256`): the checksum step of a byte followed by `k` zero bytes.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ polynomial : crc >> 1 }
      tables[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(slice - 1) * 256 + byte]
        tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// The checksum of `bytes`, or of the bytes whose checksum is `crc` followed by `bytes`.
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard var next = bytes.baseAddress else { return crc }
    var left = bytes.count
    var crc = ~crc
    tables.withUnsafeBufferPointer { table in
      while left >= 8 {
        let low = UInt32(littleEndian: next.loadUnaligned(as: UInt32.self)) ^ crc
        let high = UInt32(littleEndian: next.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        next += 8
        left -= 8
      }
      while left > 0 {
        crc = (crc >> 8) ^ table[Int((crc ^ UInt32(next.load(as: UInt8.self))) & 0xFF)]
        next += 1
        left -= 1
      }
    }
    return ~crc
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0) }
  }
}
