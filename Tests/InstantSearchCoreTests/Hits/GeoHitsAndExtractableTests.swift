import Foundation
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's geo hits view (`GeoHitsController`, connected to a hits interactor of located records),
/// `HitsExtractable` (search and facet-search responses give their records), and the helpers on Swift types
/// (`Result(value:error:)`, `Result(rawValue:error:)`, `Sequence.sorted(by:)` on a key path).
final class GeoHitsAndExtractableTests: XCTestCase {
  private struct Place: Codable {
    let name: String
  }

  private final class MapController: GeoHitsController {
    var hitsSource: HitsInteractor<Hit<Place>>?
    var reloads = 0
    func reload() { reloads += 1 }
  }

  func test_geoHitsController_showsLocatedHits() {
    let interactor = HitsInteractor<Hit<Place>>()
    let map = MapController()
    interactor.connectController(map)
    XCTAssertTrue(map.hitsSource === interactor)
    let response = SearchResponse(hits: [Hit(["objectID": "1", "name": "Louvre", "_geoloc": ["lat": 48.86, "lng": 2.34]] as JSON)])
    let applied = expectation(description: "applied")
    interactor.onResultsUpdated.subscribe(with: self) { _, _ in applied.fulfill() }
    interactor.update(response)
    wait(for: [applied], timeout: 10)
    let drained = expectation(description: "main")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 10)
    XCTAssertEqual(map.reloads, 1)
    XCTAssertEqual(interactor.hit(atIndex: 0)?.geolocation?.points, [Point(lat: 48.86, lng: 2.34)])
    XCTAssertEqual(interactor.hit(atIndex: 0)?.object.name, "Louvre")
  }

  func test_hitsExtractable() throws {
    let search: HitsExtractable = SearchResponse(hits: [Hit(["objectID": "1", "name": "Louvre"] as JSON)])
    let places: [Place] = try search.extractHits(jsonDecoder: JSONDecoder())
    XCTAssertEqual(places.map(\.name), ["Louvre"])
    let facets: HitsExtractable = FacetSearchResponse(facetHits: [Facet(value: "red", count: 3, highlighted: "<em>re</em>d")])
    let decoded: [Facet] = try facets.extractHits(jsonDecoder: JSONDecoder())
    XCTAssertEqual(decoded, [Facet(value: "red", count: 3, highlighted: "<em>re</em>d")])
  }

  func test_resultAndSequenceHelpers() throws {
    struct Failure: Error {}
    XCTAssertEqual(try Result<Int, Error>(value: 3, error: nil).get(), 3)
    XCTAssertThrowsError(try Result<Int, Error>(value: 3, error: Failure()).get()) { XCTAssertTrue($0 is Failure) }
    XCTAssertThrowsError(try Result<Int, Error>(value: nil, error: nil).get()) {
      XCTAssertEqual($0 as? ResultError, .invalidResultInput)
    }
    XCTAssertEqual(try Result<Place, Error>(rawValue: ["name": "Orsay"], error: nil).get().name, "Orsay")
    XCTAssertThrowsError(try Result<Place, Error>(rawValue: ["title": "Orsay"], error: nil).get())
    XCTAssertEqual([Facet(value: "b", count: 1), Facet(value: "a", count: 2)].sorted(by: \.value).map(\.value), ["a", "b"])
  }
}
