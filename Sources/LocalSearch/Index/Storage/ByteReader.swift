/// Reads one section of an index file front to back, checking every read against the bytes left.
///
/// Nothing it reads can make it trap: a read past the end, a varint longer than 10 bytes or beyond 64 bits, a
/// count larger than the bytes left could hold, or a string that is not UTF-8 throws a ``StorageDamage`` naming
/// the section and the offset instead. The reader reads the forms ``ByteWriter`` writes.
struct ByteReader {
  /// The section's bytes, which must stay valid while the reader is used.
  let bytes: UnsafeRawBufferPointer
  /// The section's name, given to errors.
  let section: String
  /// The offset of the next byte to read.
  private(set) var offset = 0

  /// A reader at the start of `bytes`, the contents of `section`.
  init(_ bytes: UnsafeRawBufferPointer, section: String) {
    self.bytes = bytes
    self.section = section
  }

  /// The number of bytes not read yet.
  var remaining: Int { bytes.count - offset }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == bytes.count }

  /// The damage `detail` describes, at the current offset.
  func damage(_ detail: String) -> StorageDamage {
    StorageDamage(section: section, detail: "\(detail) (at byte \(offset) of \(bytes.count))")
  }

  /// Checks that every byte was read.
  func expectEnd() throws {
    guard isAtEnd else { throw damage("\(remaining) bytes follow the end of the contents") }
  }

  /// The next `count` bytes, in place.
  @inline(__always)
  mutating func bytes(_ count: Int) throws -> UnsafeRawBufferPointer {
    guard count >= 0, count <= remaining else { throw damage("\(count) bytes needed, \(remaining) left") }
    defer { offset += count }
    return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
  }

  /// The next byte.
  @inline(__always)
  mutating func byte() throws -> UInt8 {
    guard offset < bytes.count else { throw damage("a byte needed, none left") }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next 4-byte little-endian integer.
  mutating func uint32() throws -> UInt32 {
    UInt32(littleEndian: try bytes(4).loadUnaligned(as: UInt32.self))
  }

  /// The next 8-byte little-endian integer.
  mutating func uint64() throws -> UInt64 {
    UInt64(littleEndian: try bytes(8).loadUnaligned(as: UInt64.self))
  }

  /// The next unsigned LEB128 varint: at most 10 bytes, the tenth holding only the top bit of 64.
  @inline(__always)
  mutating func varint() throws -> UInt64 {
    // Most varints are one byte.
    if offset < bytes.count, bytes[offset] < 0x80 {
      defer { offset += 1 }
      return UInt64(bytes[offset])
    }
    return try longVarint()
  }

  /// ``varint()`` of more than one byte, or at the end.
  private mutating func longVarint() throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      if shift == 63, next > 1 { throw damage("a varint exceeds 64 bits") }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  /// The next varint, which must be at most `limit`; `what` names it in the error.
  @inline(__always)
  mutating func int(atMost limit: Int, _ what: String) throws -> Int {
    let value = try varint()
    guard value <= UInt64(max(0, limit)) else { throw damage("\(what) \(value) exceeds \(limit)") }
    return Int(value)
  }

  /// The next varint as a 32-bit value, which must be at most `limit`; `what` names it in the error.
  @inline(__always)
  mutating func int32(atMost limit: Int, _ what: String) throws -> Int32 {
    Int32(try int(atMost: min(limit, Int(Int32.max)), what))
  }

  /// The next varint as the number of elements that follow, each taking at least `elementBytes` bytes: it
  /// cannot exceed what the bytes left after it hold, so whatever it sizes stays within the section's size.
  @inline(__always)
  mutating func count(elementBytes: Int = 1, _ what: String) throws -> Int {
    let value = try varint()
    let limit = remaining / max(1, elementBytes)
    guard value <= UInt64(limit) else { throw damage("\(what) \(value) exceeds \(limit)") }
    return Int(value)
  }

  /// The next zig-zag varint.
  @inline(__always)
  mutating func zigzag() throws -> Int64 {
    let value = try varint()
    return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
  }

  /// The next number, from its 8 IEEE 754 bytes.
  mutating func double() throws -> Double { Double(bitPattern: try uint64()) }

  /// The next string: a varint byte count, then that many bytes of valid UTF-8.
  mutating func string() throws -> String {
    String(decoding: try utf8(), as: UTF8.self)
  }

  /// The bytes of the next string (a varint byte count, then that many bytes), checked to be valid UTF-8, in place.
  mutating func utf8() throws -> UnsafeRawBufferPointer {
    let count = try self.count("a string's byte count")
    let utf8 = try bytes(count)
    guard Self.isUTF8(utf8) else { throw damage("a string of \(count) bytes is not valid UTF-8") }
    return utf8
  }

  /// Whether `bytes` are valid UTF-8. Decoding replaces each invalid sequence with U+FFFD, whose own encoding is
  /// valid, so the text decoded has the bytes it came from exactly when they are valid; ASCII is valid as it is.
  static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
      || bytes.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }.utf8.elementsEqual(bytes)
  }
}
