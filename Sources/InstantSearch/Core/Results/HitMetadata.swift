import Foundation

/// How much of an attribute matched the query; the raw values are v1's.
public enum MatchLevel: Int {
  /// Every query word matched.
  case full = 2
  /// Some query words matched.
  case partial = 1
  /// No query word matched.
  case none = 0

  init?(name: Any?) {
    switch name as? String {
    case "full": self = .full
    case "partial": self = .partial
    case "none": self = .none
    default: return nil
    }
  }
}

/// One attribute's highlighting in a hit.
public final class HighlightResult: NSObject {
  /// The raw object.
  public let json: [String: Any]
  /// The attribute value with matches wrapped in highlight tags.
  public var value: String
  /// How much matched.
  public var matchLevel: MatchLevel
  /// The query words that matched.
  public var matchedWords: [String]

  /// `nil` unless `value` is a string, `matchLevel` one of `full`, `partial`, `none`, and `matchedWords` strings.
  init?(json: [String: Any]) {
    guard let value = json["value"] as? String, let level = MatchLevel(name: json["matchLevel"]),
      let words = json["matchedWords"] as? [String]
    else { return nil }
    self.json = json
    self.value = value
    self.matchLevel = level
    self.matchedWords = words
  }
}

/// One attribute's snippet in a hit.
public final class SnippetResult: NSObject {
  /// The raw object.
  public let json: [String: Any]
  /// The snippet with matches wrapped in highlight tags.
  public var value: String
  /// How much matched.
  public var matchLevel: MatchLevel

  /// `nil` unless `value` is a string and `matchLevel` valid.
  init?(json: [String: Any]) {
    guard let value = json["value"] as? String, let level = MatchLevel(name: json["matchLevel"]) else { return nil }
    self.json = json
    self.value = value
    self.matchLevel = level
  }
}

/// Why a hit ranked where it did; each figure is 0 when absent.
public final class RankingInfo: NSObject {
  /// The raw object.
  public let json: [String: Any]

  init(json: [String: Any]) { self.json = json }

  private func figure(_ key: String) -> Int { SearchResults.int(json[key]) ?? 0 }

  /// Typos in the match.
  public var nbTypos: Int { figure("nbTypos") }
  /// Position of the first matched word.
  public var firstMatchedWord: Int { figure("firstMatchedWord") }
  /// Sum of distances between matched words.
  public var proximityDistance: Int { figure("proximityDistance") }
  /// Custom ranking score.
  public var userScore: Int { figure("userScore") }
  /// Distance to the geo centre, in meters.
  public var geoDistance: Int { figure("geoDistance") }
  /// Precision of the geo distance, in meters.
  public var geoPrecision: Int { figure("geoPrecision") }
  /// Words matched exactly.
  public var nbExactWords: Int { figure("nbExactWords") }
  /// Query words matched.
  public var words: Int { figure("words") }
  /// Filters matched (score).
  public var filters: Int { figure("filters") }
}
