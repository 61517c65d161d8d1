import Foundation
import InstantSearchCore
import XCTest

/// Records the exchanges of a real client (the embedded engine or `AlgoliaClient`) to a JSON file, and replays
/// them later without it, so a suite recorded once against Algolia runs offline and deterministically.
///
/// ```swift
/// // Once, with credentials:
/// let client = RecordingSearchClient(recording: AlgoliaClient(appID: id, apiKey: key), to: cassette)
/// // In CI, offline:
/// let client = try RecordingSearchClient(replayingFrom: cassette)
/// ```
///
/// A call is identified by its endpoint and its queries (index, parameters as a `params` string, facet and facet
/// query). Replaying answers identical calls with their recorded answers in recorded order, the last one again
/// once they are used up; a call never recorded fails with ``SearchClientError/invalidConfiguration(message:)``
/// naming it. The file is rewritten after each recorded exchange; cancelled calls are not recorded. Request options
/// reach the recorded client and are not part of a call's identity.
public final class RecordingSearchClient: SearchBackend, @unchecked Sendable {
  // @unchecked: `cassette` and `replayed` are read and written under `lock`; `mode` and `file` are constant.

  /// One recorded call: what was sent and what came back.
  public struct Exchange: Codable, Hashable, Sendable {
    /// The endpoint.
    public var endpoint: SentRequest.Endpoint
    /// The queries, one line each: `index`, `?params`, and for facet searches `facet` and `facetQuery`.
    public var queries: [Query]
    /// The answer's JSON (a hits response, a facet-values response or a multiple-queries response), or `nil`
    /// when the call failed.
    public var response: JSON?
    /// The error's message (an HTTP error's own message, any other error's description) when the call failed.
    public var error: String?
    /// The error's HTTP status when it had one; replayed as the same HTTP error, any other failure as a
    /// transport error.
    public var httpStatus: Int?

    /// One query of a call.
    public struct Query: Codable, Hashable, Sendable {
      /// The index.
      public var indexName: String
      /// The parameters, as a `params` string.
      public var params: String
      /// The facet searched, for facet searches.
      public var facet: String?
      /// The text searched in the facet's values, for facet searches.
      public var facetQuery: String?
    }
  }

  private enum Mode {
    case record(SearchBackend)
    case replay
  }

  private let mode: Mode
  private let file: URL
  private let lock = NSLock()
  private var cassette: [Exchange]
  private var replayed: [Int: Int] = [:]
  private let completionQueue = DispatchQueue(label: "InstantSearchTestKit.RecordingSearchClient")

  /// Records every exchange of `client` to `file` (replacing what it held).
  public init(recording client: SearchBackend, to file: URL) {
    mode = .record(client)
    self.file = file
    cassette = []
  }

  /// Replays the exchanges recorded in `file`.
  ///
  /// - Throws: A `CocoaError` when the file cannot be read, a `DecodingError` when it holds no exchanges.
  public init(replayingFrom file: URL) throws {
    mode = .replay
    self.file = file
    cassette = try JSONDecoder().decode([Exchange].self, from: Data(contentsOf: file))
  }

  /// The environment variable that makes ``cassette(at:recordingFrom:)`` record again.
  public static let recordCassettesVariable = "INSTANTSEARCH_RECORD_CASSETTES"

  /// The client a suite runs on: the replay of the cassette stored at `file`, or, when the file is missing or
  /// `INSTANTSEARCH_RECORD_CASSETTES=1`, a recording of the client `makeClient` builds into it.
  ///
  /// `makeClient` runs only to record, so a suite recorded once (against Algolia, with credentials) replays in
  /// CI with no network, no credentials and no engine. A recording fails the running test once, as a missing
  /// snapshot does, so that a suite whose cassette went missing is never taken for one that replayed: run it
  /// again to replay what was recorded.
  ///
  /// ```swift
  /// let client = try RecordingSearchClient.cassette(at: cassetteURL) {
  ///   try AlgoliaClient(appID: environment["ALGOLIA_APP_ID"]!, apiKey: environment["ALGOLIA_API_KEY"]!)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - file: The cassette.
  ///   - testFile: The file the failure of a recording is reported in.
  ///   - line: The line the failure of a recording is reported at.
  ///   - makeClient: Builds the real client; called only to record.
  /// - Throws: What `makeClient` throws, or what ``init(replayingFrom:)`` throws for an unreadable cassette.
  public static func cassette(
    at file: URL, file testFile: StaticString = #filePath, line: UInt = #line,
    recordingFrom makeClient: () throws -> SearchBackend
  ) throws -> RecordingSearchClient {
    try cassette(at: file, recordingFrom: makeClient) { message in XCTFail(message, file: testFile, line: line) }
  }

  /// ``cassette(at:file:line:recordingFrom:)``, reporting a recording to `recorded` rather than failing the test.
  static func cassette(
    at file: URL, recordingFrom makeClient: () throws -> SearchBackend, recorded: (String) -> Void
  ) throws -> RecordingSearchClient {
    let recording = ProcessInfo.processInfo.environment[recordCassettesVariable] == "1"
    if !recording, FileManager.default.fileExists(atPath: file.path) {
      return try RecordingSearchClient(replayingFrom: file)
    }
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let client = RecordingSearchClient(recording: try makeClient(), to: file)
    let reason = recording ? "\(recordCassettesVariable)=1" : "it was missing"
    recorded("recording the cassette \(file.path) (\(reason)); run the test again to replay it")
    return client
  }

  /// Whether this client replays a cassette (rather than recording one).
  public var isReplaying: Bool {
    if case .replay = mode { return true }
    return false
  }

  /// The exchanges recorded so far, or loaded for replay.
  public var exchanges: [Exchange] { lock.withLock { cassette } }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let queries = request.queries.map { query -> Exchange.Query in
      switch query {
      case .hits(let hits): return Exchange.Query(indexName: hits.indexName, params: hits.query.paramsString)
      case .facets(let facets):
        return Exchange.Query(indexName: facets.indexName, params: facets.query.paramsString, facet: facets.attribute, facetQuery: facets.facetQuery)
      }
    }
    return exchange(.multipleQueries, queries, completion: completion) { client, done in
      client.search(request, requestOptions: requestOptions, completion: done)
    }
  }

  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let queries = [Exchange.Query(indexName: query.indexName, params: query.query.paramsString)]
    return exchange(.singleIndex, queries, completion: completion) { client, done in
      client.search(query, requestOptions: requestOptions, completion: done)
    }
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let queries = [Exchange.Query(indexName: request.indexName, params: request.query.paramsString, facet: request.attribute, facetQuery: request.facetQuery)]
    return exchange(.facetSearch, queries, completion: completion) { client, done in
      client.searchForFacetValues(request, requestOptions: requestOptions, completion: done)
    }
  }

  // MARK: Recording and replaying

  private func exchange<Answer: Codable>(
    _ endpoint: SentRequest.Endpoint, _ queries: [Exchange.Query],
    completion: @escaping (Result<Answer, SearchClientError>) -> Void,
    send: (SearchBackend, @escaping (Result<Answer, SearchClientError>) -> Void) -> Cancellable
  ) -> Cancellable {
    switch mode {
    case .record(let client):
      return send(client) { [weak self] result in
        if case .failure(.cancelled) = result {} else { self?.record(Self.exchange(endpoint, queries, result)) }
        completion(result)
      }
    case .replay:
      let result: Result<Answer, SearchClientError> = replay(endpoint, queries)
      let once = Once(completion)
      completionQueue.async { once.run(result) }
      return CancelHandle { [completionQueue] in completionQueue.async { once.run(.failure(.cancelled)) } }
    }
  }

  private static func exchange<Answer: Codable>(
    _ endpoint: SentRequest.Endpoint, _ queries: [Exchange.Query], _ result: Result<Answer, SearchClientError>
  ) -> Exchange {
    switch result {
    case .success(let answer):
      return Exchange(endpoint: endpoint, queries: queries, response: try? JSON(encoding: answer), error: nil, httpStatus: nil)
    case .failure(.httpError(let status, let message)):
      return Exchange(endpoint: endpoint, queries: queries, response: nil, error: message, httpStatus: status)
    case .failure(let error):
      return Exchange(endpoint: endpoint, queries: queries, response: nil, error: "\(error)", httpStatus: nil)
    }
  }

  private func record(_ exchange: Exchange) {
    lock.withLock {
      cassette.append(exchange)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      if let data = try? encoder.encode(cassette) { try? data.write(to: file, options: .atomic) }
    }
  }

  private func replay<Answer: Codable>(_ endpoint: SentRequest.Endpoint, _ queries: [Exchange.Query]) -> Result<Answer, SearchClientError> {
    let recorded = lock.withLock { () -> Exchange? in
      let matching = cassette.indices.filter { cassette[$0].endpoint == endpoint && cassette[$0].queries == queries }
      guard let last = matching.last else { return nil }
      let key = matching[0]
      let used = replayed[key, default: 0]
      replayed[key] = used + 1
      return cassette[used < matching.count ? matching[used] : last]
    }
    guard let recorded else {
      let described = queries.map { "\($0.indexName)?\($0.params)" + ($0.facet.map { " facet \($0)" } ?? "") }
      return .failure(.invalidConfiguration(message: "no recorded \(endpoint.rawValue) exchange for \(described) in \(file.lastPathComponent)"))
    }
    if let response = recorded.response {
      do { return .success(try response.decode(as: Answer.self)) } catch {
        return .failure(.decoding(message: "recorded response of \(file.lastPathComponent): \(error)"))
      }
    }
    if let status = recorded.httpStatus { return .failure(.httpError(status: status, message: recorded.error ?? "")) }
    return .failure(.transport(message: recorded.error ?? "recorded failure"))
  }
}
