import Foundation
import InstantSearchCore

/// The counts `META` holds, which size and cross-check the other sections.
struct IndexFileCounts: Equatable {
  /// Slots, freed ones included.
  var slots = 0
  /// The bytes of the live records, the size of `ARNA`.
  var arenaBytes = 0
  /// Terms in the dictionary.
  var terms = 0
  /// Postings of every term.
  var postings = 0
  /// The store's next automatic `objectID` candidate.
  var nextAutomaticID = 1
  /// The index's name when it was saved.
  var indexName = ""
}

extension IndexParts {
  /// The counts of `META`, for an index named `name`.
  func counts(name: String) -> IndexFileCounts {
    IndexFileCounts(
      slots: records.count, arenaBytes: records.liveBytes, terms: dictionary.count,
      postings: dictionary.postings.reduce(0) { $0 + $1.count }, nextAutomaticID: nextAutomaticID, indexName: name)
  }

  /// `META`: the counts as varints, then the name.
  static func encode(_ counts: IndexFileCounts, into writer: inout ByteWriter) {
    for count in [counts.slots, counts.arenaBytes, counts.terms, counts.postings, counts.nextAutomaticID] { writer.varint(count) }
    writer.string(counts.indexName)
  }

  /// The counts `META` holds.
  static func decodeCounts(_ reader: inout ByteReader) throws -> IndexFileCounts {
    var counts = IndexFileCounts()
    counts.slots = try reader.int(atMost: Int(Int32.max), "the slot count")
    counts.arenaBytes = try reader.int(atMost: Int.max, "the record bytes")
    counts.terms = try reader.int(atMost: Int(Int32.max), "the term count")
    counts.postings = try reader.int(atMost: Int.max, "the posting count")
    // Bounded so that assigning ids after it never overflows.
    counts.nextAutomaticID = try reader.int(atMost: Int.max / 2, "the automatic-id counter")
    counts.indexName = try reader.string()
    try reader.expectEnd()
    return counts
  }

  /// `SETT`: the settings' JSON text.
  func encodeSettings(into writer: inout ByteWriter) throws { writer.append(try settings.json.data()) }

  /// The settings `SETT` holds.
  static func decodeSettings(_ reader: inout ByteReader) throws -> IndexSettings {
    do {
      return try IndexSettings(data: Data(try reader.bytes(reader.remaining)))
    } catch let damage as StorageDamage {
      throw damage
    } catch {
      throw reader.damage("the settings do not load: \(error)")
    }
  }

  /// What a section holding one JSON text (`SYNO`, `RULE`) makes, read by `make`.
  static func decodeJSON<Value>(_ reader: inout ByteReader, _ what: String, _ make: (JSON) throws(SearchClientError) -> Value) throws -> Value {
    let json: JSON
    do {
      json = try JSON.parse(Data(try reader.bytes(reader.remaining)))
    } catch let damage as StorageDamage {
      throw damage
    } catch {
      throw reader.damage("the \(what) are not JSON: \(error)")
    }
    do {
      return try make(json)
    } catch {
      throw reader.damage("the \(what) do not load: \(error)")
    }
  }

  /// `KEYS`: the count, then each name.
  func encodeKeys(into writer: inout ByteWriter) {
    writer.varint(keyNames.count)
    for name in keyNames { writer.string(name) }
  }

  /// Keys numbering the names `KEYS` holds.
  static func decodeKeys(_ reader: inout ByteReader) throws -> RecordKeys {
    let count = try reader.count("the name count")
    let names = try (0..<count).map { _ in try reader.string() }
    try reader.expectEnd()
    return try RecordKeys(restoring: names)
  }

  /// `RLEN`: each slot's record length as a varint, 0 for a freed slot.
  func encodeLengths(into writer: inout ByteWriter) {
    for span in records.spans { writer.varint(Int(span?.count ?? 0)) }
  }

  /// The record length of each slot `RLEN` holds, `counts.slots` of them adding up to `counts.arenaBytes`.
  static func decodeLengths(_ reader: inout ByteReader, counts: IndexFileCounts) throws -> [UInt32] {
    var total = 0
    let lengths = try (0..<counts.slots).map { _ -> UInt32 in
      let length = try reader.int(atMost: min(Int(UInt32.max), counts.arenaBytes - total), "a record length")
      total += length
      return UInt32(length)
    }
    guard total == counts.arenaBytes else { throw reader.damage("the record lengths add up to \(total) bytes, not \(counts.arenaBytes)") }
    try reader.expectEnd()
    return lengths
  }

  /// `ARNA`: the live records' bytes end to end in slot order, handed to `append` record by record.
  func produceArena(_ append: (UnsafeRawBufferPointer) throws -> Void) throws {
    for case let span? in records.spans { try append(UnsafeRawBufferPointer(start: span.start, count: Int(span.count))) }
  }
}
