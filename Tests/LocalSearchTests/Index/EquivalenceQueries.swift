import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Searches whose answers tell whether two indices hold the same records and build: prefixes, typos, several
/// words, words no record has, the empty query, facet counts of every attribute, distinct, alphabetical facet
/// order, ranking information and second pages.
///
/// Used wherever an index reached in some other way (changed in place, reopened from disk) must answer exactly as
/// a freshly built one does.
enum EquivalenceQueries {
  /// The texts searched by default: words of ``InPlaceUpdateTests``' records, with typos and prefixes.
  static let defaultTexts = ["", "r", "re", "red", "rea", "bl", "blue", "lmp", "tabel", "chiar", "soft desk", "oak st", "l",
    "c", "red lamp", "bluetoth", "zz", "acme", "d"]

  /// The queries for `texts`, each varying the page, distinct, facet order and ranking information with its
  /// position; with `around`, every third query also ranks and filters by distance from that point.
  static func queries(_ texts: [String] = defaultTexts, around: Point? = nil) -> [Query] {
    texts.enumerated().map { number, text in
      var query = Query(text)
      query.facets = ["*"]
      query.hitsPerPage = 5
      query.page = number % 3 == 0 ? 1 : 0
      if number % 4 == 1 { query.distinct = 1 }
      if number % 5 == 2 { query.sortFacetValuesBy = .alpha }
      if number % 6 == 3 { query.getRankingInfo = true }
      if let around, number % 3 == 2 { query.aroundLatLng = around }
      return query
    }
  }

  /// The response as JSON, without the fields that differ between runs.
  static func answer(_ client: LocalClient, _ name: String, _ query: Query) throws -> JSON {
    var response = try client.answer(IndexedQuery(indexName: name, query: query))
    response.processingTimeMS = nil
    return try JSON(encoding: response)
  }

  /// Asserts that `index` answers each of `queries` exactly as `expected` does, stopping at the first difference.
  ///
  /// - Returns: Whether every answer was the same.
  @discardableResult
  static func assertSameAnswers(
    _ index: LocalIndex, as expected: LocalIndex, queries: [Query] = queries(), _ step: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> Bool {
    let got = LocalClient(indices: [index])
    let wanted = LocalClient(indices: [expected])
    for query in queries {
      let answer = try answer(got, index.name, query)
      let expectedAnswer = try Self.answer(wanted, expected.name, query)
      XCTAssertEqual(answer, expectedAnswer, "\(step), query \"\(query.query ?? "")\"", file: file, line: line)
      if answer != expectedAnswer { return false }
    }
    return true
  }
}
