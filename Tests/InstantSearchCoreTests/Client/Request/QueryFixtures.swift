import InstantSearchCore

/// Queries with every modeled parameter set, for round-trip tests.
enum QueryFixtures {
  /// Every typed property set, using the richer form of each value type, plus custom parameters.
  static var fullyPopulated: Query {
    var query = Query("Dates & Dried Fruits: 100% \"organic\" + café")
    query.similarQuery = "red shoes"
    query.filters = "(brand:Apple OR brand:\"De'Longhi\") AND price < 500.5"
    query.facetFilters = [["category:Book", "category:Movie"], "author:John Doe"]
    query.numericFilters = ["price>=10", ["rating=4", "rating=5"]]
    query.tagFilters = [["promo", "new"], "-old"]
    query.optionalFilters = ["brand:Apple<score=2>"]
    query.sumOrFiltersScores = true
    query.facets = ["*", "brand", "category.lvl0"]
    query.maxValuesPerFacet = 50
    query.facetingAfterDistinct = true
    query.sortFacetValuesBy = .alpha
    query.maxFacetHits = 7
    query.page = 3
    query.hitsPerPage = 0
    query.offset = 40
    query.length = 15
    query.attributesToRetrieve = ["name", "price"]
    query.attributesToHighlight = []
    query.attributesToSnippet = ["description:10"]
    query.highlightPreTag = "<ais-highlight-0000000000>"
    query.highlightPostTag = "</ais-highlight-0000000000>"
    query.snippetEllipsisText = "…"
    query.restrictHighlightAndSnippetArrays = false
    query.restrictSearchableAttributes = ["name", "brand"]
    query.responseFields = ["hits", "nbHits"]
    query.typoTolerance = .strict
    query.minWordSizefor1Typo = 3
    query.minWordSizefor2Typos = 7
    query.allowTyposOnNumericTokens = false
    query.disableTypoToleranceOnAttributes = ["sku"]
    query.ignorePlurals = ["en", "fr"]
    query.removeStopWords = ["en"]
    query.queryLanguages = ["en", "fr"]
    query.naturalLanguages = ["en"]
    query.queryType = .prefixAll
    query.removeWordsIfNoResults = .allOptional
    query.advancedSyntax = true
    query.advancedSyntaxFeatures = [.excludeWords]
    query.optionalWords = ["the", "a, b"]
    query.disableExactOnAttributes = ["description"]
    query.exactOnSingleWordQuery = .disabled
    query.alternativesAsExact = [.multiWordsSynonym, .ignorePlurals]
    query.ranking = ["desc(popularity)", "typo", "words"]
    query.relevancyStrictness = 80
    query.distinct = 2
    query.getRankingInfo = true
    query.minProximity = 2
    query.attributeCriteriaComputedByMinProximity = true
    query.synonyms = false
    query.replaceSynonymsInHighlight = true
    query.enableRules = false
    query.ruleContexts = ["mobile", "sale"]
    query.enablePersonalization = true
    query.personalizationImpact = 50
    query.userToken = "user-42"
    query.enableReRanking = false
    query.renderingContent = ["facetOrdering": ["facets": ["order": ["brand", "color"]]], "redirect": nil]
    query.aroundLatLng = Point(lat: 48.856614, lng: -2.3522219)
    query.aroundLatLngViaIP = false
    query.aroundRadius = .all
    query.aroundPrecision = .ranges([.init(from: 0, value: 25), .init(from: 2000, value: 1000)])
    query.minimumAroundRadius = 500
    query.insideBoundingBox = [
      BoundingBox(lat1: 47.3165, lng1: 4.9665, lat2: 47.3424, lng2: 5.0201),
      BoundingBox(lat1: -1.5, lng1: 179.5, lat2: 1.5, lng2: -179.5),
    ]
    query.insidePolygon = [Polygon(points: [Point(lat: 0, lng: 0), Point(lat: 0, lng: 1.25), Point(lat: 1, lng: 0)])]
    query.analytics = false
    query.analyticsTags = ["ios", "search page"]
    query.clickAnalytics = true
    query.enableABTest = false
    query.percentileComputation = false
    query.customParameters = [
      "explain": ["match.alternatives"], "decompoundQuery": false, "someNumber": 0.25, "someText": "a & b",
      "someObject": ["k": [1, "two"]],
    ]
    return query
  }

  /// The polygon (1, 2), (3, 4), (5, 6).
  static let triangle = Polygon(points: [Point(lat: 1, lng: 2), Point(lat: 3, lng: 4), Point(lat: 5, lng: 6)])

  /// Every typed property whose type has a second form set to that form (the simpler one).
  static var alternativeForms: Query {
    var query = Query("")
    query.facetFilters = "brand:Apple,(color:red,color:blue)"
    query.tagFilters = ""
    query.typoTolerance = false
    query.distinct = true
    query.ignorePlurals = false
    query.removeStopWords = true
    query.aroundRadius = 1500
    query.aroundPrecision = 100
    query.aroundLatLng = Point(lat: 0.0000001, lng: -180)
    query.insideBoundingBox = []
    query.insidePolygon = []
    query.exactOnSingleWordQuery = .word
    query.removeWordsIfNoResults = .disabled
    query.facets = []
    return query
  }
}
