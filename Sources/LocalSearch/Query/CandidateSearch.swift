import InstantSearchCore

/// Finds and ranks every record that matches the text query and the filters: the matching set.
///
/// Filtering and geo restrictions come in as closures so this stage stays about text; it applies
/// optional words, exclusions, `typoTolerance` `min`/`strict`, and retries with `removeWordsIfNoResults`.
struct CandidateSearch {
  let snapshot: IndexSnapshot
  let parameters: SearchParameters
  /// Whether a record passes the filters and geo restrictions; `nil` when every record does.
  let accepts: ((Int) -> Bool)?
  /// Fills the filters score and geo values of a record; `nil` when there are none to fill.
  let decorate: ((Int, inout RankingValues) -> Void)?
  /// The index's synonyms, applied unless the parameters turn them off.
  var synonyms = SynonymDictionary()

  /// The outcome of the search.
  struct Outcome {
    /// The matching set, ranked.
    var ranked: [RankedCandidate]
    /// The parsed query words, with the optional flags that produced the outcome.
    var words: [QueryWord]
    /// The query with the words `removeWordsIfNoResults` made optional wrapped in `<em>`, when it did.
    var queryAfterRemoval: String?
    /// What the text stage found, every query word included.
    var matches: WordMatchTable
    /// Bounds holding the ranking keys of every candidate in `ranked`, for ordering them again.
    var bounds: Ranker.KeyBounds

    /// The elements of the record at `slot` holding an occurrence of some query word: an exact match of it when
    /// highlighting wraps exact matches only.
    func matchedElements(ofSlot slot: Int) -> MatchedElements {
      matches.row(ofSlot: slot).map { matches.matchedElements(row: $0) } ?? MatchedElements()
    }
  }

  /// - Parameter rankedPrefix: when given, only that many of the best records are put in rank order at the
  ///   front of `ranked`; the rest follow in no particular order.
  func run(rankedPrefix: Int? = nil) -> Outcome {
    let parsed = QueryParser(parameters: parameters, tokenizer: snapshot.configuration.tokenizer).parse()
    let excluded = excludedSlots(parsed.excludedWords)
    var words = parsed.words
    let expansions = parameters.synonyms ? synonyms.expansions(words) : []
    for expansion in expansions {
      for word in expansion.range { words[word].synonymWords += expansion.alternative.words }
    }
    let table = words.isEmpty
      ? WordMatchTable(wordCount: 0)
      : WordMatchFinder(snapshot: snapshot, parameters: parameters).find(words, expansions: expansions)
    var (ranked, bounds) = select(table, words: words, excluded: excluded)
    var queryAfterRemoval: String?
    if ranked.isEmpty, !words.isEmpty, parameters.removeWordsIfNoResults != .none {
      for attempt in removalAttempts(words) {
        let retry = select(table, words: attempt, excluded: excluded)
        if !retry.candidates.isEmpty {
          (ranked, bounds) = retry
          queryAfterRemoval = markRemoved(original: words, attempt: attempt)
          words = attempt
          break
        }
      }
    }
    Ranker(parameters: parameters, snapshot: snapshot).sort(&ranked, prefix: rankedPrefix, bounds: bounds)
    return Outcome(ranked: ranked, words: words, queryAfterRemoval: queryAfterRemoval, matches: table, bounds: bounds)
  }

  // MARK: Selection

  private func excludedSlots(_ excludedWords: [String]) -> Set<Int> {
    var slots = Set<Int>()
    for word in excludedWords {
      let matcher = WordMatcher(query: word, isPrefix: false, allowedTypos: 0)
      for (term, _) in snapshot.dictionary.lookup(matcher) {
        for posting in snapshot.dictionary.postings[term] { slots.insert(Int(posting.slot)) }
      }
    }
    return slots
  }

  /// The records that satisfy the word requirements and the filters, with their ranking values, and the range
  /// of those values' keys.
  private func select(
    _ table: WordMatchTable, words: [QueryWord], excluded: Set<Int>
  ) -> (candidates: [RankedCandidate], bounds: Ranker.KeyBounds) {
    var bounds = Ranker.KeyBounds()
    var candidates: [RankedCandidate] = []
    if words.isEmpty {
      for slot in snapshot.liveSlots where (excluded.isEmpty || !excluded.contains(slot)) && accepts?(slot) != false {
        var values = RankingValues()
        decorate?(slot, &values)
        bounds.include(values, slot: slot)
        candidates.append(RankedCandidate(slot: slot, values: values))
      }
      return (candidates, bounds)
    }
    let criteria = TextCriteria(words: words, attributes: snapshot.attributes, parameters: parameters)
    let required = words.filter { !$0.isOptional }.map(\.index)
    /// Writes the candidates of `rows` from `output` on, widening `bounds`; the number written.
    func select(_ rows: Range<Int>, into output: UnsafeMutablePointer<RankedCandidate>, bounds: inout Ranker.KeyBounds) -> Int {
      var written = 0
      for row in rows {
        let satisfied = table.wordCount == 1
          ? table.matched(row: row, word: 0)
          : required.isEmpty
            ? (0..<table.wordCount).contains { table.matched(row: row, word: $0) }
            : required.allSatisfy { table.matched(row: row, word: $0) }
        let slot = table.slot(row: row)
        guard satisfied, excluded.isEmpty || !excluded.contains(slot), accepts?(slot) != false else { continue }
        var values = RankingValues()
        criteria.apply(table, row: row, to: &values)
        if let decorate {
          // A copy goes through memory, so that without decoration the values stay in registers.
          var decorated = values
          decorate(slot, &decorated)
          values = decorated
        }
        bounds.include(values, slot: slot)
        (output + written).initialize(to: RankedCandidate(slot: slot, values: values))
        written += 1
      }
      return written
    }
    // An empty table makes no array: one made with no capacity would write its count into the storage every empty
    // array shares, which other threads read.
    guard table.count > 0 else { return ([], bounds) }
    candidates = [RankedCandidate](unsafeUninitializedCapacity: table.count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      initialized = select(0..<table.count, into: base, bounds: &bounds)
    }
    if parameters.typoTolerance == .min || parameters.typoTolerance == .strict {
      // The bounds stay those of the larger set, which still hold every key.
      let distinct = Set(candidates.map(\.values.nbTypos)).sorted().prefix(parameters.typoTolerance == .min ? 1 : 2)
      candidates.removeAll { !distinct.contains($0.values.nbTypos) }
    }
    return (candidates, bounds)
  }

  /// The word sets `removeWordsIfNoResults` tries, in order.
  private func removalAttempts(_ words: [QueryWord]) -> [[QueryWord]] {
    let removable = words.filter { !$0.isOptional }.map(\.index)
    func making(_ indices: some Sequence<Int>) -> [QueryWord] {
      let set = Set(indices)
      return words.map { word in
        var copy = word
        if set.contains(word.index) { copy.isOptional = true }
        return copy
      }
    }
    switch parameters.removeWordsIfNoResults {
    case .none: return []
    case .allOptional: return [making(words.map(\.index))]
    case .lastWords:
      let limit = min(5, removable.count - 1)
      return limit < 1 ? [] : (1...limit).map { making(removable.suffix($0)) }
    case .firstWords:
      let limit = min(5, removable.count - 1)
      return limit < 1 ? [] : (1...limit).map { making(removable.prefix($0)) }
    }
  }

  private func markRemoved(original: [QueryWord], attempt: [QueryWord]) -> String {
    let removed = Set(zip(original, attempt).filter { !$0.0.isOptional && $0.1.isOptional }.map { $0.0.index })
    let tokens = snapshot.configuration.tokenizer.tokenize(parameters.query)
    guard tokens.count == original.count else { return parameters.query }
    let utf8 = Array(parameters.query.utf8)
    let spans = tokens.enumerated().filter { removed.contains($0.offset) }.map(\.element.originalRange)
    return TaggedSpans.render(utf8, bytes: 0..<utf8.count, spans: spans, preTag: "<em>", postTag: "</em>")
  }
}
