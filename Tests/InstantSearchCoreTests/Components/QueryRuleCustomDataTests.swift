import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's query rule custom data: the item is the first element of `userData` that decodes as
/// the model, else `nil`; a failed search sets `nil`; the connector shows it as it is or through a presenter.
final class QueryRuleCustomDataTests: XCTestCase {
  private struct Banner: Decodable, Equatable {
    let title: String
    let link: String
  }

  private func client() -> ScriptedSearchClient {
    let client = ScriptedSearchClient()
    var banner = SearchResponse(hits: [], nbHits: 0)
    banner.userData = [["redirect": "https://example.com/tv"], ["title": "TV days", "link": "https://example.com/tv-days"]]
    client.reply(.response(banner), query: "tv")
    var unrelated = SearchResponse(hits: [], nbHits: 0)
    unrelated.userData = [["promotion": true]]
    client.reply(.response(unrelated), query: "phone")
    client.reply(.failure(.transport(message: "down")), query: "down")
    return client
  }

  func test_interactor_decodesTheFirstMatchingElement_andClearsOnNoneAndOnError() {
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let interactor = QueryRuleCustomDataInteractor<Banner>()
    interactor.connectSearcher(searcher)
    awaitNextResult(of: searcher) {
      searcher.query = "tv"
      searcher.search()
    }
    XCTAssertEqual(interactor.item, Banner(title: "TV days", link: "https://example.com/tv-days"))
    awaitNextResult(of: searcher) {
      searcher.query = "phone"
      searcher.search()
    }
    XCTAssertNil(interactor.item)
    awaitNextResult(of: searcher) {
      searcher.query = "tv"
      searcher.search()
    }
    XCTAssertNotNil(interactor.item)
    awaitNextError(of: searcher) {
      searcher.query = "down"
      searcher.search()
    }
    XCTAssertNil(interactor.item)
  }

  func test_connector_showsThroughAPresenterOrAsItIs() {
    let searcher = HitsSearcher(client: client(), indexName: "products")
    let titles = TextController()
    let banners = BannerController()
    let connector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: titles) { $0?.title ?? "" }
    connector.connectController(banners)
    XCTAssertEqual(connector.controllerConnections.count, 2)
    awaitNextResult(of: searcher) {
      searcher.query = "tv"
      searcher.search()
    }
    drainMainQueue()
    XCTAssertEqual(titles.shown, ["TV days"])
    XCTAssertEqual(banners.shown, [Banner(title: "TV days", link: "https://example.com/tv-days")])
    connector.disconnect()
    awaitNextResult(of: searcher) {
      searcher.query = "phone"
      searcher.search()
    }
    drainMainQueue()
    XCTAssertEqual(titles.shown, ["TV days"], "a disconnected connector shows nothing more")
  }

  private final class TextController: ItemController {
    var shown: [String] = []
    func setItem(_ item: String) { shown.append(item) }
  }

  private final class BannerController: ItemController {
    var shown: [Banner?] = []
    func setItem(_ item: Banner?) { shown.append(item) }
  }
}
