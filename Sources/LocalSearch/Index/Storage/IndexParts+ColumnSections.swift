extension IndexParts {
  /// The tags of sort values in `SORT`.
  private enum SortTag: UInt8 {
    case integer, number, text, `false`, `true`
  }

  /// `SORT`: the sort-rank columns as ``encodeColumns(_:into:path:values:slots:_:)`` writes them, each value a tag
  /// then an integer as a zig-zag varint, another number as 8 bytes, a text as its normalised and raw strings.
  func encodeSortColumns(into writer: inout ByteWriter) {
    Self.encodeColumns(sortColumns, into: &writer, path: \.path, values: \.values, slots: \.ranks) { value, writer in
      switch value {
      case .number(let number) where Self.isExactInteger(number):
        writer.byte(SortTag.integer.rawValue)
        writer.zigzag(Int64(number))
      case .number(let number):
        writer.byte(SortTag.number.rawValue)
        writer.double(number)
      case .text(let normalized, let raw):
        writer.byte(SortTag.text.rawValue)
        writer.string(normalized)
        writer.string(raw)
      case .bool(let flag): writer.byte(flag ? SortTag.true.rawValue : SortTag.false.rawValue)
      }
    }
  }

  /// The sort-rank columns `SORT` holds, of `slots` slots each.
  static func decodeSortColumns(_ reader: inout ByteReader, slots: Int) throws -> [RecordColumns.SortColumn] {
    try decodeColumns(&reader, slots: slots) { reader -> SortValue in
      let tag = try reader.byte()
      switch SortTag(rawValue: tag) {
      case .integer: return .number(Double(try reader.zigzag()))
      case .number: return .number(try reader.double())
      case .text: return .text(normalized: try reader.string(), raw: try reader.string())
      case .false: return .bool(false)
      case .true: return .bool(true)
      case nil: throw reader.damage("unknown sort value tag \(tag)")
      }
    } make: { path, values, ranks in
      RecordColumns.SortColumn(path: path, values: values, ranks: ranks)
    }
  }

  /// `DIST`: the distinct-group columns as ``encodeColumns(_:into:path:values:slots:_:)`` writes them, each key a tag
  /// (0 for a string, 1 for another value's JSON text) then the string.
  func encodeDistinctColumns(into writer: inout ByteWriter) {
    Self.encodeColumns(distinctColumns, into: &writer, path: \.path, values: \.keys, slots: \.ids) { key, writer in
      switch key {
      case .text(let text):
        writer.byte(0)
        writer.string(text)
      case .other(let json):
        writer.byte(1)
        writer.string(json)
      }
    }
  }

  /// The distinct-group columns `DIST` holds, of `slots` slots each.
  static func decodeDistinctColumns(_ reader: inout ByteReader, slots: Int) throws -> [RecordColumns.DistinctColumn] {
    try decodeColumns(&reader, slots: slots) { reader -> RecordColumns.DistinctKey in
      let tag = try reader.byte()
      let text = try reader.string()
      switch tag {
      case 0: return .text(text)
      case 1: return .other(text)
      default: throw reader.damage("unknown group key tag \(tag)")
      }
    } make: { path, keys, ids in
      try RecordColumns.DistinctColumn(path: path, keys: keys, ids: ids)
    }
  }

  /// Writes per-path columns: their count, then per column its path, its value count, each value as `value` writes
  /// it, and per slot the index of its value as a 4-byte little-endian integer (-1 when the record has none), which
  /// reads back in one pass.
  private static func encodeColumns<Column, Value>(
    _ columns: [Column], into writer: inout ByteWriter, path: (Column) -> AttributePath, values: (Column) -> [Value],
    slots: (Column) -> [Int32], _ value: (Value, inout ByteWriter) -> Void
  ) {
    writer.varint(columns.count)
    for column in columns {
      writer.string(path(column).rawValue)
      writer.varint(values(column).count)
      for element in values(column) { value(element, &writer) }
      for index in slots(column) { writer.uint32(UInt32(bitPattern: index)) }
    }
  }

  /// Reads columns as ``encodeColumns(_:into:path:values:slots:_:)`` wrote them, of `slots` slots each, making each
  /// of its path, values and per-slot indices with `make`. Whether the indices lie within the values is checked with
  /// the other parts (``validate(configuration:live:)``).
  private static func decodeColumns<Column, Value>(
    _ reader: inout ByteReader, slots: Int, value: (inout ByteReader) throws -> Value,
    make: (AttributePath, [Value], [Int32]) throws -> Column
  ) throws -> [Column] {
    let count = try reader.count(elementBytes: 2, "the column count")
    let columns = try (0..<count).map { _ in
      let path = AttributePath(try reader.string())
      let values = try (0..<reader.count("a value count")).map { _ in try value(&reader) }
      let raw = try reader.bytes(4 * slots)
      let indices = (0..<slots).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
      return try make(path, values, indices)
    }
    try reader.expectEnd()
    return columns
  }
}
