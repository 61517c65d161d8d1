import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordValidationTests: XCTestCase {
  private let keys = RecordKeys()

  /// The encoding of `record` as the store writes it, names numbered in ``keys``.
  private func encoded(_ record: JSON, objectID: String = "id-1") -> [UInt8] {
    var bytes: [UInt8] = []
    RecordEncoding.encode(record: record.objectValue ?? [:], objectID: objectID, into: &bytes, names: .adding(keys))
    return bytes
  }

  private func validate(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { buffer in
      try RecordEncoding.validate(record: buffer, names: keys.names, nameCount: keys.count, section: "ARNA")
    }
  }

  /// Asserts that validation throws a damage report whose detail contains `detail`.
  private func assertInvalid(_ bytes: [UInt8], _ detail: String, line: UInt = #line) {
    XCTAssertThrowsError(try validate(bytes), line: line) { error in
      XCTAssertTrue((error as? StorageDamage)?.detail.contains(detail) == true, "\(error)", line: line)
      XCTAssertEqual((error as? StorageDamage)?.section, "ARNA", line: line)
    }
  }

  private func records(_ count: Int) -> [JSON] {
    var generator = FilterModelGenerator(random: SplitMix64(seed: 9))
    return (0..<count).map { _ in generator.record() }
  }

  func test_validate_acceptsWhatTheStoreEncodes() throws {
    for (number, record) in records(300).enumerated() {
      XCTAssertNoThrow(try validate(encoded(record, objectID: "r\(number)")), "record \(number)")
    }
    var inline: [UInt8] = []
    RecordEncoding.encode(record: ["a": [1, ["b": .null]]], objectID: "x", into: &inline)
    XCTAssertNoThrow(try validate(inline), "names written inline")
  }

  func test_validate_rejectsEveryTruncation() {
    for record in records(20) {
      let bytes = encoded(record)
      for length in 0..<bytes.count {
        XCTAssertThrowsError(try validate(Array(bytes[..<length])), "cut at \(length) of \(bytes.count)")
        let walked = Array(bytes[..<length]).withUnsafeBytes { RecordWalker.isValid($0, names: keys.names, nameCount: keys.count) }
        XCTAssertFalse(walked, "cut at \(length): the walker refuses it too")
      }
    }
  }

  /// A changed byte either fails validation or leaves a record that decodes to exactly its bytes: readers never step
  /// outside a record that passed.
  func test_validate_afterAnySingleByteChange_rejectsOrLeavesARecordReadersStayWithin() {
    var rejected = 0
    var accepted = 0
    for record in records(25) {
      let bytes = encoded(record)
      for position in bytes.indices {
        for change: (UInt8) -> UInt8 in [{ $0 ^ 0x01 }, { $0 ^ 0x80 }, { _ in 0 }, { _ in 0xFF }, { _ in 7 }] {
          var changed = bytes
          changed[position] = change(bytes[position])
          guard changed != bytes else { continue }
          let walked = changed.withUnsafeBytes { RecordWalker.isValid($0, names: keys.names, nameCount: keys.count) }
          let explained = changed.withUnsafeBytes { buffer in
            (try? RecordEncoding.explainInvalid(record: buffer, names: keys.names, nameCount: keys.count, section: "ARNA")) != nil
          }
          XCTAssertEqual(walked, explained, "byte \(position) changed: the walker and the explanation agree")
          guard (try? validate(changed)) != nil else {
            rejected += 1
            continue
          }
          accepted += 1
          changed.withUnsafeBytes { buffer in
            var reader = RecordReader(buffer.baseAddress!, keys: keys.names)
            _ = reader.value()
            XCTAssertEqual(reader.offset, buffer.count, "byte \(position) changed: the decoder reads the whole record")
            let stored = StoredRecord(RecordSpan(start: buffer.baseAddress!, count: UInt32(buffer.count)), keys: keys.names)
            XCTAssertTrue(stored.hasObjectID(stored.objectID))
            for key in ["color", "size", "n", "info", "missing"] { _ = stored.member(key) }
          }
        }
      }
    }
    XCTAssertGreaterThan(rejected, 0)
    XCTAssertGreaterThan(accepted, 0, "changes inside strings and numbers keep the structure")
  }

  func test_validate_rejectsRecordsTheStoreNeverWrites() {
    var value: [UInt8] = []
    RecordEncoding.encode(["objectID": "x"], into: &value)
    assertInvalid([RecordEncoding.array] + Array(value.dropFirst()), "not an object")
    var noID: [UInt8] = []
    RecordEncoding.encode(["title": "x"], into: &noID, names: .adding(keys))
    assertInvalid(noID, "first member is not objectID")
    var numericID: [UInt8] = []
    RecordEncoding.encode(["objectID": 7], into: &numericID)
    assertInvalid(numericID, "objectID is not a string")
    var trailing = encoded(["a": 1])
    trailing.append(0)
    assertInvalid(trailing, "disagrees with its size")
    // objectID written inline, holding "x", then a member numbered 99, beyond the names the keys hold.
    let members: [UInt8] = [2, 8 << 1] + Array("objectID".utf8) + [RecordEncoding.string, 1, UInt8(ascii: "x"), 99 << 1 | 1, RecordEncoding.null]
    let beyond = [RecordEncoding.object, UInt8(members.count), 0, 0, 0] + members
    assertInvalid(beyond, "beyond \(keys.count) names")
  }

  func test_validate_rejectsNestingDeeperThanTheDecoderIsGivenRoomFor() throws {
    func nested(_ depth: Int) -> JSON { (0..<depth).reduce(JSON.number(1)) { inner, _ in .array([inner]) } }
    XCTAssertNoThrow(try validate(encoded(["deep": nested(RecordEncoding.deepestValidNesting - 1)])))
    assertInvalid(encoded(["deep": nested(RecordEncoding.deepestValidNesting)]), "nest deeper")
  }
}
