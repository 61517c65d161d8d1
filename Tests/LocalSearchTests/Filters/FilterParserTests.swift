import XCTest

@testable import LocalSearch

final class FilterParserTests: XCTestCase {
  private typealias S = FilterTestSupport

  private func parse(_ text: String) throws -> FilterExpression? { try FilterParser.parse(text) }

  func test_parse_emptyOrWhitespaceIsNoFilter() throws {
    XCTAssertNil(try parse(""))
    XCTAssertNil(try parse(" \t\n "))
  }

  func test_parse_facetFilter() throws {
    XCTAssertEqual(try parse("brand:Apple"), S.facet("brand", "Apple"))
    XCTAssertEqual(try parse("  brand : Apple  "), S.facet("brand", "Apple"))
  }

  func test_parse_quotedAttributeAndValue() throws {
    XCTAssertEqual(try parse(#""author name":"Stephen King""#), S.facet("author name", "Stephen King"))
    XCTAssertEqual(try parse("'brand':'De\\'Longhi'"), S.facet("brand", "De'Longhi"))
    XCTAssertEqual(try parse(#"type:"AND""#), S.facet("type", "AND"))
  }

  func test_parse_escapesInsideQuotes() throws {
    XCTAssertEqual(try parse(#""type":"45\"-50\"  tv's""#), S.facet("type", #"45"-50"  tv's"#))
    XCTAssertEqual(try parse(#""path":"C:\\dir\\""#), S.facet("path", #"C:\dir\"#))
    XCTAssertEqual(try parse(#""a":"\q""#), S.facet("a", "q"))
  }

  func test_parse_hostileEscapedValueIsOneCondition() throws {
    XCTAssertEqual(try parse(#""brand":"x\" OR brand:\"y""#), S.facet("brand", #"x" OR brand:"y"#))
  }

  func test_parse_unquotedWordsWithPunctuation() throws {
    XCTAssertEqual(try parse("category.lvl1:Men/Shoes&Boots-2_x"), S.facet("category.lvl1", "Men/Shoes&Boots-2_x"))
    XCTAssertEqual(try parse("a:-x"), S.facet("a", "-x"))
  }

  func test_parse_lowerCaseKeywordsAreWords() throws {
    XCTAssertEqual(try parse("type:and"), S.facet("type", "and"))
    XCTAssertEqual(try parse("or"), S.tag("or"))
    XCTAssertEqual(try parse("not:To"), S.facet("not", "To"))
  }

  func test_parse_booleanAndNumericFacetValuesKeepTheirText() throws {
    XCTAssertEqual(try parse("featured:true"), S.facet("featured", "true"))
    XCTAssertEqual(try parse(#""price":100.0"#), S.facet("price", "100.0"))
  }

  func test_parse_tags() throws {
    XCTAssertEqual(try parse("promo"), S.tag("promo"))
    XCTAssertEqual(try parse(#""two words""#), S.tag("two words"))
    XCTAssertEqual(try parse("_tags:New"), S.tag("New"))
    XCTAssertEqual(try parse(#""_tags":"a\"b""#), S.tag(#"a"b"#))
  }

  func test_parse_comparisons() throws {
    for comparison in FilterComparison.allCases {
      XCTAssertEqual(try parse("price \(comparison.rawValue) -1.5e2"), S.compare("price", comparison, -150))
      XCTAssertEqual(try parse("price\(comparison.rawValue)3"), S.compare("price", comparison, 3))
    }
    XCTAssertEqual(
      try parse(#""beginDate" > 1700000000.123456"#), S.compare("beginDate", .greater, 1_700_000_000.123456))
  }

  func test_parse_ranges() throws {
    XCTAssertEqual(try parse("price:10 TO 20"), S.range("price", 10, 20))
    XCTAssertEqual(try parse(#""price":-1.0 TO +1e1"#), S.range("price", -1, 10))
  }

  func test_parse_scoresAttachToAnyFilter() throws {
    XCTAssertEqual(try parse(#""category":"table"<score=5>"#), S.facet("category", "table", score: 5))
    XCTAssertEqual(try parse("promo <score=0>"), S.tag("promo", score: 0))
    XCTAssertEqual(try parse("price > 3<score=2>"), S.compare("price", .greater, 3, score: 2))
    XCTAssertEqual(try parse("price:1 TO 2 <score=7>"), S.range("price", 1, 2, score: 7))
  }

  func test_parse_notBindsTighterThanAndWhichBindsTighterThanOr() throws {
    let (a, b, c) = (S.facet("a", "1"), S.facet("b", "2"), S.facet("c", "3"))
    XCTAssertEqual(try parse("NOT a:1 AND b:2"), .and([.not(a), b]))
    XCTAssertEqual(try parse("a:1 AND (b:2 OR c:3)"), .and([a, .or([b, c])]))
    XCTAssertEqual(try parse("(a:1 OR b:2) AND c:3"), .and([.or([a, b]), c]))
    XCTAssertEqual(try parse("a:1 OR NOT b:2 OR c:3"), .or([a, .not(b), c]))
  }

  func test_parse_parenthesesAreDroppedAndGroupsFlattened() throws {
    let (a, b, c) = (S.facet("a", "1"), S.facet("b", "2"), S.facet("c", "3"))
    XCTAssertEqual(try parse("((a:1))"), a)
    XCTAssertEqual(try parse("(a:1 OR (b:2 OR c:3))"), .or([a, b, c]))
    XCTAssertEqual(try parse("(a:1 AND b:2) AND c:3"), .and([a, b, c]))
    XCTAssertEqual(try parse("( NOT a:1 )"), .not(a))
  }

  func test_parseSyntax_keepsColumnsAndGroups() throws {
    let syntax = try FilterParser.parseSyntax("NOT a:1 OR (b:2)")
    XCTAssertEqual(
      syntax,
      .or([
        .not(.condition(FilterCondition(.facet(attribute: "a", value: "1")), column: 4), column: 0),
        .group(.condition(FilterCondition(.facet(attribute: "b", value: "2")), column: 12), column: 11),
      ]))
  }
}
