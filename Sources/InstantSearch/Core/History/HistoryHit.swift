import Foundation

/// One past search suggested by a ``History`` search.
public final class HistoryHit: NSObject {
  /// Parameters that repeat the past search (for ``LocalHistory``, only its text query).
  public let params: SearchParameters
  /// The past search's text, with the part that matched wrapped in the highlight tags.
  public let highlightedText: String

  /// Creates a hit.
  ///
  /// - Parameters:
  ///   - params: Parameters that repeat the past search.
  ///   - highlightedText: Its text with the matched part tagged.
  public init(params: SearchParameters, highlightedText: String) {
    self.params = params
    self.highlightedText = highlightedText
    super.init()
  }
}
