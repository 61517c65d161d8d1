import Foundation
import InstantSearch
import InstantSearchTestKit
import LocalSearch
import XCTest

/// A v1 geo rental app (`V1Sources/Rentals`), ported by the command alone: its custom map widget reads whole-number
/// coordinates and prices as `Double` (as v1's `JSONSerialization` hits allowed), and clears its pins when the
/// search notification's parameters say page 0, keeping them while further pages load.
final class RentalsAppTests: XCTestCase {
  private static let records: [JSONObject] = (1...12).map { (number: Int) -> JSONObject in
    let city = number % 2 == 0 ? "Paris" : "Lyon"
    let record: JSONObject = [
      "objectID": String(number), "name": "\(city) flat \(number)", "city": city, "price": 50 + number * 10,
      "_geoloc": ["lat": city == "Paris" ? 48 : 45, "lng": city == "Paris" ? 2 : 4.85],
    ]
    return record
  }

  override func setUpWithError() throws {
    let settings = try IndexSettings(data: Data(#"{"searchableAttributes": ["name", "city"], "customRanking": ["asc(price)"]}"#.utf8))
    let index = Index(client: LocalClient(indices: [try LocalIndex(name: "rentals", foundationRecords: Self.records, settings: settings)]), name: "rentals")
    InstantSearch.shared.configure(searcher: Searcher(index: index))
  }

  func test_theMapWidget_clearsOnANewSearch_andKeepsItsPinsWhilePagesLoad() throws {
    let screen = RentalsViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: .zero)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let map = try XCTUnwrap(screen.map)
    awaitCondition("the first page on the map") { map.pins.count == 5 }
    XCTAssertEqual(map.clearCount, 1)
    XCTAssertEqual(map.drawnPins, 5)
    XCTAssertEqual(map.pins.first?.latitude, 45, "a whole-number latitude reads as Double")
    XCTAssertEqual(map.pins.first?.price, 60)
    XCTAssertEqual(screen.hitsTableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Lyon flat 1")

    let searcher = InstantSearch.shared.getSearcher()
    awaitNextResults(of: searcher) { searcher.loadMore() }
    XCTAssertEqual(map.pins.count, 10, "a further page adds its pins")
    XCTAssertEqual(map.clearCount, 1, "a further page is not page 0")

    screen.searchBar.userType("paris")
    awaitCondition("the Paris rentals on the map") { map.clearCount == 2 && map.pins.count == 5 }
    XCTAssertTrue(map.pins.allSatisfy { $0.latitude == 48 && $0.longitude == 2 })
    XCTAssertEqual(map.layer.cornerRadius, 8)
  }
}
