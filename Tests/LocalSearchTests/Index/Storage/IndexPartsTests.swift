import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// The parts of a built index, taken out and restored in memory as opening a saved index restores them, must make
/// an index equal to the original in every structure and in every answer.
final class IndexPartsTests: XCTestCase {
  /// An index of `count` random records that then went through additions, replacements and deletions in place
  /// (leaving freed slots and replaced bytes in its arena), prepared for searching.
  private func changedIndex(_ settings: IndexSettings, count: Int = 120, extraKeys: Bool, seed: UInt64) throws -> LocalIndex {
    var random = SplitMix64(seed: seed)
    let records = (0..<count).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: extraKeys, locations: true) }
    let index = try LocalIndex(name: "parts", records: records, settings: settings)
    index.prepare()
    for step in 0..<30 {
      let id = "r\(random.next() % UInt64(count + 10))"
      if step % 3 == 0 {
        try index.deleteObjects(withIDs: [id])
      } else {
        try index.saveObjects([EquivalenceRecords.record(id, &random, extraKeys: extraKeys, locations: true)])
      }
    }
    try index.saveObjects([["title": "red lamp without id"]])
    XCTAssertTrue(index.isPrepared, "the changes were made in place")
    return index
  }

  /// Restores `index`'s parts in memory and checks structures and answers against the original.
  private func assertRestoresEqual(_ index: LocalIndex, queries: [Query] = EquivalenceQueries.queries(), line: UInt = #line) throws {
    let parts = index.parts()
    let rehomed = try parts.rehomed()
    let restored = try LocalIndex(name: index.name, restoring: rehomed)
    XCTAssertTrue(restored.isPrepared, "opening builds nothing", line: line)
    XCTAssertTrue(restored.parts().assertEqual(parts, line: line))
    XCTAssertEqual(restored.count, index.count, line: line)
    for slot in 0..<parts.records.count {
      guard let id = parts.records[slot]?.objectID else { continue }
      XCTAssertEqual(restored.object(withID: id), index.object(withID: id), "objectID \(id)", line: line)
    }
    try EquivalenceQueries.assertSameAnswers(restored, as: index, queries: queries, "restored in memory", line: line)
  }

  func test_restored_equalsTheOriginal_withSearchableAttributesDistinctAndCustomRanking() throws {
    let index = try changedIndex(EquivalenceRecords.searchableSettings, extraKeys: false, seed: 1)
    XCTAssertFalse(index.parts().distinctColumns.isEmpty, "the distinct column is built and kept")
    XCTAssertFalse(index.parts().sortColumns.isEmpty, "the custom ranking's column is built and kept")
    try assertRestoresEqual(index, queries: EquivalenceQueries.queries(around: Point(lat: 48.9, lng: 2.4)))
  }

  func test_restored_equalsTheOriginal_withEveryAttributeSearchable() throws {
    try assertRestoresEqual(try changedIndex(EquivalenceRecords.everyAttributeSettings, extraKeys: true, seed: 2))
  }

  func test_restored_equalsTheOriginal_forTheProductsFixtureAndAnEmptyIndex() throws {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(description)"],
      "attributesForFaceting": ["brand", "searchable(category)", "price", "filterOnly(in_stock)"], "customRanking": ["desc(rating)"],
    ])
    let products = try LocalIndex(name: "products", records: ProductsFixture.records, settings: settings)
    try assertRestoresEqual(products, queries: EquivalenceQueries.queries(["", "ph", "phone", "samsng", "café", "creme", "apple ipad", "zz"], around: Point(lat: 48.86, lng: 2.35)))
    try assertRestoresEqual(try LocalIndex(name: "empty", settings: settings))
  }

  /// Changes made to a restored index in place answer as a fresh build of the same records does.
  func test_restored_followsLaterChangesInPlace() throws {
    var random = SplitMix64(seed: 5)
    let settings = try EquivalenceRecords.searchableSettings
    let original = try changedIndex(settings, extraKeys: false, seed: 3)
    let restored = try LocalIndex(name: original.name, restoring: try original.parts().rehomed())
    for number in 0..<10 {
      let record = EquivalenceRecords.record("n\(number % 4)", &random, extraKeys: true, locations: true)
      try restored.saveObjects([record])
      try original.saveObjects([record])
      try restored.deleteObjects(withIDs: ["r\(number * 7)"])
      try original.deleteObjects(withIDs: ["r\(number * 7)"])
    }
    XCTAssertTrue(restored.isPrepared, "changes after opening are made in place")
    let table = original.parts().records
    let fresh = try LocalIndex(name: original.name, records: (0..<table.count).compactMap { table[$0]?.json }, settings: settings)
    try EquivalenceQueries.assertSameAnswers(restored, as: fresh, "restored, then changed, against a fresh build")
    try EquivalenceQueries.assertSameAnswers(restored, as: original, "restored, then changed")
  }

  func test_restored_withTwoRecordsOfOneObjectID_throwsNamingBothSlots() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "title": "x"], ["objectID": "b", "title": "y"]])
    var parts = index.parts()
    var bytes: [UInt8] = []
    RecordEncoding.encode(record: ["title": "z"], objectID: "a", into: &bytes, names: .adding(parts.records.arena.keys))
    let span = bytes.withUnsafeBytes { parts.records.arena.append($0) }
    parts.records.set(1, to: span)
    parts.keyNames = parts.records.arena.keys.numberedNames
    // Without a saved `objectID` table, the table is built again from the records, which finds the repeat.
    parts.objectIDs = nil
    XCTAssertThrowsError(try LocalIndex(name: "i", restoring: parts.rehomed())) { error in
      XCTAssertEqual(error as? StorageDamage, StorageDamage(section: "ARNA", detail: "the records at slots 0 and 1 both have objectID \"a\""))
    }
  }

  /// Parts that disagree are refused, naming the section of the part at fault.
  func test_restored_fromPartsThatDisagree_throwsNamingTheSection() throws {
    let index = try changedIndex(EquivalenceRecords.searchableSettings, count: 40, extraKeys: false, seed: 4)
    let parts = index.parts()
    let live = parts.records.spans.firstIndex { $0 != nil } ?? 0
    let freed = parts.records.spans.firstIndex { $0 == nil } ?? parts.records.count
    func refused(_ section: String, _ change: (inout IndexParts) throws -> Void, line: UInt = #line) throws {
      var changed = parts
      try change(&changed)
      XCTAssertThrowsError(try changed.restored(), line: line) { error in
        XCTAssertEqual((error as? StorageDamage)?.section, section, "\(error)", line: line)
      }
    }
    try refused("ATTR") { $0.attributes.swapAt(0, 1) }
    try refused("TERM") { parts in
      var terms = (0..<parts.dictionary.count).map { Array(parts.dictionary.term(at: $0)) }
      terms.swapAt(3, 4)
      parts.dictionary = TermDictionary(scalars: terms.flatMap { $0 }, spans: Self.spans(terms), postings: parts.dictionary.postings)
    }
    try refused("POST") {
      var postings = $0.dictionary.postings
      let first = postings[0][0]
      postings[0][0] = Posting(slot: Int32(freed), attribute: first.attribute, element: 0, position: 0, isSoleWord: false)
      $0.dictionary = Self.dictionary($0.dictionary, postings: postings)
    }
    try refused("POST") {
      var postings = $0.dictionary.postings
      postings[1] = []
      $0.dictionary = Self.dictionary($0.dictionary, postings: postings)
    }
    try refused("FACT") { $0.facets.removeLast() }
    try refused("FACT") { $0.facets[0].ranks[0] = $0.facets[0].ranks[1] }
    try refused("FACT") { $0.facets[0].names.swapAt(0, 1) }
    try refused("FACT") { $0.facets[0].ids = SlotLists(starts: [0] + (0..<$0.records.count).map { _ in 1 }, values: [Int32(999)]) }
    try refused("GEOL") { $0.geolocations = SlotLists(starts: $0.geolocations.starts, values: $0.geolocations.values.map { _ in Point(lat: 91, lng: 0) }) }
    try refused("GEOL") { $0.geolocations = SlotLists() }
    try refused("SORT") { $0.sortColumns[0].values.reverse() }
    try refused("SORT") { $0.sortColumns[0].ranks[live] = Int32($0.sortColumns[0].values.count) }
    try refused("DIST") { $0.distinctColumns[0] = try RecordColumns.DistinctColumn(path: $0.distinctColumns[0].path, keys: [], ids: $0.distinctColumns[0].ids) }
    XCTAssertThrowsError(try RecordColumns.DistinctColumn(path: AttributePath("group"), keys: [.text("a"), .text("a")], ids: [0, 0])) { error in
      XCTAssertEqual((error as? StorageDamage)?.section, "DIST")
    }
  }

  private static func spans(_ terms: [[Unicode.Scalar]]) -> [TermDictionary.Span] {
    var start: UInt32 = 0
    return terms.map { term in
      defer { start += UInt32(term.count) }
      return TermDictionary.Span(start: start, count: UInt32(term.count))
    }
  }

  private static func dictionary(_ dictionary: TermDictionary, postings: [[Posting]]) -> TermDictionary {
    let terms = (0..<dictionary.count).map { Array(dictionary.term(at: $0)) }
    return TermDictionary(scalars: terms.flatMap { $0 }, spans: spans(terms), postings: postings)
  }
}
