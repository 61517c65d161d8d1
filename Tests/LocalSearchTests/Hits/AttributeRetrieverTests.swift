import InstantSearchCore
import XCTest

@testable import LocalSearch

final class AttributeRetrieverTests: XCTestCase {
  private let record: JSON = ["name": "a", "price": 3, "owner": ["name": "b", "age": 4], "list": [["x": 1, "y": 2], ["x": 3]], "secret": "s"]

  func test_retrieve_starKeepsAllButUnretrievable() {
    let result = AttributeRetriever(attributesToRetrieve: ["*"], unretrievable: ["secret"]).retrieve(record, objectID: "1")
    XCTAssertEqual(Set(result.keys), ["name", "price", "owner", "list", "objectID"])
  }

  func test_retrieve_listAndNestedPathsAndExclusions() {
    XCTAssertEqual(
      AttributeRetriever(attributesToRetrieve: ["name", "owner.age", "list.x"], unretrievable: []).retrieve(record, objectID: "1"),
      ["name": "a", "owner": ["age": 4], "list": [["x": 1], ["x": 3]], "objectID": "1"])
    XCTAssertEqual(
      Set(AttributeRetriever(attributesToRetrieve: ["*", "-price", "-owner.name"], unretrievable: []).retrieve(record, objectID: "1").keys),
      ["name", "owner", "list", "secret", "objectID"])
    XCTAssertEqual(AttributeRetriever(attributesToRetrieve: [], unretrievable: []).retrieve(record, objectID: "1"), ["objectID": "1"])
  }
}
