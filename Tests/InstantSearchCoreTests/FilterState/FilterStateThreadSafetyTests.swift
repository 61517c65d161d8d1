import Foundation
import XCTest

@testable import InstantSearchCore

final class FilterStateThreadSafetyTests: XCTestCase {
  func test_concurrentAdds_fromSeveralThreads_areAllKept() {
    let filterState = FilterState()
    let iterations = 400
    DispatchQueue.concurrentPerform(iterations: iterations) { index in
      filterState[or: "g\(index % 4)"].add(Filter.Facet(attribute: "a", floatValue: Float(index)))
      filterState.add(Filter.Tag(value: "\(index)"), toGroupWithID: .and(name: "tags"))
      _ = filterState.description
      if index % 10 == 0 { filterState.notifyChange() }
    }
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "tags")).count, iterations)
    XCTAssertEqual(filterState.getFilters().count, iterations * 2)
    XCTAssertEqual(filterState.getGroupIDs().count, 5)
  }

  func test_concurrentToggles_andReads_stayConsistent() {
    let filterState = FilterState()
    let group = FilterGroup.ID.or(name: "t", filterType: .tag)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let tag = Filter.Tag(value: "\(index % 10)")
      filterState.toggle(tag, inGroupWithID: group)
      filterState.toggle(tag, inGroupWithID: group)
      _ = filterState.toFilterGroups()
    }
    XCTAssertTrue(filterState.isEmpty)
  }
}
