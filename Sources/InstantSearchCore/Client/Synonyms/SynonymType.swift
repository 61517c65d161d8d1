/// The kinds of synonyms an index holds, by the `type` names of Algolia's API.
public enum SynonymType: String, Hashable, Sendable, CaseIterable, Codable {
  /// Words or phrases that all find one another (`synonym`).
  case multiWay = "synonym"
  /// An input that finds its synonyms, not the reverse (`onewaysynonym`).
  case oneWay = "onewaysynonym"
  /// A word whose corrections are found as matches with one typo (`altcorrection1`).
  case alternativeCorrection1 = "altcorrection1"
  /// A word whose corrections are found as matches with two typos (`altcorrection2`).
  case alternativeCorrection2 = "altcorrection2"
  /// A token in records (`<name>`) that query words among its replacements match (`placeholder`).
  case placeholder

  /// The type a `type` text names; Algolia reads the names without regard to case (`oneWaySynonym`).
  public init?(name: String) {
    let lowered = name.lowercased()
    guard let type = SynonymType.allCases.first(where: { $0.rawValue == lowered }) else { return nil }
    self = type
  }
}
