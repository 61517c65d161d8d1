import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's dynamic facets: `FacetsOrderer` orders attributes by `facetOrdering.facets.order`
/// (absent ones skipped) and values pinned first, the rest by `sortRemainingBy` (count by default, alpha, hidden)
/// over the disjunctive and conjunctive facets (disjunctive winning); no ordering or an error empties the list;
/// selections follow each attribute's selection mode (single by default) and are written as facet filters to
/// the attribute's group (`filterGroupForAttribute`, else its own group of `defaultFilterGroupType`), and read
/// back from it.
final class DynamicFacetsTests: XCTestCase {
  private let facets: [Attribute: [Facet]] = [
    "brand": [Facet(value: "Sony", count: 5), Facet(value: "Apple", count: 9), Facet(value: "Samsung", count: 5), Facet(value: "LG", count: 1)],
    "color": [Facet(value: "red", count: 2), Facet(value: "blue", count: 7), Facet(value: "green", count: 3)],
    "size": [Facet(value: "M", count: 4), Facet(value: "S", count: 8)],
  ]

  private var ordering: FacetOrdering {
    FacetOrdering(
      facets: FacetsOrder(order: ["color", "type", "brand"]),
      values: [
        "brand": FacetValuesOrder(order: ["Samsung", "Nokia"]),
        "color": FacetValuesOrder(order: ["green"], sortRemainingBy: .alpha),
      ])
  }

  func test_orderer_attributesAndValues() {
    let ordered = FacetsOrderer(facetOrder: ordering, facets: facets).orderedFacets
    XCTAssertEqual(ordered.map(\.attribute), ["color", "brand"], "'type' is absent, 'size' is not in the order")
    XCTAssertEqual(ordered[0].facets.map(\.value), ["green", "blue", "red"])
    XCTAssertEqual(ordered[1].facets.map(\.value), ["Samsung", "Apple", "Sony", "LG"], "pinned, then by count")
    let hidden = FacetOrdering(facets: FacetsOrder(order: ["size"]), values: ["size": FacetValuesOrder(order: ["M"], sortRemainingBy: .hidden)])
    XCTAssertEqual(FacetsOrderer(facetOrder: hidden, facets: facets).orderedFacets.first?.facets.map(\.value), ["M"])
  }

  func test_update_prefersDisjunctiveCounts_andEmptiesWithoutOrdering() {
    let interactor = DynamicFacetListInteractor()
    var response = SearchResponse()
    response.facets = facets
    response.disjunctiveFacets = ["color": [Facet(value: "red", count: 20)]]
    response.renderingContent = RenderingContent(facetOrdering: ordering)
    interactor.update(with: response)
    XCTAssertEqual(interactor.orderedFacets.first, AttributedFacets(attribute: "color", facets: [Facet(value: "red", count: 20)]))
    response.renderingContent = nil
    interactor.update(with: response)
    XCTAssertEqual(interactor.orderedFacets, [])
  }

  func test_toggleSelection_followsTheModeOfEachAttribute() {
    let interactor = DynamicFacetListInteractor(selectionModeForAttribute: ["color": .multiple])
    var computed: [DynamicFacetListInteractor.SelectionsPerAttribute] = []
    interactor.onSelectionsComputed.subscribe(with: self) { _, selections in computed.append(selections) }
    interactor.toggleSelection(ofFacetValue: "Sony", for: "brand")
    interactor.toggleSelection(ofFacetValue: "Apple", for: "brand")
    interactor.toggleSelection(ofFacetValue: "red", for: "color")
    interactor.toggleSelection(ofFacetValue: "blue", for: "color")
    XCTAssertEqual(interactor.selections, ["brand": ["Apple"], "color": ["red", "blue"]])
    XCTAssertTrue(interactor.isSelected(facetValue: "blue", for: "color"))
    interactor.toggleSelection(ofFacetValue: "Apple", for: "brand")
    XCTAssertEqual(interactor.selections, ["color": ["red", "blue"]])
    XCTAssertFalse(interactor.isSelected(facetValue: "Apple", for: "brand"))
    XCTAssertEqual(computed.count, 5)
    interactor.defaultSelectionMode = .multiple
    interactor.toggleSelection(ofFacetValue: "Sony", for: "brand")
    interactor.toggleSelection(ofFacetValue: "LG", for: "brand")
    XCTAssertEqual(interactor.selections["brand"], ["Sony", "LG"])
  }

  func test_filterStateLink_writesEachAttributeToItsGroup_andReadsBack() {
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor(selectionModeForAttribute: ["brand": .multiple])
    interactor.connectFilterState(filterState, filterGroupForAttribute: ["brand": ("brands", .or)])
    interactor.toggleSelection(ofFacetValue: "Sony", for: "brand")
    interactor.toggleSelection(ofFacetValue: "Apple", for: "brand")
    interactor.toggleSelection(ofFacetValue: "red", for: "color")
    XCTAssertEqual(
      filterState.getFilters(forGroupWithID: .or(name: "brands", filterType: .facet)),
      [.facet(Filter.Facet(attribute: "brand", stringValue: "Sony")), .facet(Filter.Facet(attribute: "brand", stringValue: "Apple"))])
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "color")), [.facet(Filter.Facet(attribute: "color", stringValue: "red"))])
    filterState[and: "color"].removeAll()
    filterState[and: "color"].add(Filter.Facet(attribute: "color", stringValue: "blue"), Filter.Facet(attribute: "color", stringValue: "teal", isNegated: true))
    filterState.notifyChange()
    XCTAssertEqual(interactor.selections, ["brand": ["Sony", "Apple"], "color": ["blue"]], "negated filters are not selections")
  }

  func test_orGroupsByDefault() {
    let filterState = FilterState()
    let interactor = DynamicFacetListInteractor()
    interactor.connectFilterState(filterState, defaultFilterGroupType: .or)
    interactor.toggleSelection(ofFacetValue: "M", for: "size")
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .or(name: "size", filterType: .facet)), [.facet(Filter.Facet(attribute: "size", stringValue: "M"))])
  }

  func test_connector_ordersTheResults_andTheViewsTapsFilterTheSearch() {
    let client = ScriptedSearchClient()
    var response = SearchResponse(hits: [], nbHits: 10)
    response.facets = facets
    response.renderingContent = RenderingContent(facetOrdering: ordering)
    client.reply(.response(response))
    let searcher = HitsSearcher(client: client, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let controller = FacetsView()
    let connector = DynamicFacetListConnector(searcher: searcher, filterState: filterState, controller: controller)
    awaitNextResult(of: searcher) { searcher.search() }
    drainMainQueue()
    XCTAssertEqual(controller.orderedFacets.map(\.attribute), ["color", "brand"])
    awaitNextResult(of: searcher) { controller.didSelect?("brand", Facet(value: "Apple", count: 9)) }
    XCTAssertEqual(client.requests.last?.query.filters, #"( "brand":"Apple" )"#)
    drainMainQueue()
    XCTAssertEqual(controller.selections, ["brand": ["Apple"]])
    XCTAssertTrue(connector.searcher === searcher)
    XCTAssertEqual(connector.controllerConnections.count, 1)
  }
}

private final class FacetsView: DynamicFacetListController {
  var didSelect: ((Attribute, Facet) -> Void)?
  var orderedFacets: [AttributedFacets] = []
  var selections: [Attribute: Set<String>] = [:]
  func setOrderedFacets(_ orderedFacets: [AttributedFacets]) { self.orderedFacets = orderedFacets }
  func setSelections(_ selections: [Attribute: Set<String>]) { self.selections = selections }
}
