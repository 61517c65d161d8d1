import InstantSearchCore
import XCTest

@testable import LocalSearch

final class GeoSearchTests: XCTestCase {
  func test_radius_keepsCloseRecordsAndRanksByBucket() throws {
    let paris = Point(lat: 48.8566, lng: 2.3522)
    let pixel = Point(lat: 48.8924, lng: 2.2369)
    let london = Point(lat: 51.5074, lng: -0.1278)
    let geo = GeoSearch(centre: paris, radius: .meters(20000))
    XCTAssertTrue(geo.accepts([paris]))
    XCTAssertTrue(geo.accepts([pixel]))
    XCTAssertFalse(geo.accepts([london]))
    XCTAssertFalse(geo.accepts([]))
    var values = RankingValues()
    geo.decorate([pixel], values: &values)
    XCTAssertEqual(Int(geo.match([pixel])!.distance.rounded()), 9325)
    XCTAssertEqual(values.geoDistance, 932)
    XCTAssertEqual(geo.match([pixel])!.precision, 10)
    XCTAssertEqual(GeoSearch.distance(paris, london) / 1000, 343.6, accuracy: 0.1)
  }

  func test_boxesAndPolygons() {
    XCTAssertTrue(GeoSearch.inside(Point(lat: 47.33, lng: 5.0), box: [47.3165, 4.9665, 47.3424, 5.0201]))
    XCTAssertFalse(GeoSearch.inside(Point(lat: 47.33, lng: 6.0), box: [47.3165, 4.9665, 47.3424, 5.0201]))
    XCTAssertTrue(GeoSearch.inside(Point(lat: 0, lng: 179.5), box: [-1, 179, 1, -179]), "a box may cross the antimeridian")
    let square = [0.0, 0, 0, 10, 10, 10, 10, 0]
    XCTAssertTrue(GeoSearch.inside(Point(lat: 5, lng: 5), polygon: square))
    XCTAssertFalse(GeoSearch.inside(Point(lat: 15, lng: 5), polygon: square))
  }

  func test_automaticRadius_isThe1000thClosestAtLeastTheMinimum() {
    let geo = GeoSearch(centre: Point(lat: 0, lng: 0), minimumAroundRadius: 500)
    XCTAssertEqual(geo.automaticRadius(distances: (1...2000).map(Double.init)), 1000)
    XCTAssertEqual(geo.automaticRadius(distances: [3, 1, 2]), 500)
  }
}
