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
  /// The snapshot's highlight trees with nothing matched, by slot; `nil` builds every tree whole.
  let unmatchedHighlights: SnapshotCache<UnmatchedHighlight.Key, UnmatchedHighlight>?

  init(
    parameters: SearchParameters, configuration: IndexConfiguration, attributes: [IndexedAttribute] = [],
    unmatchedHighlights: SnapshotCache<UnmatchedHighlight.Key, UnmatchedHighlight>? = nil
  ) {
    self.parameters = parameters
    self.tokenizer = configuration.tokenizer
    self.searchablePaths = configuration.searchable?.map(\.path.rawValue)
    self.attributes = attributes
    self.unmatchedHighlights = unmatchedHighlights
  }

  func highlight(_ record: JSON, words: [QueryWord]) -> (highlight: JSON?, snippet: JSON?) {
    highlighting(words)(nil, record, nil)
  }

  /// Highlights records for `words`; the highlighter, snippeter and parsed `attributesToSnippet` entries
  /// are built once and shared by every record.
  ///
  /// With a record's matched elements, values the text stage found no query word in are not matched again, when
  /// the request allows telling which values those are: searchable attributes listed and highlighted whole, and
  /// nothing that makes the highlighter match where the text stage did not (`restrictSearchableAttributes`,
  /// phrases) or skips values (`unretrievableAttributes`). With the record's slot too, and arrays highlighted
  /// whole, the hit starts from the record's tree with nothing matched (``UnmatchedHighlight``) and only the
  /// values that may hold a match are highlighted again. Snippets use the same proof when their entries name
  /// whole attributes.
  func highlighting(_ words: [QueryWord]) -> (_ slot: Int?, _ record: JSON, _ matched: MatchedElements?) -> (highlight: JSON?, snippet: JSON?) {
    let highlighter = Highlighter(
      words: words, preTag: parameters.highlightPreTag, postTag: parameters.highlightPostTag, tokenizer: tokenizer,
      typoDisabledAttributes: parameters.disableTypoToleranceOnAttributes,
      prefixDisabledAttributes: parameters.disablePrefixOnAttributes,
      exactOnSingleWordQuery: parameters.exactOnSingleWordQuery == .word,
      restrictArrays: parameters.restrictHighlightAndSnippetArrays, replaceSynonyms: parameters.replaceSynonymsInHighlight)
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
    let templates = proof == nil || parameters.restrictHighlightAndSnippetArrays ? nil : unmatchedHighlights
    let selectionName = highlighted.joined(separator: "\u{1F}")
    // Numbers the leaves of trees made for the cache; the proof above serves the hits.
    let counter = templates.map { _ in UnmatchedElementProof(attributes: attributes) }
    let walker = highlighter.walker(proof: proof)
    // Snippets are proven alike when their entries name whole attributes.
    let snippetProof: UnmatchedElementProof? =
      proof != nil && snippetSelection != nil
        && UnmatchedElementProof.applies(highlighted: snippetEntries.map(\.attribute), attributes: attributes)
      ? UnmatchedElementProof(attributes: attributes) : nil
    func snippet(_ record: JSON, _ matched: MatchedElements?) -> JSON? {
      var provenFor: UnmatchedElementProof?
      if let snippetProof, let matched {
        snippetProof.begin(matched)
        provenFor = snippetProof
      }
      return snippetSelection.map { builder.snippetResult(for: record, selection: $0, proof: provenFor) }
        ?? builder.snippetResult(for: record, entries: snippetEntries)
    }
    return { slot, record, matched in
      if let templates, let counter, let slot, let matched, let proof, case .some(.some(let selection)) = highlightSelection,
        selection.wordCount == nil
      {
        let template = templates.value(for: UnmatchedHighlight.Key(slot: slot, selection: selectionName)) {
          UnmatchedHighlight(record: record, selection: selection, attributes: counter)
        }
        var members = template.members
        for (key, child, values) in template.coverage {
          switch values {
          case .unknown:
            proof.begin(matched)
            members[key] = record[key].flatMap {
              walker.walk($0, selection: child, inheritedCount: selection.wordCount, path: key)?.json
            }
          case .leaves(let leaves):
            for leaf in leaves where matched.mayContain(attribute: leaf.attribute, element: leaf.element) {
              let made = highlighter.leaf(leaf.text, attributePath: leaf.path)
              if made.matched, let tree = members[key] {
                members[key] = TreeLocation.replacing(tree, at: leaf.location[...], with: made.json)
              }
            }
          }
        }
        return (members.isEmpty ? nil : .object(members), snippet(record, matched))
      }
      var provenFor: UnmatchedElementProof?
      if let proof, let matched {
        proof.begin(matched)
        provenFor = proof
      }
      return (
        highlightSelection.map { builder.highlightResult(for: record, selection: $0, proof: provenFor) }
          ?? builder.highlightResult(for: record, attributes: attributesToHighlight(in: record)),
        snippet(record, matched)
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
