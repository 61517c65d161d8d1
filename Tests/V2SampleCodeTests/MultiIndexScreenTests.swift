import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The multi-index screens of the InstantSearch 7 guides, on one `MultiSearcher` (one request per keystroke):
// query suggestions above products, whose selection searches the suggested query, and products with a blog's
// articles.

/// A suggestion row: the highlighted query, its tags dropped.
final class SuggestionsTableController: HitsTableController<HitsInteractor<QuerySuggestion>> {
  var didSelectSuggestion: ((QuerySuggestion) -> Void)?

  override init(tableView: UITableView) {
    super.init(tableView: tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "suggestion")
    dataSource = HitsTableViewDataSource { tableView, suggestion, indexPath in
      let cell = tableView.dequeueReusableCell(withIdentifier: "suggestion", for: indexPath)
      cell.textLabel?.attributedText = suggestion.highlighted.map {
        NSAttributedString(highlightedString: HighlightedString(string: $0), attributes: [:])
      }
      return cell
    }
    delegate = HitsTableViewDelegate { [weak self] _, suggestion, _ in self?.didSelectSuggestion?(suggestion) }
  }
}

final class QuerySuggestionsViewController: UIViewController {
  let multiSearcher: MultiSearcher
  let searchController = UISearchController(searchResultsController: nil)
  let searchBoxConnector: SearchBoxConnector
  let suggestionsInteractor = HitsInteractor<QuerySuggestion>(infiniteScrolling: .off, showItemsOnEmptyQuery: false)
  let productsInteractor = HitsInteractor<SampleCatalogue.Product>()
  let suggestionsController = SuggestionsTableController(tableView: UITableView())
  let productsController = productsTableController()

  init(client: SearchBackend) {
    multiSearcher = MultiSearcher(client: client)
    let suggestionsSearcher = multiSearcher.addHitsSearcher(indexName: "products_query_suggestions")
    let productsSearcher = multiSearcher.addHitsSearcher(indexName: "products")
    searchBoxConnector = SearchBoxConnector(searcher: multiSearcher, controller: SearchBarController(searchBar: searchController.searchBar))
    super.init(nibName: nil, bundle: nil)
    suggestionsInteractor.connectSearcher(suggestionsSearcher)
    suggestionsInteractor.connectController(suggestionsController)
    productsInteractor.connectSearcher(productsSearcher)
    productsInteractor.connectController(productsController)
    suggestionsController.didSelectSuggestion = { [weak self] suggestion in
      self?.searchController.searchBar.userType(suggestion.query)
    }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    multiSearcher.search()
  }
}

final class ProductsAndArticlesViewController: UIViewController {
  struct Article: Codable {
    let title: String
  }

  let multiSearcher: MultiSearcher
  let productsInteractor = HitsInteractor<SampleCatalogue.Product>()
  let articlesInteractor = HitsInteractor<Article>()
  let productsController = productsTableController()
  let articlesController: HitsTableController<HitsInteractor<Article>>

  init(client: SearchBackend) {
    multiSearcher = MultiSearcher(client: client)
    let articlesTable = UITableView()
    articlesTable.register(UITableViewCell.self, forCellReuseIdentifier: "article")
    articlesController = HitsTableController(tableView: articlesTable)
    articlesController.dataSource = HitsTableViewDataSource { tableView, article, indexPath in
      let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
      cell.textLabel?.text = article.title
      return cell
    }
    super.init(nibName: nil, bundle: nil)
    productsInteractor.connectSearcher(multiSearcher.addHitsSearcher(indexName: "products"))
    productsInteractor.connectController(productsController)
    articlesInteractor.connectSearcher(multiSearcher.addHitsSearcher(indexName: "articles"))
    articlesInteractor.connectController(articlesController)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

final class MultiIndexScreenTests: ScreenTestCase {
  func test_querySuggestions_suggestAsYouType_andASuggestionSearchesIt() throws {
    let screen = QuerySuggestionsViewController(client: try SampleCatalogue.client())
    awaitShown(screen.productsInteractor, screen.suggestionsInteractor) { screen.loadViewIfNeeded() }
    XCTAssertEqual(rows(of: screen.suggestionsController.tableView), [], "no suggestions before typing")
    awaitShown(screen.productsInteractor, screen.suggestionsInteractor) { screen.searchController.searchBar.userType("ip") }
    XCTAssertEqual(rows(of: screen.suggestionsController.tableView), ["iphone", "iphone case", "ipad"], "by popularity")
    let highlighted = screen.suggestionsController.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.attributedText
    XCTAssertEqual(highlighted?.string, "iphone")
    awaitShown(screen.productsInteractor, screen.suggestionsInteractor) {
      screen.suggestionsController.tableView.userSelectRow(at: IndexPath(row: 1, section: 0))
    }
    XCTAssertEqual(screen.searchController.searchBar.text, "iphone case")
    XCTAssertEqual(Set(rows(of: screen.productsController.tableView)), ["iPhone 13 case, red", "iPhone 13 case, clear"])
  }

  func test_productsAndArticles_comeFromOneRequest() throws {
    let client = try SampleCatalogue.client()
    let screen = ProductsAndArticlesViewController(client: client)
    awaitShown(screen.productsInteractor, screen.articlesInteractor) {
      screen.multiSearcher.setQuery("headphones")
      screen.multiSearcher.search()
    }
    XCTAssertEqual(rows(of: screen.productsController.tableView), ["Apple AirPods Pro headphones", "Sony WH-1000XM4 headphones"])
    XCTAssertEqual(rows(of: screen.articlesController.tableView), ["The best headphones of the year"])
  }
}
