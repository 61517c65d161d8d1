import Foundation
import InstantSearchCore

/// A record as the index keeps it: its encoded bytes (``RecordEncoding``), read in place.
///
/// A view: it reads memory of the ``RecordTable`` (or the encoding buffer) that made it, which must outlive it.
/// Reading a member decodes that member only.
struct StoredRecord {
  /// The encoded record.
  let span: RecordSpan
  /// The numbered member names of the arena the record lies in.
  let keys: UnsafePointer<String>?

  init(_ span: RecordSpan, keys: UnsafePointer<String>? = nil) {
    self.span = span
    self.keys = keys
  }

  /// The whole record, `objectID` included.
  var json: JSON {
    var reader = RecordReader(span.start, keys: keys)
    return reader.value()
  }

  /// The record's `objectID`.
  var objectID: String { member("objectID")?.stringValue ?? "" }

  /// Whether the record's `objectID`, its first member as the index stores records, is `id`.
  func hasObjectID(_ id: String) -> Bool {
    var id = id
    return id.withUTF8 { wanted in objectIDBytes?.elementsEqual(UnsafeRawBufferPointer(wanted)) ?? false }
  }

  /// The UTF-8 bytes of the record's `objectID`, its first member as the index stores records; `nil` when the first
  /// member is not an `objectID` string.
  var objectIDBytes: UnsafeRawBufferPointer? {
    var reader = RecordReader(span.start, keys: keys)
    guard reader.objectCount() ?? 0 > 0, reader.name() == "objectID", reader.byte() == RecordEncoding.string else { return nil }
    return reader.stringBytes()
  }

  /// The member named `key`, decoded; `nil` when the record has none.
  func member(_ key: String) -> JSON? {
    var reader = RecordReader(span.start, keys: keys)
    guard let count = reader.objectCount() else { return nil }
    var bytes = key
    return bytes.withUTF8 { wanted in
      for _ in 0..<count {
        if reader.nameEquals(wanted, key) { return reader.value() }
        reader.skipValue()
      }
      return nil
    }
  }

  /// Calls `body` with `record` encoded, for code that holds a record as JSON.
  static func withEncoded<Result>(_ record: JSON, _ body: (StoredRecord) throws -> Result) rethrows -> Result {
    var bytes: [UInt8] = []
    RecordEncoding.encode(record, into: &bytes)
    return try bytes.withUnsafeBytes { buffer in
      try body(StoredRecord(RecordSpan(start: buffer.baseAddress!, count: UInt32(buffer.count))))
    }
  }
}

extension StoredRecord {
  /// Reads the values of one faceting attribute of the record: `text` gets each value's text as facet counts
  /// show it (repeats included) and `number` each number (for `facets_stats`). The snapshot keeps them as
  /// value-id columns.
  func forEachFacetValue(at path: AttributePath, text: (String) -> Void, number: (Double) -> Void) {
    Self.forEachFacetValue(of: path.scalarValues(in: self), text: text, number: number)
  }

  /// ``forEachFacetValue(at:text:number:)`` over the scalar values a path reached.
  static func forEachFacetValue(of scalars: [JSON], text: (String) -> Void, number: (Double) -> Void) {
    for scalar in scalars {
      if let value = StoredRecord.facetText(scalar) { text(value) }
      if let value = scalar.doubleValue { number(value) }
    }
  }

  /// The text of a scalar as a facet value: strings as stored, numbers in shortest decimal form without
  /// a trailing `.0`, booleans `true`/`false`; `nil` for objects, `null` and empty strings.
  static func facetText(_ value: JSON) -> String? {
    switch value {
    case .string(let text): return text.isEmpty ? nil : text
    case .number(let number): return numberText(number)
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }

  /// Shortest decimal text of a number, integral values without a fraction (`1`, `11.99`).
  static func numberText(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  /// The locations in a `_geoloc` value: one object or an array of objects with numeric (or numeric
  /// text) `lat` and `lng` in range; anything else is ignored.
  static func geolocations(in value: JSON?) -> [Point] {
    func point(_ json: JSON) -> Point? {
      func number(_ member: JSON?) -> Double? {
        switch member {
        case .number(let value)?: return value
        case .string(let text)?: return Double(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
      }
      guard let lat = number(json["lat"]), let lng = number(json["lng"]), (-90...90).contains(lat),
        (-180...180).contains(lng)
      else { return nil }
      return Point(lat: lat, lng: lng)
    }
    switch value {
    case .object?: return point(value!).map { [$0] } ?? []
    case .array(let elements)?: return elements.compactMap(point)
    default: return []
    }
  }
}

