import InstantSearchCore

extension IndexConfiguration {
  /// The configuration index settings imply: searchable attributes (`nil` for all), faceting entries and
  /// the tokenizer with its separators, kept diacritics and custom normalisation.
  init(settings: IndexSettings) {
    let searchable = settings.searchableAttributes.isEmpty
      ? nil
      : settings.searchableAttributes.map {
        Searchable(path: AttributePath($0.path.rawValue), rank: $0.rank, ordered: $0.ordered)
      }
    let faceting = settings.attributesForFaceting.map {
      Faceting(
        path: AttributePath($0.path.rawValue), filterOnly: $0.filterOnly, searchable: $0.searchable,
        afterDistinct: $0.afterDistinct)
    }
    let normalizer = Normalizer(
      keepDiacriticsOnCharacters: settings.keepDiacriticsOnCharacters,
      customReplacements: settings.customNormalization["default"] ?? [:])
    self.init(
      searchable: searchable, faceting: faceting,
      tokenizer: Tokenizer(normalizer: normalizer, separatorsToIndex: settings.separatorsToIndex))
  }
}

extension SearchParameters {
  /// The parameters of a search that sends nothing: the index settings over the engine defaults.
  init(settings: IndexSettings) {
    self.init()
    queryType = settings.queryType
    typoTolerance = settings.typoTolerance
    minWordSizeFor1Typo = settings.minWordSizefor1Typo
    minWordSizeFor2Typos = settings.minWordSizefor2Typos
    allowTyposOnNumericTokens = settings.allowTyposOnNumericTokens
    let normalizer = Normalizer(
      keepDiacriticsOnCharacters: settings.keepDiacriticsOnCharacters,
      customReplacements: settings.customNormalization["default"] ?? [:])
    disableTypoToleranceOnWords = Set(settings.disableTypoToleranceOnWords.map(normalizer.normalize))
    disableTypoToleranceOnAttributes = Set(settings.disableTypoToleranceOnAttributes.map(\.rawValue))
    disablePrefixOnAttributes = Set(settings.disablePrefixOnAttributes.map(\.rawValue))
    disableExactOnAttributes = Set(settings.disableExactOnAttributes.map(\.rawValue))
    optionalWords = settings.optionalWords
    removeWordsIfNoResults = settings.removeWordsIfNoResults
    advancedSyntax = settings.advancedSyntax
    exactPhrase = settings.advancedSyntaxFeatures.contains(.exactPhrase)
    excludeWords = settings.advancedSyntaxFeatures.contains(.excludeWords)
    removeStopWords = settings.removeStopWords.appliesToEnglish
    ignorePlurals = settings.ignorePlurals.appliesToEnglish
    exactOnSingleWordQuery = settings.exactOnSingleWordQuery
    ranking = settings.ranking.map(Criterion.init)
    customRanking = settings.customRanking.map { (AttributePath($0.attribute.rawValue), $0.ascending) }
    minProximity = settings.minProximity
    replaceSynonymsInHighlight = settings.replaceSynonymsInHighlight
    singleWordSynonymsAsExact = settings.alternativesAsExact.contains(.singleWordSynonym)
    multiWordSynonymsAsExact = settings.alternativesAsExact.contains(.multiWordsSynonym)
    hitsPerPage = settings.hitsPerPage
    paginationLimitedTo = settings.paginationLimitedTo
    attributesToRetrieve = settings.attributesToRetrieve
    unretrievableAttributes = settings.unretrievableAttributes.map(\.rawValue)
    distinct = settings.distinct
    attributeForDistinct = settings.attributeForDistinct.map { AttributePath($0.rawValue) }
    responseFields = settings.responseFields
    maxValuesPerFacet = settings.maxValuesPerFacet
    sortFacetValuesAlphabetically = settings.sortFacetValuesBy == .alpha
    maxFacetHits = settings.maxFacetHits
    attributesToHighlight = settings.attributesToHighlight
    attributesToSnippet = settings.attributesToSnippet.map(\.entry)
    highlightPreTag = settings.highlightPreTag
    highlightPostTag = settings.highlightPostTag
    snippetEllipsisText = settings.snippetEllipsisText
    restrictHighlightAndSnippetArrays = settings.restrictHighlightAndSnippetArrays
    userData = settings.userData
    renderingContent = settings.renderingContent.flatMap { try? JSON.object($0).decode(as: RenderingContent.self) }
  }
}

extension SearchParameters.Criterion {
  init(_ criterion: RankingCriterion) {
    switch criterion {
    case .typo: self = .typo
    case .geo: self = .geo
    case .words: self = .words
    case .filters: self = .filters
    case .proximity: self = .proximity
    case .attribute: self = .attribute
    case .exact: self = .exact
    case .custom: self = .custom
    case .asc(let attribute): self = .sort(path: AttributePath(attribute.rawValue), ascending: true)
    case .desc(let attribute): self = .sort(path: AttributePath(attribute.rawValue), ascending: false)
    }
  }
}
