import InstantSearchCore
import XCTest

@testable import LocalSearch

final class PaginationTests: XCTestCase {
  /// start, end, page, nbPages.
  private func fields(_ pagination: Pagination) -> [Int] {
    [pagination.start, pagination.end, pagination.page, pagination.nbPages]
  }

  func test_pages_asTheWorkedExamplesSay() {
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 3, offset: nil, length: nil, limit: 1000)), [0, 3, 0, 4])
    XCTAssertEqual(fields(Pagination(total: 10, page: 2, hitsPerPage: 4, offset: nil, length: nil, limit: 1000)), [8, 10, 2, 3])
    XCTAssertEqual(fields(Pagination(total: 10, page: 3, hitsPerPage: 4, offset: nil, length: nil, limit: 1000)), [10, 10, 3, 3])
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 0, offset: nil, length: nil, limit: 1000)), [0, 0, 0, 0])
  }

  func test_offsetAndLength_ignorePage() {
    XCTAssertEqual(fields(Pagination(total: 10, page: 5, hitsPerPage: 20, offset: 2, length: 3, limit: 1000)), [2, 5, 0, 1])
    XCTAssertEqual(fields(Pagination(total: 10, page: 0, hitsPerPage: 4, offset: 8, length: nil, limit: 1000)), [8, 10, 2, 3])
  }

  func test_paginationLimit_capsReachableHits() {
    XCTAssertEqual(fields(Pagination(total: 5000, page: 60, hitsPerPage: 20, offset: nil, length: nil, limit: 1000)), [1000, 1000, 60, 50])
  }
}

final class DistinctGrouperTests: XCTestCase {
  func test_group_keepsBestPerBrandInRankOrder() {
    let snapshot = ProductsFixture.snapshot()
    let ranked = [0, 5, 1, 2, 4, 6, 9, 3, 7, 8].map { RankedCandidate(slot: $0, values: RankingValues()) }
    let one = DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("brand"), records: snapshot.records), limit: 1).group(ranked)
    XCTAssertEqual(one.map { $0.map { snapshot.records[$0.slot]!.objectID } }, [["1"], ["6"], ["3"], ["5"], ["8"], ["9"]])
    let two = DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("brand"), records: snapshot.records), limit: 2).group(ranked)
    XCTAssertEqual(two.first.map { $0.map { snapshot.records[$0.slot]!.objectID } }, ["1", "2"])
  }

  func test_group_recordsWithoutTheAttributeAreTheirOwnGroup() {
    let snapshot = ProductsFixture.snapshot()
    let ranked = [0, 1, 2].map { RankedCandidate(slot: $0, values: RankingValues()) }
    XCTAssertEqual(DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("missing"), records: snapshot.records), limit: 1).group(ranked).count, 3)
  }
}

final class AttributeRetrieverTests: XCTestCase {
  private let record: JSON = ["name": "a", "price": 3, "owner": ["name": "b", "age": 4], "list": [["x": 1, "y": 2], ["x": 3]], "secret": "s"]

  func test_retrieve_starKeepsAllButUnretrievable() {
    let result = AttributeRetriever(attributesToRetrieve: ["*"], unretrievable: ["secret"]).retrieve(record, objectID: "1")
    XCTAssertEqual(Set(result.keys), ["name", "price", "owner", "list", "objectID"])
  }

  func test_retrieve_listAndNestedPathsAndExclusions() {
    XCTAssertEqual(
      AttributeRetriever(attributesToRetrieve: ["name", "owner.age", "list.x"], unretrievable: []).retrieve(record, objectID: "1"),
      ["name": "a", "owner": ["age": 4], "list": [["x": 1], ["x": 3]], "objectID": "1"])
    XCTAssertEqual(
      Set(AttributeRetriever(attributesToRetrieve: ["*", "-price", "-owner.name"], unretrievable: []).retrieve(record, objectID: "1").keys),
      ["name", "owner", "list", "secret", "objectID"])
    XCTAssertEqual(AttributeRetriever(attributesToRetrieve: [], unretrievable: []).retrieve(record, objectID: "1"), ["objectID": "1"])
  }
}

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
