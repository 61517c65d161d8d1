import InstantSearchCore
import XCTest

@testable import InstantSearch

/// A refinement list sorted only as far as it is read: the rows read first are the whole sort's first values,
/// the same objects afterwards.
final class PresentedRefinementListTests: XCTestCase {
  private func items(_ count: Int) -> [SelectableItem<Facet>] {
    (0..<count).map { (item: Facet(value: "value \($0 % 37) \($0)", count: ($0 * 7919) % 5), isSelected: $0 % 11 == 0) }
  }

  private let sortBy: [FacetSortCriterion] = [.isRefined, .count(order: .descending)]

  func test_rowsReadFirst_areTheWholeSortsFirstValues_andTheSameObjects() {
    let items = items(200)
    let whole = FacetListPresenter(sortBy: sortBy).transform(refinementFacets: items).map(\.item.value)
    let list = PresentedRefinementList(items: items, sortBy: sortBy)
    XCTAssertEqual(list.count, 200)
    let firstRows = (0..<10).map { list.value(at: $0, sortingAtLeast: 10) }
    XCTAssertEqual(firstRows.map(\.value), Array(whole.prefix(10)))
    let further = list.value(at: 30, sortingAtLeast: 10)
    XCTAssertEqual(further.value, whole[30])
    let all = list.all
    XCTAssertEqual(all.map(\.value), whole)
    XCTAssertEqual(all.map(\.count), FacetListPresenter(sortBy: sortBy).transform(refinementFacets: items).map(\.item.count))
    for row in 0..<10 { XCTAssertTrue(all[row] === firstRows[row], "row \(row)") }
    XCTAssertTrue(all[30] === further)
  }

  func test_listOfCountsAndSelections_readsItsFirstRowsAsTheWholeSort() {
    let list = RefinementMenuViewModel.refinementList(
      items: items(50).map(\.item), selections: ["value 0 0", "absent"], refinements: [], transformRefinementList: .countDesc,
      areRefinedValuesFirst: true)
    let rows = (0..<3).map { list.value(at: $0, sortingAtLeast: 3).value }
    XCTAssertEqual(rows.first, "absent", "a selected value missing from the counts is listed, refined first")
    XCTAssertEqual(list.all.prefix(3).map(\.value), rows)
    XCTAssertEqual(list.count, 51)
  }

  func test_aListSetAsValues_isKeptAsIs() {
    let viewModel = RefinementMenuViewModel()
    let values = [FacetValue(value: "b", count: 1), FacetValue(value: "a", count: 9)]
    viewModel.facetResults = values
    XCTAssertEqual(viewModel.numberOfRows(), 2)
    XCTAssertTrue(viewModel.facetForRow(at: IndexPath(row: 0, section: 0)) === values[0])
    XCTAssertEqual(viewModel.facetResults.map(\.value), ["b", "a"])
  }
}
