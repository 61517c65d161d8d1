import Foundation

/// A page of a search's hits, decoded as `Item`: the response's `page`, its hits, and whether pages exist around
/// it (`nbPages`).
public struct AlgoliaHitsPage<Item>: Page {
  /// The page's number, from 0.
  public let page: Int
  /// The hits.
  public let items: [Item]
  /// Whether the page is not the first.
  public let hasPrevious: Bool
  /// Whether the page is not the last.
  public let hasNext: Bool

  /// Creates a page.
  public init(page: Int, items: [Item], hasPrevious: Bool, hasNext: Bool) {
    self.page = page
    self.items = items
    self.hasPrevious = hasPrevious
    self.hasNext = hasNext
  }

  /// Pages are the same page when their numbers are.
  public static func == (lhs: AlgoliaHitsPage, rhs: AlgoliaHitsPage) -> Bool { lhs.page == rhs.page }

  /// Pages order by number.
  public static func < (lhs: AlgoliaHitsPage, rhs: AlgoliaHitsPage) -> Bool { lhs.page < rhs.page }
}

/// Why a search response does not make a page.
public enum AlgoliaHitsPageSearchReponseError: LocalizedError {
  /// The response has no `page`.
  case missingPage
  /// The response has no `nbPages`.
  case missingNbPages
  /// The hits do not decode as the page's items.
  case hitsExtractionError(Error)

  public var errorDescription: String? {
    switch self {
    case .missingPage: return "the search response has no page"
    case .missingNbPages: return "the search response has no nbPages"
    case .hitsExtractionError(let error): return "the hits do not decode: \(error)"
    }
  }
}

extension AlgoliaHitsPage where Item: Decodable {
  /// The page of a search response.
  ///
  /// - Throws: ``AlgoliaHitsPageSearchReponseError``.
  public init(_ response: SearchResponse, jsonDecoder: JSONDecoder = JSONDecoder()) throws {
    guard let page = response.page else { throw AlgoliaHitsPageSearchReponseError.missingPage }
    guard let pagesCount = response.nbPages else { throw AlgoliaHitsPageSearchReponseError.missingNbPages }
    let items: [Item]
    do {
      items = try response.extractHits(jsonDecoder: jsonDecoder)
    } catch {
      throw AlgoliaHitsPageSearchReponseError.hitsExtractionError(error)
    }
    self.init(page: page, items: items, hasPrevious: page > 0, hasNext: page + 1 < pagesCount)
  }
}
