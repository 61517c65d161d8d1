extension RecordEncoding {
  /// The deepest nesting of arrays and objects a validated record may have: twice what JSON text may hold, so
  /// that decoding, which recurses once per level, stays far from the end of a thread's stack.
  static let deepestValidNesting = 1_024

  /// Checks that `bytes` are one record as the index stores them, so that ``RecordReader`` and
  /// ``StoredRecord`` read them without leaving them or meeting anything they do not expect.
  ///
  /// The record must be an object whose first member is `objectID` holding a string. Every tag must be known,
  /// every varint at most 10 bytes, every string and container within the bytes, every container's byte count
  /// exactly what its elements take, every numbered name below `nameCount`, nesting at most
  /// ``deepestValidNesting`` levels deep, and nothing may follow the record. The `objectID` must be UTF-8, so that
  /// the id read from the record finds it again; other strings are not checked, since decoding repairs invalid
  /// sequences and no reader trusts them.
  ///
  /// - Parameters:
  ///   - bytes: The encoded record.
  ///   - names: The numbered member names of the arena the record lies in, `nameCount` of them.
  ///   - section: The name of the file section the bytes come from, given to errors.
  /// - Throws: ``StorageDamage`` naming what is wrong and where.
  static func validate(record bytes: UnsafeRawBufferPointer, names: UnsafePointer<String>, nameCount: Int, section: String) throws {
    guard !RecordWalker.isValid(bytes, names: names, nameCount: nameCount) else { return }
    try explainInvalid(record: bytes, names: names, nameCount: nameCount, section: section)
    // The walker and the explanation agree on every record (their tests check it); should they not, the walker wins.
    throw StorageDamage(section: section, detail: "the record is not one the index writes")
  }

  /// Walks a record ``RecordWalker`` refused, throwing a damage report that says what is wrong and where.
  static func explainInvalid(record bytes: UnsafeRawBufferPointer, names: UnsafePointer<String>, nameCount: Int, section: String) throws {
    var reader = ByteReader(bytes, section: section)
    guard try reader.byte() == object else { throw reader.damage("the record is not an object") }
    let end = try containerEnd(&reader)
    guard end == bytes.count else { throw reader.damage("the record's byte count \(end - 5) disagrees with its size") }
    let members = try reader.count(elementBytes: 2, "a member count")
    guard members > 0 else { throw reader.damage("the record has no objectID") }
    switch try name(&reader, nameCount: nameCount) {
    case .number(let number) where names[number] == "objectID": break
    case .inline(let utf8) where utf8.elementsEqual("objectID".utf8): break
    default: throw reader.damage("the record's first member is not objectID")
    }
    guard try reader.byte() == string else { throw reader.damage("the record's objectID is not a string") }
    // UTF-8 checked, so that the id decoded from the record finds the record again.
    _ = try reader.utf8()
    for _ in 1..<members {
      _ = try name(&reader, nameCount: nameCount)
      try skipValidValue(&reader, depth: 1, nameCount: nameCount)
    }
    try reader.expectEnd()
  }

  /// A member name as written: a number into the arena's names, or inline UTF-8.
  private enum WrittenName {
    case number(Int)
    case inline(UnsafeRawBufferPointer)
  }

  /// Reads a member name, checking that its number is below `nameCount` or its bytes within the record.
  private static func name(_ reader: inout ByteReader, nameCount: Int) throws -> WrittenName {
    let header = try reader.varint()
    if header & 1 == 1 {
      guard header >> 1 < UInt64(nameCount) else { throw reader.damage("name number \(header >> 1) beyond \(nameCount) names") }
      return .number(Int(header >> 1))
    }
    guard header >> 1 <= UInt64(reader.remaining) else { throw reader.damage("a name of \(header >> 1) bytes runs past the record") }
    return .inline(try reader.bytes(Int(header >> 1)))
  }

  /// Reads a container's 4-byte byte count; where the container ends, which must lie within the bytes.
  private static func containerEnd(_ reader: inout ByteReader) throws -> Int {
    let length = Int(try reader.uint32())
    guard length <= reader.remaining else { throw reader.damage("a container of \(length) bytes runs past the record") }
    return reader.offset + length
  }

  /// Steps over one value, checking it as ``validate(record:names:nameCount:section:)`` says.
  private static func skipValidValue(_ reader: inout ByteReader, depth: Int, nameCount: Int) throws {
    let tag = try reader.byte()
    switch tag {
    case null, `false`, `true`: return
    case double: _ = try reader.bytes(8)
    case integer: _ = try reader.varint()
    case string: _ = try reader.bytes(try reader.count("a string's byte count"))
    case array, object:
      guard depth < deepestValidNesting else { throw reader.damage("values nest deeper than \(deepestValidNesting) levels") }
      let end = try containerEnd(&reader)
      let count = try reader.count(elementBytes: tag == object ? 2 : 1, "an element count")
      for _ in 0..<count {
        if tag == object { _ = try name(&reader, nameCount: nameCount) }
        try skipValidValue(&reader, depth: depth + 1, nameCount: nameCount)
      }
      guard reader.offset == end else { throw reader.damage("a container's byte count disagrees with its elements") }
    default: throw reader.damage("unknown value tag \(tag)")
    }
  }
}
