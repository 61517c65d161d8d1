import InstantSearchCore

extension SearchParameters {
  /// Parameters the engine accepts and ignores: analytics, personalization, rules, languages.
  static let acceptedAndIgnored: Set<String> = [
    "analytics", "clickAnalytics", "analyticsTags", "enableABTest", "percentileComputation", "userToken",
    "ruleContexts", "enableRules", "enablePersonalization", "personalizationImpact", "naturalLanguages",
    "aroundLatLngViaIP", "enableReRanking", "queryLanguages",
    "attributeCriteriaComputedByMinProximity",
  ]

  /// Algolia parameters ``Query`` does not model that the engine accepts and ignores: decompounding (a
  /// German/Dutch/Finnish feature), re-ranking filters and query extensions.
  static let acceptedUnmodeled: Set<String> = ["decompoundQuery", "reRankingApplyFilter", "extensions"]

  /// Applies a request's parameters over these (query parameter > index setting > engine default).
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an unknown parameter
  ///   (`Unknown parameter: <name>`) or a value out of range.
  mutating func apply(_ query: Query) throws {
    if let unknown = query.customParameters.keys.sorted().first(where: { !Self.acceptedUnmodeled.contains($0) }) {
      throw SearchClientError.httpError(status: 400, message: "Unknown parameter: \(unknown)")
    }
    if let text = query.similarQuery, query.query == nil {
      self.query = text
      queryType = .prefixNone
      allWordsOptional = true
    }
    if let text = query.query { self.query = text }
    if let value = query.queryType { queryType = SearchParameters.QueryType(rawValue: value.rawValue) ?? queryType }
    if let value = query.typoTolerance {
      switch value {
      case .enabled: typoTolerance = .enabled
      case .disabled: typoTolerance = .disabled
      case .min: typoTolerance = .min
      case .strict: typoTolerance = .strict
      }
    }
    if let value = query.minWordSizefor1Typo { minWordSizeFor1Typo = value }
    if let value = query.minWordSizefor2Typos { minWordSizeFor2Typos = value }
    if let value = query.allowTyposOnNumericTokens { allowTyposOnNumericTokens = value }
    if let value = query.disableTypoToleranceOnAttributes { disableTypoToleranceOnAttributes = Set(value) }
    if let value = query.disableExactOnAttributes { disableExactOnAttributes = Set(value) }
    if let value = query.restrictSearchableAttributes, !value.isEmpty { restrictSearchableAttributes = Set(value) }
    if let value = query.optionalWords { optionalWords = value }
    if let value = query.removeWordsIfNoResults {
      removeWordsIfNoResults = value == .disabled ? .none : RemoveWords(rawValue: value.rawValue) ?? .none
    }
    if let value = query.advancedSyntax { advancedSyntax = value }
    if let value = query.advancedSyntaxFeatures {
      exactPhrase = value.contains(.exactPhrase)
      excludeWords = value.contains(.excludeWords)
    }
    if let value = query.ignorePlurals { ignorePlurals = Self.appliesToEnglish(value) }
    if let value = query.synonyms { synonyms = value }
    if let value = query.replaceSynonymsInHighlight { replaceSynonymsInHighlight = value }
    if let value = query.alternativesAsExact {
      singleWordSynonymsAsExact = value.contains(.singleWordSynonym)
      multiWordSynonymsAsExact = value.contains(.multiWordsSynonym)
    }
    if let value = query.removeStopWords { removeStopWords = Self.appliesToEnglish(value) }
    if let value = query.exactOnSingleWordQuery {
      exactOnSingleWordQuery = value == .disabled ? .none : ExactOnSingleWordQuery(rawValue: value.rawValue) ?? .attribute
    }
    if let value = query.ranking {
      ranking = try value.map { entry in
        guard let criterion = RankingCriterion(entry: entry) else { throw Self.invalid("ranking", "a list of ranking criteria") }
        return Criterion(criterion)
      }
    }
    if let value = query.minProximity {
      guard (1...7).contains(value) else { throw Self.invalid("minProximity", "an integer from 1 to 7") }
      minProximity = value
    }
    if let value = query.relevancyStrictness {
      guard (0...100).contains(value) else { throw Self.invalid("relevancyStrictness", "an integer from 0 to 100") }
      if relevancyStrictness != nil { relevancyStrictness = value }
    }
    try applyPagination(query)
    try applyRetrieval(query)
    try applyGeo(query)
    if let value = query.renderingContent {
      guard let content = try? value.decode(as: RenderingContent.self) else {
        throw Self.invalid("renderingContent", "an object whose facetOrdering has facets.order and values")
      }
      renderingContent = content
    }
    params = query.paramsString
  }

  private mutating func applyPagination(_ query: Query) throws {
    if let value = query.page {
      guard value >= 0 else { throw Self.invalid("page", "a non-negative integer") }
      page = value
    }
    if let value = query.hitsPerPage {
      guard (0...1000).contains(value) else { throw Self.invalid("hitsPerPage", "an integer from 0 to 1000") }
      hitsPerPage = value
    }
    if let value = query.offset {
      guard value >= 0 else { throw Self.invalid("offset", "a non-negative integer") }
      offset = value
    }
    if let value = query.length {
      guard (0...1000).contains(value) else { throw Self.invalid("length", "an integer from 0 to 1000") }
      length = value
    }
    if let value = query.distinct {
      switch value {
      case .boolean(let flag): distinct = flag ? 1 : 0
      case .count(let count):
        guard (0...4).contains(count) else { throw Self.invalid("distinct", "a boolean or an integer from 0 to 4") }
        distinct = count
      }
    }
    if let value = query.getRankingInfo { getRankingInfo = value }
    if let value = query.clickAnalytics { clickAnalytics = value }
    if let value = query.responseFields { responseFields = value }
  }

  private mutating func applyRetrieval(_ query: Query) throws {
    if let value = query.facets { facets = value }
    if let value = query.maxValuesPerFacet {
      guard (0...1000).contains(value) else { throw Self.invalid("maxValuesPerFacet", "an integer from 0 to 1000") }
      maxValuesPerFacet = value
    }
    if let value = query.sortFacetValuesBy { sortFacetValuesAlphabetically = value == .alpha }
    if let value = query.facetingAfterDistinct { facetingAfterDistinct = value }
    if let value = query.maxFacetHits {
      guard (1...100).contains(value) else { throw Self.invalid("maxFacetHits", "an integer from 1 to 100") }
      maxFacetHits = value
    }
    if let value = query.sumOrFiltersScores { sumOrFiltersScores = value }
    if let value = query.attributesToRetrieve { attributesToRetrieve = value }
    if let value = query.attributesToHighlight { attributesToHighlight = value }
    if let value = query.attributesToSnippet {
      for entry in value where SnippetAttribute(entry: entry) == nil {
        throw Self.invalid("attributesToSnippet", "a list of `attribute` or `attribute:N` entries")
      }
      attributesToSnippet = value
    }
    if let value = query.highlightPreTag { highlightPreTag = value }
    if let value = query.highlightPostTag { highlightPostTag = value }
    if let value = query.snippetEllipsisText { snippetEllipsisText = value }
    if let value = query.restrictHighlightAndSnippetArrays { restrictHighlightAndSnippetArrays = value }
  }

  private mutating func applyGeo(_ query: Query) throws {
    if let centre = query.aroundLatLng {
      guard (-90...90).contains(centre.lat), (-180...180).contains(centre.lng) else {
        throw Self.invalid("aroundLatLng", "\"lat,lng\"")
      }
      geo.centre = centre
      aroundLatLng = centre
    }
    switch query.aroundRadius {
    case .meters(let meters)?:
      guard meters >= 1 else { throw Self.invalid("aroundRadius", "an integer of at least 1, or \"all\"") }
      geo.radius = .meters(Double(meters))
    case .all?: geo.radius = .all
    case nil: geo.radius = .automatic
    }
    if let value = query.minimumAroundRadius { geo.minimumAroundRadius = Double(value) }
    switch query.aroundPrecision {
    case .meters(let meters)?: geo.precision = [(0, meters)]
    case .ranges(let thresholds)?: geo.precision = thresholds.map { (Double($0.from), $0.value) }.sorted { $0.0 < $1.0 }
    case nil: break
    }
    if let boxes = query.insideBoundingBox { geo.boxes = boxes.map(\.coordinates) }
    if let polygons = query.insidePolygon {
      for polygon in polygons where polygon.points.count < 3 {
        throw Self.invalid("insidePolygon", "polygons of at least 3 points")
      }
      geo.polygons = polygons.map(\.coordinates)
    }
  }

  private static func appliesToEnglish(_ option: InstantSearchCore.LanguageOption) -> Bool {
    switch option {
    case .boolean(let flag): return flag
    case .languages(let codes): return codes.contains("en")
    }
  }

  static func invalid(_ name: String, _ expected: String) -> SearchClientError {
    .httpError(status: 400, message: "Invalid value for parameter `\(name)`: expected \(expected)")
  }
}
