import InstantSearchCore

extension IndexSettings {
  /// The synonyms the legacy settings `synonyms`, `placeholders` and `altCorrections` give, as the synonyms API
  /// would hold them (ids `settings-synonyms-N`, `settings-placeholders-N`, `settings-altCorrections-N`).
  var legacySynonyms: [Synonym] {
    var synonyms: [Synonym] = []
    for (number, group) in (synonymGroups ?? []).enumerated() {
      synonyms.append(.multiWay(objectID: "settings-synonyms-\(number)", synonyms: group))
    }
    let tokens = (placeholders ?? [:]).keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    for (number, token) in tokens.enumerated() {
      synonyms.append(.placeholder(objectID: "settings-placeholders-\(number)", placeholder: token, replacements: placeholders?[token] ?? []))
    }
    for (number, entry) in (altCorrections ?? []).enumerated() {
      synonyms.append(
        .alternativeCorrection(objectID: "settings-altCorrections-\(number)", word: entry.word, corrections: [entry.correction], typo: entry.nbTypos))
    }
    return synonyms
  }
}
