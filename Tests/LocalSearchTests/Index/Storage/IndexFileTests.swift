import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// A saved index file reads back into an index equal to the one written; a truncated, damaged, newer or foreign
/// file gives an error naming the file and what is wrong, never a trap.
final class IndexFileTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("IndexFileTests") }

  override func tearDownWithError() throws { try folder.remove() }

  private func path(_ name: String) -> String { folder.path(name) }

  private static let productTexts = ["", "ph", "phone", "samsng", "café", "creme", "apple ipad", "head", "zz"]

  private func products() throws -> LocalIndex {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(description)"],
      "attributesForFaceting": ["brand", "searchable(category)", "price", "filterOnly(in_stock)"], "customRanking": ["desc(rating)"],
      "attributeForDistinct": "brand",
    ])
    return try LocalIndex(name: "products", records: ProductsFixture.records, settings: settings)
  }

  /// Writes `index` to a new file; its path.
  @discardableResult
  private func written(_ index: LocalIndex, _ name: String = "index.lsx") throws -> String {
    try index.write(toNewFile: path(name), generation: 1)
    return path(name)
  }

  /// Asserts that opening the file at `path` fails with `expected`.
  private func assertOpening(_ path: String, throws expected: IndexFileError, line: UInt = #line) {
    XCTAssertThrowsError(try LocalIndex(name: "i", indexFile: path), line: line) { error in
      XCTAssertEqual(error as? IndexFileError, expected, line: line)
      XCTAssertTrue("\(error)".contains(path), "the description names the file", line: line)
    }
  }

  /// Asserts that opening the file at `path` fails with an error of the kind `matches` accepts.
  private func assertOpening(_ path: String, line: UInt = #line, fails matches: (IndexFileError) -> Bool) {
    XCTAssertThrowsError(try LocalIndex(name: "i", indexFile: path), line: line) { error in
      guard let error = error as? IndexFileError else { return XCTFail("\(error) is not an IndexFileError", line: line) }
      XCTAssertTrue(matches(error), "\(error)", line: line)
      XCTAssertTrue(error.description.contains(path), "the description names the file", line: line)
    }
  }

  /// Writes `index`, reads it back, and checks that the parts and the answers are the same.
  private func assertRoundTrip(_ index: LocalIndex, queries: [Query], line: UInt = #line) throws {
    let path = try written(index)
    let opened = try LocalIndex(name: index.name, indexFile: path)
    XCTAssertTrue(opened.isPrepared, "opening builds nothing", line: line)
    XCTAssertTrue(opened.parts().assertEqual(index.parts(), line: line))
    try EquivalenceQueries.assertSameAnswers(opened, as: index, queries: queries, "read back", line: line)
  }

  // MARK: Round trips

  func test_roundTrip_ofTheProductsFixture_answersAlike() throws {
    try assertRoundTrip(try products(), queries: EquivalenceQueries.queries(Self.productTexts, around: Point(lat: 48.86, lng: 2.35)))
  }

  func test_roundTrip_ofChangedIndices_answersAlike() throws {
    for (settings, extraKeys) in [(try EquivalenceRecords.searchableSettings, false), (try EquivalenceRecords.everyAttributeSettings, true)] {
      var random = SplitMix64(seed: 21)
      let index = try LocalIndex(
        name: "changed", records: (0..<150).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: extraKeys, locations: true) },
        settings: settings)
      index.prepare()
      for number in 0..<40 {
        if number % 4 == 0 { try index.deleteObjects(withIDs: ["r\(number * 3)"]) }
        try index.saveObjects([EquivalenceRecords.record("r\(number * 5)", &random, extraKeys: extraKeys, locations: true)])
      }
      try assertRoundTrip(index, queries: EquivalenceQueries.queries(around: Point(lat: 48.9, lng: 2.4)))
      try FileManager.default.removeItem(atPath: path("index.lsx"))
    }
  }

  func test_roundTrip_ofTheAirportsDataset_answersAlike() throws {
    _ = try SharedFiles.require("datasets/airports/airports.json")
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "city", "country", "iata_code"], "attributesForFaceting": ["searchable(country)"],
      "customRanking": ["desc(links_count)"],
    ])
    let index = try LocalIndex(name: "airports", recordsFile: SharedFiles.url("datasets/airports/airports.json"), settings: settings)
    let texts = ["", "par", "paris", "lon", "san fr", "jfk", "intl", "frankfrt", "los angeles", "zzq"]
    try assertRoundTrip(index, queries: EquivalenceQueries.queries(texts, around: Point(lat: 48.85, lng: 2.35)))
  }

  func test_roundTrip_ofAnEmptyIndex() throws {
    try assertRoundTrip(try LocalIndex(name: "empty"), queries: EquivalenceQueries.queries(["", "a"]))
  }

  // MARK: Damaged files

  func test_open_ofATruncatedFile_isTruncated_atEveryCut() throws {
    let original = try IndexFileBytes(contentsOf: try written(try products()))
    let size = UInt64(original.bytes.count)
    var cuts = [original.directoryOffset, original.bytes.count - 1]
    for section in original.sections { cuts += [section.offset, section.offset + section.length / 2] }
    for cut in cuts {
      try IndexFileBytes(Array(original.bytes[..<cut])).write(to: path("cut.lsx"))
      assertOpening(path("cut.lsx"), throws: .truncated(file: path("cut.lsx"), expectedBytes: size, actualBytes: UInt64(cut)))
    }
    for cut in [0, 1, 7, 8, 30, 63] {
      try IndexFileBytes(Array(original.bytes[..<cut])).write(to: path("cut.lsx"))
      assertOpening(path("cut.lsx"), throws: .truncated(file: path("cut.lsx"), expectedBytes: 64, actualBytes: UInt64(cut)))
    }
  }

  func test_open_ofAFileWithAFlippedByte_isCorruptNamingTheSection() throws {
    let original = try IndexFileBytes(contentsOf: try written(try products()))
    XCTAssertEqual(original.sections.map(\.tag), SectionTag.allCases.map(\.rawValue))
    var places = original.sections.map { ($0.tag, $0.offset + $0.length / 2) }
    places += [("header", 20), ("header", 33), ("header", 61), ("directory", original.directoryOffset + 3), ("directory", original.bytes.count - 2)]
    for (section, offset) in places {
      var changed = original
      changed.bytes[offset] ^= 0x10
      try changed.write(to: path("flipped.lsx"))
      assertOpening(path("flipped.lsx")) { error in
        guard case .corrupt(_, let named, let detail) = error else { return false }
        return named == section && detail.contains("checksum")
      }
    }
    var magic = original
    magic.bytes[3] ^= 0x01
    try magic.write(to: path("magic.lsx"))
    assertOpening(path("magic.lsx"), throws: .notAnIndex(file: path("magic.lsx")))
  }

  func test_aFileOfFormatOne_withoutSynonymsAndRules_stillOpens_andAVersionTwoFileMustListThem() throws {
    let index = try products()
    try index.apply([
      .saveSynonyms([.multiWay(objectID: "phones", synonyms: ["phone", "mobile"])], replacingAll: false),
      .saveRules([Rule(objectID: "r", consequence: .init(userData: ["a": 1]))], replacingAll: false),
    ])
    let written = try IndexFileBytes(contentsOf: try written(index))
    XCTAssertEqual(try LocalIndex(name: "products", indexFile: path("index.lsx")).synonyms, index.synonyms)
    var older = written
    // A format 1 writer knew neither section: here they become sections no reader knows, which are skipped.
    for tag in ["SYNO", "RULE"] {
      let number = try XCTUnwrap(older.sections.firstIndex { $0.tag == tag })
      older.retag(number, as: tag == "SYNO" ? "ZZZ1" : "ZZZ2", flags: 0)
    }
    older.setHeaderField(1, at: 8)
    older.recomputeChecksums()
    try older.write(to: path("older.lsx"))
    let opened = try LocalIndex(name: "products", indexFile: path("older.lsx"))
    XCTAssertEqual(opened.count, index.count)
    XCTAssertTrue(opened.synonyms.isEmpty && opened.rules.isEmpty, "a format 1 file has no synonyms or rules")

    var missing = written
    missing.retag(try XCTUnwrap(missing.sections.firstIndex { $0.tag == "SYNO" }), as: "ZZZ1", flags: 0)
    missing.recomputeChecksums()
    try missing.write(to: path("missing.lsx"))
    assertOpening(path("missing.lsx")) { if case .corrupt(_, "directory", let detail) = $0 { detail.contains("SYNO") } else { false } }
  }

  func test_open_ofANewerFormat_isNewerFormat() throws {
    let original = try IndexFileBytes(contentsOf: try written(try products()))
    var newer = original
    newer.setHeaderField(IndexFileLayout.formatVersion + 1, at: 8)
    newer.recomputeChecksums()
    try newer.write(to: path("newer.lsx"))
    assertOpening(path("newer.lsx")) { if case .newerFormat(_, let detail) = $0 { detail.contains("format version \(IndexFileLayout.formatVersion + 1)") } else { false } }

    var required = original
    required.retag(original.sections.count - 1, as: "ZZZZ", flags: IndexFileLayout.requiredFlag)
    required.recomputeChecksums()
    try required.write(to: path("required.lsx"))
    assertOpening(path("required.lsx")) { if case .newerFormat(_, let detail) = $0 { detail.contains("ZZZZ") } else { false } }
  }

  /// A section this engine does not know is skipped when it is optional; the distinct column it replaced is built
  /// at the first search that needs it.
  func test_open_withAnUnknownOptionalSection_skipsIt() throws {
    let index = try products()
    var bytes = try IndexFileBytes(contentsOf: try written(index))
    bytes.retag(bytes.sections.count - 1, as: "ZZZZ", flags: 0)
    bytes.recomputeChecksums()
    try bytes.write(to: path("optional.lsx"))
    let opened = try LocalIndex(name: "products", indexFile: path("optional.lsx"))
    XCTAssertTrue(opened.snapshot().0.columns.contents.distinctColumns.isEmpty, "the column is not read")
    XCTAssertFalse(opened.snapshot().0.columns.contents.sortColumns.isEmpty, "the sort column before it is")
    try EquivalenceQueries.assertSameAnswers(opened, as: index, queries: EquivalenceQueries.queries(Self.productTexts), "without DIST")
  }

  func test_open_ofForeignFiles_isNotAnIndexOrTruncated() throws {
    let json = path("records.json")
    try Data(ProductsFixture.recordsText.utf8).write(to: URL(fileURLWithPath: json))
    assertOpening(json, throws: .notAnIndex(file: json))
    try Data().write(to: URL(fileURLWithPath: path("empty")))
    assertOpening(path("empty"), throws: .truncated(file: path("empty"), expectedBytes: 64, actualBytes: 0))
    try Data("LSX-abc".utf8).write(to: URL(fileURLWithPath: path("seven")))
    assertOpening(path("seven"), throws: .notAnIndex(file: path("seven")))
    try Data(IndexFileLayout.magic.prefix(7)).write(to: URL(fileURLWithPath: path("magic7")))
    assertOpening(path("magic7"), throws: .truncated(file: path("magic7"), expectedBytes: 64, actualBytes: 7))
    var random = SplitMix64(seed: 8)
    let noise = (0..<10_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    try Data(noise).write(to: URL(fileURLWithPath: path("random")))
    assertOpening(path("random"), throws: .notAnIndex(file: path("random")))
    try Data(IndexFileLayout.magic + noise).write(to: URL(fileURLWithPath: path("magicnoise")))
    assertOpening(path("magicnoise")) { error in
      if case .corrupt(_, "header", _) = error { true } else if case .newerFormat = error { true } else { false }
    }
    assertOpening(path("absent"), throws: .unreadable(file: path("absent"), reason: "No such file or directory"))
  }

  /// Changes that keep every checksum true reach the structural checks: the file then opens or gives an error, and
  /// an index that opens answers searches (the answers may differ: such a file lies consistently).
  func test_open_afterChangesWithTrueChecksums_opensOrFailsWithoutTrapping() throws {
    let original = try IndexFileBytes(contentsOf: try written(try products()))
    var random = SplitMix64(seed: 13)
    var refused = 0
    for section in original.sections where section.tag != "SETT" {
      for _ in 0..<40 {
        var changed = original
        let offset = section.offset + Int(random.next() % UInt64(section.length))
        changed.bytes[offset] = UInt8(truncatingIfNeeded: random.next())
        changed.recomputeChecksums()
        try changed.write(to: path("changed.lsx"))
        do {
          let opened = try LocalIndex(name: "products", indexFile: path("changed.lsx"))
          for query in EquivalenceQueries.queries(Self.productTexts, around: Point(lat: 48.86, lng: 2.35)) {
            _ = try LocalClient(indices: [opened]).answer(IndexedQuery(indexName: "products", query: query))
          }
          try opened.saveObjects([["objectID": "1", "name": "changed"]])
          try opened.deleteObjects(withIDs: ["2"])
        } catch let error as IndexFileError {
          refused += 1
          guard case .corrupt(_, let named, _) = error else { return XCTFail("\(error)") }
          XCTAssertTrue([section.tag, "directory"].contains(named) || SectionTag(rawValue: named) != nil, "\(error)")
        }
      }
    }
    XCTAssertGreaterThan(refused, 100)
  }

  /// A file written by another engine version, or where the system folds text otherwise, opens by building its
  /// index again from its records.
  func test_open_ofAnotherEngineVersionOrFolding_buildsAgainFromTheRecords() throws {
    let index = try products()
    let original = try IndexFileBytes(contentsOf: try written(index))
    for (field, value) in [(16, IndexFileLayout.engineVersion + 1), (20, Normalizer.fingerprint ^ 1)] {
      var other = original
      other.setHeaderField(value, at: field)
      other.recomputeChecksums()
      try other.write(to: path("other.lsx"))
      let opened = try LocalIndex(name: "products", indexFile: path("other.lsx"))
      XCTAssertFalse(opened.isPrepared, "built at the first search")
      try EquivalenceQueries.assertSameAnswers(opened, as: index, queries: EquivalenceQueries.queries(Self.productTexts), "field \(field)")
    }
  }

  func test_errorDescriptions_nameTheFileAndSayNothingChanged() {
    let errors: [IndexFileError] = [
      .notFound(file: "/d/CURRENT"), .unreadable(file: "/d/f", reason: "Permission denied"), .notAnIndex(file: "/d/f"),
      .newerFormat(file: "/d/f", detail: "format version 2"), .truncated(file: "/d/f", expectedBytes: 100, actualBytes: 50),
      .corrupt(file: "/d/f", section: "POST", detail: "checksum mismatch"), .locked(file: "/d/LOCK"),
      .unwritable(file: "/d/f", operation: "fsync", reason: "No space left on device"),
      .superseded(file: "/d/CURRENT", detail: "generation 4 is current, not 3"),
    ]
    for error in errors {
      XCTAssertTrue(error.description.contains("/d/"), error.description)
      XCTAssertTrue(error.description.contains("Nothing was changed"), error.description)
      XCTAssertEqual(error.localizedDescription, error.description)
    }
    XCTAssertTrue(IndexFileError.corrupt(file: "/d/f", section: "POST", detail: "x").description.contains("POST"))
  }
}
