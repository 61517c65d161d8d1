import Foundation
import InstantSearch
import InstantSearchTestKit

/// A backend's own request: what ``CatalogueBackend`` understands of a v1 query.
struct CatalogueRequest {
  /// Words every matching name contains.
  var text: String
  /// Accepted values by attribute, read from the `"attribute":"value"` terms of `filters`.
  var accepted: [String: Set<String>]
  var page: Int
  var hitsPerPage: Int
  /// The attributes to count values of.
  var facets: [String]
}

/// A backend's own answer.
struct CatalogueAnswer {
  var found: [[String: Any]]
  var total: Int
  var page: Int
  var pages: Int
  var counts: [String: [String: Int]]
}

/// A custom backend with its own types over ``V1Fixtures/records``, answering on a background queue after
/// ``delay`` (or at once, inside the search call, when ``answersSynchronously``; or when ``clock`` reaches
/// ``delay`` after the call, on the thread advancing it).
///
/// Filters are understood as an OR of the quoted `"attribute":"value"` terms per attribute, ANDed across
/// attributes; numeric terms are ignored.
final class CatalogueBackend: SearchClient<CatalogueRequest, CatalogueAnswer>, @unchecked Sendable {
  private let lock = NSLock()
  private var _requests: [CatalogueRequest] = []
  private var _delay: TimeInterval = 0.01
  private var _failure: Error?
  private var _clock: ManualScheduler?

  /// Whether the backend answers before its search call returns.
  var answersSynchronously = false

  /// How long the next answers take.
  var delay: TimeInterval {
    get { lock.withLock { _delay } }
    set { lock.withLock { _delay = newValue } }
  }

  /// A manual clock the answers wait on instead of real time, while set.
  var clock: ManualScheduler? {
    get { lock.withLock { _clock } }
    set { lock.withLock { _clock = newValue } }
  }

  /// An error every answer reports instead of results, while set.
  var failure: Error? {
    get { lock.withLock { _failure } }
    set { lock.withLock { _failure = newValue } }
  }

  /// Every request received, in order.
  var requests: [CatalogueRequest] { lock.withLock { _requests } }

  override func map(query: Query) -> CatalogueRequest {
    CatalogueRequest(
      text: query.query ?? "", accepted: CatalogueBackend.terms(of: query.filters ?? ""), page: Int(query.page ?? 0),
      hitsPerPage: Int(query.hitsPerPage ?? 20), facets: query.facets ?? [])
  }

  override func map(results: CatalogueAnswer) -> SearchResults {
    SearchResults(
      nbHits: results.total, hits: results.found,
      extraContent: ["page": results.page, "nbPages": results.pages, "facets": results.counts])
  }

  override func search(_ query: CatalogueRequest, searchResultsHandler: @escaping SearchResultsHandler) {
    let (delay, failure, clock) = lock.withLock { () -> (TimeInterval, Error?, ManualScheduler?) in
      _requests.append(query)
      return (_delay, _failure, _clock)
    }
    let answer = { failure == nil ? searchResultsHandler(CatalogueBackend.answer(query), nil) : searchResultsHandler(nil, failure) }
    if answersSynchronously {
      answer()
    } else if let clock {
      clock.schedule(after: delay, answer)
    } else {
      DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: answer)
    }
  }

  /// The records matching a request, paginated, with their counts.
  static func answer(_ request: CatalogueRequest) -> CatalogueAnswer {
    let words = request.text.lowercased().split(separator: " ").map(String.init)
    let matching = V1Fixtures.records.filter { record in
      let name = (record["name"] as? String ?? "").lowercased()
      return words.allSatisfy(name.contains)
        && request.accepted.allSatisfy { attribute, values in values.contains("\(record[attribute] ?? "")") }
    }
    var counts: [String: [String: Int]] = [:]
    for facet in request.facets {
      for record in matching { counts[facet, default: [:]]["\(record[facet] ?? "")", default: 0] += 1 }
    }
    let size = max(request.hitsPerPage, 1)
    let found = request.hitsPerPage == 0 ? [] : Array(matching.dropFirst(request.page * size).prefix(size))
    return CatalogueAnswer(
      found: found, total: matching.count, page: request.page, pages: (matching.count + size - 1) / size, counts: counts)
  }

  /// The quoted `"attribute":"value"` terms of a filters string, grouped by attribute.
  static func terms(of filters: String) -> [String: Set<String>] {
    let pattern = try! NSRegularExpression(pattern: #""([^"]+)":"([^"]*)""#)
    var terms: [String: Set<String>] = [:]
    let text = filters as NSString
    for match in pattern.matches(in: filters, range: NSRange(location: 0, length: text.length)) {
      terms[text.substring(with: match.range(at: 1)), default: []].insert(text.substring(with: match.range(at: 2)))
    }
    return terms
  }
}
