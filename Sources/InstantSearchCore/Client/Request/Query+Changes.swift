extension Query {
  /// This query with the parameters that `changed` sets differently from `base` taken from `changed`: how a
  /// writer that rebuilds its whole query (v1's searcher) hands on only what it changed, and leaves what others
  /// set on the same query (a relevant-sort toggle's `relevancyStrictness`, a tracker's `clickAnalytics`) as it
  /// is.
  ///
  /// Each parameter ``Query`` models and each custom parameter counts on its own; one `changed` unsets is unset.
  ///
  /// - Parameters:
  ///   - base: The query the writer wrote last (an empty query the first time).
  ///   - changed: The query the writer writes now.
  /// - Returns: The merged query; `changed` itself when this query is still `base` (no one else changed it).
  public func applying(changesFrom base: Query, to changed: Query) -> Query {
    if self == base { return changed }
    var merged = self
    for parameter in Query.parameters {
      let value = parameter.read(changed)
      guard value != parameter.read(base) else { continue }
      try? parameter.write(&merged, .json(value ?? .null))
      merged.verbatimFields[parameter.name] = changed.verbatimFields[parameter.name]
    }
    for name in Set(base.customParameters.keys).union(changed.customParameters.keys)
    where base.customParameters[name] != changed.customParameters[name] {
      merged.customParameters[name] = changed.customParameters[name]
    }
    return merged
  }
}
