/// How much of the query matched in an attribute value.
public enum MatchLevel: String, Codable, Hashable, Sendable {
  /// No query word matched.
  case none
  /// Some query words matched.
  case partial
  /// Every query word matched.
  case full
}
