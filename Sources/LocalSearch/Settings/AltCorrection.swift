import InstantSearchCore

/// One entry of the legacy `altCorrections` setting: a query word that also finds a correction, ranked as one or
/// two typos. The synonyms API's alternative corrections replaced it; searches apply both.
public struct AltCorrection: Hashable, Sendable {
  /// The word a query holds.
  public var word: String
  /// The word it also finds.
  public var correction: String
  /// The typos a match of the correction counts.
  public var nbTypos: Synonym.Typo

  /// Creates an alternative correction.
  public init(word: String, correction: String, nbTypos: Synonym.Typo) {
    self.word = word
    self.correction = correction
    self.nbTypos = nbTypos
  }
}

extension AltCorrection {
  /// Reads `{"word": …, "correction": …, "nbTypos": 1 or 2}`; `nil` for any other form.
  init?(json: JSON) {
    guard let members = json.objectValue, Set(members.keys).isSubset(of: ["word", "correction", "nbTypos"]),
      let word = members["word"]?.stringValue, let correction = members["correction"]?.stringValue,
      let typos = members["nbTypos"]?.intValue.flatMap(Synonym.Typo.init(rawValue:))
    else { return nil }
    self.init(word: word, correction: correction, nbTypos: typos)
  }

  /// The entry as the setting writes it.
  var json: JSON {
    .object(["word": .string(word), "correction": .string(correction), "nbTypos": .number(Double(nbTypos.rawValue))])
  }
}
