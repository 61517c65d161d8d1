import XCTest

@testable import InstantSearchCore

/// The disjunctive and hierarchical faceting queries, on InstantSearch's own examples.
final class QueryBuilderTests: XCTestCase {
  func test_build_disjunctiveQueriesRemoveOnlyTheirAttributeFromOrGroups() {
    let g1 = FilterGroup.Or<Filter.Facet>(filters: [
      .init(attribute: "price", floatValue: 100), .init(attribute: "color", stringValue: "green"), .init(attribute: "size", stringValue: "44"),
    ])
    let g2 = FilterGroup.Or<Filter.Facet>(filters: [.init(attribute: "type", stringValue: "phone")])
    let g3 = FilterGroup.And(filters: [
      Filter.Facet(attribute: "color", stringValue: "red") as FilterType, Filter.Numeric(attribute: "price", range: 20...50),
      Filter.Tag(value: "On sale"),
    ])
    let builder = QueryBuilder(query: Query("phone"), disjunctiveFacets: ["price", "color", "brand"], filterGroups: [g1, g2, g3])
    XCTAssertEqual(builder.disjunctiveFacets, ["price", "color", "brand", "size", "type"])
    XCTAssertEqual(builder.totalQueriesCount, 6)
    let queries = builder.build()
    XCTAssertEqual(queries.count, 6)
    let g3SQL = #"( "color":"red" AND "price":20.0 TO 50.0 AND "_tags":"On sale" )"#
    XCTAssertEqual(queries[0].filters, #"( "price":"100.0" OR "color":"green" OR "size":"44" ) AND ( "type":"phone" ) AND "# + g3SQL)
    let byFacet = Dictionary(uniqueKeysWithValues: queries.dropFirst().map { ($0.facets!.first!, $0) })
    XCTAssertEqual(byFacet["price"]?.filters, #"( "color":"green" OR "size":"44" ) AND ( "type":"phone" ) AND "# + g3SQL)
    XCTAssertEqual(byFacet["type"]?.filters, #"( "price":"100.0" OR "color":"green" OR "size":"44" ) AND "# + g3SQL)
    XCTAssertEqual(byFacet["brand"]?.filters, queries[0].filters)
    for query in queries.dropFirst() {
      XCTAssertEqual(query.hitsPerPage, 0)
      XCTAssertEqual(query.attributesToRetrieve, [])
      XCTAssertEqual(query.attributesToHighlight, [])
      XCTAssertEqual(query.analytics, false)
      XCTAssertEqual(query.query, "phone")
    }
  }

  func test_build_hierarchicalLevels() {
    let lvl2 = Filter.Facet(attribute: "category.lvl2", stringValue: "a > b > c")
    let groups: [FilterGroupType] = [
      FilterGroup.And(filters: [Filter.Facet(attribute: "color", stringValue: "red")], name: "color"),
      FilterGroup.And(filters: [lvl2], name: "_hierarchical"),
    ]
    let builder = QueryBuilder(
      query: Query(), filterGroups: groups,
      hierarchicalAttributes: ["category.lvl0", "category.lvl1", "category.lvl2", "category.lvl3"],
      hierarchicalFilters: [
        .init(attribute: "category.lvl0", stringValue: "a"), .init(attribute: "category.lvl1", stringValue: "a > b"), lvl2,
      ])
    let queries = builder.build()
    XCTAssertEqual(queries.count, 5)
    XCTAssertEqual(queries.dropFirst().map { $0.facets ?? [] }, [["category.lvl0"], ["category.lvl1"], ["category.lvl2"], ["category.lvl3"]])
    XCTAssertEqual(queries.dropFirst().map(\.filters), [
      #"( "color":"red" )"#,
      #"( "color":"red" ) AND ( "category.lvl0":"a" )"#,
      #"( "color":"red" ) AND ( "category.lvl1":"a > b" )"#,
      #"( "color":"red" ) AND ( "category.lvl2":"a > b > c" )"#,
    ])
  }

  func test_aggregate_laterResponsesWinAndSelectedValuesComeBackEmpty() throws {
    let or = FilterGroup.Or<Filter.Facet>(filters: [.init(attribute: "brand", stringValue: "Sony"), .init(attribute: "brand", stringValue: "Rare")])
    var builder = QueryBuilder(query: Query(), filterGroups: [or])
    builder.keepSelectedEmptyFacets = true
    var results = SearchResponse(hits: [["objectID": "1"]], nbHits: 4)
    results.facets = ["brand": [Facet(value: "Sony", count: 1)], "color": [Facet(value: "red", count: 2)]]
    var disjunctive = SearchResponse(hits: [], nbHits: 10)
    disjunctive.facets = ["brand": [Facet(value: "Sony", count: 1), Facet(value: "Apple", count: 3)]]
    disjunctive.facetStats = ["price": FacetStats(min: 1, max: 2)]
    let merged = try builder.aggregate([results, disjunctive])
    XCTAssertEqual(merged.nbHits, 4)
    XCTAssertEqual(merged.hits.count, 1)
    XCTAssertEqual(merged.facets, results.facets, "the results query's facets, as it counted them")
    XCTAssertEqual(merged.disjunctiveFacets?["brand"], disjunctive.facets!["brand"]! + [Facet(value: "Rare", count: 0)])
    XCTAssertNil(merged.disjunctiveFacets?["color"])
    XCTAssertEqual(merged.facetStats?["price"]?.max, 2)
    XCTAssertThrowsError(try builder.aggregate([])) { XCTAssertEqual($0 as? QueryBuilder.Error, .emptyResults) }
    XCTAssertThrowsError(try builder.aggregate([results])) { XCTAssertEqual($0 as? QueryBuilder.Error, .queriesResultsCountMismatch(2, 1)) }
  }
}
