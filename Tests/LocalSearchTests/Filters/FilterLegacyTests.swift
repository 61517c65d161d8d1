import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The legacy arrays `facetFilters`, `numericFilters`, `tagFilters`, `optionalFilters`.
final class FilterLegacyTests: XCTestCase {
  private typealias S = FilterTestSupport

  private func assertLegacyError(
    _ value: JSON, _ parameter: LegacyFilterParameter, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try S.legacy(value, parameter), file: file, line: line) { error in
      XCTAssertEqual((error as? FilterError)?.message, message, file: file, line: line)
    }
  }

  func test_facetFilters_nestedArraysOrAndOuterElementsAnd() throws {
    XCTAssertEqual(
      try S.legacy([["category:Book", "category:Movie"], "author:John Doe"], .facetFilters),
      .and([.or([S.facet("category", "Book"), S.facet("category", "Movie")]), S.facet("author", "John Doe")]))
  }

  /// Algolia accepts arrays nested below the OR level (the Common Test Suite's end-to-end case sends
  /// `["editor:'visual studio'", ["editor:neovim", ["editor:goland"]]]`); their filters join the OR.
  func test_facetFilters_deeperArraysJoinTheirOrGroup() throws {
    XCTAssertEqual(
      try S.legacy(["brand:Sony", ["brand:Apple", ["brand:Google", ["brand:Nokia"]]]], .facetFilters),
      .and([S.facet("brand", "Sony"), .or([S.facet("brand", "Apple"), S.facet("brand", "Google"), S.facet("brand", "Nokia")])]))
    let nested: FiltersParameter = .list(["brand:Sony", .group([.filter("brand:Apple"), .anyOf(["brand:Google"])])])
    XCTAssertEqual(
      try LegacyFilterParser.parse(nested, as: .facetFilters),
      try S.legacy(["brand:Sony", ["brand:Apple", ["brand:Google"]]], .facetFilters))
  }

  func test_facetFilters_valueIsEverythingAfterTheFirstColon() throws {
    XCTAssertEqual(try S.legacy(["time:10:30 AM"], .facetFilters), S.facet("time", "10:30 AM"))
    XCTAssertEqual(try S.legacy(["title:Say \"hi\" (again)"], .facetFilters), S.facet("title", #"Say "hi" (again)"#))
  }

  func test_facetFilters_negationAndEscapedDash() throws {
    XCTAssertEqual(try S.legacy(["brand:-Apple"], .facetFilters), .not(S.facet("brand", "Apple")))
    XCTAssertEqual(try S.legacy([#"brand:\-Apple"#], .facetFilters), S.facet("brand", "-Apple"))
  }

  func test_facetFilters_quotedValuesAreUnquoted() throws {
    XCTAssertEqual(try S.legacy([#"author:"John Doe""#], .facetFilters), S.facet("author", "John Doe"))
    XCTAssertEqual(try S.legacy([#"size:"45\"-50\" \\ tv's""#], .facetFilters), S.facet("size", #"45"-50" \ tv's"#))
    XCTAssertEqual(try S.legacy([#"author:-"John Doe""#], .facetFilters), .not(S.facet("author", "John Doe")))
    XCTAssertEqual(try S.legacy([#"a:"x"y""#], .facetFilters), S.facet("a", #""x"y""#), "not wholly quoted")
  }

  func test_facetFilters_scoresAndTags() throws {
    XCTAssertEqual(try S.legacy(["type:equipment<score=3>"], .facetFilters), S.facet("type", "equipment", score: 3))
    XCTAssertEqual(try S.legacy(["_tags:-promo"], .facetFilters), .not(S.tag("promo")))
    assertLegacyError(["a:b<score=x>"], .facetFilters, "facetFilters: Invalid facet filter a:b<score=x>")
  }

  func test_facetFilters_elementWithoutColonIsAnError() {
    assertLegacyError(["brand"], .facetFilters, "facetFilters: Invalid facet filter brand")
    assertLegacyError([":x"], .facetFilters, "facetFilters: Invalid facet filter :x")
    assertLegacyError("brand", .optionalFilters, "optionalFilters: Invalid facet filter brand")
    assertLegacyError([1], .facetFilters, "facetFilters: Invalid facet filter 1")
    assertLegacyError([["a:b", [1]]], .facetFilters, #"facetFilters: Invalid facet filter ["a:b",[1]]"#)
  }

  func test_facetFilters_orMayMixAttributesButNotKinds() throws {
    XCTAssertEqual(
      try S.legacy([["brand:Sony", "category:tv"]], .facetFilters),
      .or([S.facet("brand", "Sony"), S.facet("category", "tv")]))
    assertLegacyError(
      [["brand:Sony", "_tags:new"]], .facetFilters,
      "facetFilters: Different types of filters are not allowed inside an OR")
  }

  func test_plainString_commaListWithParenthesisedOrGroups() throws {
    XCTAssertEqual(
      try S.legacy("a:1, (b:2,b:3) ,c:4", .facetFilters),
      .and([S.facet("a", "1"), .or([S.facet("b", "2"), S.facet("b", "3")]), S.facet("c", "4")]))
    XCTAssertEqual(try S.legacy("author:John Doe", .facetFilters), S.facet("author", "John Doe"))
    XCTAssertEqual(
      try S.legacy(#"author:"Doe, John",year:1999"#, .facetFilters),
      .and([
        S.facet("author", "Doe, John"), S.facet("year", "1999"),
      ]))
    assertLegacyError("(a:1,b:2", .facetFilters, "facetFilters: Invalid facet filter (a:1,b:2")
    assertLegacyError("(a:1)x,b:2", .facetFilters, "facetFilters: Invalid facet filter (a:1)x")
  }

  func test_emptyValuesAreNoFilter() throws {
    XCTAssertNil(try S.legacy("", .facetFilters))
    XCTAssertNil(try S.legacy([], .numericFilters))
    XCTAssertNil(try S.legacy(["", []], .tagFilters))
    XCTAssertNil(try S.legacy(nil, .optionalFilters))
  }

  func test_numericFilters_operatorsRangesAndSpacing() throws {
    XCTAssertEqual(
      try S.legacy(["price>=10", "rating = 4", "size != 3", "price:10 TO 20", "n<-1e2"], .numericFilters),
      .and([
        S.compare("price", .greaterOrEqual, 10), S.compare("rating", .equal, 4), S.compare("size", .notEqual, 3),
        S.range("price", 10, 20), S.compare("n", .less, -100),
      ]))
    XCTAssertEqual(
      try S.legacy("price>10,(a<1,a>5)", .numericFilters),
      .and([
        S.compare("price", .greater, 10), .or([S.compare("a", .less, 1), S.compare("a", .greater, 5)]),
      ]))
    XCTAssertEqual(try S.legacy(["price:1TO2"], .numericFilters), S.range("price", 1, 2))
    XCTAssertEqual(try S.legacy(["price>1<score=4>"], .numericFilters), S.compare("price", .greater, 1, score: 4))
  }

  func test_numericFilters_invalidSyntaxMessage() {
    for element in ["price>abc", "price", ">3", "price!3", "price:1 TO", "price:1 2", "price => 3", "price>inf"] {
      assertLegacyError([.string(element)], .numericFilters, "Invalid syntax for numeric condition:\(element)")
    }
  }

  func test_tagFilters_valuesNegationAndEscapes() throws {
    XCTAssertEqual(
      try S.legacy(["a", ["b", "-c"], #"\-d"#], .tagFilters),
      .and([S.tag("a"), .or([S.tag("b"), .not(S.tag("c"))]), S.tag("-d")]))
    XCTAssertEqual(try S.legacy("a,(b,c)", .tagFilters), .and([S.tag("a"), .or([S.tag("b"), S.tag("c")])]))
    assertLegacyError(["-"], .tagFilters, "tagFilters: Invalid tag filter -")
  }

  func test_filtersParameter_readsLikeItsJSON() throws {
    let list: FiltersParameter = [["category:Book", "category:Movie"], "author:John Doe"]
    XCTAssertEqual(
      try LegacyFilterParser.parse(list, as: .facetFilters),
      try S.legacy([["category:Book", "category:Movie"], "author:John Doe"], .facetFilters))
    XCTAssertEqual(
      try LegacyFilterParser.parse(FiltersParameter.string("a,b"), as: .tagFilters), .and([S.tag("a"), S.tag("b")]))
  }

  func test_make_andsEveryParameterWithFilters() throws {
    var query = Query()
    query.filters = "price < 700"
    query.facetFilters = [["brand:Sony", "brand:Google"], "category:phone"]
    query.numericFilters = ["rating>=4"]
    query.tagFilters = "-old"
    var settings = IndexSettings()
    settings.attributesForFaceting = [
      FacetingAttribute(entry: "brand")!, FacetingAttribute(entry: "searchable(category)")!,
    ]
    let matcher = try XCTUnwrap(try FilterMatcher.make(query: query, settings: settings))
    let hits = ProductsFixture.records.filter { matcher.matches(record: $0) }.map { $0["objectID"]!.stringValue! }
    XCTAssertEqual(hits, ["5"])
  }

  func test_make_workedExamples31and32() throws {
    var settings = IndexSettings()
    settings.attributesForFaceting = ["brand", "searchable(category)", "price", "filterOnly(in_stock)"].map {
      FacetingAttribute(entry: $0)!
    }
    func hits(_ query: Query) throws -> [String] {
      let matcher = try XCTUnwrap(try FilterMatcher.make(query: query, settings: settings))
      return ProductsFixture.records.filter { matcher.matches(record: $0) }.map { $0["objectID"]!.stringValue! }
    }
    var facets = Query()
    facets.facetFilters = [["brand:Sony", "brand:Google"], "category:phone"]
    XCTAssertEqual(try hits(facets), ["5"])
    var numeric = Query()
    numeric.numericFilters = ["price>=600", "rating=4"]
    XCTAssertEqual(try hits(numeric), ["3", "10"])
  }

  func test_make_noFilterParametersGiveNoMatcher() throws {
    XCTAssertNil(try FilterMatcher.make(query: Query(), settings: IndexSettings()))
    var blank = Query()
    blank.filters = "  "
    blank.facetFilters = []
    XCTAssertNil(try FilterMatcher.make(query: blank, settings: IndexSettings()))
  }

  func test_make_reportsTheFirstFailingParameter() {
    var query = Query()
    query.filters = "a:"
    query.numericFilters = ["bad"]
    XCTAssertThrowsError(try FilterMatcher.make(query: query, settings: IndexSettings())) { error in
      XCTAssertEqual(
        (error as? FilterError)?.message, "filters: Unexpected token end of filter expected value at col 2")
    }
    query.filters = nil
    XCTAssertThrowsError(try FilterMatcher.make(query: query, settings: IndexSettings())) { error in
      XCTAssertEqual(
        (error as? FilterError)?.clientError,
        .httpError(status: 400, message: "Invalid syntax for numeric condition:bad"))
    }
  }

  /// Algolia filters on `objectID` without it being in `attributesForFaceting`: related items leave the product
  /// out with `objectID:-<id>`.
  func test_objectID_isFilterableUndeclared() throws {
    let index = try LocalIndex(
      name: "p", records: [["objectID": "a", "name": "x"], ["objectID": "b", "name": "x"], ["objectID": "c", "name": "y"]])
    let client = LocalClient(indices: [index])
    var query = Query()
    query.facetFilters = ["objectID:-a"]
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "p", query: query)).hits.map(\.objectID), ["b", "c"])
    query.facetFilters = [["objectID:a", "objectID:c"]]
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "p", query: query)).hits.map(\.objectID), ["a", "c"])
    query.facetFilters = ["name:x"]
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "p", query: query)).nbHits, 0, "other undeclared attributes match nothing")
  }
}
