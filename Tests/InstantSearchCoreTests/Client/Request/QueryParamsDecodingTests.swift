import Foundation
import InstantSearchCore
import TestSupport
import XCTest

/// `Query(paramsString:)`: every form of `params` a client or Algolia writes (URL-encoded `key=value` pairs, JSON or comma lists).
final class QueryParamsDecodingTests: XCTestCase {
  func test_emptyParamsString_isDefaultQuery() throws {
    XCTAssertEqual(try Query(paramsString: ""), Query())
  }

  func test_fixtureEchoedParams_decodeToTheirValues() throws {
    let data = try SharedFiles.require("fixtures/algolia-responses/DisjFacetingResult1.json")
    let params = try XCTUnwrap(try JSON(data: data)["params"]?.stringValue, "the fixture has no `params` string")

    let query = try Query(paramsString: params)

    XCTAssertEqual(query.query, "Amazon")
    XCTAssertEqual(query.hitsPerPage, 10)
    XCTAssertEqual(query.page, 0)
    XCTAssertEqual(query.analytics, false)
    XCTAssertEqual(query.attributesToRetrieve, ["*"])
    XCTAssertEqual(query.highlightPreTag, "<ais-highlight-0000000000>")
    XCTAssertEqual(query.highlightPostTag, "</ais-highlight-0000000000>")
    XCTAssertEqual(query.getRankingInfo, true)
    XCTAssertEqual(query.responseFields, ["*"])
    XCTAssertEqual(query.optionalFilters, ["categories:Contemporary AND type:book AND binding:Paperback"])
    XCTAssertEqual(
      query.facets,
      ["*", "type", "brand", "color", "price", "author", "binding", "pubYear", "featured", "publisher", "categories",
       "productGroup"])
    XCTAssertEqual(query.tagFilters, .string(""))
    XCTAssertEqual(query.customParameters, [:])
  }

  func test_lists_acceptJSONOrCommaSeparatedText() throws {
    XCTAssertEqual(try Query(paramsString: "facets=%5B%22brand%22%2C%22color%22%5D").facets, ["brand", "color"])
    XCTAssertEqual(try Query(paramsString: "facets=brand,color").facets, ["brand", "color"])
    XCTAssertEqual(try Query(paramsString: "facets=brand,%20color").facets, ["brand", "color"])
    XCTAssertEqual(try Query(paramsString: "attributesToRetrieve=*").attributesToRetrieve, ["*"])
    XCTAssertEqual(try Query(paramsString: "attributesToRetrieve=").attributesToRetrieve, [])
    XCTAssertEqual(try Query(paramsString: "attributesToRetrieve=%5B%5D").attributesToRetrieve, [])
    XCTAssertEqual(
      try Query(paramsString: "alternativesAsExact=ignorePlurals,multiWordsSynonym").alternativesAsExact,
      [.ignorePlurals, .multiWordsSynonym])
  }

  func test_booleans_acceptOneZeroAndAnyCase() throws {
    let query = try Query(paramsString: "analytics=1&getRankingInfo=0&clickAnalytics=TRUE&synonyms=False")
    XCTAssertEqual(query.analytics, true)
    XCTAssertEqual(query.getRankingInfo, false)
    XCTAssertEqual(query.clickAnalytics, true)
    XCTAssertEqual(query.synonyms, false)
  }

  func test_plusSign_staysLiteral() throws {
    XCTAssertEqual(try Query(paramsString: "query=a+b").query, "a+b")
    XCTAssertEqual(try Query(paramsString: "query=a%2Bb%20c").query, "a+b c")
  }

  func test_percentDecoding_readsUTF8() throws {
    XCTAssertEqual(try Query(paramsString: "query=Caf%C3%A9%20Cr%C3%A8me").query, "Café Crème")
    XCTAssertEqual(try Query(paramsString: "query=Dates%20%26%20Dried%20Fruits").query, "Dates & Dried Fruits")
  }

  func test_repeatedName_keepsLastValue_andEmptyNamesAreIgnored() throws {
    let query = try Query(paramsString: "page=1&=5&&page=3&hitsPerPage=abc&hitsPerPage=4")
    XCTAssertEqual(query.page, 3)
    XCTAssertEqual(query.hitsPerPage, 4)
    XCTAssertEqual(query.customParameters, [:])
  }

  func test_filterParameters_acceptJSONArraysOrPlainStrings() throws {
    let query = try Query(
      paramsString: "facetFilters=%5B%5B%22category%3ABook%22%2C%22category%3AMovie%22%5D"
        + "%2C%22author%3AJohn%20Doe%22%5D"
        + "&numericFilters=price%3E%3D10&tagFilters=promo,(new,old)")
    XCTAssertEqual(query.facetFilters, .list([.anyOf(["category:Book", "category:Movie"]), .filter("author:John Doe")]))
    XCTAssertEqual(query.numericFilters, .string("price>=10"))
    XCTAssertEqual(query.tagFilters, .string("promo,(new,old)"))
  }

  func test_geoParameters_acceptTheirTextForms() throws {
    let query = try Query(
      paramsString: "aroundLatLng=40.71,%20-74.01&aroundRadius=all&aroundPrecision=100"
        + "&insideBoundingBox=47.3165,4.9665,47.3424,5.0201,1,2,3,4"
        + "&insidePolygon=%5B%5B1,2,3,4,5,6%5D%5D")
    XCTAssertEqual(query.aroundLatLng, Point(lat: 40.71, lng: -74.01))
    XCTAssertEqual(query.aroundRadius, .all)
    XCTAssertEqual(query.aroundPrecision, .meters(100))
    XCTAssertEqual(
      query.insideBoundingBox,
      [
        BoundingBox(lat1: 47.3165, lng1: 4.9665, lat2: 47.3424, lng2: 5.0201),
        BoundingBox(lat1: 1, lng1: 2, lat2: 3, lng2: 4),
      ])
    XCTAssertEqual(query.insidePolygon, [QueryFixtures.triangle])
    XCTAssertEqual(try Query(paramsString: "aroundRadius=1500").aroundRadius, .meters(1500))
    XCTAssertEqual(
      try Query(paramsString: "insideBoundingBox=%5B%5B1,2,3,4%5D%5D").insideBoundingBox,
      [BoundingBox(lat1: 1, lng1: 2, lat2: 3, lng2: 4)])
  }

  func test_multiFormParameters_acceptEachForm() throws {
    XCTAssertEqual(try Query(paramsString: "typoTolerance=min").typoTolerance, .min)
    XCTAssertEqual(try Query(paramsString: "typoTolerance=strict").typoTolerance, .strict)
    XCTAssertEqual(try Query(paramsString: "typoTolerance=TRUE").typoTolerance, .enabled)
    XCTAssertEqual(try Query(paramsString: "typoTolerance=0").typoTolerance, .disabled)
    XCTAssertEqual(try Query(paramsString: "distinct=true").distinct, .boolean(true))
    XCTAssertEqual(try Query(paramsString: "distinct=2").distinct, .count(2))
    XCTAssertEqual(try Query(paramsString: "ignorePlurals=false").ignorePlurals, .boolean(false))
    XCTAssertEqual(try Query(paramsString: "ignorePlurals=en,fr").ignorePlurals, .languages(["en", "fr"]))
    XCTAssertEqual(try Query(paramsString: "removeStopWords=%5B%22en%22%5D").removeStopWords, .languages(["en"]))
    XCTAssertEqual(try Query(paramsString: "queryType=prefixAll").queryType, .prefixAll)
    XCTAssertEqual(try Query(paramsString: "removeWordsIfNoResults=none").removeWordsIfNoResults, .disabled)
  }

  func test_unknownParameters_areKeptAsCustomParameters() throws {
    let query = try Query(
      paramsString: "foo=bar&count=3&flag=true&list=%5B1%2C%22a%22%5D&facetQuery=ph&empty=&query=x")
    XCTAssertEqual(query.query, "x")
    XCTAssertEqual(
      query.customParameters,
      ["foo": "bar", "count": 3, "flag": true, "list": [1, "a"], "facetQuery": "ph", "empty": ""])
  }

  func test_illTypedValues_throwWithAlgoliasMessage() {
    assertError("hitsPerPage=abc", "Invalid value for parameter `hitsPerPage`: expected an integer")
    assertError(
      "analytics=yes", "Invalid value for parameter `analytics`: expected a boolean (`true`, `false`, `1` or `0`)")
    assertError(
      "queryType=prefixSome",
      "Invalid value for parameter `queryType`: expected one of `prefixLast`, `prefixAll`, `prefixNone`")
    assertError("aroundLatLng=abc", "Invalid value for parameter `aroundLatLng`: expected \"lat,lng\"")
    assertError(
      "insideBoundingBox=1,2,3",
      "Invalid value for parameter `insideBoundingBox`: expected groups of 4 numbers (lat1, lng1, lat2, lng2)")
    assertError(
      "facets=%5B1%2C2%5D",
      "Invalid value for parameter `facets`: expected an array of strings or a comma-separated list")
    assertError(
      "advancedSyntaxFeatures=exactPhrase,fuzzy",
      "Invalid value for parameter `advancedSyntaxFeatures`: "
        + "expected an array of `exactPhrase` or `excludeWords` entries")
    assertError(
      "typoTolerance=max", "Invalid value for parameter `typoTolerance`: expected a boolean or one of `min`, `strict`")
    assertError(
      "aroundRadius=far", "Invalid value for parameter `aroundRadius`: expected an integer number of meters or `all`")
    assertError("query=%ZZ", "Invalid value for parameter `query`: expected percent-encoded UTF-8 text")
    assertError("query=%C3%28", "Invalid value for parameter `query`: expected percent-encoded UTF-8 text")
  }

  func test_illTypedValue_errorNamesParameterAndExpectedType() {
    XCTAssertThrowsError(try Query(paramsString: "page=2&hitsPerPage=1.5")) { error in
      XCTAssertEqual(
        error as? QueryParameterError, QueryParameterError(parameter: "hitsPerPage", expected: "an integer"))
    }
  }

  private func assertError(_ params: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try Query(paramsString: params), file: file, line: line) { error in
      XCTAssertEqual((error as? QueryParameterError)?.message, message, file: file, line: line)
      XCTAssertEqual(error.localizedDescription, message, file: file, line: line)
    }
  }
}
