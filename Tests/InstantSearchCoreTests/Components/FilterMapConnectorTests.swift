import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's `FilterMapConnector`: the attribute joins the searcher's facets, the selected filter
/// goes to the group (named after the attribute unless given), and the view's segments are titled by the filter
/// presenter.
final class FilterMapConnectorTests: XCTestCase {
  private final class Segments: SelectableSegmentController {
    var onClick: ((Int) -> Void)?
    var items: [Int: String] = [:]
    var selected: Int?
    func setSelected(_ selected: Int?) { self.selected = selected }
    func setItems(items: [Int: String]) { self.items = items }
  }

  func test_connector_writesTheSelectedFilter() {
    let searcher = HitsSearcher(client: ScriptedSearchClient(), indexName: "products")
    let filterState = FilterState()
    let male = Filter.Facet(attribute: "gender", stringValue: "male")
    let female = Filter.Facet(attribute: "gender", stringValue: "female")
    let controller = Segments()
    let connector = FilterMapConnector(
      searcher: searcher, filterState: filterState, items: [0: male, 1: female], selected: 0, attribute: "gender",
      operator: .or, controller: controller)
    XCTAssertEqual(searcher.request.query.facets, ["gender"])
    XCTAssertEqual(connector.groupName, "gender")
    drainMainQueue()
    XCTAssertEqual(controller.items, [0: "male", 1: "female"])
    controller.onClick?(1)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .or(name: "gender", filterType: .facet)), [.facet(female)])
    XCTAssertEqual(connector.interactor.selected, 1)
    XCTAssertEqual(connector.controllerConnections.count, 1)
  }
}
