import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The "getting started" screen of Algolia's InstantSearch 7 guides: a search bar, a hits table and a stats label
// on one searcher, here on the embedded engine.

/// Shows the stats text in a label: the small `ItemController` the guides write.
final class StatsLabelController: ItemController {
  let label: UILabel
  init(label: UILabel) { self.label = label }
  func setItem(_ item: String?) { label.text = item }
}

final class GettingStartedViewController: UIViewController {
  typealias HitType = SampleCatalogue.Product

  let searcher: HitsSearcher
  let searchController: UISearchController
  let searchBoxConnector: SearchBoxConnector
  let hitsConnector: HitsConnector<HitType>
  let hitsTableController: HitsTableController<HitsInteractor<HitType>>
  let statsConnector: StatsConnector
  let statsLabel = UILabel()

  init(client: SearchBackend) {
    searcher = HitsSearcher(client: client, indexName: "products")
    let resultsViewController = UITableViewController(style: .plain)
    hitsTableController = HitsTableController(tableView: resultsViewController.tableView)
    searchController = UISearchController(searchResultsController: resultsViewController)
    searchBoxConnector = SearchBoxConnector(searcher: searcher, controller: SearchBarController(searchBar: searchController.searchBar))
    hitsConnector = HitsConnector(searcher: searcher, controller: hitsTableController)
    statsConnector = StatsConnector(searcher: searcher, controller: StatsLabelController(label: statsLabel)) { stats in
      stats.map { "\($0.totalHitsCount) hits" } ?? ""
    }
    super.init(nibName: nil, bundle: nil)
    hitsTableController.dataSource = HitsTableViewDataSource { tableView, hit, indexPath in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = hit.name
      return cell
    }
    hitsTableController.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.searchController = searchController
    searcher.search()
  }
}

final class GettingStartedScreenTests: ScreenTestCase {
  func test_typingShowsTheMatchingHitsAndTheirCount() throws {
    let screen = GettingStartedViewController(client: try SampleCatalogue.client())
    awaitShown(screen.hitsConnector.interactor) { screen.loadViewIfNeeded() }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).count, 12)
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView).first, "Apple iPhone 13", "most popular first")
    awaitShown(screen.hitsConnector.interactor) { screen.searchController.searchBar.userType("headphones") }
    XCTAssertEqual(rows(of: screen.hitsTableController.tableView), ["Apple AirPods Pro headphones", "Sony WH-1000XM4 headphones"])
    XCTAssertEqual(screen.statsLabel.text, "2 hits")
  }
}
