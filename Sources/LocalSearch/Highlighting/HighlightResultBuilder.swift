import InstantSearchCore

/// Builds the whole `_highlightResult` and `_snippetResult` objects of a record.
///
/// Attribute lists name top-level keys, dotted paths (which give nested objects, arrays mirrored on
/// the way) or `*` for every key of the record except `objectID` and `_geoloc`.
struct HighlightResultBuilder {
  let highlighter: Highlighter
  let snippeter: Snippeter
  /// Dotted paths never highlighted nor snippeted, with everything below them (`unretrievableAttributes`).
  let excludedAttributes: Set<String>

  /// Keys `*` leaves out; they are highlighted only when listed by name.
  static let wildcardExclusions: Set<String> = ["objectID", "_geoloc"]

  init(highlighter: Highlighter, snippeter: Snippeter, excludedAttributes: Set<String> = []) {
    self.highlighter = highlighter
    self.snippeter = snippeter
    self.excludedAttributes = excludedAttributes
  }

  /// The `_highlightResult` of `record` for `attributesToHighlight` entries; `nil` when the list is
  /// empty or none of its attributes has a value in the record.
  func highlightResult(for record: JSON, attributes: [String]) -> JSON? {
    let entries = attributes.map { (attribute: $0, wordCount: 0) }
    return highlightResult(for: record, selection: Self.selection(for: record, entries: entries))
  }

  /// The `_highlightResult` of `record` for a selection already made (see ``fixedSelection(entries:)``); `proof`,
  /// begun for this record, spares matching the values it proves unmatched.
  func highlightResult(for record: JSON, selection: AttributeSelection?, proof: UnmatchedElementProof? = nil) -> JSON? {
    guard let selection else { return nil }
    return highlighter.walker(excludedPaths: excludedAttributes, proof: proof)
      .walk(record, selection: selection, inheritedCount: nil, path: "")?.json
  }

  /// The selection of entries that do not depend on the record (no `*`), made once for every record;
  /// `nil` when some entry is `*`.
  static func fixedSelection(entries: [(attribute: String, wordCount: Int)]) -> AttributeSelection?? {
    guard !entries.contains(where: { $0.attribute == "*" }) else { return nil }
    return .some(selection(for: .null, entries: entries))
  }

  /// The `_snippetResult` of `record` for `attributesToSnippet` entries (`attr`, `attr:N`, `*`, `*:N`);
  /// `nil` when the list is empty or none of its attributes has a value. Malformed entries are ignored;
  /// a named entry overrides the window size of `*`.
  func snippetResult(for record: JSON, attributes: [String]) -> JSON? {
    snippetResult(for: record, entries: Self.snippetEntries(attributes))
  }

  /// The `attributesToSnippet` entries as attribute and window size; malformed ones left out.
  static func snippetEntries(_ attributes: [String]) -> [(attribute: String, wordCount: Int)] {
    attributes.compactMap(SnippetAttribute.init(entry:)).map { (attribute: $0.attribute.rawValue, wordCount: $0.wordCount) }
  }

  /// The `_snippetResult` of `record` for entries already parsed by ``snippetEntries(_:)``.
  func snippetResult(for record: JSON, entries: [(attribute: String, wordCount: Int)]) -> JSON? {
    snippetResult(for: record, selection: Self.selection(for: record, entries: entries))
  }

  /// The `_snippetResult` of `record` for a selection already made (see ``fixedSelection(entries:)``); `proof`,
  /// begun for this record, spares matching the values it proves unmatched.
  func snippetResult(for record: JSON, selection: AttributeSelection?, proof: UnmatchedElementProof? = nil) -> JSON? {
    guard let selection else { return nil }
    return snippeter.walker(excludedPaths: excludedAttributes, proof: proof)
      .walk(record, selection: selection, inheritedCount: nil, path: "")?.json
  }

  /// The selection the entries make in `record`, `*` expanded to its keys; `nil` when there is none.
  static func selection(for record: JSON, entries: [(attribute: String, wordCount: Int)]) -> AttributeSelection? {
    guard !entries.isEmpty else { return nil }
    var selection = AttributeSelection()
    let keys = record.objectValue.map { Array($0.keys) } ?? []
    for entry in entries where entry.attribute == "*" {
      for key in keys where !wildcardExclusions.contains(key) {
        selection.select([key], wordCount: entry.wordCount)
      }
    }
    for entry in entries where entry.attribute != "*" {
      selection.select(AttributePath(entry.attribute).components[...], wordCount: entry.wordCount)
    }
    return selection
  }
}
