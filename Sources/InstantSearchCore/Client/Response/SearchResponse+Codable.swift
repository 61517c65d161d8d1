import Foundation

extension SearchResponse: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case hits, nbHits, page, nbPages, hitsPerPage, offset, length, processingTimeMS, exhaustiveNbHits
    case exhaustiveFacetsCount, exhaustiveTypo, exhaustive, query, params, facets
    case indexName = "index"
    case facetStats = "facets_stats"
    case disjunctiveFacets, hierarchicalFacets, parsedQuery, queryAfterRemoval, aroundLatLng, automaticRadius
    case queryID, serverUsed, indexUsed, message, userData, renderingContent, processed, appliedRules, abTestID
    case abTestVariantID, nbSortedHits, appliedRelevancyStrictness, timeoutCounts, timeoutHits, serverTimeMS
    case processingTimingsMS, redirect, explain, cursor
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    hits = try c.decodeIfPresent([JSON].self, forKey: .hits)?.map(Hit.init) ?? []
    nbHits = try c.decodeIfPresent(Int.self, forKey: .nbHits)
    page = try c.decodeIfPresent(Int.self, forKey: .page)
    nbPages = try c.decodeIfPresent(Int.self, forKey: .nbPages)
    hitsPerPage = try c.decodeIfPresent(Int.self, forKey: .hitsPerPage)
    offset = try c.decodeIfPresent(Int.self, forKey: .offset)
    length = try c.decodeIfPresent(Int.self, forKey: .length)
    processingTimeMS = try c.decodeIfPresent(TimeInterval.self, forKey: .processingTimeMS)
    exhaustiveNbHits = try c.decodeIfPresent(Bool.self, forKey: .exhaustiveNbHits)
    exhaustiveFacetsCount = try c.decodeIfPresent(Bool.self, forKey: .exhaustiveFacetsCount)
    exhaustiveTypo = try c.decodeIfPresent(Bool.self, forKey: .exhaustiveTypo)
    exhaustive = try c.decodeIfPresent(Exhaustive.self, forKey: .exhaustive)
    query = try c.decodeIfPresent(String.self, forKey: .query)
    params = try c.decodeIfPresent(String.self, forKey: .params)
    indexName = try c.decodeIfPresent(IndexName.self, forKey: .indexName)
    let order = SearchResponse.facetValueOrder(requestedIn: params) ?? .count
    facets = try c.decodeIfPresent(FacetCounts.self, forKey: .facets)?.lists(sortedBy: order)
    facetStats = try c.decodeIfPresent([Attribute: FacetStats].self, forKey: .facetStats)
    disjunctiveFacets = try c.decodeIfPresent(FacetCounts.self, forKey: .disjunctiveFacets)?.lists(sortedBy: order)
    hierarchicalFacets = try c.decodeIfPresent(FacetCounts.self, forKey: .hierarchicalFacets)?.lists(sortedBy: order)
    parsedQuery = try c.decodeIfPresent(String.self, forKey: .parsedQuery)
    queryAfterRemoval = try c.decodeIfPresent(String.self, forKey: .queryAfterRemoval)
    aroundLatLng = try c.decodeIfPresent(String.self, forKey: .aroundLatLng).flatMap(Point.init(latLngText:))
    automaticRadius = try c.decodeIfPresent(NumberText.self, forKey: .automaticRadius)?.value
    queryID = try c.decodeIfPresent(QueryID.self, forKey: .queryID)
    serverUsed = try c.decodeIfPresent(String.self, forKey: .serverUsed)
    indexUsed = try c.decodeIfPresent(String.self, forKey: .indexUsed)
    message = try c.decodeIfPresent(String.self, forKey: .message)
    userData = try c.decodeIfPresent([JSON].self, forKey: .userData)
    renderingContent = try c.decodeIfPresent(RenderingContent.self, forKey: .renderingContent)
    processed = try c.decodeIfPresent(Bool.self, forKey: .processed)
    appliedRules = try c.decodeIfPresent([JSON].self, forKey: .appliedRules)
    abTestID = try c.decodeIfPresent(ABTestID.self, forKey: .abTestID)
    abTestVariantID = try c.decodeIfPresent(Int.self, forKey: .abTestVariantID)
    nbSortedHits = try c.decodeIfPresent(Int.self, forKey: .nbSortedHits)
    appliedRelevancyStrictness = try c.decodeIfPresent(Int.self, forKey: .appliedRelevancyStrictness)
    timeoutCounts = try c.decodeIfPresent(Bool.self, forKey: .timeoutCounts)
    timeoutHits = try c.decodeIfPresent(Bool.self, forKey: .timeoutHits)
    serverTimeMS = try c.decodeIfPresent(Int.self, forKey: .serverTimeMS)
    processingTimingsMS = try c.decodeIfPresent(JSON.self, forKey: .processingTimingsMS)
    redirect = try c.decodeIfPresent(JSON.self, forKey: .redirect)
    explain = try c.decodeIfPresent(JSON.self, forKey: .explain)
    cursor = try c.decodeIfPresent(Cursor.self, forKey: .cursor)
    extraFields = try ExtraFields.decode(from: decoder, excluding: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(hits, forKey: .hits)
    try c.encodeIfPresent(nbHits, forKey: .nbHits)
    try c.encodeIfPresent(page, forKey: .page)
    try c.encodeIfPresent(nbPages, forKey: .nbPages)
    try c.encodeIfPresent(hitsPerPage, forKey: .hitsPerPage)
    try c.encodeIfPresent(offset, forKey: .offset)
    try c.encodeIfPresent(length, forKey: .length)
    try c.encodeIfPresent(processingTimeMS, forKey: .processingTimeMS)
    try c.encodeIfPresent(exhaustiveNbHits, forKey: .exhaustiveNbHits)
    try c.encodeIfPresent(exhaustiveFacetsCount, forKey: .exhaustiveFacetsCount)
    try c.encodeIfPresent(exhaustiveTypo, forKey: .exhaustiveTypo)
    try c.encodeIfPresent(exhaustive, forKey: .exhaustive)
    try c.encodeIfPresent(query, forKey: .query)
    try c.encodeIfPresent(params, forKey: .params)
    try c.encodeIfPresent(indexName, forKey: .indexName)
    try c.encodeIfPresent(facets.map(FacetCounts.init), forKey: .facets)
    try c.encodeIfPresent(facetStats, forKey: .facetStats)
    try c.encodeIfPresent(disjunctiveFacets.map(FacetCounts.init), forKey: .disjunctiveFacets)
    try c.encodeIfPresent(hierarchicalFacets.map(FacetCounts.init), forKey: .hierarchicalFacets)
    try c.encodeIfPresent(parsedQuery, forKey: .parsedQuery)
    try c.encodeIfPresent(queryAfterRemoval, forKey: .queryAfterRemoval)
    try c.encodeIfPresent(aroundLatLng?.latLngText, forKey: .aroundLatLng)
    try c.encodeIfPresent(automaticRadius.map(NumberText.init), forKey: .automaticRadius)
    try c.encodeIfPresent(queryID, forKey: .queryID)
    try c.encodeIfPresent(serverUsed, forKey: .serverUsed)
    try c.encodeIfPresent(indexUsed, forKey: .indexUsed)
    try c.encodeIfPresent(message, forKey: .message)
    try c.encodeIfPresent(userData, forKey: .userData)
    try c.encodeIfPresent(renderingContent, forKey: .renderingContent)
    try c.encodeIfPresent(processed, forKey: .processed)
    try c.encodeIfPresent(appliedRules, forKey: .appliedRules)
    try c.encodeIfPresent(abTestID, forKey: .abTestID)
    try c.encodeIfPresent(abTestVariantID, forKey: .abTestVariantID)
    try c.encodeIfPresent(nbSortedHits, forKey: .nbSortedHits)
    try c.encodeIfPresent(appliedRelevancyStrictness, forKey: .appliedRelevancyStrictness)
    try c.encodeIfPresent(timeoutCounts, forKey: .timeoutCounts)
    try c.encodeIfPresent(timeoutHits, forKey: .timeoutHits)
    try c.encodeIfPresent(serverTimeMS, forKey: .serverTimeMS)
    try c.encodeIfPresent(processingTimingsMS, forKey: .processingTimingsMS)
    try c.encodeIfPresent(redirect, forKey: .redirect)
    try c.encodeIfPresent(explain, forKey: .explain)
    try c.encodeIfPresent(cursor, forKey: .cursor)
    try ExtraFields.encode(extraFields, to: encoder)
  }
}
