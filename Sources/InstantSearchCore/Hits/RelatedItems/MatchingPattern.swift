/// What makes a record related to another: sharing the value (or one of the values) of an attribute, worth a
/// score when it does.
///
/// ```swift
/// let patterns: [MatchingPattern<Product>] = [
///   MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand),
///   MatchingPattern(attribute: "categories", score: 2, filterPath: \.categories),
/// ]
/// ```
public struct MatchingPattern<Model> {
  /// The attribute the related records share a value of.
  public let attribute: Attribute
  /// The score a shared value adds.
  public let score: Int
  /// The record's values of the attribute: one (an and-group of one filter) or several (an or-group).
  let values: (Model) -> (values: [String], anyOf: Bool)

  /// A pattern on an attribute holding one value.
  public init(attribute: Attribute, score: Int, filterPath: KeyPath<Model, String>) {
    self.attribute = attribute
    self.score = score
    values = { ([$0[keyPath: filterPath]], false) }
  }

  /// A pattern on an attribute holding a list of values, any of which relates two records.
  public init(attribute: Attribute, score: Int, filterPath: KeyPath<Model, [String]>) {
    self.attribute = attribute
    self.score = score
    values = { ($0[keyPath: filterPath], true) }
  }

  /// The optional filters of `model` for this pattern: one facet filter per value, each with the score.
  func optionalFilters(of model: Model) -> FiltersParameter.Element? {
    let (values, anyOf) = self.values(model)
    let filters = values.map { value in
      FilterConverter.legacyExpressions(.facet(Filter.Facet(attribute: attribute, value: .string(value), score: score)))[0]
    }
    guard !filters.isEmpty else { return nil }
    return anyOf ? .anyOf(filters) : .filter(filters[0])
  }
}
