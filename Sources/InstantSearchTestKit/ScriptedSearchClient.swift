import Foundation
import InstantSearchCore

/// A `SearchBackend` whose answers a test writes: canned responses or errors per request, a latency, and, when
/// ``holdsResponses`` is on, completion in whatever order the test releases the calls.
///
/// Every call is recorded as decoded ``SentRequest``s (see ``requests``), so a test asserts what the component
/// under test sent. Give it to a v2 searcher, or to a v1 `Index(client:name:)`, in place of a real backend.
///
/// ```swift
/// let client = ScriptedSearchClient()
/// client.reply(.response(SearchResponse(hits: [], nbHits: 3)), query: "sony")
/// client.holdsResponses = true
/// // ... type "so", then "sony" ...
/// client.release(exchange: 2)   // the newer answer first
/// client.release(exchange: 1)   // the stale one: the searcher must drop it
/// ```
public final class ScriptedSearchClient: SearchBackend, @unchecked Sendable {
  // @unchecked: every mutable property is read and written under `lock`; completions run on `completionQueue`.

  /// What a query is answered with.
  public enum Reply: Sendable {
    /// A hits response (a search for facet values answered this way fails with a decoding error).
    case response(SearchResponse)
    /// A facet-values response (a hits search answered this way fails with a decoding error).
    case facetValues(FacetSearchResponse)
    /// The call fails with this error (a multiple-queries call fails whole).
    case failure(SearchClientError)
  }

  /// Which queries a scripted reply answers; a `nil` criterion matches anything.
  public struct Matcher: Sendable {
    /// The index, or `nil`.
    public var indexName: String?
    /// The text query, or `nil`.
    public var queryText: String?
    /// The `filters` parameter (`.some(nil)` matches requests without one), or `nil`.
    public var filters: String??

    /// Creates a matcher.
    public init(indexName: String? = nil, queryText: String? = nil, filters: String?? = nil) {
      self.indexName = indexName
      self.queryText = queryText
      self.filters = filters
    }

    /// Whether a query meets every criterion.
    public func matches(_ request: SentRequest) -> Bool {
      indexName.map { $0 == request.indexName } ?? true && queryText.map { $0 == request.queryText } ?? true
        && filters.map { $0 == request.filters } ?? true
    }
  }

  private struct Rule {
    let matcher: Matcher
    let reply: @Sendable (SentRequest) -> Reply
  }

  /// A call whose answer is computed and waits for its delivery.
  private final class PendingCall: @unchecked Sendable {
    // @unchecked: every property is constant, and `deliver` runs its completion at most once, under a lock.
    let exchange: Int
    let requests: [SentRequest]
    let deliver: () -> Void

    init(exchange: Int, requests: [SentRequest], deliver: @escaping () -> Void) {
      self.exchange = exchange
      self.requests = requests
      self.deliver = deliver
    }
  }

  private let lock = NSLock()
  private var rules: [Rule] = []
  private var sent: [SentRequest] = []
  private var held: [PendingCall] = []
  private var callCount = 0
  private var storedLatency: TimeInterval = 0
  private var storedHoldsResponses = false
  private let defaultReply: @Sendable (SentRequest) -> Reply

  /// Where completions run.
  public let completionQueue: DispatchQueue

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - completionQueue: Where completions run; a serial queue of its own by default.
  ///   - defaultReply: The answer to a query no scripted reply matches; by default an empty first page (no hits,
  ///     `nbHits` 0) echoing the query text, or no facet values.
  public init(
    completionQueue: DispatchQueue = DispatchQueue(label: "InstantSearchTestKit.ScriptedSearchClient"),
    defaultReply: @escaping @Sendable (SentRequest) -> Reply = { ScriptedSearchClient.emptyReply(to: $0) }
  ) {
    self.completionQueue = completionQueue
    self.defaultReply = defaultReply
  }

  /// An empty answer: no facet values for a facet search, otherwise page 0 of no hits echoing the query text.
  public static func emptyReply(to request: SentRequest) -> Reply {
    if request.facetAttribute != nil { return .facetValues(FacetSearchResponse(facetHits: [])) }
    var response = SearchResponse(hits: [], nbHits: 0, page: request.query.page ?? 0, nbPages: 0, hitsPerPage: request.query.hitsPerPage ?? 20)
    response.query = request.queryText
    return .response(response)
  }

  // MARK: Script

  /// Answers the queries a matcher selects with a reply computed from each; a later script wins over an
  /// earlier one that matches the same query.
  public func reply(to matcher: Matcher, with reply: @escaping @Sendable (SentRequest) -> Reply) {
    lock.withLock { rules.append(Rule(matcher: matcher, reply: reply)) }
  }

  /// Answers the queries on an index, with a text query and `filters` (each `nil`: any) with a fixed reply.
  public func reply(_ reply: Reply, indexName: String? = nil, query: String? = nil, filters: String?? = nil) {
    self.reply(to: Matcher(indexName: indexName, queryText: query, filters: filters)) { _ in reply }
  }

  /// How long, in seconds, each answer takes from the call (or from its release while held); 0 by default.
  public var latency: TimeInterval {
    get { lock.withLock { storedLatency } }
    set { lock.withLock { storedLatency = newValue } }
  }

  /// Whether calls wait for ``release(exchange:)`` before completing; off by default. Turning it off releases
  /// nothing already held.
  public var holdsResponses: Bool {
    get { lock.withLock { storedHoldsResponses } }
    set { lock.withLock { storedHoldsResponses = newValue } }
  }

  // MARK: What was sent

  /// Every query received, in order.
  public var requests: [SentRequest] { lock.withLock { sent } }

  /// The number of calls received.
  public var exchangeCount: Int { lock.withLock { callCount } }

  /// The exchanges held, oldest first, that are neither released nor cancelled.
  public var heldExchanges: [Int] { lock.withLock { held.map(\.exchange) } }

  /// Forgets the recorded requests (the scripts, the held calls and the exchange numbering stay).
  public func clearRequests() { lock.withLock { sent.removeAll() } }

  // MARK: Releasing

  /// Delivers a held call's answer (after ``latency``). Returns whether it was held.
  @discardableResult
  public func release(exchange: Int) -> Bool {
    guard let call = lock.withLock({ () -> PendingCall? in
      guard let position = held.firstIndex(where: { $0.exchange == exchange }) else { return nil }
      return held.remove(at: position)
    }) else { return false }
    schedule(call)
    return true
  }

  /// Delivers every held call, oldest first (or newest first with `newestFirst`).
  public func releaseAll(newestFirst: Bool = false) {
    let calls = lock.withLock { () -> [PendingCall] in
      defer { held.removeAll() }
      return newestFirst ? held.reversed() : held
    }
    calls.forEach(schedule)
  }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    start({ SentRequest.queries(of: request, options: requestOptions, exchange: $0) }) { replies in
      var results: [MultiSearchResponse.Result] = []
      for (query, reply) in replies {
        switch (reply, query.facetAttribute) {
        case (.failure(let error), _): return .failure(error)
        case (.response(let response), nil): results.append(.hits(response))
        case (.facetValues(let response), .some): results.append(.facets(response))
        default: return .failure(Self.mismatch(query))
        }
      }
      return .success(MultiSearchResponse(results: results))
    } completion: { completion($0) }
  }

  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let describe = { (exchange: Int) in
      [SentRequest(exchange: exchange, endpoint: .singleIndex, indexName: query.indexName, query: query.query, requestOptions: requestOptions)]
    }
    return start(describe) { replies in
      switch replies[0].reply {
      case .response(let response): return .success(response)
      case .failure(let error): return .failure(error)
      case .facetValues: return .failure(Self.mismatch(replies[0].request))
      }
    } completion: { completion($0) }
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    let describe = { (exchange: Int) in
      [SentRequest(
        exchange: exchange, endpoint: .facetSearch, indexName: request.indexName, query: request.query,
        facetAttribute: request.attribute, facetQuery: request.facetQuery, requestOptions: requestOptions)]
    }
    return start(describe) { replies in
      switch replies[0].reply {
      case .facetValues(let response): return .success(response)
      case .failure(let error): return .failure(error)
      case .response: return .failure(Self.mismatch(replies[0].request))
      }
    } completion: { completion($0) }
  }

  private static func mismatch(_ request: SentRequest) -> SearchClientError {
    .decoding(message: "ScriptedSearchClient: the reply scripted for \(request) does not fit its endpoint")
  }

  /// Records a call, computes its answer now, and delivers it after the latency, or holds it.
  private func start<Answer>(
    _ describe: (Int) -> [SentRequest], answer: ([(request: SentRequest, reply: Reply)]) -> Result<Answer, SearchClientError>,
    completion: @escaping (Result<Answer, SearchClientError>) -> Void
  ) -> Cancellable {
    let (exchange, requests, rules, holds) = lock.withLock { () -> (Int, [SentRequest], [Rule], Bool) in
      callCount += 1
      let requests = describe(callCount)
      sent += requests
      return (callCount, requests, self.rules, storedHoldsResponses)
    }
    let replies = requests.map { request in
      (request, rules.last { $0.matcher.matches(request) }?.reply(request) ?? defaultReply(request))
    }
    let outcome = answer(replies)
    let once = Once(completion)
    let call = PendingCall(exchange: exchange, requests: requests) { once.run(outcome) }
    let handle = CancelHandle { [weak self] in
      self?.lock.withLock { self?.held.removeAll { $0 === call } }
      self?.completionQueue.async { once.run(.failure(.cancelled)) }
    }
    if holds { lock.withLock { held.append(call) } } else { schedule(call) }
    return handle
  }

  private func schedule(_ call: PendingCall) {
    let delay = latency
    if delay > 0 {
      completionQueue.asyncAfter(deadline: .now() + delay) { call.deliver() }
    } else {
      completionQueue.async { call.deliver() }
    }
  }
}

extension ScriptedSearchClient.Reply {
  /// A first page of hits given as Foundation dictionaries, as v1 code holds them; `nbHits` is their count unless
  /// given. Values JSON cannot hold (NaN, infinities) are dropped from their hit.
  public static func hits(_ hits: [[String: Any]], nbHits: Int? = nil) -> Self {
    let records = hits.map { hit in
      JSON.object(hit.reduce(into: [:]) { object, field in object[field.key] = try? JSON(foundationValue: field.value) })
    }
    return .response(SearchResponse(hits: records.map(Hit.init), nbHits: nbHits ?? hits.count, page: 0, nbPages: 1, hitsPerPage: max(hits.count, 1)))
  }
}
