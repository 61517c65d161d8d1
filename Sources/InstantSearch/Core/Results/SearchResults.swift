import Foundation
import InstantSearchCore

/// v1's view of one search response: the raw `content` with typed accessors, and the hits accumulated across
/// loaded pages.
///
/// Results a ``Searcher`` delivers wrap the core's `SearchResponse`, decoded once by the client: the typed
/// accessors read it directly, and its Foundation forms (`content`, ``latestHits``, ``allHits``) are built on
/// first use, once, and only when something reads them.
public final class SearchResults: NSObject {
  /// The facets counted disjunctively; ``facets(name:)`` reads them from `disjunctiveFacets`.
  public let disjunctiveFacets: [String]
  /// The hits of this response's page.
  public var latestHits: [[String: Any]] { foundation.latestHits }
  /// The hits of every page loaded so far, this one included.
  public var allHits: [[String: Any]] {
    get { foundation.allHits }
    set { foundation.allHits = newValue }
  }
  /// The number of hits of the query.
  public var nbHits: Int
  /// The query parameters the engine echoed (`params`), when it did; read from the response on first use.
  public var params: Query? {
    get {
      storedParams.withLock { stored in
        if let stored { return stored }
        let read = response?.params.map(Query.parse)
        stored = .some(read)
        return read
      }
    }
    set { storedParams.value = .some(newValue) }
  }
  private let storedParams = Locked<Query??>(nil)
  /// What ``facets(name:)`` returned for each facet of a core response, which does not change.
  private let countsByName = Locked<[String: [String: Int]]>([:])

  /// The core response these results wrap; `nil` for results made from a content dictionary.
  var response: SearchResponse? { foundation.response }
  /// The hits of every loaded page in the core's form, for results a ``Searcher`` delivers.
  var coreAllHits: [Hit<JSON>] { foundation.coreAllHits }
  private let foundation: FoundationForms

  /// The hits of this response's page.
  @available(*, deprecated, message: "Use latestHits instead")
  public var hits: [[String: Any]] { latestHits }

  /// The response as Algolia sent it (with `disjunctiveFacets` merged in for disjunctive searches).
  public var content: [String: Any] { foundation.content }

  /// Reads a response.
  ///
  /// - Throws: ``InvalidJSONError`` when `hits` is not an array of objects or `nbHits` not an integer.
  public convenience init(content: [String: Any], disjunctiveFacets: [String]) throws {
    try self.init(content: content, disjunctiveFacets: disjunctiveFacets, previousHits: [])
  }

  /// Reads a response that continues earlier pages.
  ///
  /// - Parameter previousHits: The hits of the earlier pages; ``allHits`` starts with them.
  /// - Throws: ``InvalidJSONError`` when `hits` is not an array of objects or `nbHits` not an integer.
  public init(content: [String: Any], disjunctiveFacets: [String], previousHits: [[String: Any]]) throws {
    self.disjunctiveFacets = disjunctiveFacets
    storedParams.value = .some((content["params"] as? String).map(Query.parse))
    guard let hits = content["hits"] as? [[String: Any]] else {
      throw InvalidJSONError(description: "Expecting attribute `hits` of type array of objects")
    }
    guard let nbHits = SearchResults.int(content["nbHits"]) else {
      throw InvalidJSONError(description: "Expecting attribute `nbHits` of type `Int`")
    }
    self.nbHits = nbHits
    foundation = FoundationForms(content: content, latestHits: hits, allHits: previousHits + hits)
  }

  /// Builds results for a custom backend; never throws and does not read `params`.
  ///
  /// `previousHits` defaults to one empty hit, as in v1.
  public init(
    nbHits: Int, hits: [[String: Any]], extraContent: [String: Any] = [:], disjunctiveFacets: [String] = [],
    previousHits: [[String: Any]] = [[:]]
  ) {
    self.disjunctiveFacets = disjunctiveFacets
    self.nbHits = nbHits
    foundation = FoundationForms(content: extraContent, latestHits: hits, allHits: previousHits + hits)
  }

  /// Wraps a core response; nothing is converted until read.
  ///
  /// - Parameters:
  ///   - allHits: The hits of every loaded page, ending with this response's.
  /// - Throws: ``InvalidJSONError`` when the response has no `nbHits`.
  init(response: SearchResponse, disjunctiveFacets: [String], allHits: [Hit<JSON>]) throws {
    guard let nbHits = response.nbHits else { throw InvalidJSONError(description: "Expecting attribute `nbHits` of type `Int`") }
    self.disjunctiveFacets = disjunctiveFacets
    self.nbHits = nbHits
    foundation = FoundationForms(response: response, allHits: allHits)
  }

  /// The core response: the one wrapped, or the content read as one (`nil` when it does not read).
  var coreResponse: SearchResponse? {
    response ?? (try? JSON(foundationValue: content).decode(as: SearchResponse.self))
  }

  /// How many hits and contents of wrapped core responses were converted to Foundation values in this process;
  /// each is converted once, when read.
  static var foundationConversions: Int { FoundationForms.conversions.value }

  /// The response and hits of the results, and their Foundation forms, given or built once from the wrapped
  /// response on first read.
  private final class FoundationForms: @unchecked Sendable {
    // @unchecked: the constants are values; every variable is read and written under `lock`.
    static let conversions = Locked(0)

    private let lock = NSLock()
    /// The wrapped core response; `nil` for results made from Foundation values.
    let response: SearchResponse?
    /// The core hits of every loaded page, ending with the response's; empty without a response.
    let coreAllHits: [Hit<JSON>]
    private var builtContent: [String: Any]?
    private var builtLatestHits: [[String: Any]]?
    private var builtAllHits: [[String: Any]]?

    init(content: [String: Any], latestHits: [[String: Any]], allHits: [[String: Any]]) {
      response = nil
      coreAllHits = []
      builtContent = content
      builtLatestHits = latestHits
      builtAllHits = allHits
    }

    init(response: SearchResponse, allHits: [Hit<JSON>]) {
      self.response = response
      coreAllHits = allHits
    }

    var content: [String: Any] {
      lock.withLock {
        if let builtContent { return builtContent }
        let content = response.flatMap { try? JSON(encoding: $0).foundationObject } ?? [:]
        FoundationForms.conversions.withLock { $0 += 1 }
        builtContent = content
        return content
      }
    }

    var latestHits: [[String: Any]] {
      lock.withLock {
        if let builtLatestHits { return builtLatestHits }
        let hits = convert(response?.hits ?? [])
        builtLatestHits = hits
        return hits
      }
    }

    /// The earlier pages converted, then this page's hits (converted once for both forms).
    var allHits: [[String: Any]] {
      get {
        if let built = lock.withLock({ builtAllHits }) { return built }
        let latest = latestHits
        return lock.withLock {
          if let builtAllHits { return builtAllHits }
          let hits = convert(coreAllHits.dropLast(latest.count)) + latest
          builtAllHits = hits
          return hits
        }
      }
      set { lock.withLock { builtAllHits = newValue } }
    }

    private func convert<Hits: Collection<Hit<JSON>>>(_ hits: Hits) -> [[String: Any]] {
      FoundationForms.conversions.withLock { $0 += hits.count }
      return hits.map { $0.object.foundationObject ?? [:] }
    }
  }

  // MARK: Accessors

  /// The page of this response, from 0.
  public var page: Int { response.map { $0.page ?? 0 } ?? SearchResults.int(content["page"]) ?? 0 }
  /// The number of pages.
  public var nbPages: Int { response.map { $0.nbPages ?? 0 } ?? SearchResults.int(content["nbPages"]) ?? 0 }
  /// The hits per page.
  public var hitsPerPage: Int { response.map { $0.hitsPerPage ?? 0 } ?? SearchResults.int(content["hitsPerPage"]) ?? 0 }
  /// The engine's processing time, in milliseconds.
  public var processingTimeMS: Int { response.map { Int($0.processingTimeMS ?? 0) } ?? SearchResults.int(content["processingTimeMS"]) ?? 0 }
  /// The text query.
  public var query: String? { response.map(\.query) ?? content["query"] as? String }
  /// The query id, with click analytics.
  public var queryID: String? { response.map(\.queryID) ?? content["queryID"] as? String }
  /// Whether facet counts are exact.
  public var exhaustiveFacetsCount: Bool { SearchResults.bool(content["exhaustiveFacetsCount"]) ?? false }
  /// A warning from the engine.
  public var message: String? { content["message"] as? String }
  /// The query after words were removed to find hits.
  public var queryAfterRemoval: String? { content["queryAfterRemoval"] as? String }
  /// The geo centre used, from `"lat,lng"`.
  public var aroundLatLng: LatLng? { (content["aroundLatLng"] as? String).flatMap(LatLng.init(wire:)) }
  /// The automatic radius, in meters; 0 when absent (or sent as a JSON number, as v1 read it).
  public var automaticRadius: Int { (content["automaticRadius"] as? String).flatMap { Int($0) } ?? 0 }
  /// The server that answered.
  public var serverUsed: String? { content["serverUsed"] as? String }
  /// The query as the engine parsed it.
  public var parsedQuery: String? { content["parsedQuery"] as? String }
  /// Whether counting timed out.
  public var timeoutCounts: Bool { SearchResults.bool(content["timeoutCounts"]) ?? false }
  /// Whether the hit search timed out.
  public var timeoutHits: Bool { SearchResults.bool(content["timeoutHits"]) ?? false }

  // MARK: Facets

  /// The value counts of a facet: from `disjunctiveFacets` when it is disjunctive, else from `facets`.
  public func facets(name: String) -> [String: Int]? {
    if let values = coreFacets(name: name) {
      return countsByName.withLock { memo in
        if let counts = memo[name] { return counts }
        let counts = Facet.counts(of: values)
        memo[name] = counts
        return counts
      }
    }
    if response != nil { return nil }
    let container = disjunctiveFacets.contains(name) ? content["disjunctiveFacets"] : content["facets"]
    guard let counts = (container as? [String: Any])?[name] as? [String: Any] else { return nil }
    var result: [String: Int] = [:]
    for (value, count) in counts {
      guard let count = SearchResults.int(count) else { return nil }
      result[value] = count
    }
    return result
  }

  /// The values and counts of a facet in the core's form, in the engine's order, for results a ``Searcher``
  /// delivers (`nil` for others, and for a facet the response does not count): what ``facets(name:)`` turns into
  /// a dictionary, read without hashing every value.
  func coreFacets(name: String) -> [Facet]? {
    guard let response else { return nil }
    return disjunctiveFacets.contains(name) ? response.disjunctiveFacets?[name] : response.facets?[name]
  }

  /// The numeric statistics of a facet; `nil` unless `min`, `max`, `avg` and `sum` are all numbers.
  public func facetStats(name: String) -> FacetStats? {
    guard let stats = (content["facets_stats"] as? [String: Any])?[name] as? [String: Any] else { return nil }
    guard let min = stats["min"] as? NSNumber, let max = stats["max"] as? NSNumber, let avg = stats["avg"] as? NSNumber,
      let sum = stats["sum"] as? NSNumber
    else { return nil }
    return FacetStats(min: min, max: max, avg: avg, sum: sum)
  }

  // MARK: Highlighting and ranking

  /// The highlight result at a dotted path of the hit at `index` of ``latestHits``.
  public func highlightResult(at index: Int, path: String) -> HighlightResult? {
    SearchResults.highlightResult(hit: latestHits[index], path: path)
  }

  /// The snippet result at a dotted path of the hit at `index` of ``latestHits``.
  public func snippetResult(at index: Int, path: String) -> SnippetResult? {
    SearchResults.snippetResult(hit: latestHits[index], path: path)
  }

  /// The ranking information of the hit at `index` of ``latestHits``.
  public func rankingInfo(at index: Int) -> RankingInfo? { SearchResults.rankingInfo(hit: latestHits[index]) }

  /// The highlight result at a dotted path of a hit's `_highlightResult` (objects only; arrays cannot be
  /// traversed).
  public static func highlightResult(hit: [String: Any], path: String) -> HighlightResult? {
    object(in: hit["_highlightResult"], path: path).flatMap(HighlightResult.init(json:))
  }

  /// The snippet result at a dotted path of a hit's `_snippetResult`.
  public static func snippetResult(hit: [String: Any], path: String) -> SnippetResult? {
    object(in: hit["_snippetResult"], path: path).flatMap(SnippetResult.init(json:))
  }

  /// A hit's ranking information.
  public static func rankingInfo(hit: [String: Any]) -> RankingInfo? {
    (hit["_rankingInfo"] as? [String: Any]).map(RankingInfo.init(json:))
  }

  static func object(in root: Any?, path: String) -> [String: Any]? {
    var current = root
    for step in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let object = current as? [String: Any] else { return nil }
      current = object[String(step)]
    }
    return current as? [String: Any]
  }

  /// An integer as Foundation bridging reads a JSON value: any integral number (Booleans as 0 and 1).
  static func int(_ value: Any?) -> Int? {
    if let int = value as? Int { return int }
    guard let number = value as? NSNumber else { return nil }
    return Int(exactly: number.doubleValue)
  }

  static func bool(_ value: Any?) -> Bool? {
    if let bool = value as? Bool { return bool }
    return (value as? NSNumber)?.boolValue
  }
}
