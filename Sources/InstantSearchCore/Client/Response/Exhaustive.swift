/// Which parts of a response Algolia computed exhaustively (the `exhaustive` object of a response).
public struct Exhaustive: Codable, Hashable, Sendable {
  /// Whether `nbHits` is exact.
  public var nbHits: Bool?
  /// Whether typo tolerance was applied to every candidate.
  public var typo: Bool?
  /// Whether facet counts are exact.
  public var facetsCount: Bool?
  /// Whether every facet value was considered.
  public var facetValues: Bool?
  /// Whether every query rule was evaluated.
  public var rulesMatch: Bool?

  /// Creates the object; unset flags are absent from the encoded form.
  public init(
    nbHits: Bool? = nil, typo: Bool? = nil, facetsCount: Bool? = nil, facetValues: Bool? = nil,
    rulesMatch: Bool? = nil
  ) {
    self.nbHits = nbHits
    self.typo = typo
    self.facetsCount = facetsCount
    self.facetValues = facetValues
    self.rulesMatch = rulesMatch
  }
}
