import XCTest

@testable import InstantSearch

/// The ten sorting cases of v1's `RefinementMenuViewModelTests`, on the v2 presenter underneath.
final class RefinementListSortingTests: XCTestCase {
  let counts = [
    "Headphones": 188, "Flat-Panel TVs": 190, "Movies & TV Shows": 1574, "Cell Phone Cases & Clips": 572,
    "iPad Cases, Covers & Sleeves": 165,
  ]
  let newValue = "Facet Refinement New Value"

  private func list(_ sortBy: String, refinedFirst: Bool) -> [String] {
    let params = SearchParameters()
    let refined = refinedFirst ? ["Flat-Panel TVs", "Cell Phone Cases & Clips", newValue] : ["Flat-Panel TVs", newValue]
    refined.forEach { params.addFacetRefinement(name: "category", value: $0) }
    return RefinementMenuViewModel().getRefinementList(
      params: params, facetCounts: counts, andFacetName: "category",
      transformRefinementList: .init(named: sortBy), areRefinedValuesFirst: refinedFirst
    ).map { "\($0.value) \($0.count)" }
  }

  func test_countDesc() {
    XCTAssertEqual(list("count:desc", refinedFirst: false), [
      "Movies & TV Shows 1574", "Cell Phone Cases & Clips 572", "Flat-Panel TVs 190", "Headphones 188",
      "iPad Cases, Covers & Sleeves 165", "\(newValue) 0",
    ])
    XCTAssertEqual(list("count:desc", refinedFirst: true), [
      "Cell Phone Cases & Clips 572", "Flat-Panel TVs 190", "\(newValue) 0", "Movies & TV Shows 1574", "Headphones 188",
      "iPad Cases, Covers & Sleeves 165",
    ])
  }

  func test_countAsc() {
    XCTAssertEqual(list("count:asc", refinedFirst: false), [
      "\(newValue) 0", "iPad Cases, Covers & Sleeves 165", "Headphones 188", "Flat-Panel TVs 190",
      "Cell Phone Cases & Clips 572", "Movies & TV Shows 1574",
    ])
    XCTAssertEqual(list("COUNT:ASC", refinedFirst: true), [
      "\(newValue) 0", "Flat-Panel TVs 190", "Cell Phone Cases & Clips 572", "iPad Cases, Covers & Sleeves 165",
      "Headphones 188", "Movies & TV Shows 1574",
    ])
  }

  func test_nameAscAndDesc() {
    let ascending = ["Cell Phone Cases & Clips", newValue, "Flat-Panel TVs", "Headphones", "iPad Cases, Covers & Sleeves", "Movies & TV Shows"]
    XCTAssertEqual(list("name:asc", refinedFirst: false).map { String($0.prefix(while: { !$0.isNumber })).trimmingCharacters(in: .whitespaces) }, ascending)
    XCTAssertEqual(list("name:asc", refinedFirst: true).map { String($0.prefix(while: { !$0.isNumber })).trimmingCharacters(in: .whitespaces) }, ascending)
    XCTAssertEqual(
      list("name:desc", refinedFirst: false).map { String($0.prefix(while: { !$0.isNumber })).trimmingCharacters(in: .whitespaces) },
      ["Movies & TV Shows", "iPad Cases, Covers & Sleeves", "Headphones", "Flat-Panel TVs", newValue, "Cell Phone Cases & Clips"])
    XCTAssertEqual(
      list("name:desc", refinedFirst: true).map { String($0.prefix(while: { !$0.isNumber })).trimmingCharacters(in: .whitespaces) },
      ["Flat-Panel TVs", newValue, "Cell Phone Cases & Clips", "Movies & TV Shows", "iPad Cases, Covers & Sleeves", "Headphones"])
  }

  func test_unknownSortMeansCountDesc() {
    XCTAssertEqual(list("count:desc,name:asc", refinedFirst: false), list("count:desc", refinedFirst: false))
  }

  func test_emptyCounts() {
    let params = SearchParameters()
    let viewModel = RefinementMenuViewModel()
    XCTAssertEqual(viewModel.getRefinementList(params: params, facetCounts: [:], andFacetName: "category", transformRefinementList: .countDesc, areRefinedValuesFirst: true), [])
    params.addFacetRefinement(name: "category", value: "FacetValue")
    params.addFacetRefinement(name: "Another Facet Name", value: "FacetValue")
    params.addFacetRefinement(name: "Some other Facet Name", value: "Random Value")
    XCTAssertEqual(
      viewModel.getRefinementList(params: params, facetCounts: [:], andFacetName: "category", transformRefinementList: .countDesc, areRefinedValuesFirst: true),
      [FacetValue(value: "FacetValue", count: 0)])
  }
}
