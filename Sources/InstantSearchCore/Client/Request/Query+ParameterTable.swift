extension Query {
  /// Every parameter ``Query`` models, with the codec of its value kind.
  static let parameters: [QueryParameter] = [
    // Text and filters
    QueryParameter("query", \Query.query, Codecs.string),
    QueryParameter("similarQuery", \Query.similarQuery, Codecs.string),
    QueryParameter("filters", \Query.filters, Codecs.string),
    QueryParameter("facetFilters", \Query.facetFilters, Codecs.value(FiltersParameter.self)),
    QueryParameter("numericFilters", \Query.numericFilters, Codecs.value(FiltersParameter.self)),
    QueryParameter("tagFilters", \Query.tagFilters, Codecs.value(FiltersParameter.self)),
    QueryParameter("optionalFilters", \Query.optionalFilters, Codecs.value(FiltersParameter.self)),
    QueryParameter("sumOrFiltersScores", \Query.sumOrFiltersScores, Codecs.boolean),
    // Faceting
    QueryParameter("facets", \Query.facets, Codecs.strings),
    QueryParameter("maxValuesPerFacet", \Query.maxValuesPerFacet, Codecs.integer),
    QueryParameter("facetingAfterDistinct", \Query.facetingAfterDistinct, Codecs.boolean),
    QueryParameter("sortFacetValuesBy", \Query.sortFacetValuesBy, Codecs.enumeration(SortFacetValuesBy.self)),
    QueryParameter("maxFacetHits", \Query.maxFacetHits, Codecs.integer),
    // Pagination
    QueryParameter("page", \Query.page, Codecs.integer),
    QueryParameter("hitsPerPage", \Query.hitsPerPage, Codecs.integer),
    QueryParameter("offset", \Query.offset, Codecs.integer),
    QueryParameter("length", \Query.length, Codecs.integer),
    // Attributes, highlighting, snippeting
    QueryParameter("attributesToRetrieve", \Query.attributesToRetrieve, Codecs.strings),
    QueryParameter("attributesToHighlight", \Query.attributesToHighlight, Codecs.strings),
    QueryParameter("attributesToSnippet", \Query.attributesToSnippet, Codecs.strings),
    QueryParameter("highlightPreTag", \Query.highlightPreTag, Codecs.string),
    QueryParameter("highlightPostTag", \Query.highlightPostTag, Codecs.string),
    QueryParameter("snippetEllipsisText", \Query.snippetEllipsisText, Codecs.string),
    QueryParameter(
      "restrictHighlightAndSnippetArrays", \Query.restrictHighlightAndSnippetArrays, Codecs.boolean),
    QueryParameter("restrictSearchableAttributes", \Query.restrictSearchableAttributes, Codecs.strings),
    QueryParameter("responseFields", \Query.responseFields, Codecs.strings),
    // Typos and languages
    QueryParameter("typoTolerance", \Query.typoTolerance, Codecs.value(TypoTolerance.self)),
    QueryParameter("minWordSizefor1Typo", \Query.minWordSizefor1Typo, Codecs.integer),
    QueryParameter("minWordSizefor2Typos", \Query.minWordSizefor2Typos, Codecs.integer),
    QueryParameter("allowTyposOnNumericTokens", \Query.allowTyposOnNumericTokens, Codecs.boolean),
    QueryParameter(
      "disableTypoToleranceOnAttributes", \Query.disableTypoToleranceOnAttributes, Codecs.strings),
    QueryParameter("ignorePlurals", \Query.ignorePlurals, Codecs.value(IgnorePlurals.self)),
    QueryParameter("removeStopWords", \Query.removeStopWords, Codecs.value(RemoveStopWords.self)),
    QueryParameter("queryLanguages", \Query.queryLanguages, Codecs.strings),
    QueryParameter("naturalLanguages", \Query.naturalLanguages, Codecs.strings),
    // Query strategy
    QueryParameter("queryType", \Query.queryType, Codecs.enumeration(QueryType.self)),
    QueryParameter(
      "removeWordsIfNoResults", \Query.removeWordsIfNoResults, Codecs.enumeration(RemoveWordsIfNoResults.self)),
    QueryParameter("advancedSyntax", \Query.advancedSyntax, Codecs.boolean),
    QueryParameter(
      "advancedSyntaxFeatures", \Query.advancedSyntaxFeatures, Codecs.enumerations(AdvancedSyntaxFeatures.self)),
    QueryParameter("optionalWords", \Query.optionalWords, Codecs.strings),
    QueryParameter("disableExactOnAttributes", \Query.disableExactOnAttributes, Codecs.strings),
    QueryParameter(
      "exactOnSingleWordQuery", \Query.exactOnSingleWordQuery, Codecs.enumeration(ExactOnSingleWordQuery.self)),
    QueryParameter(
      "alternativesAsExact", \Query.alternativesAsExact, Codecs.enumerations(AlternativesAsExact.self)),
    // Ranking
    QueryParameter("ranking", \Query.ranking, Codecs.strings),
    QueryParameter("relevancyStrictness", \Query.relevancyStrictness, Codecs.integer),
    QueryParameter("distinct", \Query.distinct, Codecs.value(Distinct.self)),
    QueryParameter("getRankingInfo", \Query.getRankingInfo, Codecs.boolean),
    QueryParameter("minProximity", \Query.minProximity, Codecs.integer),
    QueryParameter(
      "attributeCriteriaComputedByMinProximity", \Query.attributeCriteriaComputedByMinProximity, Codecs.boolean),
    QueryParameter("synonyms", \Query.synonyms, Codecs.boolean),
    QueryParameter("replaceSynonymsInHighlight", \Query.replaceSynonymsInHighlight, Codecs.boolean),
    QueryParameter("enableRules", \Query.enableRules, Codecs.boolean),
    QueryParameter("ruleContexts", \Query.ruleContexts, Codecs.strings),
    QueryParameter("enablePersonalization", \Query.enablePersonalization, Codecs.boolean),
    QueryParameter("personalizationImpact", \Query.personalizationImpact, Codecs.integer),
    QueryParameter("userToken", \Query.userToken, Codecs.string),
    QueryParameter("enableReRanking", \Query.enableReRanking, Codecs.boolean),
    QueryParameter("renderingContent", \Query.renderingContent, Codecs.object),
    // Geo
    QueryParameter("aroundLatLng", \Query.aroundLatLng, Codecs.latLng),
    QueryParameter("aroundLatLngViaIP", \Query.aroundLatLngViaIP, Codecs.boolean),
    QueryParameter("aroundRadius", \Query.aroundRadius, Codecs.value(AroundRadius.self)),
    QueryParameter("aroundPrecision", \Query.aroundPrecision, Codecs.value(AroundPrecision.self)),
    QueryParameter("minimumAroundRadius", \Query.minimumAroundRadius, Codecs.integer),
    QueryParameter("insideBoundingBox", \Query.insideBoundingBox, Codecs.boundingBoxes),
    QueryParameter("insidePolygon", \Query.insidePolygon, Codecs.polygons),
    // Analytics
    QueryParameter("analytics", \Query.analytics, Codecs.boolean),
    QueryParameter("analyticsTags", \Query.analyticsTags, Codecs.strings),
    QueryParameter("clickAnalytics", \Query.clickAnalytics, Codecs.boolean),
    QueryParameter("enableABTest", \Query.enableABTest, Codecs.boolean),
    QueryParameter("percentileComputation", \Query.percentileComputation, Codecs.boolean),
  ]

  /// ``parameters`` by name.
  static let parametersByName: [String: QueryParameter] = Dictionary(
    uniqueKeysWithValues: parameters.map { ($0.name, $0) })

  /// The names of every parameter ``Query`` models as a typed property, sorted.
  public static var modeledParameterNames: [String] { parameters.map(\.name).sorted() }
}
