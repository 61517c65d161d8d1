import Foundation
import LocalSearch
import TestSupport
import XCTest

@testable import InstantSearchCore

/// The multi-index seed (003) on the embedded engine: actors and TED talks searched in one request.
final class MultiIndexSeedTests: XCTestCase {
  struct Actor: Codable { let name: String }
  struct Talk: Codable { let name: String }

  final class TextField: SearchBoxController {
    var onQueryChanged: ((String?) -> Void)?
    var onQuerySubmitted: ((String?) -> Void)?
    func setQuery(_ query: String?) {}
  }

  final class CountingClient: SearchBackend, @unchecked Sendable {
    let base: LocalClient
    var multiQueries = 0
    init(_ base: LocalClient) { self.base = base }
    func search(_ request: MultiSearchRequest, requestOptions: RequestOptions?, completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      multiQueries += 1
      return base.search(request, requestOptions: requestOptions, completion: completion)
    }
    func searchForFacetValues(_ request: FacetIndexQuery, requestOptions: RequestOptions?, completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void) -> Cancellable {
      base.searchForFacetValues(request, requestOptions: requestOptions, completion: completion)
    }
  }

  func test_seed_oneRequestFeedsBothSections() throws {
    let actors = try JSON.parse(SharedFiles.require("datasets/movies/actors.json")).arrayValue ?? []
    let talks = try JSON.parse(SharedFiles.require("datasets/tedtalks/talks.json")).arrayValue ?? []
    let client = CountingClient(LocalClient(indices: [
      try LocalIndex(name: "actors", records: actors, settings: IndexSettings(json: ["searchableAttributes": ["name"]])),
      try LocalIndex(name: "talks", records: talks, settings: IndexSettings(json: ["searchableAttributes": ["name"]])),
    ]))
    let searcher = MultiSearcher(client: client)
    let textField = TextField()
    let queryInputConnector = QueryInputConnector(searcher: searcher, controller: textField)
    let actorHits = HitsInteractor<Hit<Actor>>(infiniteScrolling: .off)
    let talkHits = HitsInteractor<Hit<Talk>>(infiniteScrolling: .off)
    actorHits.connectSearcher(searcher.addHitsSearcher(indexName: "actors"))
    talkHits.connectSearcher(searcher.addHitsSearcher(indexName: "talks"))

    let both = expectation(description: "both sections updated")
    both.expectedFulfillmentCount = 2
    actorHits.onResultsUpdated.subscribe(with: self) { _, response in if response.query == "john" { both.fulfill() } }
    talkHits.onResultsUpdated.subscribe(with: self) { _, response in if response.query == "john" { both.fulfill() } }
    queryInputConnector.interactor.query = "john"
    wait(for: [both], timeout: 10)

    XCTAssertEqual(client.multiQueries, 1, "one multi-query request for both indices")
    XCTAssertGreaterThan(actorHits.numberOfHits(), 0)
    XCTAssertGreaterThan(talkHits.numberOfHits(), 0)
    let actor = try XCTUnwrap(actorHits.hit(atIndex: 0))
    XCTAssertTrue(actor.object.name.lowercased().contains("john"))
    XCTAssertEqual(actor.hightlightedString(forKey: "name")?.taggedString.taggedSubstrings().first?.lowercased(), "john")
    let talk = try XCTUnwrap(talkHits.hit(atIndex: 0))
    XCTAssertNotNil(talk.hightlightedString(forKey: "name"))
  }
}
