/// Decides whether bytes are a valid record exactly as ``RecordEncoding/validate(record:names:nameCount:section:)``
/// does, without building errors or buffer slices: opening a saved index walks every record this way, and only a
/// record it refuses is walked again to say what is wrong.
///
/// Every read is checked against the end of the record; nothing it reads can make it trap.
struct RecordWalker {
  private let bytes: UnsafePointer<UInt8>
  private let end: Int
  private let nameCount: UInt64
  private var at = 0

  private init(_ bytes: UnsafePointer<UInt8>, count: Int, nameCount: Int) {
    self.bytes = bytes
    self.end = count
    self.nameCount = UInt64(nameCount)
  }

  /// Whether `record` is valid, its numbered names being the first `nameCount` of `names`.
  static func isValid(_ record: UnsafeRawBufferPointer, names: UnsafePointer<String>, nameCount: Int) -> Bool {
    isValid(record, names: names, nameCount: nameCount, objectIDNumber: objectIDNumber(names: names, nameCount: nameCount))
  }

  /// The number of the name `objectID` among the first `nameCount` of `names`, or -1, which
  /// ``isValid(_:names:nameCount:objectIDNumber:)`` takes so as not to compare names record after record.
  static func objectIDNumber(names: UnsafePointer<String>, nameCount: Int) -> Int {
    (0..<nameCount).first { names[$0] == "objectID" } ?? -1
  }

  /// Whether `record` is valid, its numbered names being the first `nameCount` of `names`, of which `objectIDNumber`
  /// (``objectIDNumber(names:nameCount:)``) is `objectID`.
  @inline(__always)
  static func isValid(_ record: UnsafeRawBufferPointer, names: UnsafePointer<String>, nameCount: Int, objectIDNumber: Int) -> Bool {
    guard let base = record.baseAddress else { return false }
    var walker = RecordWalker(base.assumingMemoryBound(to: UInt8.self), count: record.count, nameCount: nameCount)
    return walker.isValidRecord(names: names, objectIDNumber: objectIDNumber)
  }

  /// An object filling the bytes, whose first member is `objectID` (numbered `objectIDNumber` when numbered)
  /// holding UTF-8 text.
  private mutating func isValidRecord(names: UnsafePointer<String>, objectIDNumber: Int) -> Bool {
    guard byte() == RecordEncoding.object, let length = length(), length == end - at, let members = count(elementBytes: 2),
      members > 0, let header = varint()
    else { return false }
    if header & 1 == 1 {
      guard header >> 1 < nameCount, Int(header >> 1) == objectIDNumber || names[Int(header >> 1)] == "objectID" else { return false }
    } else {
      guard header >> 1 == 8, end - at >= 8,
        UnsafeBufferPointer(start: bytes + at, count: 8).elementsEqual("objectID".utf8)
      else { return false }
      at += 8
    }
    guard byte() == RecordEncoding.string, let idCount = count(elementBytes: 1),
      ByteReader.isUTF8(UnsafeRawBufferPointer(start: bytes + at, count: idCount))
    else { return false }
    at += idCount
    for _ in 1..<members {
      guard name(), value(depth: 1) else { return false }
    }
    return at == end
  }

  /// The next byte; `nil` at the end.
  @inline(__always)
  private mutating func byte() -> UInt8? {
    guard at < end else { return nil }
    defer { at += 1 }
    return bytes[at]
  }

  /// The next varint, at most 10 bytes and 64 bits.
  @inline(__always)
  private mutating func varint() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while at < end {
      let next = bytes[at]
      at += 1
      if shift == 63, next > 1 { return nil }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
    return nil
  }

  /// The next varint as a count of elements of at least `elementBytes` bytes that the bytes after it can hold.
  @inline(__always)
  private mutating func count(elementBytes: Int) -> Int? {
    guard let value = varint(), value <= UInt64((end - at) / elementBytes) else { return nil }
    return Int(value)
  }

  /// A container's 4-byte byte count, which must fit in what follows.
  @inline(__always)
  private mutating func length() -> Int? {
    guard end - at >= 4 else { return nil }
    let value = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    at += 4
    return value <= end - at ? value : nil
  }

  /// A member name: a number below the names', or inline bytes within the record.
  @inline(__always)
  private mutating func name() -> Bool {
    guard let header = varint() else { return false }
    if header & 1 == 1 { return header >> 1 < nameCount }
    guard header >> 1 <= UInt64(end - at) else { return false }
    at += Int(header >> 1)
    return true
  }

  /// One value, nested containers `depth` levels deep at most ``RecordEncoding/deepestValidNesting``.
  private mutating func value(depth: Int) -> Bool {
    guard let tag = byte() else { return false }
    switch tag {
    case RecordEncoding.null, RecordEncoding.false, RecordEncoding.true: return true
    case RecordEncoding.double:
      guard end - at >= 8 else { return false }
      at += 8
      return true
    case RecordEncoding.integer: return varint() != nil
    case RecordEncoding.string:
      guard let count = count(elementBytes: 1) else { return false }
      at += count
      return true
    case RecordEncoding.array, RecordEncoding.object:
      guard depth < RecordEncoding.deepestValidNesting, let length = length() else { return false }
      let containerEnd = at + length
      guard let count = count(elementBytes: tag == RecordEncoding.object ? 2 : 1) else { return false }
      for _ in 0..<count {
        if tag == RecordEncoding.object, !name() { return false }
        if !value(depth: depth + 1) { return false }
      }
      return at == containerEnd
    default: return false
    }
  }
}
