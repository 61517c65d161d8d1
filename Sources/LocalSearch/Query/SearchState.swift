import InstantSearchCore

/// What one search of an index reads, taken from the index at one moment.
struct SearchState: Sendable {
  /// The built records and search structures.
  let snapshot: IndexSnapshot
  /// The settings in effect.
  let settings: IndexSettings
  /// How many times the index's settings were set before these: a virtual replica remakes its own from its
  /// primary's when the number changes.
  let settingsGeneration: Int
  /// The synonyms, as the search matches them.
  let synonyms: SynonymDictionary
  /// The query rules, as searches match them.
  let rules: CompiledRules
}
