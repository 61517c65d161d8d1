import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import LocalSearch
import XCTest

// The related items screen of the InstantSearch 7 guides: below a product, the products sharing its brand (worth
// more) or its categories, the product itself left out.

final class RelatedItemsViewController: UIViewController {
  let searcher: HitsSearcher
  let hitsInteractor = HitsInteractor<SampleCatalogue.Product>()
  let relatedController = productsTableController()

  init(client: SearchBackend, product: ObjectWrapper<SampleCatalogue.Product>) {
    searcher = HitsSearcher(client: client, indexName: "products")
    super.init(nibName: nil, bundle: nil)
    let matchingPatterns: [MatchingPattern<SampleCatalogue.Product>] = [
      MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand),
      MatchingPattern(attribute: "categories", score: 2, filterPath: \.categories),
    ]
    hitsInteractor.connectSearcher(searcher, withRelatedItemsTo: product, with: matchingPatterns)
    hitsInteractor.connectController(relatedController)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searcher.search()
  }
}

final class RelatedItemsScreenTests: ScreenTestCase {
  func test_relatedProducts_shareTheBrandFirst() throws {
    let client = try SampleCatalogue.client()
    let record = try XCTUnwrap(client.index(named: "products")?.object(withID: "iphone-13"))
    let product = ObjectWrapper(objectID: "iphone-13", object: try record.decode(as: SampleCatalogue.Product.self))
    let screen = RelatedItemsViewController(client: client, product: product)
    awaitShown(screen.hitsInteractor) { screen.loadViewIfNeeded() }
    let related = rows(of: screen.relatedController.tableView)
    XCTAssertFalse(related.contains("Apple iPhone 13"), "the product itself is left out")
    XCTAssertEqual(related.count, 11)
    // Scores summed over the shared values: brand 3, each shared category 2 (every product is "electronics"),
    // ties by popularity.
    XCTAssertEqual(
      Array(related.prefix(5)),
      ["Apple iPhone 13 mini", "Apple AirPods Pro headphones", "Apple iPad Air tablet", "Samsung Galaxy S22 phone", "Google Pixel 6 phone"])
  }
}
