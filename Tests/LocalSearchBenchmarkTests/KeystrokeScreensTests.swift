import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

@testable import LocalSearchBenchmark

/// The benchmark's two search screens, on a small generated catalogue: after every keystroke both show what the
/// engine answered for the text, and the keystroke sequence is the one its documentation describes.
final class KeystrokeScreensTests: XCTestCase {
  private static let cities = ["Paris", "Lyon", "Berlin", "Madrid", "Zürich", "Dublin"]

  /// 60 venues named after words of several lengths, each in one of six cities.
  private static func client() throws -> LocalClient {
    let names = ["amber", "ambient", "ambition", "harbor", "harmony", "harvest", "lantern", "lanterns", "meadow", "meadows"]
    let records: [JSON] = (0..<60).map { number in
      .object([
        "objectID": .string("v\(number)"), "name": .string("\(names[number % names.count]) hall \(number)"),
        "location": .string(cities[number % cities.count]), "popularity": .number(Double(number % 7)),
      ])
    }
    let settings = try IndexSettings(
      data: Data(#"{"searchableAttributes": ["name"], "attributesForFaceting": ["location"], "customRanking": ["desc(popularity)"]}"#.utf8))
    return LocalClient(indices: [try LocalIndex(name: "venues", records: records, settings: settings)])
  }

  func test_v1AndV2Screens_showTheEngineAnswer_afterEveryKeystroke() throws {
    let client = try Self.client()
    let v1 = V1SearchScreen(client: client, indexName: "venues", facetAttribute: "location", displayedAttribute: "name")
    let v2 = V2SearchScreen(client: client, indexName: "venues", facetAttribute: "location", displayedAttribute: "name")
    for text in ["a", "am", "amb", "ambi", "h", "har", "harv", "lantern", "meadows", "zzz"] {
      let shownV1 = KeystrokeCycle.run(text, on: v1).shown
      let shownV2 = KeystrokeCycle.run(text, on: v2).shown
      XCTAssertEqual(shownV1, shownV2, text)
      let answer = try Self.answer(client, text)
      XCTAssertEqual(shownV1.hitRows, answer.hits.count, text)
      XCTAssertEqual(shownV1.facetRows, min(answer.facets?["location"]?.count ?? 0, visibleRowCount), text)
      XCTAssertTrue(shownV1.stats.hasPrefix("\(answer.nbHits ?? -1) results for "), "\(text): \(shownV1.stats)")
    }
  }

  func test_sequence_typesEveryPrefixOfTheRankedWords() {
    let records: [JSON] = ["black black", "Black magic", "magic", "Empire state", "a b"].map { .object(["title": .string($0)]) }
    let sequence = KeystrokeSequence(records: records, attributes: ["title"], perAttribute: 2, spacing: 1)
    XCTAssertEqual(sequence.words, ["black", "magic"], "5 to 9 letters, most held first, then alphabetical")
    XCTAssertEqual(sequence.texts, ["b", "bl", "bla", "blac", "black", "m", "ma", "mag", "magi", "magic"])
  }

  /// The engine's own answer to the screens' query: 20 hits per page, the facet counted.
  private static func answer(_ client: LocalClient, _ text: String) throws -> SearchResponse {
    var query = Query(text)
    query.hitsPerPage = 20
    query.facets = ["location"]
    let answered = XCTestExpectation(description: "the engine answers \(text)")
    var outcome: Result<SearchResponse, SearchClientError>?
    _ = client.search(IndexedQuery(indexName: "venues", query: query)) { result in
      outcome = result
      answered.fulfill()
    }
    XCTWaiter().wait(for: [answered], timeout: 10)
    return try XCTUnwrap(outcome).get()
  }
}
