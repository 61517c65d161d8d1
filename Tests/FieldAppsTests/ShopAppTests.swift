import Foundation
import InstantSearch
import InstantSearchTestKit
import LocalSearch
import XCTest

/// A v1 getting-started app written as v1 apps were (`V1Sources/Shop`), ported by the port command alone
/// (`Ported/Shop`, checked by `PortedSourcesTests`), then launched through its app delegate and driven as a user
/// would: the window shows the products,
/// typing searches, the Filter button pushes the filters screen, tapping a brand and moving the price slider
/// refine, Done pops back to the refined products; a custom widget follows every result.
final class ShopAppTests: XCTestCase {
  private static let records: [JSONObject] = {
    let brands = ["Sony", "Bose", "Apple"]
    return (1...12).map { (number: Int) -> JSONObject in
      let brand = brands[number % 3]
      let record: JSONObject = [
        "objectID": String(number), "name": "\(brand) speaker \(number)", "brand": brand, "salePrice": number * 100 - 1,
        "rating": Double(number % 5) + 0.5,
      ]
      return record
    }
  }()

  private func count(where predicate: (JSONObject) -> Bool) -> Int { Self.records.filter(predicate).count }

  override func setUpWithError() throws {
    let settings = try IndexSettings(
      data: Data(#"{"searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand", "salePrice"], "customRanking": ["asc(salePrice)"]}"#.utf8))
    let index = Index(client: LocalClient(indices: [try LocalIndex(name: "shop", foundationRecords: Self.records, settings: settings)]), name: "shop")
    InstantSearch.shared.configure(searcher: Searcher(index: index))
  }

  override func tearDown() {
    UIApplication.shared.terminate()
  }

  func test_theShopApp_searchesRefinesAndNavigates() throws {
    let delegate = AppDelegate()
    XCTAssertTrue(UIApplication.shared.launch(delegate: delegate))
    let navigation = try XCTUnwrap(delegate.window?.rootViewController as? UINavigationController)
    let products = try XCTUnwrap(navigation.topViewController as? ProductsViewController)

    awaitCondition("every product listed") { products.stats.text == "12 results" }
    let table = try XCTUnwrap(products.hitsTableView)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Bose speaker 1 – $99.00")
    XCTAssertEqual(products.bestRating.text, "Best rating: 4.5")

    products.searchBar.userType("bose")
    awaitCondition("the Bose products") { products.stats.text == "\(self.count { $0["brand"] as? String == "Bose" }) results" }
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Bose speaker 1 – $99.00")
    products.searchBar.userType("")
    awaitCondition("every product again") { products.stats.text == "12 results" }

    products.navigationItem.rightBarButtonItem?.tap()
    let filters = try XCTUnwrap(navigation.topViewController as? FiltersViewController)
    XCTAssertEqual(filters.title, "Filters")
    awaitCondition("the brands listed") { filters.brands.numberOfRows(inSection: 0) == 3 }
    let apple = try XCTUnwrap((0..<3).first { filters.brands.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text == "Apple" })
    XCTAssertEqual(filters.brands.cellForRow(at: IndexPath(row: apple, section: 0))?.detailTextLabel?.text, "4")
    filters.brands.userSelectRow(at: IndexPath(row: apple, section: 0))
    awaitCondition("the Apple products") { products.stats.text == "4 results" }
    XCTAssertEqual(filters.brands.cellForRow(at: IndexPath(row: apple, section: 0))?.accessoryType, .checkmark)

    filters.priceSlider.userSetValue(500)
    XCTAssertEqual(filters.priceLabel.text, "from $500")
    let expected = count { $0["brand"] as? String == "Apple" && ($0["salePrice"] as? Int ?? 0) >= 500 }
    awaitCondition("the Apple products from $500") { products.stats.text == "\(expected) results" }

    filters.navigationItem.leftBarButtonItem?.tap()
    XCTAssertTrue(navigation.topViewController === products)
    XCTAssertTrue(products.isVisible)
    XCTAssertEqual(products.bestRating.text, "Best rating: \(Self.records.filter { $0["brand"] as? String == "Apple" && ($0["salePrice"] as? Int ?? 0) >= 500 }.compactMap { $0["rating"] as? Double }.max()!)")
  }

  func test_returningFromTheBackground_searchesAgain_withTheRefinementsKept() throws {
    let delegate = AppDelegate()
    UIApplication.shared.launch(delegate: delegate)
    let products = try XCTUnwrap((delegate.window?.rootViewController as? UINavigationController)?.topViewController as? ProductsViewController)
    awaitCondition("every product listed") { products.stats.text == "12 results" }
    products.searchBar.userType("sony")
    let sony = count { $0["brand"] as? String == "Sony" }
    awaitCondition("the Sony products") { products.stats.text == "\(sony) results" }

    UIApplication.shared.enterBackground()
    let searched = expectation(forNotification: Searcher.SearchNotification, object: InstantSearch.shared.getSearcher()) { notification in
      (notification.userInfo?[Searcher.userInfoParamsKey] as? SearchParameters)?.query == "sony"
    }
    UIApplication.shared.enterForeground()
    wait(for: [searched], timeout: 10)
    awaitCondition("the Sony products again") { products.stats.text == "\(sony) results" }
  }
}
