import InstantSearchCore

/// The compact binary form in which an index keeps its records: a few times smaller than a `JSON` tree, and
/// readable one member at a time without decoding the rest.
///
/// A value is a tag byte and its payload:
///
/// | tag | value | payload |
/// |---|---|---|
/// | 0 | `null` | none |
/// | 1, 2 | `false`, `true` | none |
/// | 3 | a number | its 8 bytes (IEEE 754, little-endian) |
/// | 4 | an integral number below 2^53 in magnitude | a zig-zag LEB128 varint |
/// | 5 | a string | a varint byte count, then the UTF-8 bytes |
/// | 6 | an array | a 4-byte little-endian byte count of what follows, a varint element count, the elements |
/// | 7 | an object | the same, with each member as a name and a value |
///
/// A member name is a varint `n`: odd, the name numbered `n >> 1` in the arena's ``RecordKeys``; even, a
/// name of `n >> 1` UTF-8 bytes that follow. Container byte counts let a reader step over a member in constant
/// time.
enum RecordEncoding {
  static let null: UInt8 = 0
  static let `false`: UInt8 = 1
  static let `true`: UInt8 = 2
  static let double: UInt8 = 3
  static let integer: UInt8 = 4
  static let string: UInt8 = 5
  static let array: UInt8 = 6
  static let object: UInt8 = 7

  /// Integers up to this magnitude are exact in a `Double` and take the varint form.
  private static let largestExactInteger = 9_007_199_254_740_992.0

  /// Appends the encoding of `value` to `bytes`, with member names written as `names` says.
  ///
  /// - Returns: `false` when the encoding stopped at a name `.known` names lack; the bytes appended are then
  ///   unusable.
  @discardableResult
  static func encode(_ value: JSON, into bytes: inout [UInt8], names: NameNumbering = .inline) -> Bool {
    switch value {
    case .null: bytes.append(null)
    case .bool(let flag): bytes.append(flag ? `true` : `false`)
    case .number(let number):
      if number.rounded() == number, abs(number) < largestExactInteger, !(number == 0 && number.sign == .minus) {
        bytes.append(integer)
        let integral = Int64(number)
        appendVarint(UInt64(bitPattern: (integral << 1) ^ (integral >> 63)), to: &bytes)
      } else {
        bytes.append(double)
        withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
      }
    case .string(let text):
      bytes.append(string)
      appendString(text, to: &bytes)
    case .array(let elements):
      let start = beginContainer(array, count: elements.count, in: &bytes)
      for element in elements {
        guard encode(element, into: &bytes, names: names) else { return false }
      }
      endContainer(start, in: &bytes)
    case .object(let members):
      let start = beginContainer(object, count: members.count, in: &bytes)
      for (key, member) in members {
        guard appendName(key, to: &bytes, names: names), encode(member, into: &bytes, names: names) else { return false }
      }
      endContainer(start, in: &bytes)
    }
    return true
  }

  /// Appends the encoding of a record: an object whose first member is `objectID`, with this value, followed by
  /// the other members.
  ///
  /// - Returns: `false` when the encoding stopped at a name `.known` names lack; the bytes appended are then
  ///   unusable.
  @discardableResult
  static func encode(record members: [String: JSON], objectID: String, into bytes: inout [UInt8], names: NameNumbering = .inline) -> Bool {
    let count = members.count + (members["objectID"] == nil ? 1 : 0)
    let start = beginContainer(object, count: count, in: &bytes)
    guard appendName("objectID", to: &bytes, names: names) else { return false }
    encode(.string(objectID), into: &bytes)
    for (key, member) in members where key != "objectID" {
      guard appendName(key, to: &bytes, names: names), encode(member, into: &bytes, names: names) else { return false }
    }
    endContainer(start, in: &bytes)
    return true
  }

  /// Appends a member name: its number, else the name inline; `false`, having appended nothing, for a name
  /// `.known` names would have numbered but lack.
  private static func appendName(_ name: String, to bytes: inout [UInt8], names: NameNumbering) -> Bool {
    let number: Int?
    switch names {
    case .inline: number = nil
    case .adding(let keys): number = keys.number(of: name)
    case .known(let known):
      number = known.number(of: name)
      if number == nil, known.wouldNumber(name) { return false }
    }
    if let number {
      appendVarint(UInt64(number) << 1 | 1, to: &bytes)
      return true
    }
    var name = name
    name.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count) << 1, to: &bytes)
      bytes.append(contentsOf: utf8)
    }
    return true
  }

  private static func appendString(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count), to: &bytes)
      bytes.append(contentsOf: utf8)
    }
  }

  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// Writes the tag, room for the byte count and the element count; where the byte count goes.
  private static func beginContainer(_ tag: UInt8, count: Int, in bytes: inout [UInt8]) -> Int {
    bytes.append(tag)
    let lengthAt = bytes.count
    bytes.append(contentsOf: [0, 0, 0, 0])
    appendVarint(UInt64(count), to: &bytes)
    return lengthAt
  }

  private static func endContainer(_ lengthAt: Int, in bytes: inout [UInt8]) {
    let length = UInt32(bytes.count - lengthAt - 4)
    for index in 0..<4 { bytes[lengthAt + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(index))) }
  }
}

/// Reads encoded values (``RecordEncoding``) from memory that stays valid and unchanged while it is read.
struct RecordReader {
  private let base: UnsafeRawPointer
  /// The numbered member names of the arena the bytes lie in.
  private let keys: UnsafePointer<String>?
  /// The offset of the next byte to read.
  private(set) var offset: Int

  init(_ base: UnsafeRawPointer, keys: UnsafePointer<String>? = nil, offset: Int = 0) {
    self.base = base
    self.keys = keys
    self.offset = offset
  }

  mutating func byte() -> UInt8 {
    let value = base.load(fromByteOffset: offset, as: UInt8.self)
    offset += 1
    return value
  }

  mutating func varint() -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = byte()
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  private mutating func length() -> Int {
    var value = 0
    for index in 0..<4 { value |= Int(base.load(fromByteOffset: offset + index, as: UInt8.self)) << (8 * index) }
    offset += 4
    return value
  }

  /// The bytes of a string whose varint count comes next, without making a `String`.
  mutating func stringBytes() -> UnsafeRawBufferPointer {
    let count = Int(varint())
    defer { offset += count }
    return UnsafeRawBufferPointer(start: base + offset, count: count)
  }

  private mutating func text() -> String { String(decoding: stringBytes(), as: UTF8.self) }

  /// Decodes the value that starts here.
  mutating func value() -> JSON {
    switch byte() {
    case RecordEncoding.false: return .bool(false)
    case RecordEncoding.true: return .bool(true)
    case RecordEncoding.double:
      var bits: UInt64 = 0
      for index in 0..<8 { bits |= UInt64(byte()) << (8 * UInt64(index)) }
      return .number(Double(bitPattern: bits))
    case RecordEncoding.integer:
      let zigzag = varint()
      return .number(Double(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)))
    case RecordEncoding.string: return .string(text())
    case RecordEncoding.array:
      offset += 4
      let count = Int(varint())
      var elements: [JSON] = []
      elements.reserveCapacity(count)
      for _ in 0..<count { elements.append(value()) }
      return .array(elements)
    case RecordEncoding.object:
      offset += 4
      let count = Int(varint())
      var members: [String: JSON] = [:]
      members.reserveCapacity(count)
      for _ in 0..<count {
        let key = name()
        members[key] = value()
      }
      return .object(members)
    default: return .null
    }
  }

  /// A member name, which comes before its value.
  mutating func name() -> String {
    let header = Int(varint())
    if header & 1 == 1 { return keys![header >> 1] }
    let count = header >> 1
    defer { offset += count }
    return String(decoding: UnsafeRawBufferPointer(start: base + offset, count: count), as: UTF8.self)
  }

  /// A member name, which comes before its value, as it is written: its number in the arena's names, or
  /// its UTF-8 bytes.
  mutating func nameReference() -> (number: Int?, inline: UnsafeRawBufferPointer) {
    let header = Int(varint())
    if header & 1 == 1 { return (header >> 1, UnsafeRawBufferPointer(start: nil, count: 0)) }
    let count = header >> 1
    defer { offset += count }
    return (nil, UnsafeRawBufferPointer(start: base + offset, count: count))
  }

  /// The name numbered `number` in the arena's names.
  func name(numbered number: Int) -> String { keys![number] }

  /// Whether the member name that comes next is `wanted`, given as UTF-8; the reader moves past the name.
  mutating func nameEquals(_ wanted: UnsafeBufferPointer<UInt8>, _ wantedName: String) -> Bool {
    let header = Int(varint())
    if header & 1 == 1 { return keys![header >> 1] == wantedName }
    let count = header >> 1
    defer { offset += count }
    return UnsafeRawBufferPointer(start: base + offset, count: count).elementsEqual(UnsafeRawBufferPointer(wanted))
  }

  /// Steps over the value that starts here.
  mutating func skipValue() {
    switch byte() {
    case RecordEncoding.double: offset += 8
    case RecordEncoding.integer: _ = varint()
    case RecordEncoding.string: offset += Int(varint())
    case RecordEncoding.array, RecordEncoding.object: offset += length()
    default: return
    }
  }

  /// For an object starting here, its member count, leaving the reader at the first key; `nil`, having read
  /// one byte, for any other value.
  mutating func objectCount() -> Int? {
    guard byte() == RecordEncoding.object else { return nil }
    offset += 4
    return Int(varint())
  }
}
