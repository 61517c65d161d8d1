/// What the user interface should render for a response, as the index settings or a query rule set it.
///
/// Algolia's client 8 models the facet ordering; every other member (a `redirect`, a `widgets` block) is kept
/// in ``extraFields``, so decoding never loses anything and re-encoding gives back the same object.
public struct RenderingContent: Codable, Hashable, Sendable {
  /// The order in which facets and their values are shown.
  public var facetOrdering: FacetOrdering?
  /// Every member of the object that ``facetOrdering`` does not name.
  public var extraFields: [String: JSON]

  /// Creates rendering content.
  public init(facetOrdering: FacetOrdering? = nil) {
    self.facetOrdering = facetOrdering
    self.extraFields = [:]
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case facetOrdering
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    facetOrdering = try container.decodeIfPresent(FacetOrdering.self, forKey: .facetOrdering)
    extraFields = try ExtraFields.decode(from: decoder, excluding: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(facetOrdering, forKey: .facetOrdering)
    try ExtraFields.encode(extraFields, to: encoder)
  }
}
