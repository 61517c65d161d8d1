import Foundation
import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import XCTest

/// A file importing both modules names each clashing type with its module: `InstantSearch.Searcher` (through
/// the class's aliases) for v1, `InstantSearchCore.Searcher` for v2, and both work together on one session.
final class QualifiedNamesTests: XCTestCase {
  func test_v1AndV2Names_qualified_inOneFile() {
    let client = ScriptedSearchClient(completionQueue: .main)
    client.reply(.hits([["objectID": "1", "name": "Sony TV"]], nbHits: 1), query: "sony")
    let searcher: InstantSearch.Searcher = InstantSearch.Searcher(index: Index(client: client, name: "products"))
    let query: InstantSearch.Query = searcher.params
    query.query = "sony"
    let v2: any InstantSearchCore.Searcher = searcher.hitsSearcher
    XCTAssertTrue(v2 === searcher.hitsSearcher)

    let results = awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(results?.nbHits, 1)
    var v2Query = InstantSearchCore.Query("sony")
    v2Query.hitsPerPage = 20
    XCTAssertEqual(client.requests.last?.query.query, v2Query.query)

    let debouncer = InstantSearch.Debouncer(delay: 0.1)
    XCTAssertEqual(debouncer.delay, 0.1)
    XCTAssertEqual(InstantSearch.MatchLevel.full, .full)
    XCTAssertTrue(InstantSearch.IndexQuery.self != InstantSearchCore.IndexQuery.self)
    XCTAssertTrue(InstantSearch.HitsController.self != InstantSearchCore.HitsController.self)
    XCTAssertEqual(ObjectIdentifier(InstantSearch.FacetStats.self), ObjectIdentifier(_V1FacetStats.self))
    XCTAssertEqual(ObjectIdentifier(InstantSearch.HighlightResult.self), ObjectIdentifier(_V1HighlightResult.self))
    XCTAssertEqual(ObjectIdentifier(InstantSearch.SnippetResult.self), ObjectIdentifier(_V1SnippetResult.self))
    XCTAssertEqual(ObjectIdentifier(InstantSearch.RankingInfo.self), ObjectIdentifier(_V1RankingInfo.self))
    let v1Options = InstantSearch.RequestOptions(headers: ["X-Algolia-User-ID": "u"])
    let v2Options = InstantSearchCore.RequestOptions(headers: [.algoliaUserID: v1Options.headers["X-Algolia-User-ID"] ?? ""])
    XCTAssertEqual(v2Options.headers, ["X-Algolia-User-ID": "u"])
    let v1Client = InstantSearch.SearchClient<SearchParameters, SearchResults>.self
    XCTAssertFalse(v1Client is any InstantSearchCore.SearchBackend.Type)
    let v1Index: InstantSearch.Index = Index(client: client, name: "products")
    let v2Index: InstantSearchCore.Index = InstantSearchCore.SearchClient(backend: client).index(withName: "products")
    XCTAssertEqual(v1Index.name, v2Index.name)
    XCTAssertTrue(InstantSearch.Index.self != InstantSearchCore.Index.self)
    let searchable: (any InstantSearch.Searchable)? = searcher.index
    XCTAssertNotNil(searchable)
  }
}
