/// Relevant sort, as a virtual replica answers: rank the matches by relevance alone, keep the most relevant, and
/// order those by the replica's `customRanking`.
///
/// Relevance is the index's ranking without its `custom` and `asc`/`desc` criteria. A match's similarity to the
/// best one is the share of the most query words any match has that it matches, divided by one plus the typos it
/// has beyond the fewest any match has; a match is kept when its similarity, in percent, reaches the strictness.
/// So strictness 100 keeps the matches as good as the best in words and typos, 0 keeps every match (an
/// exhaustive sort by the custom ranking), and with an empty query every match is kept. The kept matches are
/// ordered by `customRanking`, then by relevance.
struct RelevantSortStage {
  /// The search with the relevance ranking.
  let relevanceSearch: IndexSearch
  /// The ranker of the kept matches: `custom`, then the relevance criteria.
  let sortRanker: Ranker
  /// The strictness, 0–100.
  let strictness: Int

  init(search: IndexSearch, strictness: Int) {
    let relevance = search.parameters.ranking.filter { criterion in
      switch criterion {
      case .custom, .sort: return false
      default: return true
      }
    }
    var relevanceParameters = search.parameters
    relevanceParameters.ranking = relevance
    relevanceSearch = IndexSearch(
      snapshot: search.snapshot, parameters: relevanceParameters, filter: search.filter,
      highlighting: search.highlighting, indexName: search.indexName, synonyms: search.synonyms)
    var sortParameters = search.parameters
    sortParameters.ranking = [.custom] + relevance
    sortRanker = Ranker(parameters: sortParameters, snapshot: search.snapshot)
    self.strictness = strictness
  }

  /// Every match, ranked by relevance, and the automatic geo radius.
  func matchingSet() -> (outcome: CandidateSearch.Outcome, automaticRadius: Double?) {
    relevanceSearch.matchingSet(rankedPrefix: nil)
  }

  /// The relevant part of `ranked` (ranked by relevance), ordered by the custom ranking.
  func sorted(_ ranked: [RankedCandidate]) -> [RankedCandidate] {
    guard strictness > 0, let mostWords = ranked.map(\.values.words).max(), let fewestTypos = ranked.map(\.values.nbTypos).min() else {
      return sortRanker.sort(ranked)
    }
    let kept = ranked.filter { candidate in
      let wordShare = mostWords == 0 ? 1 : Double(candidate.values.words) / Double(mostWords)
      let similarity = wordShare / Double(1 + candidate.values.nbTypos - fewestTypos)
      return similarity * 100 >= Double(strictness)
    }
    return sortRanker.sort(kept)
  }
}

extension IndexSearch {
  /// The relevant-sort stage of a search on a virtual replica; `nil` on another index.
  var relevantSortStage: RelevantSortStage? {
    parameters.relevancyStrictness.map { RelevantSortStage(search: self, strictness: $0) }
  }
}
