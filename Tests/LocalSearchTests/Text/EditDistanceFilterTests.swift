import XCTest

@testable import LocalSearch

final class EditDistanceFilterTests: XCTestCase {
  func test_somePrefixMayBeWithin_isTrueWheneverSomePrefixIsWithinTheLimit() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = ["a", "b", "c", "d"]
    var rejected = 0
    for _ in 0..<3000 {
      let query = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let target = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let limit = Int.random(in: 1...2, using: &generator)
      let within = EditDistance.prefixDistances(query, target, limit: limit).contains { $0 <= limit }
      let may = EditDistance.somePrefixMayBeWithin(limit, of: query, target)
      if within { XCTAssertTrue(may, "\(query) vs \(target), limit \(limit)") }
      if !may { rejected += 1 }
    }
    XCTAssertGreaterThan(rejected, 0, "the filter rejects some pairs")
  }
}
