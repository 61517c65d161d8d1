extension SearchResponse {
  /// The values of one facet as a list, in the order the request asked for with `sortFacetValuesBy`.
  ///
  /// A response's ``facets`` map has no order of its own, so the order is read from the request's parameters
  /// echoed in ``params``: `sortFacetValuesBy=alpha` lists the values alphabetically; `sortFacetValuesBy=count`,
  /// no such parameter, no ``params`` at all, or a ``params`` string that does not decode list them by count.
  /// When the order comes from the index's settings instead of the request, ``params`` does not carry it: pass it
  /// to ``facetValues(for:sortedBy:)``.
  ///
  /// - Parameter attribute: The facet attribute.
  /// - Returns: `nil` when the response has no counts for it.
  public func facetValues(for attribute: String) -> [Facet]? {
    facetValues(for: attribute, sortedBy: requestedFacetValueOrder ?? .count)
  }

  /// The values of one facet as a list, in the given order.
  ///
  /// Values compare by Unicode code points, as Algolia's engine and `LocalSearch` order them.
  ///
  /// - Parameters:
  ///   - attribute: The facet attribute.
  ///   - order: ``SortFacetValuesBy/count``: count descending, then value ascending;
  ///     ``SortFacetValuesBy/alpha``: value ascending.
  /// - Returns: `nil` when the response has no counts for it.
  public func facetValues(for attribute: String, sortedBy order: SortFacetValuesBy) -> [Facet]? {
    facets?[attribute].map { counts in
      Facet.list(from: counts) { a, b in
        if order == .count, a.count != b.count { return a.count > b.count }
        return a.value.unicodeScalars.lexicographicallyPrecedes(b.value.unicodeScalars)
      }
    }
  }

  /// The `sortFacetValuesBy` value echoed in ``params``; `nil` when it is absent, unknown, or ``params`` is absent
  /// or does not decode.
  var requestedFacetValueOrder: SortFacetValuesBy? {
    guard let params, let pairs = try? ParamsText.pairs(of: params) else { return nil }
    return pairs["sortFacetValuesBy"].flatMap(SortFacetValuesBy.init)
  }
}
