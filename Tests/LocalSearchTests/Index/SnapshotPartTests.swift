import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class SnapshotPartTests: XCTestCase {
  private func records(_ count: Int) -> [JSON] {
    var random = SplitMix64(seed: 5)
    let words = ["red", "lamp", "chair", "blue", "oak", "desk", "café", "½", "tall", "light"]
    func pick() -> String { words[Int(random.next() % UInt64(words.count))] }
    return (0..<count).map { index in
      var record: JSON = [
        "objectID": .string("r\(index)"), "title": .string("\(pick()) \(pick()) \(pick())"),
        "tags": .array((0..<Int(random.next() % 3)).map { _ in .string(pick()) }),
        "brand": .string("brand \(random.next() % 40)"), "price": .number(Double(random.next() % 300)),
      ]
      if index % 7 == 0 { record["_geoloc"] = ["lat": .number(Double(index % 90)), "lng": 2.5] }
      return record
    }
  }

  func test_parallelBuild_inRuns_equalsOneRun() {
    var table = RecordTable.encoding(records(3_000))
    table.set(17, to: nil)
    table.set(2_999, to: nil)
    let configuration = IndexConfiguration(
      searchable: [.init(path: AttributePath("title"), rank: 0, ordered: true), .init(path: AttributePath("tags"), rank: 1, ordered: true)],
      faceting: [.init(path: AttributePath("brand")), .init(path: AttributePath("tags")), .init(path: AttributePath("price"))])
    let one = SnapshotPart.build(records: table, configuration: configuration, runs: 1)
    for runs in [2, 3, 7] {
      let several = SnapshotPart.build(records: table, configuration: configuration, runs: runs)
      XCTAssertEqual(several.builder.terms, one.builder.terms, "\(runs) runs: words numbered in order of first use")
      XCTAssertEqual(several.builder.postings, one.builder.postings, "\(runs) runs: postings")
      XCTAssertEqual(several.builder.attributes, one.builder.attributes)
      XCTAssertEqual(several.facetValueNames, one.facetValueNames, "\(runs) runs: value ids in order of first use")
      for slot in 0..<table.count {
        XCTAssertEqual(several.geolocations[slot], one.geolocations[slot])
        for entry in 0..<3 {
          XCTAssertEqual(several.facetValueIDs[entry][slot], one.facetValueIDs[entry][slot], "slot \(slot)")
          XCTAssertEqual(several.facetNumbers[entry][slot], one.facetNumbers[entry][slot], "slot \(slot)")
        }
      }
    }
    XCTAssertEqual(one.facetValueNames[0].count, 40)
    XCTAssertFalse(one.geolocations[14].isEmpty)
  }
}
