import Foundation
import InstantSearch
import LocalSearch
import XCTest

/// A small generated catalogue on the embedded engine, for v1 tests.
enum V1Fixtures {
  static let brands = ["Apple", "Samsung", "Sony", "Bose"]
  static let categories = ["phone", "tv", "headphones"]

  /// 36 products: every brand × category × 3 sizes; price and rating vary.
  static let records: [[String: Any]] = {
    var records: [[String: Any]] = []
    var number = 0
    for brand in brands {
      for category in categories {
        for size in ["mini", "plus", "max"] {
          number += 1
          records.append([
            "objectID": "p\(number)", "name": "\(brand) \(category) \(size)", "brand": brand, "category": category,
            "price": Double(number * 10) + 0.5, "rating": number % 5 + 1,
          ])
        }
      }
    }
    return records
  }()

  static let settingsJSON = """
    {"searchableAttributes": ["name", "brand", "category"],
     "attributesForFaceting": ["searchable(brand)", "category", "price", "rating"],
     "customRanking": ["desc(rating)"]}
    """

  /// A fresh embedded client serving the catalogue as index `products`.
  static func client() throws -> LocalClient {
    let settings = try IndexSettings(data: Data(settingsJSON.utf8))
    return LocalClient(indices: [try LocalIndex(name: "products", foundationRecords: records, settings: settings)])
  }

  /// A v1 index over the embedded catalogue.
  static func index() throws -> Index { Index(client: try client(), name: "products") }

  /// Records matching a predicate, by brute force.
  static func count(where predicate: ([String: Any]) -> Bool) -> Int { records.filter(predicate).count }
}

/// Collects what a searcher delivers, in order.
final class DeliveryLog: SearcherDelegate {
  var events: [String] = []
  var results: [SearchResults] = []
  var errors: [Error] = []
  var userInfos: [[String: Any]] = []

  func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    events.append("delegate")
    if let results { self.results.append(results) }
    if let error { errors.append(error) }
    userInfos.append(userInfo)
  }
}

extension XCTestCase {
  /// Waits until a condition holds, spinning the main run loop in 5 ms slices (where v1 deliveries arrive).
  ///
  /// Polls: only for what posts nothing to await, such as an object's release; a condition that follows the
  /// searcher's deliveries is awaited with the kit's `awaitCondition`, `awaitNextResults` or `awaitSettled`.
  func waitUntil(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
    XCTAssertTrue(condition(), "condition not met within \(timeout) s", file: file, line: line)
  }
}
