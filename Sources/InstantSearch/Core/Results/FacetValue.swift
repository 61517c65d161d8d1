import Foundation

/// One value of a facet with its count, and its highlighted text in facet search answers.
public final class FacetValue: NSObject {
  /// The value.
  public let value: String
  /// The number of hits with it.
  public let count: Int
  /// The value with the matched part wrapped in highlight tags (facet search); `nil` otherwise.
  public var highlighted: String?

  /// Creates a value.
  public init(value: String, count: Int) {
    self.value = value
    self.count = count
  }

  /// Creates a highlighted value.
  public convenience init(value: String, count: Int, highlighted: String) {
    self.init(value: value, count: count)
    self.highlighted = highlighted
  }

  /// One value per count (in dictionary order), then each refined value missing from the counts with count 0.
  public static func listFrom(facetCounts: [String: Int]?, refinements: [String]?) -> [FacetValue] {
    let counts = facetCounts ?? [:]
    return counts.map { FacetValue(value: $0.key, count: $0.value) }
      + (refinements ?? []).filter { counts[$0] == nil }.map { FacetValue(value: $0, count: 0) }
  }

  /// Equal when value and count are (the highlighted text is ignored).
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? FacetValue else { return false }
    return value == other.value && count == other.count
  }

  public override var hash: Int { value.hashValue ^ count }

  /// `"FacetValue{<value>: <count>}"`.
  public override var description: String { "FacetValue{\(value): \(count)}" }
}

/// The answer to a search for facet values.
public final class FacetResults: NSObject {
  /// The response as sent.
  public let content: [String: Any]

  /// Wraps a response.
  public init(content: [String: Any]) { self.content = content }

  /// Builds a response from values (for custom backends).
  public init(facetHits: [FacetValue]) {
    content = ["facetHits": facetHits.map { ["value": $0.value, "count": $0.count, "highlighted": $0.highlighted ?? ""] as [String: Any] }]
  }

  /// The values found; missing fields read as `""` and 0.
  public func getFacetValues() -> [FacetValue] {
    (facetHits ?? []).map {
      FacetValue(value: $0["value"] as? String ?? "", count: SearchResults.int($0["count"]) ?? 0, highlighted: $0["highlighted"] as? String ?? "")
    }
  }

  /// The raw values found.
  public var facetHits: [[String: Any]]? { content["facetHits"] as? [[String: Any]] }
  /// The engine's processing time, in milliseconds.
  public var processingTimeMS: Int { SearchResults.int(content["processingTimeMS"]) ?? 0 }
  /// Whether the counts are exact.
  public var exhaustiveFacetsCount: Bool { SearchResults.bool(content["exhaustiveFacetsCount"]) ?? false }
}

/// Numeric statistics of a facet.
public final class FacetStats: NSObject {
  /// The smallest value.
  public let min: NSNumber
  /// The largest value.
  public let max: NSNumber
  /// The mean.
  public let avg: NSNumber
  /// The sum.
  public let sum: NSNumber

  init(min: NSNumber, max: NSNumber, avg: NSNumber, sum: NSNumber) {
    self.min = min
    self.max = max
    self.avg = avg
    self.sum = sum
  }
}
