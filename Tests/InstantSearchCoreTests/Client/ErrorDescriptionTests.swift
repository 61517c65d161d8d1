import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import InstantSearchCore

/// Every public error of the core reads the same through `localizedDescription` as through `"\(error)"`,
/// and an unreachable-hosts error names each host and hints at the application ID only after a failed lookup.
final class ErrorDescriptionTests: XCTestCase {
  private struct Outage: Error {}

  private func assertReadable(_ error: Error, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(error.localizedDescription, "\(error)", file: file, line: line)
    XCTAssertFalse(error.localizedDescription.contains("The operation could not be completed"), file: file, line: line)
  }

  func test_searchClientError_everyCase() {
    let cases: [SearchClientError] = [
      .httpError(status: 404, message: "Index does not exist"), .transport(message: "reset"), .timeout,
      .hostTimedOut(host: "https://a.example"), .hostNotFound(host: "https://b.example", message: "no such host"),
      .unreachableHosts(intermediate: [.timeout]), .decoding(message: "truncated"), .cancelled,
      .invalidConfiguration(message: "plain http is refused"), .backend(BackendFailure(Outage())),
    ]
    cases.forEach { assertReadable($0) }
    XCTAssertEqual(SearchClientError.httpError(status: 404, message: "Index does not exist").localizedDescription, "HTTP 404: Index does not exist")
  }

  func test_otherCoreErrors() throws {
    assertReadable(MultiSearchError.emptyResults)
    assertReadable(MultiSearchError.serviceError(.timeout))
    XCTAssertEqual("\(MultiSearchError.emptyResults)", "Multi-search returned no results.")
    assertReadable(QueryBuilder.Error.emptyResults)
    assertReadable(QueryBuilder.Error.queriesResultsCountMismatch(3, 2))
    XCTAssertEqual("\(QueryBuilder.Error.queriesResultsCountMismatch(3, 2))", "Expected 3 search responses, one per query sent, but got 2.")
    let requestError = HitsSearcher.RequestError(request: .init(indexName: "movies"), error: SearchClientError.timeout)
    assertReadable(requestError)
    XCTAssertEqual(requestError.localizedDescription, "The request timed out.")
    assertReadable(HitsInteractor<JSON>.Error.incompatibleRecordType)
    assertReadable(QueryParameterError(parameter: "hitsPerPage", expected: "an integer"))
    XCTAssertThrowsError(try JSON.parse(Data("{".utf8))) { self.assertReadable($0) }
    assertReadable(JSON.ConversionError(path: "a", typeName: "Date"))
  }

  func test_unreachableHosts_timeoutsNameTheirHost_andTheHintNeedsAFailedLookup() {
    let timedOut = SearchClientError.unreachableHosts(intermediate: [
      .hostTimedOut(host: "https://APP-dsn.algolia.net"), .transport(message: "https://APP-1.algolianet.com: connection reset"),
    ])
    XCTAssertTrue(timedOut.description.contains("https://APP-dsn.algolia.net: no answer within the timeout"), timedOut.description)
    XCTAssertFalse(timedOut.description.contains("application ID"), "hosts that were reached do not suggest a wrong application ID")
    let notFound = SearchClientError.unreachableHosts(intermediate: [.hostNotFound(host: "https://WRONG-dsn.algolia.net", message: "no such host")])
    XCTAssertTrue(notFound.description.contains("Check the application ID"), notFound.description)
    XCTAssertTrue(notFound.description.contains("https://WRONG-dsn.algolia.net"))
  }

  /// A transport that answers from a script, one outcome per host.
  private final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: the script is immutable after init.
    let outcomes: [String: TransportOutcome]
    init(_ outcomes: [String: TransportOutcome]) { self.outcomes = outcomes }
    func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
      let outcome = outcomes[request.url?.host ?? ""] ?? .failure("unscripted")
      DispatchQueue.global().async { completion(outcome) }
      return Handle()
    }
    private final class Handle: Cancellable { func cancel() {} }
  }

  func test_requester_recordsEachHostsTimeoutAndFailedLookup() throws {
    let transport = ScriptedTransport(["slow.example": .timeout, "missing.example": .hostNotFound("no such host")])
    let requester = RetryingRequester(
      pool: HostPool(hosts: [try Host("https://slow.example"), try Host("https://missing.example")]), transport: transport,
      baseTimeout: 5, overallTimeout: 30, headers: [:])
    let done = expectation(description: "completed")
    nonisolated(unsafe) var result: Result<Data, SearchClientError>?
    _ = requester.post(path: "/1/indexes/*/queries", body: Data()) {
      result = $0
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    guard case .failure(.unreachableHosts(let errors))? = result else { return XCTFail("\(String(describing: result))") }
    XCTAssertEqual(errors, [
      .hostTimedOut(host: "\(try Host("https://slow.example"))"),
      .hostNotFound(host: "\(try Host("https://missing.example"))", message: "no such host"),
    ])
    XCTAssertTrue(try XCTUnwrap(result?.failureValue).localizedDescription.contains("Check the application ID"))
  }
}
