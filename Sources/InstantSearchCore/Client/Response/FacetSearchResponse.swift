import Foundation

/// The answer to a search for facet values: the matching values of one facet, highlighted.
///
/// InstantSearch 8 calls it `SearchForFacetValuesResponse` (an alias is provided). Members the fields do
/// not name are kept in ``extraFields``.
public struct FacetSearchResponse: Hashable, Sendable {
  /// The matching facet values, each with its `highlighted` form and count.
  public var facetHits: [Facet]
  /// Whether the counts are exact; a response without the flag reads as exact.
  public var exhaustiveFacetsCount: Bool
  /// The grouped exhaustiveness flags.
  public var exhaustive: Exhaustive?
  /// The engine's processing time in milliseconds; 0 when the response has none.
  public var processingTimeMS: TimeInterval
  /// Every member of the response object that the fields above do not name.
  public var extraFields: [String: JSON]

  /// Creates a response.
  public init(facetHits: [Facet], exhaustiveFacetsCount: Bool = true, processingTimeMS: TimeInterval = 0) {
    self.facetHits = facetHits
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.processingTimeMS = processingTimeMS
    self.extraFields = [:]
  }
}

/// InstantSearch 8's name for ``FacetSearchResponse``.
public typealias SearchForFacetValuesResponse = FacetSearchResponse

extension FacetSearchResponse: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case facetHits, exhaustiveFacetsCount, exhaustive, processingTimeMS
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    facetHits = try c.decode([Facet].self, forKey: .facetHits)
    exhaustive = try c.decodeIfPresent(Exhaustive.self, forKey: .exhaustive)
    exhaustiveFacetsCount =
      try c.decodeIfPresent(Bool.self, forKey: .exhaustiveFacetsCount) ?? exhaustive?.facetsCount ?? true
    processingTimeMS = try c.decodeIfPresent(TimeInterval.self, forKey: .processingTimeMS) ?? 0
    extraFields = try ExtraFields.decode(from: decoder, excluding: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(facetHits, forKey: .facetHits)
    try c.encode(exhaustiveFacetsCount, forKey: .exhaustiveFacetsCount)
    try c.encodeIfPresent(exhaustive, forKey: .exhaustive)
    try c.encode(processingTimeMS, forKey: .processingTimeMS)
    try ExtraFields.encode(extraFields, to: encoder)
  }
}
