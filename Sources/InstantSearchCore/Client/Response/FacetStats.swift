/// Statistics of a numeric facet over the matching records (`facets_stats` of a response).
///
/// Number components use them as the bounds of sliders and range inputs.
public struct FacetStats: Codable, Hashable, Sendable {
  /// The smallest value.
  public var min: Double
  /// The largest value.
  public var max: Double
  /// The mean value; absent in some responses.
  public var avg: Double?
  /// The sum of the values; absent in some responses.
  public var sum: Double?

  /// Creates statistics.
  public init(min: Double, max: Double, avg: Double? = nil, sum: Double? = nil) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }
}
