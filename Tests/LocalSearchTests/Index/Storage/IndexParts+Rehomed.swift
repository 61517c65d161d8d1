import Foundation
import XCTest
import InstantSearchCore

@testable import LocalSearch

extension IndexParts {
  /// The same parts with the records copied into a new arena numbering names afresh, as opening a saved index loads
  /// them: the live records end to end in slot order, checked as they are loaded.
  func rehomed() throws -> IndexParts {
    let keys = try RecordKeys(restoring: keyNames)
    var copy = self
    copy.records = try RecordTable.loading(keys: keys, lengths: records.spans.map { $0?.count ?? 0 }) { buffer in
      var offset = 0
      for case let span? in records.spans {
        UnsafeMutableRawBufferPointer(rebasing: buffer[offset..<offset + Int(span.count)])
          .copyMemory(from: UnsafeRawBufferPointer(start: span.start, count: Int(span.count)))
        offset += Int(span.count)
      }
    }
    return copy
  }

  /// Asserts that `self` holds what `other` holds: settings, counter, names, records by slot, attributes, terms
  /// and postings, facet columns, locations, and built sort and distinct columns.
  func assertEqual(_ other: IndexParts, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    var differences: [String] = []
    func check(_ same: Bool, _ what: String) { if !same { differences.append(what) } }
    check(settings == other.settings, "settings")
    check(nextAutomaticID == other.nextAutomaticID, "automatic-id counter")
    check(keyNames == other.keyNames, "member names")
    check(records.count == other.records.count, "slot count")
    for slot in 0..<min(records.count, other.records.count) where records[slot]?.json != other.records[slot]?.json {
      differences.append("record at slot \(slot)")
    }
    check(objectIDs?.buckets == other.objectIDs?.buckets && objectIDs?.hasher == other.objectIDs?.hasher, "objectID tables")
    check(attributes == other.attributes, "attributes")
    check((0..<dictionary.count).map { Array(dictionary.term(at: $0)) } == (0..<other.dictionary.count).map { Array(other.dictionary.term(at: $0)) }, "terms")
    check(dictionary.postings == other.dictionary.postings, "postings")
    check(dictionary.sharedWithNext == other.dictionary.sharedWithNext, "shared prefix lengths")
    check(facets.map(\.path) == other.facets.map(\.path), "facet paths")
    for (mine, theirs) in zip(facets, other.facets) {
      check(mine.names == theirs.names && mine.ranks == theirs.ranks, "facet values of \(mine.path)")
      check(mine.ids.starts == theirs.ids.starts && mine.ids.values == theirs.ids.values, "facet ids of \(mine.path)")
      check(mine.numbers.starts == theirs.numbers.starts && mine.numbers.values == theirs.numbers.values, "facet numbers of \(mine.path)")
    }
    check(geolocations.starts == other.geolocations.starts && geolocations.values == other.geolocations.values, "locations")
    check(sortColumns.map(\.path) == other.sortColumns.map(\.path), "sort column paths")
    for (mine, theirs) in zip(sortColumns, other.sortColumns) {
      check(mine.ranks == theirs.ranks, "sort ranks of \(mine.path)")
      check(mine.values.count == theirs.values.count && zip(mine.values, theirs.values).allSatisfy { SortValue.compare($0, $1) == 0 }, "sort values of \(mine.path)")
    }
    check(distinctColumns.map(\.path) == other.distinctColumns.map(\.path), "distinct column paths")
    for (mine, theirs) in zip(distinctColumns, other.distinctColumns) {
      check(mine.ids == theirs.ids && mine.keys == theirs.keys, "distinct groups of \(mine.path)")
    }
    XCTAssertEqual(differences, [], "parts that differ", file: file, line: line)
    return differences.isEmpty
  }
}
