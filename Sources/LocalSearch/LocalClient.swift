import Foundation
import InstantSearchCore

/// The embedded engine as a ``SearchBackend``: named ``LocalIndex``es answering multi-queries, searches for facet
/// values, browse pages and record retrieval the way Algolia does. The project's default backend.
///
/// Request options are accepted and have nothing to act on: there are no headers to send and no network to
/// time out.
///
/// Answers are computed on a concurrent background queue and delivered there, never on the caller's
/// stack. Errors mirror Algolia's: `404 Index does not exist`, `400` with the message of a bad parameter or
/// filter. In a multi-query, any failing query fails the whole call.
public final class LocalClient: SearchBackend, @unchecked Sendable {
  let indices = NSLock()
  var storedIndices: [String: LocalIndex] = [:]
  /// Serialises the client's writes (``send(_:requestOptions:completion:)``) and holds their task ids and dates.
  let ledger = IndexingLedger()
  private let queue = DispatchQueue(label: "LocalSearch.LocalClient", qos: .userInitiated, attributes: .concurrent)

  /// Creates a client serving `indices`, and the replicas their `replicas` settings list (see ``add(_:)``).
  public init(indices: [LocalIndex] = []) {
    for index in indices { storedIndices[index.name] = index }
    let replicaNames = Set(indices.flatMap { Self.replicaNames(listedBy: $0) })
    for index in indices where !replicaNames.contains(index.name) && !Self.replicaNames(listedBy: index).isEmpty {
      // A replica that cannot be made is missing, and searches of it answer 404; `setSettings` reports why.
      try? makeReplicas(of: index)
    }
  }

  /// Serves `index` under its name, replacing any index of that name, with the replicas its `replicas` setting
  /// lists: standard ones as copies kept in sync with its records, virtual ones searching its records (an index of
  /// the client with a replica's name becomes that replica). A replica that cannot be made is left out; setting the
  /// replicas through ``send(_:requestOptions:completion:)`` reports why.
  public func add(_ index: LocalIndex) {
    serve(index)
    if primary(ofReplica: index.name) == nil && !Self.replicaNames(listedBy: index).isEmpty { try? makeReplicas(of: index) }
  }

  /// Serves `index` under its name, replacing any index of that name; nothing else.
  func serve(_ index: LocalIndex) {
    indices.withLock { storedIndices[index.name] = index }
  }

  /// The primary that lists `indexName` among its replicas, if any.
  func primary(ofReplica indexName: String) -> LocalIndex? {
    indices.withLock { Array(storedIndices.values) }.first { Self.replicaNames(listedBy: $0).contains(indexName) }
  }

  /// Makes the virtual replicas of `primary` whose names are not in `kept` indices of their own again.
  func releaseVirtualReplicas(of primary: LocalIndex, keeping kept: Set<String> = []) {
    for replica in indices.withLock({ Array(storedIndices.values) }) where replica.virtualPrimary === primary && !kept.contains(replica.name) {
      replica.share(recordsOf: nil)
    }
  }

  /// The names of the replicas `index` lists, virtual ones without `virtual(…)`.
  static func replicaNames(listedBy index: LocalIndex) -> [String] {
    replicaEntries(listedBy: index).map(\.name)
  }

  /// The replicas `index` lists in its `replicas` setting: each name, and whether it is written `virtual(name)`.
  static func replicaEntries(listedBy index: LocalIndex) -> [(name: String, isVirtual: Bool)] {
    (index.settings.ignoredSettings["replicas"]?.arrayValue ?? []).compactMap(\.stringValue).map { entry in
      entry.hasPrefix("virtual(") && entry.hasSuffix(")") ? (String(entry.dropFirst("virtual(".count).dropLast()), true) : (entry, false)
    }
  }

  /// The index served under `name`.
  public func index(named name: String) -> LocalIndex? {
    indices.withLock { storedIndices[name] }
  }

  /// Stops serving the index named `name`.
  public func removeIndex(named name: String) {
    _ = indices.withLock { storedIndices.removeValue(forKey: name) }
  }

  // MARK: SearchBackend

  @discardableResult
  public func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(request) }
  }

  /// Runs one query on one index: the same answer as a one-query multi-search, without wrapping the query and
  /// unwrapping its response.
  @discardableResult
  public func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(query) }
  }

  @discardableResult
  public func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(request) }
  }

  @discardableResult
  public func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(request) }
  }

  @discardableResult
  public func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?,
    completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(requests) }
  }

  @discardableResult
  public func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) {
      guard let index = self.index(named: indexName) else {
        throw SearchClientError.httpError(status: 404, message: "Index does not exist")
      }
      return index.settings.json
    }
  }

  // MARK: Synchronous answers

  /// Answers a multi-query synchronously.
  ///
  /// - Throws: ``SearchClientError`` for the first failing query.
  public func answer(_ request: MultiSearchRequest) throws -> MultiSearchResponse {
    var results: [MultiSearchResponse.Result] = []
    var enough = false
    for query in request.queries {
      if enough, case .hits(let hits) = query {
        results.append(.hits(try unprocessed(hits)))
        continue
      }
      let result: MultiSearchResponse.Result
      switch query {
      case .hits(let hits): result = .hits(try answer(hits))
      case .facets(let facets): result = .facets(try answer(facets))
      }
      if request.strategy == .stopIfEnoughMatches, let response = result.hitsResponse,
        (response.nbHits ?? 0) >= (response.hitsPerPage ?? 0)
      {
        enough = true
      }
      results.append(result)
    }
    return MultiSearchResponse(results: results)
  }

  /// Answers one hits search synchronously.
  ///
  /// - Throws: ``SearchClientError`` (`404` unknown index, `400` bad parameter or filter).
  public func answer(_ query: IndexedQuery) throws -> SearchResponse {
    var request = try RequestFields(query.query)
    try request.acceptHitsType()
    return try prepare(query.indexName, request.query).run()
  }

  /// Answers a search for facet values synchronously.
  ///
  /// - Throws: ``SearchClientError`` (`404` unknown index, `400` attribute not `searchable(...)` or bad parameter).
  public func answer(_ request: FacetIndexQuery) throws -> FacetSearchResponse {
    let started = Date()
    var fields = try RequestFields(request.query)
    let facetQuery = request.facetQuery.isEmpty ? try fields.take("facetQuery") ?? "" : request.facetQuery
    _ = try fields.take("type")
    let search = try prepare(request.indexName, fields.query)
    guard let entry = search.snapshot.configuration.faceting.firstIndex(where: { $0.path.rawValue == request.attribute && $0.searchable })
    else {
      throw SearchClientError.httpError(
        status: 400,
        message: "Cannot search in `\(request.attribute)` attribute, you need to add `searchable(\(request.attribute))` to attributesForFaceting.")
    }
    let slots = search.matchingSet().outcome.ranked.map(\.slot)
    let hits = FacetValueSearch(
      snapshot: search.snapshot, entry: entry, facetQuery: facetQuery, preTag: search.parameters.highlightPreTag,
      postTag: search.parameters.highlightPostTag, maxFacetHits: search.parameters.maxFacetHits,
      sortAlphabetically: search.parameters.sortFacetValuesAlphabetically
    ).run(slots: slots)
    return FacetSearchResponse(
      facetHits: hits, exhaustiveFacetsCount: true, processingTimeMS: IndexSearch.elapsedMilliseconds(since: started))
  }

  /// Answers a browse page synchronously: the records matching the query in the index's storage order, from the
  /// cursor's position, `hitsPerPage` of them (1000 by default and at most), with a cursor while records remain.
  ///
  /// - Throws: ``SearchClientError`` (`404` unknown index, `400` bad parameter, filter or cursor).
  public func answer(_ request: BrowseRequest) throws -> SearchResponse {
    var fields = try RequestFields(request.query)
    let cursorText = try request.cursor ?? fields.take("cursor")
    let cursor = try cursorText.map(BrowseCursor.init(text:))
    var query = try cursor.map { try RequestFields(try Query(paramsString: $0.params)).query } ?? fields.query
    let position = cursor?.position ?? 0
    let pageSize = query.hitsPerPage ?? BrowseCursor.defaultPageSize
    guard (1...BrowseCursor.defaultPageSize).contains(pageSize) else {
      throw SearchClientError.httpError(status: 400, message: "hitsPerPage must be between 1 and 1000 for browse")
    }
    let params = query.paramsString
    query.hitsPerPage = nil
    query.page = nil
    return try prepare(request.indexName, query).browse(from: position, pageSize: pageSize) { next in
      BrowseCursor(params: params, position: next).text
    }
  }

  /// Retrieves records synchronously; a missing record is `nil`.
  ///
  /// - Throws: ``SearchClientError`` `404 Index does not exist` for an unknown index.
  public func answer(_ requests: [ObjectRequest]) throws -> ObjectsResponse {
    let results = try requests.map { request -> JSON? in
      guard let index = index(named: request.indexName) else {
        throw SearchClientError.httpError(status: 404, message: "Index does not exist")
      }
      guard let record = index.object(withID: request.objectID) else { return nil }
      let retriever = AttributeRetriever(
        attributesToRetrieve: request.attributesToRetrieve ?? ["*"],
        unretrievable: index.settings.unretrievableAttributes.map(\.rawValue))
      return .object(retriever.retrieve(record, objectID: request.objectID))
    }
    return ObjectsResponse(results: results)
  }

  // MARK: Internals

  func prepare(_ indexName: String, _ query: Query) throws -> IndexSearch {
    guard let index = index(named: indexName) else {
      throw SearchClientError.httpError(status: 404, message: "Index does not exist")
    }
    let state = index.searchState()
    let (snapshot, settings) = (state.snapshot, state.settings)
    let rules = QueryRules(
      rules: state.rules, tokenizer: snapshot.configuration.tokenizer, snapshot: snapshot, synonyms: state.synonyms, now: Date(),
      enabledBySettings: settings.ignoredSettings["enableRules"]?.boolValue ?? true
    ).apply(to: query)
    let sentQuery = query.query
    let query = rules.query
    var parameters = SearchParameters(settings: settings)
    if index.virtualPrimary != nil { parameters.relevancyStrictness = settings.relevancyStrictness }
    try parameters.apply(query)
    var filters = [try LocalClient.makeFilter(query, settings: settings, snapshot: snapshot)]
    for filterQuery in rules.filterQueries { filters.append(try LocalClient.makeFilter(filterQuery, settings: settings, snapshot: snapshot)) }
    return IndexSearch(
      snapshot: snapshot, parameters: parameters, filter: AllFilters.combining(filters),
      highlighting: LocalClient.makeHighlighting(parameters, snapshot: snapshot, settings: settings),
      indexName: indexName, synonyms: state.synonyms, ruleEffects: ruleEffects(rules, of: index, snapshot: snapshot),
      sentQuery: query.query == sentQuery ? nil : sentQuery ?? "")
  }

  /// The effects of the applied rules, the records they promote and hide named by their slots in `snapshot`.
  private func ruleEffects(_ outcome: RuleOutcome, of index: LocalIndex, snapshot: IndexSnapshot) -> RuleEffects {
    var effects = RuleEffects(
      filterPromotes: outcome.filterPromotes, userData: outcome.userData,
      renderingContent: outcome.renderingContent.flatMap { try? $0.decode(as: RenderingContent.self) }, appliedRules: outcome.appliedRules)
    let named = outcome.hidden.union(outcome.promotions.flatMap(\.objectIDs))
    guard !named.isEmpty else { return effects }
    // A slot counts only when the snapshot's record there still has the id.
    let slots = index.slots(ofObjectIDs: named).filter { id, slot in
      snapshot.isLive.indices.contains(slot) && snapshot.isLive[slot] && snapshot.decodedRecord(slot)["objectID"]?.stringValue == id
    }
    effects.hiddenSlots = Set(outcome.hidden.compactMap { slots[$0] })
    effects.promotions = outcome.promotions.map { promotion in
      RuleEffects.Promotion(slots: promotion.objectIDs.compactMap { slots[$0] }, position: promotion.position)
    }
    return effects
  }

  /// The filler result of a query `stopIfEnoughMatches` skipped.
  private func unprocessed(_ query: IndexedQuery) throws -> SearchResponse {
    guard let index = index(named: query.indexName) else {
      throw SearchClientError.httpError(status: 404, message: "Index does not exist")
    }
    var response = SearchResponse(
      hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: query.query.hitsPerPage ?? index.settings.hitsPerPage)
    response.processingTimeMS = 0
    response.processed = false
    response.indexName = query.indexName
    return response
  }

  func run<Success>(
    _ completion: @escaping (Result<Success, SearchClientError>) -> Void, _ work: @escaping () throws -> Success
  ) -> Cancellable {
    let operation = LocalOperation()
    queue.async {
      guard !operation.isCancelled else { return completion(.failure(.cancelled)) }
      let result: Result<Success, SearchClientError>
      do {
        result = .success(try work())
      } catch let error as SearchClientError {
        result = .failure(error)
      } catch {
        result = .failure(.httpError(status: 400, message: String(describing: error)))
      }
      completion(operation.isCancelled ? .failure(.cancelled) : result)
    }
    return operation
  }
}

/// A local request's handle: cancelling it makes its completion report ``SearchClientError/cancelled``.
private final class LocalOperation: Cancellable, @unchecked Sendable {
  private let flag = NSLock()
  private var cancelled = false
  var isCancelled: Bool { flag.withLock { cancelled } }
  func cancel() { flag.withLock { cancelled = true } }
}
