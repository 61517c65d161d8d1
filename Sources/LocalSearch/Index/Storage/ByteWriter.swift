import Foundation

/// Appends the integers, strings and numbers of an index file's sections to a byte array, in the forms
/// ``ByteReader`` reads back.
///
/// Fixed-size integers and numbers are little-endian; a varint is unsigned LEB128 (at most 10 bytes); a
/// zig-zag varint maps small negative numbers to small varints; a string is a varint byte count followed by
/// its UTF-8 bytes.
struct ByteWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []

  /// Makes room for `count` bytes in all without growing in between.
  mutating func reserve(_ count: Int) { bytes.reserveCapacity(count) }

  /// Appends one byte.
  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Appends a 4-byte little-endian integer.
  mutating func uint32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends an 8-byte little-endian integer.
  mutating func uint64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends an unsigned LEB128 varint.
  mutating func varint(_ value: UInt64) { RecordEncoding.appendVarint(value, to: &bytes) }

  /// Appends a count, size or id, which is never negative, as a varint.
  mutating func varint(_ value: Int) { varint(UInt64(value)) }

  /// Appends a signed integer as a zig-zag varint.
  mutating func zigzag(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

  /// Appends a number as its 8 IEEE 754 bytes.
  mutating func double(_ value: Double) { uint64(value.bitPattern) }

  /// Appends a string: its UTF-8 byte count as a varint, then the bytes.
  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      varint(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// Appends raw bytes.
  mutating func append(_ raw: UnsafeRawBufferPointer) { bytes.append(contentsOf: raw) }

  /// Appends raw bytes.
  mutating func append(_ raw: Data) { bytes.append(contentsOf: raw) }
}
