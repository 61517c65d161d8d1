import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

final class FacetListPresenterTests: XCTestCase {
  private let colours: [SelectableItem<Facet>] = [
    (Facet(value: "red", count: 10), true), (Facet(value: "orange", count: 20), true),
    (Facet(value: "yellow", count: 30), false), (Facet(value: "black", count: 5), false),
    (Facet(value: "blue", count: 40), false), (Facet(value: "green", count: 0), true),
  ]

  private func order(_ sortBy: [FacetSortCriterion]) -> [String] {
    FacetListPresenter(sortBy: sortBy).transform(refinementFacets: colours).map(\.item.value)
  }

  func test_transform_documentedOrders() {
    XCTAssertEqual(order([.isRefined, .count(order: .descending)]), ["orange", "red", "green", "blue", "yellow", "black"])
    XCTAssertEqual(order([.count(order: .descending)]), ["blue", "yellow", "orange", "red", "black", "green"])
    XCTAssertEqual(order([.isRefined, .count(order: .ascending)]), ["green", "red", "orange", "black", "yellow", "blue"])
    XCTAssertEqual(order([.isRefined, .alphabetical(order: .ascending)]), ["green", "orange", "red", "black", "blue", "yellow"])
    XCTAssertEqual(order([.alphabetical(order: .ascending)]), ["black", "blue", "green", "orange", "red", "yellow"])
    XCTAssertEqual(order([.isRefined, .alphabetical(order: .descending)]), ["red", "orange", "green", "yellow", "blue", "black"])
    XCTAssertEqual(order([.alphabetical(order: .descending)]), ["yellow", "red", "orange", "green", "blue", "black"])
  }

  func test_transform_tieBreaksAndLimitAndEmpty() {
    let items: [SelectableItem<Facet>] = [
      (Facet(value: "blue", count: 10), false), (Facet(value: "red", count: 10), true),
      (Facet(value: "green", count: 5), true), (Facet(value: "orange", count: 10), true),
    ]
    let presenter = FacetListPresenter(sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)])
    XCTAssertEqual(presenter.transform(refinementFacets: items).map(\.item.value), ["orange", "red", "green", "blue"])
    XCTAssertEqual(FacetListPresenter(limit: 2).transform(refinementFacets: colours).map(\.item.value), ["blue", "yellow"])
    XCTAssertFalse(FacetListPresenter(showEmptyFacets: false).transform(refinementFacets: colours).contains { $0.item.value == "green" })
    XCTAssertEqual(FacetListPresenter().limit, Int.max)
  }
}
