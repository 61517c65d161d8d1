import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Pages ranked with a bounded heap (only the returned page ordered) equal the same pages cut from the
/// fully sorted matching set.
final class PartialRankingTests: XCTestCase {
  private func index() throws -> LocalIndex {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let words = ["alpha", "alto", "amber", "anchor", "apple", "arch", "atlas", "azure", "beta", "bolt"]
    let records: [JSON] = (0..<400).map { number in
      let title = (0..<(1 + next(4))).map { _ in words[next(words.count)] }.joined(separator: " ")
      return [
        "objectID": .string("r\(number)"), "title": .string(title), "score": .number(Double(next(20))),
        "group": .string("g\(next(30))"), "colour": .string(["red", "green", "blue"][next(3)]),
      ]
    }
    return try LocalIndex(
      name: "p", records: records,
      settings: try IndexSettings(json: [
        "searchableAttributes": ["title"], "customRanking": ["desc(score)"], "attributeForDistinct": "group",
        "attributesForFaceting": ["colour", "afterDistinct(group)"],
      ]))
  }

  private func ids(_ response: SearchResponse) -> [String] { response.hits.compactMap { $0["objectID"]?.stringValue } }

  func test_pagesWithABoundedHeap_equalPagesOfTheFullSort() throws {
    let client = LocalClient(indices: [try index()])
    for text in ["a", "al", "apple", "b", "zzz", ""] {
      var full = Query(text)
      full.hitsPerPage = 1000
      full.getRankingInfo = true
      let everything = ids(try client.answer(IndexedQuery(indexName: "p", query: full)))
      for (page, size) in [(0, 20), (1, 20), (3, 7), (0, 1), (0, 0)] {
        var query = Query(text)
        query.page = page
        query.hitsPerPage = size
        let response = try client.answer(IndexedQuery(indexName: "p", query: query))
        let start = min(page * size, everything.count)
        let end = min(start + size, everything.count)
        XCTAssertEqual(ids(response), Array(everything[start..<end]), "\"\(text)\" page \(page) of \(size)")
        XCTAssertEqual(response.nbHits, everything.count)
      }
    }
  }

  func test_distinctPagesRankingOnlyTheirGroups_equalPagesOfTheFullOrder() throws {
    let client = LocalClient(indices: [try index()])
    for text in ["a", "al", "apple", "b", ""] {
      for distinct in [1, 2] {
        var full = Query(text)
        full.hitsPerPage = 1000
        full.distinct = .count(distinct)
        full.facets = ["colour", "group"]
        full.getRankingInfo = true
        let reference = try client.answer(IndexedQuery(indexName: "p", query: full))
        let everything = ids(reference)
        for (page, size) in [(0, 5), (1, 5), (2, 3), (0, 1)] {
          var query = full
          query.getRankingInfo = nil
          query.page = page
          query.hitsPerPage = size
          let response = try client.answer(IndexedQuery(indexName: "p", query: query))
          let expected = reference.hits.filter { hit in
            // Hits of the groups on the requested page: group ranks page * size ..< (page + 1) * size.
            let groupsSoFar = reference.hits.prefix { $0["objectID"] != hit["objectID"] }
              .filter { $0["_distinctSeqID"]?.doubleValue ?? 0 == 0 }.count
            let first = hit["_distinctSeqID"]?.doubleValue ?? 0 == 0
            let rank = first ? groupsSoFar : groupsSoFar - 1
            return rank >= page * size && rank < (page + 1) * size
          }.compactMap { $0["objectID"]?.stringValue }
          XCTAssertEqual(ids(response), expected, "\"\(text)\" distinct \(distinct) page \(page) of \(size)")
          XCTAssertEqual(response.nbHits, reference.nbHits)
          XCTAssertEqual(response.facets, reference.facets)
        }
        XCTAssertFalse(everything.isEmpty, "\"\(text)\" matches records")
      }
    }
  }

  func test_best_returnsTheFirstKInOrder() {
    let values = [5, 3, 9, 1, 3, 7, 0, 8, 2, 6]
    let precedes = { (a: Int, b: Int) in values[a] != values[b] ? values[a] < values[b] : a < b }
    let sorted = values.indices.sorted(by: precedes)
    for k in 0...values.count {
      XCTAssertEqual(Ranker.best(k, of: values.count, by: precedes), Array(sorted.prefix(k)))
    }
  }
}
