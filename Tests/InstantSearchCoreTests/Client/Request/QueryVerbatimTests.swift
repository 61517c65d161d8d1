import Foundation
import InstantSearchCore
import XCTest

/// A query read from JSON is sent as it was given: values its typed properties would write differently, and
/// Algolia's empty values of points and named options, travel unchanged until the property changes.
final class QueryVerbatimTests: XCTestCase {
  func test_aroundLatLngWithASpace_isSentAsGivenAndReadAsAPoint() throws {
    let query = try Query(fields: ["aroundLatLng": "40.71, -74.01"])
    XCTAssertEqual(query.aroundLatLng, Point(lat: 40.71, lng: -74.01))
    XCTAssertEqual(query.jsonFields, ["aroundLatLng": "40.71, -74.01"])
    XCTAssertEqual(query.paramsString, "aroundLatLng=40.71,%20-74.01")
  }

  func test_changingTheProperty_sendsTheNewValue() throws {
    var query = try Query(fields: ["aroundLatLng": "40.71, -74.01", "facets": "brand,color"])
    XCTAssertEqual(query.jsonFields["facets"], "brand,color", "a comma list is sent as the caller wrote it")
    query.aroundLatLng = Point(lat: 1, lng: 2)
    query.facets?.append("size")
    XCTAssertEqual(query.jsonFields, ["aroundLatLng": "1,2", "facets": ["brand", "color", "size"]])
  }

  func test_settingTheSameValueAgain_keepsTheGivenForm() throws {
    var query = try Query(fields: ["aroundLatLng": "40.71, -74.01"])
    query.aroundLatLng = Point(lat: 40.71, lng: -74.01)
    XCTAssertEqual(query.jsonFields["aroundLatLng"], "40.71, -74.01")
  }

  func test_emptyPointAndOptions_areAcceptedUnsetAndSent() throws {
    let query = try Query(fields: ["aroundLatLng": "", "sortFacetValuesBy": "", "queryType": ""])
    XCTAssertNil(query.aroundLatLng)
    XCTAssertNil(query.sortFacetValuesBy)
    XCTAssertNil(query.queryType)
    XCTAssertEqual(query.jsonFields, ["aroundLatLng": "", "sortFacetValuesBy": "", "queryType": ""])
    let fromParams = try Query(paramsString: "aroundLatLng=&sortFacetValuesBy=")
    XCTAssertNil(fromParams.aroundLatLng)
    XCTAssertEqual(fromParams.jsonFields, ["aroundLatLng": "", "sortFacetValuesBy": ""])
  }

  func test_emptyValuesOfOtherKinds_areStillErrors() {
    XCTAssertThrowsError(try Query(fields: ["hitsPerPage": ""]))
    XCTAssertThrowsError(try Query(fields: ["sortFacetValuesBy": "size"]))
    XCTAssertThrowsError(try Query(fields: ["aroundLatLng": "north"]))
  }

  func test_typedQueries_haveNoVerbatimForm() throws {
    var query = Query("phone")
    query.aroundLatLng = Point(lat: 40.71, lng: -74.01)
    XCTAssertEqual(try Query(fields: query.jsonFields), query, "a typed query reads back equal")
  }

  func test_nestedFilterArrays_roundTripUnchanged() throws {
    let nested: JSON = ["a:1", ["b:2", ["c:3", ["d:4"]]]]
    let query = try Query(fields: ["facetFilters": nested])
    XCTAssertEqual(query.facetFilters, .list([.filter("a:1"), .group([.filter("b:2"), .group([.filter("c:3"), .anyOf(["d:4"])])])]))
    XCTAssertEqual(query.jsonFields["facetFilters"], nested)
    XCTAssertEqual(try Query(paramsString: query.paramsString).facetFilters, query.facetFilters)
    XCTAssertEqual(query.facetFilters.map { if case .list(let elements) = $0 { return elements.flatMap(\.filters) } else { return [] } }, ["a:1", "b:2", "c:3", "d:4"])
  }
}
