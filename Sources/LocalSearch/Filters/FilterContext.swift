/// The index settings that decide which attributes filters may use.
struct FilterContext: Hashable, Sendable {
  /// The paths listed in `attributesForFaceting`, modifiers removed: the only attributes facet filters match.
  var facetingAttributes: Set<String>
  /// The paths listed in `numericAttributesForFiltering`, each with whether it is `equalOnly(...)`; `nil` when
  /// the setting is empty, which allows numeric filters on every attribute.
  var numericAttributes: [String: Bool]?

  /// A context from the two settings.
  ///
  /// - Parameters:
  ///   - facetingAttributes: The `attributesForFaceting` paths without modifiers.
  ///   - numericAttributesForFiltering: The setting's entries; empty allows every attribute.
  init<S: Sequence>(facetingAttributes: S, numericAttributesForFiltering: [NumericFilteringAttribute] = [])
  where S.Element == String {
    self.facetingAttributes = Set(facetingAttributes)
    self.numericAttributes =
      numericAttributesForFiltering.isEmpty
      ? nil
      : Dictionary(
        numericAttributesForFiltering.map { ($0.path.rawValue, $0.equalOnly) }, uniquingKeysWith: { $0 && $1 })
  }

  /// The context of an index's settings.
  init(settings: IndexSettings) {
    self.init(
      facetingAttributes: settings.attributesForFaceting.map(\.path.rawValue),
      numericAttributesForFiltering: settings.numericAttributesForFiltering)
  }

  /// Whether facet filters may name `attribute`: one of `attributesForFaceting`, or `objectID`, which Algolia
  /// filters on without it being declared (`NOT objectID:42` leaves a record out of related items).
  func allowsFacet(_ attribute: String) -> Bool { attribute == "objectID" || facetingAttributes.contains(attribute) }

  /// Whether a numeric filter with `comparison` (`nil` for a range) on `attribute` can match.
  func allowsNumeric(_ attribute: String, comparison: FilterComparison?) -> Bool {
    guard let numericAttributes else { return true }
    guard let equalOnly = numericAttributes[attribute] else { return false }
    return !equalOnly || comparison?.isEquality == true
  }
}
