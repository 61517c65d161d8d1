/// CRC-32C (Castagnoli): the checksum every byte of an index file is covered by.
///
/// Computed eight bytes at a time from eight tables of 256 entries built once ("slicing by 8"), which runs at
/// about a byte per cycle in pure Swift; a long buffer is split in three parts checksummed in one interleaved loop
/// (their table lookups overlap) and the three checksums combined, as zlib's `crc32_combine` does, which runs about
/// twice as fast. The polynomial is the reflected 0x82F63B78, as iSCSI, ext4 and
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

  /// The fewest bytes worth splitting in three parts.
  private static let smallestInterleaved = 3 * 1_024

  /// The checksum of `bytes`, or of the bytes whose checksum is `crc` followed by `bytes`.
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard bytes.count >= smallestInterleaved, let start = bytes.baseAddress else { return serialChecksum(bytes, continuing: crc) }
    let part = bytes.count / 3 & ~7
    var crcs = (~crc, ~UInt32(0), ~UInt32(0))
    tables.withUnsafeBufferPointer { table in
      @inline(__always)
      func step(_ crc: UInt32, _ at: UnsafeRawPointer) -> UInt32 {
        let low = UInt32(littleEndian: at.loadUnaligned(as: UInt32.self)) ^ crc
        let high = UInt32(littleEndian: at.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        return table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
          ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
      }
      var offset = 0
      while offset < part {
        crcs.0 = step(crcs.0, start + offset)
        crcs.1 = step(crcs.1, start + part + offset)
        crcs.2 = step(crcs.2, start + 2 * part + offset)
        offset += 8
      }
    }
    let last = serialChecksum(UnsafeRawBufferPointer(start: start + 3 * part, count: bytes.count - 3 * part), continuing: ~crcs.2)
    let firstTwo = combine(~crcs.0, ~crcs.1, secondCount: part)
    return combine(firstTwo, last, secondCount: bytes.count - 2 * part)
  }

  /// The checksum of two buffers end to end, given the checksum of each and the second one's byte count.
  static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
    multiply(powerOfX(bits: UInt64(secondCount) * 8), first) ^ second
  }

  /// `a × b` modulo the polynomial, both reflected (bit 31 is x⁰).
  private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
    var product: UInt32 = 0
    var b = b
    var bit: UInt32 = 1 << 31
    while bit != 0 {
      if a & bit != 0 { product ^= b }
      b = b & 1 == 1 ? (b >> 1) ^ polynomial : b >> 1
      bit >>= 1
    }
    return product
  }

  /// x^(2^k) modulo the polynomial, reflected, for k in 0..<32 (x^(2^32 + k) repeats them, the polynomial's order
  /// dividing 2^32 - 1).
  private static let powersOfXSquared: [UInt32] = {
    var powers: [UInt32] = [1 << 30]
    for _ in 1..<32 { powers.append(multiply(powers[powers.count - 1], powers[powers.count - 1])) }
    return powers
  }()

  /// x^bits modulo the polynomial, reflected.
  private static func powerOfX(bits: UInt64) -> UInt32 {
    var power: UInt32 = 1 << 31
    var bits = bits
    var k = 0
    while bits != 0 {
      if bits & 1 == 1 { power = multiply(powersOfXSquared[k & 31], power) }
      bits >>= 1
      k += 1
    }
    return power
  }

  /// ``checksum(_:continuing:)`` in one stream, eight bytes a step.
  private static func serialChecksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32) -> UInt32 {
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
