import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The `TERM` section read back: the terms a build made, with the shared lengths a build computes, and terms out of
/// order or empty refused by the decoding itself.
final class TermSectionTests: XCTestCase {
  /// The terms of `TERM` written as `entries` (shared prefix length, then the following scalars).
  private func decode(_ entries: [(shared: Int, suffix: String)]) throws -> (scalars: [Unicode.Scalar], spans: [TermDictionary.Span], sharedWithNext: [UInt8]) {
    var writer = ByteWriter()
    writer.varint(entries.count)
    for entry in entries {
      writer.varint(entry.shared)
      writer.varint(entry.suffix.unicodeScalars.count)
      for scalar in entry.suffix.unicodeScalars { writer.varint(UInt64(scalar.value)) }
    }
    var counts = IndexFileCounts()
    counts.terms = entries.count
    return try writer.bytes.withUnsafeBytes { bytes in
      var reader = ByteReader(bytes, section: "TERM")
      return try IndexParts.decodeTerms(&reader, counts: counts)
    }
  }

  func test_decodedTerms_areTheBuiltOnes_withTheSharedLengthsABuildComputes() throws {
    let long = String(repeating: "w", count: 300)
    let index = try LocalIndex(
      name: "terms",
      records: [
        ["objectID": "1", "text": "lamp lamps lampshade large largo la"],
        ["objectID": "2", "text": .string("zèbre zebra zebras ½ \(long)a \(long)b")],
      ])
    index.prepare()
    let dictionary = index.parts().dictionary
    var writer = ByteWriter()
    index.parts().encodeTerms(into: &writer)
    var counts = IndexFileCounts()
    counts.terms = dictionary.count
    let decoded = try writer.bytes.withUnsafeBytes { bytes in
      var reader = ByteReader(bytes, section: "TERM")
      return try IndexParts.decodeTerms(&reader, counts: counts)
    }
    XCTAssertEqual(decoded.spans.map { Array(decoded.scalars[$0.range]) }, (0..<dictionary.count).map { Array(dictionary.term(at: $0)) })
    XCTAssertEqual(decoded.sharedWithNext, dictionary.sharedWithNext)
    XCTAssertTrue(decoded.sharedWithNext.contains(255), "a shared length is capped at 255")
    let recomputed = TermDictionary(scalars: decoded.scalars, spans: decoded.spans, postings: dictionary.postings)
    XCTAssertEqual(recomputed.sharedWithNext, decoded.sharedWithNext)
  }

  func test_termsOutOfOrderOrEmpty_areRefusedAsTheyAreDecoded() throws {
    XCTAssertEqual(try decode([(0, "ab"), (1, "c"), (2, "d")]).sharedWithNext, [1, 2, 0])
    XCTAssertEqual(try decode([(0, "ab"), (0, "ac")]).sharedWithNext, [1, 0], "a shared length the file understates is found")
    func refused(_ entries: [(shared: Int, suffix: String)], _ detail: String, line: UInt = #line) {
      XCTAssertThrowsError(try decode(entries), line: line) { error in
        let damage = error as? StorageDamage
        XCTAssertEqual(damage?.section, "TERM", line: line)
        XCTAssertTrue(damage?.detail.hasPrefix(detail + " (at byte ") ?? false, "\(error)", line: line)
      }
    }
    refused([(0, "b"), (0, "a")], "term 1 is not after term 0")
    refused([(0, "ab"), (0, "ab")], "term 1 is not after term 0")
    refused([(0, "abc"), (2, "")], "term 1 is not after term 0")
    refused([(0, "a"), (0, "b"), (1, "")], "term 2 is not after term 1")
    refused([(0, "")], "term 0 is empty")
  }
}
