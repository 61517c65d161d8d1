extension Query {
  /// Every parameter ``Query`` models, with the codec of its value kind.
  static let parameters: [QueryParameter] = [
    // Text and filters
    QueryParameter("query", \Query.query, Codecs.string, read: \.query),
    QueryParameter("similarQuery", \Query.similarQuery, Codecs.string, read: \.similarQuery),
    QueryParameter("filters", \Query.filters, Codecs.string, read: \.filters),
    QueryParameter("facetFilters", \Query.facetFilters, Codecs.value(FiltersParameter.self), read: \.facetFilters),
    QueryParameter(
      "numericFilters", \Query.numericFilters, Codecs.value(FiltersParameter.self), read: \.numericFilters),
    QueryParameter("tagFilters", \Query.tagFilters, Codecs.value(FiltersParameter.self), read: \.tagFilters),
    QueryParameter(
      "optionalFilters", \Query.optionalFilters, Codecs.value(FiltersParameter.self), read: \.optionalFilters),
    QueryParameter("sumOrFiltersScores", \Query.sumOrFiltersScores, Codecs.boolean, read: \.sumOrFiltersScores),
    // Faceting
    QueryParameter("facets", \Query.facets, Codecs.strings, read: \.facets),
    QueryParameter("maxValuesPerFacet", \Query.maxValuesPerFacet, Codecs.integer, read: \.maxValuesPerFacet),
    QueryParameter(
      "facetingAfterDistinct", \Query.facetingAfterDistinct, Codecs.boolean, read: \.facetingAfterDistinct),
    QueryParameter(
      "sortFacetValuesBy", \Query.sortFacetValuesBy, Codecs.enumeration(SortFacetValuesBy.self),
      read: \.sortFacetValuesBy),
    QueryParameter("maxFacetHits", \Query.maxFacetHits, Codecs.integer, read: \.maxFacetHits),
    // Pagination
    QueryParameter("page", \Query.page, Codecs.integer, read: \.page),
    QueryParameter("hitsPerPage", \Query.hitsPerPage, Codecs.integer, read: \.hitsPerPage),
    QueryParameter("offset", \Query.offset, Codecs.integer, read: \.offset),
    QueryParameter("length", \Query.length, Codecs.integer, read: \.length),
    // Attributes, highlighting, snippeting
    QueryParameter("attributesToRetrieve", \Query.attributesToRetrieve, Codecs.strings, read: \.attributesToRetrieve),
    QueryParameter(
      "attributesToHighlight", \Query.attributesToHighlight, Codecs.strings, read: \.attributesToHighlight),
    QueryParameter("attributesToSnippet", \Query.attributesToSnippet, Codecs.strings, read: \.attributesToSnippet),
    QueryParameter("highlightPreTag", \Query.highlightPreTag, Codecs.string, read: \.highlightPreTag),
    QueryParameter("highlightPostTag", \Query.highlightPostTag, Codecs.string, read: \.highlightPostTag),
    QueryParameter("snippetEllipsisText", \Query.snippetEllipsisText, Codecs.string, read: \.snippetEllipsisText),
    QueryParameter(
      "restrictHighlightAndSnippetArrays", \Query.restrictHighlightAndSnippetArrays, Codecs.boolean,
      read: \.restrictHighlightAndSnippetArrays),
    QueryParameter(
      "restrictSearchableAttributes", \Query.restrictSearchableAttributes, Codecs.strings,
      read: \.restrictSearchableAttributes),
    QueryParameter("responseFields", \Query.responseFields, Codecs.strings, read: \.responseFields),
    // Typos and languages
    QueryParameter("typoTolerance", \Query.typoTolerance, Codecs.value(TypoTolerance.self), read: \.typoTolerance),
    QueryParameter("minWordSizefor1Typo", \Query.minWordSizefor1Typo, Codecs.integer, read: \.minWordSizefor1Typo),
    QueryParameter("minWordSizefor2Typos", \Query.minWordSizefor2Typos, Codecs.integer, read: \.minWordSizefor2Typos),
    QueryParameter(
      "allowTyposOnNumericTokens", \Query.allowTyposOnNumericTokens, Codecs.boolean, read: \.allowTyposOnNumericTokens),
    QueryParameter(
      "disableTypoToleranceOnAttributes", \Query.disableTypoToleranceOnAttributes, Codecs.strings,
      read: \.disableTypoToleranceOnAttributes),
    QueryParameter("ignorePlurals", \Query.ignorePlurals, Codecs.value(IgnorePlurals.self), read: \.ignorePlurals),
    QueryParameter(
      "removeStopWords", \Query.removeStopWords, Codecs.value(RemoveStopWords.self), read: \.removeStopWords),
    QueryParameter("queryLanguages", \Query.queryLanguages, Codecs.strings, read: \.queryLanguages),
    QueryParameter("naturalLanguages", \Query.naturalLanguages, Codecs.strings, read: \.naturalLanguages),
    // Query strategy
    QueryParameter("queryType", \Query.queryType, Codecs.enumeration(QueryType.self), read: \.queryType),
    QueryParameter(
      "removeWordsIfNoResults", \Query.removeWordsIfNoResults, Codecs.enumeration(RemoveWordsIfNoResults.self),
      read: \.removeWordsIfNoResults),
    QueryParameter("advancedSyntax", \Query.advancedSyntax, Codecs.boolean, read: \.advancedSyntax),
    QueryParameter(
      "advancedSyntaxFeatures", \Query.advancedSyntaxFeatures, Codecs.enumerations(AdvancedSyntaxFeatures.self),
      read: \.advancedSyntaxFeatures),
    QueryParameter("optionalWords", \Query.optionalWords, Codecs.strings, read: \.optionalWords),
    QueryParameter(
      "disableExactOnAttributes", \Query.disableExactOnAttributes, Codecs.strings, read: \.disableExactOnAttributes),
    QueryParameter(
      "exactOnSingleWordQuery", \Query.exactOnSingleWordQuery, Codecs.enumeration(ExactOnSingleWordQuery.self),
      read: \.exactOnSingleWordQuery),
    QueryParameter(
      "alternativesAsExact", \Query.alternativesAsExact, Codecs.enumerations(AlternativesAsExact.self),
      read: \.alternativesAsExact),
    // Ranking
    QueryParameter("ranking", \Query.ranking, Codecs.strings, read: \.ranking),
    QueryParameter("relevancyStrictness", \Query.relevancyStrictness, Codecs.integer, read: \.relevancyStrictness),
    QueryParameter("distinct", \Query.distinct, Codecs.value(Distinct.self), read: \.distinct),
    QueryParameter("getRankingInfo", \Query.getRankingInfo, Codecs.boolean, read: \.getRankingInfo),
    QueryParameter("minProximity", \Query.minProximity, Codecs.integer, read: \.minProximity),
    QueryParameter(
      "attributeCriteriaComputedByMinProximity", \Query.attributeCriteriaComputedByMinProximity, Codecs.boolean,
      read: \.attributeCriteriaComputedByMinProximity),
    QueryParameter("synonyms", \Query.synonyms, Codecs.boolean, read: \.synonyms),
    QueryParameter(
      "replaceSynonymsInHighlight", \Query.replaceSynonymsInHighlight, Codecs.boolean,
      read: \.replaceSynonymsInHighlight),
    QueryParameter("enableRules", \Query.enableRules, Codecs.boolean, read: \.enableRules),
    QueryParameter("ruleContexts", \Query.ruleContexts, Codecs.strings, read: \.ruleContexts),
    QueryParameter(
      "enablePersonalization", \Query.enablePersonalization, Codecs.boolean, read: \.enablePersonalization),
    QueryParameter(
      "personalizationImpact", \Query.personalizationImpact, Codecs.integer, read: \.personalizationImpact),
    QueryParameter("userToken", \Query.userToken, Codecs.string, read: \.userToken),
    QueryParameter("enableReRanking", \Query.enableReRanking, Codecs.boolean, read: \.enableReRanking),
    QueryParameter("renderingContent", \Query.renderingContent, Codecs.object, read: \.renderingContent),
    // Geo
    QueryParameter("aroundLatLng", \Query.aroundLatLng, Codecs.latLng, read: \.aroundLatLng),
    QueryParameter("aroundLatLngViaIP", \Query.aroundLatLngViaIP, Codecs.boolean, read: \.aroundLatLngViaIP),
    QueryParameter("aroundRadius", \Query.aroundRadius, Codecs.value(AroundRadius.self), read: \.aroundRadius),
    QueryParameter(
      "aroundPrecision", \Query.aroundPrecision, Codecs.value(AroundPrecision.self), read: \.aroundPrecision),
    QueryParameter("minimumAroundRadius", \Query.minimumAroundRadius, Codecs.integer, read: \.minimumAroundRadius),
    QueryParameter("insideBoundingBox", \Query.insideBoundingBox, Codecs.boundingBoxes, read: \.insideBoundingBox),
    QueryParameter("insidePolygon", \Query.insidePolygon, Codecs.polygons, read: \.insidePolygon),
    // Analytics
    QueryParameter("analytics", \Query.analytics, Codecs.boolean, read: \.analytics),
    QueryParameter("analyticsTags", \Query.analyticsTags, Codecs.strings, read: \.analyticsTags),
    QueryParameter("clickAnalytics", \Query.clickAnalytics, Codecs.boolean, read: \.clickAnalytics),
    QueryParameter("enableABTest", \Query.enableABTest, Codecs.boolean, read: \.enableABTest),
    QueryParameter(
      "percentileComputation", \Query.percentileComputation, Codecs.boolean, read: \.percentileComputation),
  ]

  /// ``parameters`` sorted by name.
  static let parametersInNameOrder: [QueryParameter] = parameters.sorted { $0.name < $1.name }

  /// ``parameters`` by name.
  static let parametersByName: [String: QueryParameter] = Dictionary(
    uniqueKeysWithValues: parameters.map { ($0.name, $0) })

  /// The names of every parameter ``Query`` models as a typed property, sorted.
  public static var modeledParameterNames: [String] { parameters.map(\.name).sorted() }
}
