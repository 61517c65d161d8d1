import Foundation
import InstantSearchCore
import XCTest

/// `Query.paramsString`: the 8.x encoder (sorted keys, JSON lists, percent-encoding of all but unreserved characters).
final class QueryParamsStringTests: XCTestCase {
  func test_defaultQuery_hasEmptyParamsString() {
    XCTAssertEqual(Query().paramsString, "")
  }

  func test_paramsString_sortsKeysAndEncodesListsAsJSON() {
    var query = Query("shoes")
    query.facets = ["brand", "color"]
    query.page = 2
    query.hitsPerPage = 10
    XCTAssertEqual(query.paramsString, "facets=%5B%22brand%22,%22color%22%5D&hitsPerPage=10&page=2&query=shoes")
  }

  func test_paramsString_writesEmptyListAsEmptyJSONArray() {
    var query = Query()
    query.attributesToRetrieve = []
    query.attributesToHighlight = []
    XCTAssertEqual(query.paramsString, "attributesToHighlight=%5B%5D&attributesToRetrieve=%5B%5D")
  }

  func test_paramsString_writesBooleansAsTrueFalse() {
    var query = Query()
    query.analytics = false
    query.getRankingInfo = true
    XCTAssertEqual(query.paramsString, "analytics=false&getRankingInfo=true")
  }

  func test_paramsString_escapesAmpersandAndSpaces() {
    var query = Query("Dates & Dried Fruits")
    query.filters = "category:\"Dates & Dried Fruits\""
    XCTAssertEqual(
      query.paramsString,
      "filters=category:%22Dates%20%26%20Dried%20Fruits%22&query=Dates%20%26%20Dried%20Fruits")
  }

  func test_paramsString_escapesEveryDelimiterAndKeepsTheLiteralSet() {
    XCTAssertEqual(Query("a=b+c?d#e;f/g@h%i").paramsString, "query=a%3Db%2Bc%3Fd%23e%3Bf%2Fg%40h%25i")
    XCTAssertEqual(Query("-._~!$'()*,:").paramsString, "query=-._~!$'()*,:")
    XCTAssertEqual(Query("[x]<y>{z}|\\^`").paramsString, "query=%5Bx%5D%3Cy%3E%7Bz%7D%7C%5C%5E%60")
  }

  func test_paramsString_percentEncodesUnicodeAsUTF8() {
    XCTAssertEqual(Query("Café Crème").paramsString, "query=Caf%C3%A9%20Cr%C3%A8me")
    XCTAssertEqual(Query("東京 🍣").paramsString, "query=%E6%9D%B1%E4%BA%AC%20%F0%9F%8D%A3")
  }

  func test_paramsString_writesNestedFiltersAsJSON() {
    var query = Query()
    query.facetFilters = [["category:Book", "category:Movie"], "author:John Doe"]
    query.tagFilters = "promo"
    XCTAssertEqual(
      query.paramsString,
      "facetFilters=%5B%5B%22category:Book%22,%22category:Movie%22%5D,%22author:John%20Doe%22%5D&tagFilters=promo")
  }

  func test_paramsString_writesTypedValuesInAlgoliaForms() {
    var query = Query()
    query.typoTolerance = .min
    query.distinct = 2
    query.aroundRadius = .all
    query.aroundLatLng = Point(lat: 48.856614, lng: 2.3522219)
    query.queryType = .prefixNone
    query.exactOnSingleWordQuery = .disabled
    query.ignorePlurals = true
    query.removeStopWords = ["en", "fr"]
    XCTAssertEqual(
      query.paramsString,
      "aroundLatLng=48.856614,2.3522219&aroundRadius=all&distinct=2&exactOnSingleWordQuery=none"
        + "&ignorePlurals=true&queryType=prefixNone&removeStopWords=%5B%22en%22,%22fr%22%5D&typoTolerance=min")
  }

  func test_paramsString_writesGeoAreasAsNestedArrays() {
    var query = Query()
    query.insideBoundingBox = [BoundingBox(lat1: 47.3165, lng1: 4.9665, lat2: 47.3424, lng2: 5.0201)]
    query.insidePolygon = [Polygon(points: [Point(lat: 1, lng: 2), Point(lat: 3, lng: 4), Point(lat: 5, lng: 6.5)])]
    query.aroundPrecision = .ranges([.init(from: 0, value: 10), .init(from: 1000, value: 100)])
    XCTAssertEqual(
      query.paramsString,
      "aroundPrecision=%5B%7B%22from%22:0,%22value%22:10%7D,%7B%22from%22:1000,%22value%22:100%7D%5D"
        + "&insideBoundingBox=%5B%5B47.3165,4.9665,47.3424,5.0201%5D%5D"
        + "&insidePolygon=%5B%5B1,2,3,4,5,6.5%5D%5D")
  }

  func test_paramsString_writesNumbersInPlainDecimal() {
    var query = Query()
    query.aroundLatLng = Point(lat: 0.0000001, lng: -180)
    query.customParameters = ["huge": 1e20, "half": -0.5, "whole": 3.0]
    XCTAssertEqual(
      query.paramsString, "aroundLatLng=0.0000001,-180&half=-0.5&huge=100000000000000000000&whole=3")
  }

  func test_paramsString_writesObjectsAsCompactJSONWithSortedKeys() {
    var query = Query()
    query.renderingContent = ["b": 1, "a": ["d": true, "c": "x/y"]]
    XCTAssertEqual(
      query.paramsString, "renderingContent=%7B%22a%22:%7B%22c%22:%22x%2Fy%22,%22d%22:true%7D,%22b%22:1%7D")
  }

  func test_paramsString_mergesCustomParametersAndSkipsNull() {
    var query = Query("a")
    query.customParameters = ["explain": ["*"], "zeta": "z z", "nothing": nil, "facetQuery": "ph"]
    XCTAssertEqual(query.paramsString, "explain=%5B%22*%22%5D&facetQuery=ph&query=a&zeta=z%20z")
  }

  func test_paramsString_prefersTypedPropertyOverCustomParameterOfSameName() {
    var query = Query()
    query.hitsPerPage = 5
    query.customParameters = ["hitsPerPage": 50, "page": 1]
    XCTAssertEqual(query.paramsString, "hitsPerPage=5&page=1")
  }
}
