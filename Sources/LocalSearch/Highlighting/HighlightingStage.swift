import InstantSearchCore

/// The highlighting and snippeting stage of a search: the `_highlightResult` and `_snippetResult` of
/// each hit, from the request's resolved parameters and the index configuration.
struct HighlightingStage: HitHighlighting {
  let parameters: SearchParameters
  let tokenizer: Tokenizer
  /// The paths of the searchable attributes, `nil` when every attribute is searchable.
  let searchablePaths: [String]?
  /// The index's searchable attributes, by the ids postings carry.
  let attributes: [IndexedAttribute]

  init(parameters: SearchParameters, configuration: IndexConfiguration, attributes: [IndexedAttribute] = []) {
    self.parameters = parameters
    self.tokenizer = configuration.tokenizer
    self.searchablePaths = configuration.searchable?.map(\.path.rawValue)
    self.attributes = attributes
  }

  func highlight(_ record: JSON, words: [QueryWord]) -> (highlight: JSON?, snippet: JSON?) {
    highlighting(words)(record, nil)
  }

  /// Highlights records for `words`; the highlighter, snippeter and parsed `attributesToSnippet` entries
  /// are built once and shared by every record.
  ///
  /// With a record's matched elements, values the text stage found no query word in are not matched again, when
  /// the request allows telling which values those are: searchable attributes listed and highlighted whole, and
  /// nothing that makes the highlighter match where the text stage did not (`restrictSearchableAttributes`,
  /// phrases) or skips values (`unretrievableAttributes`).
  func highlighting(_ words: [QueryWord]) -> (JSON, MatchedElements?) -> (highlight: JSON?, snippet: JSON?) {
    let highlighter = Highlighter(
      words: words, preTag: parameters.highlightPreTag, postTag: parameters.highlightPostTag, tokenizer: tokenizer,
      typoDisabledAttributes: parameters.disableTypoToleranceOnAttributes,
      prefixDisabledAttributes: parameters.disablePrefixOnAttributes,
      exactOnSingleWordQuery: parameters.exactOnSingleWordQuery == .word,
      restrictArrays: parameters.restrictHighlightAndSnippetArrays)
    let snippeter = Snippeter(highlighter: highlighter, ellipsisText: parameters.snippetEllipsisText)
    let builder = HighlightResultBuilder(
      highlighter: highlighter, snippeter: snippeter, excludedAttributes: Set(parameters.unretrievableAttributes))
    let snippetEntries = HighlightResultBuilder.snippetEntries(parameters.attributesToSnippet)
    let snippetSelection = HighlightResultBuilder.fixedSelection(entries: snippetEntries)
    let highlightSelection = (parameters.attributesToHighlight ?? searchablePaths).flatMap {
      HighlightResultBuilder.fixedSelection(entries: $0.map { (attribute: $0, wordCount: 0) })
    }
    let highlighted = parameters.attributesToHighlight ?? searchablePaths ?? []
    let proof: UnmatchedElementProof? =
      searchablePaths != nil && highlightSelection != nil && parameters.restrictSearchableAttributes == nil
        && parameters.unretrievableAttributes.isEmpty && !words.contains { $0.phraseID != nil }
        && UnmatchedElementProof.applies(highlighted: highlighted, attributes: attributes)
      ? UnmatchedElementProof(attributes: attributes) : nil
    return { record, matched in
      var provenFor: UnmatchedElementProof?
      if let proof, let matched {
        proof.begin(matched)
        provenFor = proof
      }
      return (
        highlightSelection.map { builder.highlightResult(for: record, selection: $0, proof: provenFor) }
          ?? builder.highlightResult(for: record, attributes: attributesToHighlight(in: record)),
        snippetSelection.map { builder.snippetResult(for: record, selection: $0) }
          ?? builder.snippetResult(for: record, entries: snippetEntries)
      )
    }
  }

  /// `attributesToHighlight`, or by default every searchable attribute: the record's keys except
  /// those never searchable by default when `searchableAttributes` is empty.
  func attributesToHighlight(in record: JSON) -> [String] {
    if let listed = parameters.attributesToHighlight { return listed }
    if let searchablePaths { return searchablePaths }
    return (record.objectValue?.keys).map { $0.filter { !IndexBuilder.unsearchableByDefault.contains($0) } } ?? []
  }
}
