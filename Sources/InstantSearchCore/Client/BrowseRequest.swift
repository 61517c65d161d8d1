/// One page of a browse: every record of an index matching a query, without ranking, page after page.
///
/// The first page is asked with the query; each answer carries a `cursor` while records remain, and the next page is
/// asked with that cursor (the query is then ignored: the cursor carries it).
///
/// ```swift
/// var request = BrowseRequest(indexName: "airports", query: Query())
/// repeat {
///   let page = try await client.browse(request)
///   records += page.hits
///   request.cursor = page.cursor
/// } while request.cursor != nil
/// ```
public struct BrowseRequest: Hashable, Sendable {
  /// The index to browse.
  public var indexName: String
  /// The search parameters selecting the records (query, filters, `hitsPerPage` up to 1000, attributes to retrieve).
  public var query: Query
  /// The cursor of the page to fetch, from the previous page's answer; `nil` for the first page.
  public var cursor: String?

  /// Creates a browse request.
  public init(indexName: String, query: Query = Query(), cursor: String? = nil) {
    self.indexName = indexName
    self.query = query
    self.cursor = cursor
  }
}
