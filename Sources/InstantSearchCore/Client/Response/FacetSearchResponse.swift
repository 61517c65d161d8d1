/// The answer to a search for facet values: the matching values of one facet, highlighted.
///
/// InstantSearch 8 calls it `SearchForFacetValuesResponse` (an alias is provided). Members the fields do
/// not name are kept in ``extraFields``.
public struct FacetSearchResponse: Hashable, Sendable {
  /// The matching facet values, each with its `highlighted` form and count.
  public var facetHits: [Facet]
  /// Whether the counts are exact.
  public var exhaustiveFacetsCount: Bool?
  /// The grouped exhaustiveness flags.
  public var exhaustive: Exhaustive?
  /// The engine's processing time in milliseconds.
  public var processingTimeMS: Int?
  /// Every member of the response object that the fields above do not name.
  public var extraFields: [String: JSON]

  /// Creates a response.
  public init(facetHits: [Facet], exhaustiveFacetsCount: Bool? = nil, processingTimeMS: Int? = nil) {
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
    exhaustiveFacetsCount = try c.decodeIfPresent(Bool.self, forKey: .exhaustiveFacetsCount)
    exhaustive = try c.decodeIfPresent(Exhaustive.self, forKey: .exhaustive)
    processingTimeMS = try c.decodeIfPresent(Int.self, forKey: .processingTimeMS)
    extraFields = try ExtraFields.decode(from: decoder, excluding: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(facetHits, forKey: .facetHits)
    try c.encodeIfPresent(exhaustiveFacetsCount, forKey: .exhaustiveFacetsCount)
    try c.encodeIfPresent(exhaustive, forKey: .exhaustive)
    try c.encodeIfPresent(processingTimeMS, forKey: .processingTimeMS)
    try ExtraFields.encode(extraFields, to: encoder)
  }
}
