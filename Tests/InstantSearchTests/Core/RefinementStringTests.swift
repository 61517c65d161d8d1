import InstantSearch
import InstantSearchCore
import LocalSearch
import XCTest

final class RefinementStringTests: XCTestCase {
  func test_facetRefinement_forms() {
    let inclusive = FacetRefinement(name: "color", value: "red")
    let exclusive = FacetRefinement(name: "color", value: "red", inclusive: false)
    XCTAssertEqual(inclusive.buildFilter(), #""color":"red""#)
    XCTAssertEqual(exclusive.buildFilter(), #"NOT "color":"red""#)
    XCTAssertEqual(inclusive.buildFacetRefinement(), "red")
    XCTAssertEqual(exclusive.buildFacetRefinement(), "-red")
    XCTAssertEqual(inclusive.buildFacetFilter(), "color:red")
    XCTAssertEqual(exclusive.buildFacetFilter(), "color:-red")
    XCTAssertEqual(inclusive.description, #"FacetRefinement{"color":"red"}"#)
  }

  func test_facetRefinement_escaping() {
    XCTAssertEqual(FacetRefinement(name: #"a"b"#, value: #"say "hi""#).buildFilter(), #""a\"b":"say \"hi\"""#)
    // Backslashes are doubled first, so a trailing backslash cannot swallow the closing quote.
    XCTAssertEqual(FacetRefinement(name: "path", value: #"C:\"#).buildFilter(), #""path":"C:\\""#)
    XCTAssertEqual(FacetRefinement(name: "a b", value: "x:y").buildFilter(), #""a b":"x:y""#)
  }

  func test_facetRefinement_equality() {
    XCTAssertEqual(FacetRefinement(name: "a", value: "b"), FacetRefinement(name: "a", value: "b"))
    XCTAssertNotEqual(FacetRefinement(name: "a", value: "b"), FacetRefinement(name: "a", value: "B"))
    XCTAssertNotEqual(FacetRefinement(name: "a", value: "b"), FacetRefinement(name: "a", value: "b", inclusive: false))
    XCTAssertFalse(FacetRefinement(name: "a", value: "b").isEqual("a"))
    let copy = FacetRefinement(copy: FacetRefinement(name: "a", value: "b", inclusive: false))
    XCTAssertEqual(copy.buildFilter(), #"NOT "a":"b""#)
  }

  func test_numericRefinement_numberFormatting() {
    XCTAssertEqual(NumericRefinement("price", .greaterThanOrEqual, 10).buildFilter(), #""price" >= 10"#)
    XCTAssertEqual(NumericRefinement("price", .lessThan, 3.0).buildFilter(), #""price" < 3"#)
    XCTAssertEqual(NumericRefinement("price", .lessThan, 456.789).buildFilter(), #""price" < 456.789"#)
    XCTAssertEqual(NumericRefinement("price", .lessThan, 666.67).buildFilter(), #""price" < 666.67"#)
    XCTAssertEqual(NumericRefinement("x", .equal, 0.1 + 0.2).buildFilter(), #""x" = 0.3"#)
    XCTAssertEqual(NumericRefinement("x", .equal, 1e20).buildFilter(), #""x" = 1e+20"#)
    XCTAssertEqual(NumericRefinement("x", .equal, 1.5e-7).buildFilter(), #""x" = 1.5e-07"#)
    XCTAssertEqual(NumericRefinement("x", .equal, -1).buildFilter(), #""x" = -1"#)
    XCTAssertEqual(NumericRefinement("b", .equal, NSNumber(value: false)).buildFilter(), #""b" = 0"#)
    XCTAssertEqual(NumericRefinement("b", .equal, NSNumber(value: true)).buildFilter(), #""b" = 1"#)
    XCTAssertEqual(NumericRefinement("f", .equal, NSNumber(value: Float(1.1))).buildFilter(), #""f" = 1.1"#)
  }

  /// Non-finite numbers print as v1 printed them, `inf`, `-inf` and `nan` (never glibc's `-nan`); no filter
  /// syntax reads them, so a search with one fails with a 400 naming the token.
  func test_numericRefinement_nonFiniteNumbers_printAsV1AndFailTheSearch() throws {
    XCTAssertEqual(NumericRefinement("price", .lessThan, Double.infinity).buildFilter(), #""price" < inf"#)
    XCTAssertEqual(NumericRefinement("price", .greaterThan, -Double.infinity).buildFilter(), #""price" > -inf"#)
    XCTAssertEqual(NumericRefinement("price", .equal, Double.nan).buildFilter(), #""price" = nan"#)
    XCTAssertEqual(NumericRefinement("price", .equal, -Double.nan, inclusive: false).buildFilter(), #"NOT "price" = nan"#)
    XCTAssertEqual(NumericRefinement("f", .equal, NSNumber(value: -Float.infinity)).buildFilter(), #""f" = -inf"#)
    XCTAssertEqual(NumericRefinement("f", .equal, NSNumber(value: -Float.nan)).buildFilter(), #""f" = nan"#)

    let params = SearchParameters()
    params.addNumericRefinement("price", .lessThan, Double.infinity)
    var query = InstantSearchCore.Query()
    query.filters = params.buildFilters()
    let client = LocalClient(indices: [try LocalIndex(name: "items", records: [["objectID": "1", "price": 3]])])
    XCTAssertThrowsError(try client.answer(IndexedQuery(indexName: "items", query: query))) { error in
      XCTAssertEqual(
        error as? SearchClientError, .httpError(status: 400, message: "filters: Unexpected token string(inf) expected numeric at col 10"))
    }
  }

  func test_numericRefinement_operatorsAndNegation() {
    let symbols: [(NumericRefinement.Operator, String)] = [
      (.lessThan, "<"), (.lessThanOrEqual, "<="), (.equal, "="), (.notEqual, "!="), (.greaterThanOrEqual, ">="), (.greaterThan, ">"),
    ]
    for (position, (op, symbol)) in symbols.enumerated() {
      XCTAssertEqual(op.rawValue, position)
      XCTAssertEqual(NumericRefinement("n", op, 1).buildFilter(), "\"n\" \(symbol) 1")
    }
    XCTAssertEqual(NumericRefinement("rating", .equal, 0, inclusive: false).buildFilter(), #"NOT "rating" = 0"#)
    XCTAssertEqual(NumericRefinement("price", .greaterThanOrEqual, 10).buildNumericFilter(), "price >= 10)")
    XCTAssertEqual(NumericRefinement("price", .greaterThanOrEqual, 10, inclusive: false).buildNumericFilter(), "price >= 10)")
    XCTAssertEqual(NumericRefinement("price", .greaterThan, 2).description, #"NumericRefinement{"price" > 2}"#)
  }

  func test_numericRefinement_equalityIsNumeric() {
    XCTAssertEqual(NumericRefinement("n", .equal, 3), NumericRefinement("n", .equal, 3.0))
    XCTAssertEqual(NumericRefinement("n", .equal, NSNumber(value: true)), NumericRefinement("n", .equal, 1))
    XCTAssertNotEqual(NumericRefinement("n", .equal, 3), NumericRefinement("n", .lessThan, 3))
    XCTAssertNotEqual(NumericRefinement("n", .equal, 3), NumericRefinement("n", .equal, 3, inclusive: false))
  }
}
