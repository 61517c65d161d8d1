import XCTest

@testable import InstantSearchCore

/// InstantSearch's worked filter-string examples, reproduced through FilterState.
final class FilterStateExamplesTests: XCTestCase {
  private func facet(_ attribute: String, _ value: Filter.Facet.ValueType, score: Int? = nil) -> Filter.Facet {
    Filter.Facet(attribute: attribute, value: value, score: score)
  }

  private func numeric(_ attribute: String, _ op: Filter.Numeric.NumericOperator, _ value: Double) -> Filter.Numeric {
    Filter.Numeric(attribute: attribute, operator: op, value: value)
  }

  func test_example1_orAndGroupsThenRemovals() {
    let filterState = FilterState()
    filterState[or: "filterFacets"].add(facet("category", "table"), facet("category", "chair"))
    filterState[and: "filterNumerics"].add(numeric("price", .greaterThan, 10), numeric("price", .lessThan, 20))
    filterState[or: "filterTags"].add(Filter.Tag(value: "Tom"), Filter.Tag(value: "Hank"))
    filterState[and: "filterTags"].add(Filter.Tag(value: "Tom"))
    XCTAssertEqual(filterState.description,
                   #"( "category":"chair" OR "category":"table" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" ) AND ( "_tags":"Tom" )"#)

    filterState[and: "filterTags"].remove(Filter.Tag(value: "Tom"))
    filterState.remove(facet("category", "table"))
    XCTAssertEqual(filterState.description,
                   #"( "category":"chair" ) AND ( "price" < 20.0 AND "price" > 10.0 ) AND ( "_tags":"Hank" OR "_tags":"Tom" )"#)
  }

  func test_example2_mixedGroups() {
    let filterState = FilterState()
    filterState[or: "tags"].add(Filter.Tag(value: "A"), Filter.Tag(value: "B"), Filter.Tag(value: "hm"), Filter.Tag(value: "other"))
    filterState[or: "numeric"].add(Filter.Numeric(attribute: "size", range: 15...20), numeric("price", .greaterThan, 100))
    filterState[and: "others"].add(numeric("price", .lessThan, 100), facet("new", true))
    filterState[and: "some"].add(
      Filter.Tag(value: "someTag"), numeric("price", .greaterThan, 20), Filter.Numeric(attribute: "size", range: 15...20),
      facet("brand", "apple"), facet("featured", true), facet("rating", 4))
    XCTAssertEqual(filterState.description,
                   #"( "price" > 100.0 OR "size":15.0 TO 20.0 ) AND ( "new":"true" AND "price" < 100.0 ) AND ( "_tags":"someTag" AND "brand":"apple" AND "featured":"true" AND "price" > 20.0 AND "rating":"4.0" AND "size":15.0 TO 20.0 ) AND ( "_tags":"A" OR "_tags":"B" OR "_tags":"hm" OR "_tags":"other" )"#)
  }

  func test_example3_negation() {
    let filterState = FilterState()
    filterState[or: "a"].add(!Filter.Tag(value: "tagA"), !Filter.Tag(value: "tagB"))
    filterState[or: "b"].add(!facet("size", 40), !facet("featured", true))
    XCTAssertEqual(filterState.description,
                   #"( NOT "_tags":"tagA" OR NOT "_tags":"tagB" ) AND ( NOT "featured":"true" OR NOT "size":"40.0" )"#)
  }

  func test_example4_scores() {
    let filterState = FilterState()
    filterState[or: "filterFacetsOr"].add(facet("category", "table", score: 5), facet("category", "chair", score: 10))
    filterState[and: "filterFacetsAnd"].add(facet("type", "equipment", score: 3))
    XCTAssertEqual(filterState.description,
                   #"( "type":"equipment<score=3>" ) AND ( "category":"chair<score=10>" OR "category":"table<score=5>" )"#)
  }

  func test_example5_successiveRemovals() {
    let filterState = FilterState()
    let tagA = Filter.Tag(value: "a")
    let tagB = Filter.Tag(value: "b")
    filterState[or: "orTags"].add(tagA, tagB)
    filterState[and: "any"].add(tagA, tagB, Filter.Numeric(attribute: "price", range: 1...10))
    XCTAssertEqual(filterState.description,
                   #"( "_tags":"a" AND "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"a" OR "_tags":"b" )"#)
    filterState.remove(tagA)
    XCTAssertEqual(filterState.description, #"( "_tags":"b" AND "price":1.0 TO 10.0 ) AND ( "_tags":"b" )"#)
    filterState[and: "any"].remove(tagB)
    XCTAssertEqual(filterState.description, #"( "price":1.0 TO 10.0 ) AND ( "_tags":"b" )"#)
    filterState[and: "any"].removeAll()
    XCTAssertEqual(filterState.description, #"( "_tags":"b" )"#)
    filterState.removeAll()
    XCTAssertNil(FilterGroupConverter().sql(filterState.toFilterGroups()))
    XCTAssertEqual(filterState.description, "")
  }

  func test_example6_incrementalAdds() {
    let filterState = FilterState()
    filterState[or: "a"].add(facet("category", "table"))
    XCTAssertEqual(filterState.description, #"( "category":"table" )"#)
    filterState[and: "b"].add(numeric("price", .greaterThan, 10), Filter.Tag(value: "Tom"))
    XCTAssertEqual(filterState.description, #"( "category":"table" ) AND ( "_tags":"Tom" AND "price" > 10.0 )"#)
    filterState[or: "a"].add(facet("category", "chair"))
    filterState[and: "b"].add(numeric("price", .lessThan, 20))
    XCTAssertEqual(filterState.description,
                   #"( "category":"chair" OR "category":"table" ) AND ( "_tags":"Tom" AND "price" < 20.0 AND "price" > 10.0 )"#)
  }

  func test_examples_parseBackWithTheGrammar() throws {
    let filterState = FilterState()
    filterState[or: "a"].add(facet("category", "table"), facet("category", "chair"))
    filterState[and: "b"].add(numeric("price", .greaterThan, 10), !Filter.Tag(value: "Tom"), Filter.Numeric(attribute: "p", range: 1...2))
    let expression = try FilterTestScanner.parse(filterState.description)
    XCTAssertEqual(expression, .and([
      .or([.condition(.init("category", ":", "chair")), .condition(.init("category", ":", "table"))]),
      .and([
        .condition(.init("p", ":", "1.0", quoted: false, upper: "2.0")),
        .condition(.init("price", ">", "10.0", quoted: false)),
        .not(.condition(.init("_tags", ":", "Tom"))),
      ]),
    ]))
  }
}
