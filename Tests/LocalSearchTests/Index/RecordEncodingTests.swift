import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordEncodingTests: XCTestCase {
  private func roundTrip(_ value: JSON) -> JSON {
    var bytes: [UInt8] = []
    RecordEncoding.encode(value, into: &bytes)
    return bytes.withUnsafeBytes { buffer in
      var reader = RecordReader(buffer.baseAddress!)
      let decoded = reader.value()
      XCTAssertEqual(reader.offset, bytes.count, "the whole encoding is read")
      return decoded
    }
  }

  func test_scalars_roundTripExactly() {
    let numbers: [Double] = [
      0, 1, -1, 63, 64, -64, -65, 127, 128, 1e15, -1e15, 9_007_199_254_740_991, -9_007_199_254_740_991,
      9_007_199_254_740_992, 1e300, -2.5, 11.99, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for number in numbers {
      XCTAssertEqual(roundTrip(.number(number)).doubleValue, number, "\(number)")
    }
    let negativeZero = roundTrip(.number(-0.0)).doubleValue
    XCTAssertEqual(negativeZero?.sign, .minus, "-0 keeps its sign")
    for text in ["", "a", "Crème fraîche ½", "👩‍🍳 e\u{301}", String(repeating: "long text ", count: 40)] {
      XCTAssertEqual(roundTrip(.string(text)), .string(text))
      XCTAssertEqual(roundTrip(.string(text)).stringValue?.unicodeScalars.elementsEqual(text.unicodeScalars), true)
    }
    XCTAssertEqual(roundTrip(.bool(true)), .bool(true))
    XCTAssertEqual(roundTrip(.bool(false)), .bool(false))
    XCTAssertEqual(roundTrip(.null), .null)
  }

  func test_randomRecords_roundTripAndReadMemberByMember() {
    var generator = FilterModelGenerator(random: SplitMix64(seed: 7))
    for _ in 0..<500 {
      let record = generator.record()
      XCTAssertEqual(roundTrip(record), record)
      StoredRecord.withEncoded(record) { stored in
        XCTAssertEqual(stored.json, record)
        for key in ["color", "size", "n", "m", "info", "_tags", "missing"] {
          XCTAssertEqual(stored.member(key), record[key], key)
        }
      }
    }
  }

  func test_storedRecord_putsTheGivenObjectIDFirstAndReplacesTheRecordsOwn() {
    var bytes: [UInt8] = []
    RecordEncoding.encode(record: ["objectID": 7, "a": ["b": [1, "x"]]], objectID: "7", into: &bytes)
    bytes.withUnsafeBytes { buffer in
      let stored = StoredRecord(RecordSpan(start: buffer.baseAddress!, count: UInt32(buffer.count)))
      XCTAssertEqual(stored.objectID, "7")
      XCTAssertEqual(stored.json, ["objectID": "7", "a": ["b": [1, "x"]]])
      var reader = RecordReader(buffer.baseAddress!)
      XCTAssertEqual(reader.objectCount(), 2)
      XCTAssertEqual(reader.name(), "objectID")
    }
  }

  func test_memberNames_numberedOnceOrInlineWhenLong() {
    let keys = RecordKeys()
    let long = String(repeating: "n", count: RecordKeys.longestName + 1)
    let nested: JSON = .object(["title": ["b", ["title": 1]], long: true])
    let record: JSON = .object(["title": "a", "nested": nested, long: ["x": .null]])
    var first: [UInt8] = []
    RecordEncoding.encode(record, into: &first, names: .adding(keys))
    var inline: [UInt8] = []
    RecordEncoding.encode(record, into: &inline)
    XCTAssertLessThan(first.count, inline.count, "numbered names take less room")
    // "title" occurs at two depths, "nested" and "x" once; the long name stays inline. `known` looks names up
    // without adding them, as `number(of:)` would.
    XCTAssertEqual(keys.count, 3, "each short name numbered once")
    XCTAssertEqual(Set(UnsafeBufferPointer(start: keys.names, count: keys.count)), ["title", "nested", "x"])
    XCTAssertNotNil(keys.known.number(of: "title"))
    XCTAssertNil(keys.known.number(of: long), "a name over the longest kept stays inline")
    var again: [UInt8] = []
    RecordEncoding.encode(record, into: &again, names: .adding(keys))
    XCTAssertEqual(keys.count, 3, "a second record with the same names adds none")
    XCTAssertEqual(again, first)
    first.withUnsafeBytes { buffer in
      let stored = StoredRecord(RecordSpan(start: buffer.baseAddress!, count: UInt32(buffer.count)), keys: UnsafePointer(keys.names))
      XCTAssertEqual(stored.json, record)
      XCTAssertEqual(stored.member("nested"), record["nested"])
      XCTAssertEqual(stored.member(long), record[long])
      XCTAssertNil(stored.member("missing"))
    }
  }

  func test_arena_keepsWrittenBytesInPlaceAcrossChunks() {
    let arena = RecordArena()
    var spans: [(RecordSpan, JSON)] = []
    var bytes: [UInt8] = []
    for index in 0..<3_000 {
      let record: JSON = ["objectID": .string("r\(index)"), "text": .string(String(repeating: "w\(index) ", count: index % 300))]
      bytes.removeAll()
      RecordEncoding.encode(record, into: &bytes)
      spans.append((bytes.withUnsafeBytes { arena.append($0) }, record))
    }
    XCTAssertGreaterThan(arena.usedBytes, RecordArena.chunkSize, "the records span several chunks")
    for (span, record) in spans { XCTAssertEqual(StoredRecord(span).json, record) }
    let huge: JSON = ["text": .string(String(repeating: "x", count: RecordArena.chunkSize + 10))]
    bytes.removeAll()
    RecordEncoding.encode(huge, into: &bytes)
    XCTAssertEqual(StoredRecord(bytes.withUnsafeBytes { arena.append($0) }).json, huge, "a record larger than a chunk")
  }

  func test_compacted_dropsReplacedBytesAndKeepsEveryRecord() {
    var table = RecordTable()
    var bytes: [UInt8] = []
    func put(_ slot: Int, _ record: JSON) {
      bytes.removeAll()
      RecordEncoding.encode(record, into: &bytes)
      let span = bytes.withUnsafeBytes { table.arena.append($0) }
      table.set(slot, to: span)
    }
    let text = String(repeating: "abc ", count: 100)
    for slot in 0..<100 { put(slot, ["n": .number(Double(slot)), "t": .string(text)]) }
    for round in 1...80 { for slot in 0..<100 { put(slot, ["n": .number(Double(slot * round)), "t": .string(text)]) } }
    table.set(5, to: nil)
    XCTAssertTrue(table.isMostlyGarbage)
    let compacted = table.compacted()
    XCTAssertFalse(compacted.isMostlyGarbage)
    XCTAssertEqual(compacted.count, 100)
    XCTAssertLessThan(compacted.arena.usedBytes, table.arena.usedBytes / 10)
    for slot in 0..<100 { XCTAssertEqual(compacted[slot]?.json, table[slot]?.json, "slot \(slot)") }
    XCTAssertNil(compacted[5])
  }
}
