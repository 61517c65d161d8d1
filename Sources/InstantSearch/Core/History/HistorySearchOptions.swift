import Foundation

/// How a ``History`` search marks matches and how many hits it returns.
public final class HistorySearchOptions: NSObject {
  /// Inserted before the matched part of a hit's text (`<em>`).
  public var highlightPreTag = "<em>"
  /// Inserted after the matched part of a hit's text (`</em>`).
  public var highlightPostTag = "</em>"
  /// The most hits a search returns (10).
  public var maxHits = 10

  /// Creates the default options.
  public override init() { super.init() }
}
