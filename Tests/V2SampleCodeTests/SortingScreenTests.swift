import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The sorting screens of the InstantSearch 7 guides: a sort-by segmented control over the primary index and a
// price replica (`SortByConnector`), and a relevant-sort toggle on a virtual replica (`RelevantSortConnector`)
// with the stats text InstantSearch shows for it.

final class SortByViewController: UIViewController {
  let searcher: HitsSearcher
  let hitsConnector: HitsConnector<SampleCatalogue.Product>
  let sortByConnector: SortByConnector
  let hitsTableController = productsTableController()
  let segmentedControl = UISegmentedControl()

  init(client: SearchBackend) {
    searcher = HitsSearcher(client: client, indexName: "products")
    hitsConnector = HitsConnector(searcher: searcher, controller: hitsTableController)
    sortByConnector = SortByConnector(
      searcher: searcher, indicesNames: ["products", "products_price_asc"], selected: 0,
      controller: SegmentedController(segmentedControl: segmentedControl)
    ) { indexName in indexName == "products" ? "Featured" : "Price: low to high" }
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searcher.search()
  }
}

final class RelevantSortViewController: UIViewController {
  let searcher: HitsSearcher
  let hitsConnector: HitsConnector<SampleCatalogue.Product>
  let relevantSortConnector: RelevantSortConnector
  let statsConnector: StatsConnector
  let hitsTableController = productsTableController()
  let relevantSortController = RelevantSortToggleController()
  let statsLabel = UILabel()

  init(client: SearchBackend) {
    searcher = HitsSearcher(client: client, indexName: "products_relevant_price_asc")
    hitsConnector = HitsConnector(searcher: searcher, controller: hitsTableController)
    relevantSortConnector = RelevantSortConnector(searcher: searcher, controller: relevantSortController)
    statsConnector = StatsConnector(searcher: searcher, controller: StatsLabelController(label: statsLabel))
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searcher.query = "iphone 13"
    searcher.request.query.optionalWords = ["13"]
    searcher.search()
  }
}

final class SortingScreenTests: ScreenTestCase {
  func test_sortBy_switchesToThePriceReplica() throws {
    let screen = SortByViewController(client: try SampleCatalogue.client())
    awaitShown(screen.hitsConnector.interactor) { screen.loadViewIfNeeded() }
    XCTAssertEqual(screen.segmentedControl.titleForSegment(at: 1), "Price: low to high")
    XCTAssertEqual(screen.segmentedControl.selectedSegmentIndex, 0)
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).first, "Apple iPhone 13")
    awaitShown(screen.hitsConnector.interactor) { screen.segmentedControl.userSelectSegment(at: 1) }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).prefix(3), ["iPhone 13 case, clear", "iPhone 13 case, red", "USB-C charger for iPhone"])
    XCTAssertEqual(screen.sortByConnector.selectedIndexName, "products_price_asc")
  }

  /// The replicas the primary's settings list exist without being built by hand: the client makes them, and their
  /// own settings are set on them as on Algolia.
  func test_sortBy_onReplicasTheEngineMadeFromThePrimarysSettings() throws {
    let client = LocalClient(indices: [
      try LocalIndex(name: "products", records: SampleCatalogue.products, settings: try SampleCatalogue.productSettings())
    ])
    _ = try client.answer(.setSettings(
      indexName: "products_price_asc",
      settings: ["ranking": ["asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]], forwardToReplicas: nil))
    let screen = SortByViewController(client: client)
    awaitShown(screen.hitsConnector.interactor) { screen.loadViewIfNeeded() }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).first, "Apple iPhone 13")
    awaitShown(screen.hitsConnector.interactor) { screen.segmentedControl.userSelectSegment(at: 1) }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).prefix(3), ["iPhone 13 case, clear", "iPhone 13 case, red", "USB-C charger for iPhone"])
  }

  func test_relevantSort_showsTheRelevantHitsThenAll() throws {
    let screen = RelevantSortViewController(client: try SampleCatalogue.client())
    awaitShown(screen.hitsConnector.interactor) { screen.loadViewIfNeeded() }
    drainMainQueue()
    XCTAssertEqual(
      rows(of: screen.hitsTableController.tableView),
      ["iPhone 13 case, clear", "iPhone 13 case, red", "Apple iPhone 13 mini", "Apple iPhone 13"],
      "the hits with both words, by price; not those matching 'iphone' alone or 'phone' with a typo")
    XCTAssertEqual(screen.relevantSortController.toggleButton.currentTitle, "Show all results")
    XCTAssertTrue(screen.statsLabel.text?.hasPrefix("4 relevant results sorted out of 7") ?? false, screen.statsLabel.text ?? "")
    awaitShown(screen.hitsConnector.interactor) { screen.relevantSortController.toggleButton.tap() }
    drainMainQueue()
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).count, 7)
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).prefix(3), ["iPhone 13 case, clear", "iPhone 13 case, red", "USB-C charger for iPhone"])
    XCTAssertTrue(rows(of: screen.hitsTableController.tableView).contains("Google Pixel 6 phone"))
    XCTAssertEqual(screen.relevantSortController.hintLabel.text, "Currently showing all results.")
    XCTAssertTrue(screen.statsLabel.text?.hasPrefix("7 results") ?? false, screen.statsLabel.text ?? "")
  }
}
