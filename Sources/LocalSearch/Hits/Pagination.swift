/// Which ranks a request returns, and the pagination fields of the response.
struct Pagination: Equatable {
  /// The first rank returned.
  let start: Int
  /// One past the last rank returned.
  let end: Int
  /// `page` in the response.
  let page: Int
  /// `nbPages` in the response.
  let nbPages: Int

  /// - Parameters:
  ///   - total: The number of ranked units (records, or groups under `distinct`).
  ///   - page: The requested page.
  ///   - hitsPerPage: The effective hits per page (0 allowed).
  ///   - offset: The requested offset; when present, `page` is ignored.
  ///   - length: The requested length; defaults to `hitsPerPage`, ignored without `offset`.
  ///   - limit: `paginationLimitedTo`.
  init(total: Int, page: Int, hitsPerPage: Int, offset: Int?, length: Int?, limit: Int) {
    let reachable = min(total, limit)
    nbPages = hitsPerPage == 0 ? 0 : (reachable + hitsPerPage - 1) / hitsPerPage
    if let offset {
      let length = length ?? hitsPerPage
      start = min(offset, reachable)
      end = min(offset + length, reachable)
      self.page = hitsPerPage == 0 ? 0 : offset / hitsPerPage
    } else {
      start = min(page * hitsPerPage, reachable)
      end = min((page + 1) * hitsPerPage, reachable)
      self.page = page
    }
  }
}
