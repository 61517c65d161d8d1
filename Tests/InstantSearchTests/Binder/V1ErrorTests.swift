import Foundation
import InstantSearch
import InstantSearchTestKit
import TestSupport
import XCTest

/// Failures reach v1 code as types it names without the core: `HTTPError`, `InvalidJSONError`, or the
/// `URLError` (domain `NSURLErrorDomain`) URLSession gave v1, each reading like its description.
final class V1ErrorTests: XCTestCase {
  private func failingSearch(_ behaviours: [String], searchTimeout: Double = 5) throws -> Error {
    let server = try LoopbackServer(behaviours)
    let instantSearch = InstantSearch(appID: "LOOPBACKAPP", apiKey: "top-secret-key", index: "movies")
    let client = try XCTUnwrap((instantSearch.getSearcher().index as? Index)?.client)
    client.readHosts = behaviours.indices.map(server.host)
    client.searchTimeout = searchTimeout
    let widget = RecordingWidget()
    instantSearch.register(widget: widget)
    instantSearch.search()
    awaitCondition { widget.errors.count == 1 }
    let error = try XCTUnwrap(widget.errors.first)
    XCTAssertTrue(error.localizedDescription.hasPrefix("All hosts are unreachable.") || error is HTTPError, error.localizedDescription)
    XCTAssertFalse(error.localizedDescription.contains("top-secret-key"))
    return error
  }

  func test_timeout_isAURLErrorNamingTheHost() throws {
    let error = try failingSearch(["slow:3"], searchTimeout: 0.3)
    let urlError = try XCTUnwrap(error as? URLError, "\(error)")
    XCTAssertEqual(urlError.code, .timedOut)
    XCTAssertEqual((error as NSError).domain, NSURLErrorDomain)
    XCTAssertEqual((error as NSError).code, NSURLErrorTimedOut)
    XCTAssertTrue(error.localizedDescription.contains("127.0.0.1"), error.localizedDescription)
    XCTAssertFalse(error.localizedDescription.contains("application ID"), "a host that was reached does not suggest a wrong application ID")
  }

  func test_refusedHosts_giveCannotConnect() throws {
    let error = try failingSearch(["refuse", "refuse"])
    XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(error)")
    XCTAssertFalse(error.localizedDescription.contains("application ID"))
  }

  func test_lastHostAnswering5xx_givesHTTPError() throws {
    let error = try failingSearch(["refuse", "status:503"])
    XCTAssertEqual((error as? HTTPError)?.statusCode, 503, "\(error)")
  }

  func test_v1ErrorTypes_readLikeTheirDescription() {
    let http = HTTPError(statusCode: 404, message: "Index does not exist")
    XCTAssertEqual(http.localizedDescription, "HTTP 404: Index does not exist")
    XCTAssertEqual(http.localizedDescription, "\(http)")
    let json = InvalidJSONError(description: "No results in response")
    XCTAssertEqual(json.localizedDescription, "No results in response")
    XCTAssertEqual((json as NSError).code, 601)
  }
}
