import InstantSearchCore

extension IndexParts {
  /// `FACT`: the entry count, then per entry its path, its value count, the values, their ranks, each slot's value
  /// ids and each slot's numbers (``ByteWriter/slotLists(_:mode:_:)``; numbers as zig-zag varints when every one is
  /// an integer a double holds exactly, else as 8 bytes each).
  func encodeFacets(into writer: inout ByteWriter) {
    writer.varint(facets.count)
    for facet in facets {
      writer.string(facet.path)
      writer.varint(facet.names.count)
      for name in facet.names { writer.string(name) }
      for rank in facet.ranks { writer.varint(Int(rank)) }
      writer.slotLists(facet.ids, mode: 1) { id, writer in writer.varint(Int(id)) }
      let integral = facet.numbers.values.allSatisfy(Self.isExactInteger)
      writer.slotLists(facet.numbers, mode: integral ? 1 : 2) { number, writer in
        if integral { writer.zigzag(Int64(number)) } else { writer.double(number) }
      }
    }
  }

  /// Whether `number` is an integer a zig-zag varint gives back exactly, negative zero excluded.
  static func isExactInteger(_ number: Double) -> Bool {
    number.rounded() == number && abs(number) < 9_007_199_254_740_992 && !(number == 0 && number.sign == .minus)
  }

  /// The faceting entries' columns `FACT` holds, of `slots` slots each.
  static func decodeFacets(_ reader: inout ByteReader, slots: Int) throws -> [FacetColumns] {
    let count = try reader.count(elementBytes: 4, "the faceting entry count")
    let facets = try (0..<count).map { _ in
      let path = try reader.string()
      let values = try reader.count(elementBytes: 2, "a value count")
      let names = try (0..<values).map { _ in try reader.string() }
      let ranks = try (0..<values).map { _ in try reader.int32(atMost: values - 1, "a value rank") }
      let ids = try reader.slotLists(slots: slots) { reader, _ in try reader.int32(atMost: values - 1, "a value id") }
      let numbers = try reader.slotLists(slots: slots) { reader, mode -> Double in
        switch mode {
        case 1: return Double(try reader.zigzag())
        case 2: return try reader.double()
        default: throw reader.damage("unknown number mode \(mode)")
        }
      }
      return FacetColumns(path: path, names: names, ranks: ranks, ids: ids, numbers: numbers)
    }
    try reader.expectEnd()
    return facets
  }

  /// `GEOL`: each slot's locations (``ByteWriter/slotLists(_:mode:_:)``), latitude and longitude as 8 bytes each.
  func encodeGeolocations(into writer: inout ByteWriter) {
    writer.slotLists(geolocations, mode: 1) { point, writer in
      writer.double(point.lat)
      writer.double(point.lng)
    }
  }

  /// The locations `GEOL` holds, of `slots` slots.
  static func decodeGeolocations(_ reader: inout ByteReader, slots: Int) throws -> SlotLists<Point> {
    let points = try reader.slotLists(slots: slots) { reader, _ in Point(lat: try reader.double(), lng: try reader.double()) }
    try reader.expectEnd()
    return points
  }
}
