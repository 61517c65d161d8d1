import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordStoreTests: XCTestCase {
  /// Random saves and deletions agree with a dictionary of ids, through growth of the id table and many removals.
  func test_randomSavesAndDeletes_agreeWithADictionary() throws {
    var random = SplitMix64(seed: 9)
    var store = RecordStore()
    var model: [String: JSON] = [:]
    for step in 0..<6_000 {
      let id = "id\(random.next() % 900)"
      if random.next() % 3 == 0 {
        let removed = store.delete([id])
        XCTAssertEqual(removed.map(\.objectID), model.removeValue(forKey: id) == nil ? [] : [id], "step \(step)")
      } else {
        let record: JSON = ["objectID": .string(id), "step": .number(Double(step))]
        store.save(try store.prepared([record]))
        model[id] = record
      }
      XCTAssertEqual(store.count, model.count, "step \(step)")
    }
    for number in 0..<900 {
      XCTAssertEqual(store.record("id\(number)"), model["id\(number)"], "id\(number)")
    }
    XCTAssertNil(store.record("missing"))
  }
}
