import Foundation
import InstantSearchCore

/// Decides which records pass the filters of a request, and their filter scores.
protocol RecordFilter {
  /// Whether the record, at `slot` of the snapshot searched, satisfies every filter parameter.
  func accepts(_ record: StoredRecord, slot: Int) -> Bool
  /// Whether ``acceptedSlots(live:)`` answers without reading records.
  var decidesBySlot: Bool { get }
  /// The slots of `live` (the snapshot's live slots) whose records pass, from the snapshot's columns alone; only
  /// when ``decidesBySlot``.
  func acceptedSlots(live: SlotBitmap) -> SlotBitmap
  /// The score for the Filters criterion of the record at `slot`.
  func score(_ record: StoredRecord, slot: Int) -> Int
}

/// Builds the `_highlightResult` and `_snippetResult` of a hit.
protocol HitHighlighting {
  /// The highlight and snippet trees of `record` for the query words the search kept.
  func highlight(_ record: JSON, words: [QueryWord]) -> (highlight: JSON?, snippet: JSON?)
  /// The same for many records: what depends only on the words is prepared once. Each record may come with its
  /// slot in the snapshot searched and the elements the text stage found query words in, which spares matching the
  /// others.
  func highlighting(_ words: [QueryWord]) -> (_ slot: Int?, _ record: JSON, _ matched: MatchedElements?) -> (highlight: JSON?, snippet: JSON?)
}

/// Runs one hits search on a snapshot and writes Algolia's response.
struct IndexSearch {
  let snapshot: IndexSnapshot
  let parameters: SearchParameters
  let filter: RecordFilter?
  let highlighting: HitHighlighting?
  let indexName: String
  /// The index's synonyms.
  var synonyms = SynonymDictionary()
  /// What the applied query rules change in the hits and the answer.
  var ruleEffects = RuleEffects()
  /// The query text as the request sent it, when a rule changed it; the answer echoes it.
  var sentQuery: String?

  /// The ranked matching set, after the automatic geo radius, and that radius.
  ///
  /// - Parameter rankedPrefix: when given, only that many of the best records are put in rank order at the
  ///   front of `ranked`; the rest follow in no particular order.
  func matchingSet(rankedPrefix: Int? = nil) -> (outcome: CandidateSearch.Outcome, automaticRadius: Double?) {
    let geo = parameters.geo
    let records = snapshot.records
    let filter = self.filter
    let needsRecord = filter != nil || geo.isActive
    // A filter of facet columns alone is answered once for every slot, without reading records.
    let accepted = filter.flatMap { $0.decidesBySlot ? $0.acceptedSlots(live: snapshot.liveSlotBitmap) : nil }
    var outcome = CandidateSearch(
      snapshot: snapshot, parameters: parameters,
      accepts: !needsRecord ? nil : { slot in
        (accepted.map { $0.contains(slot) } ?? passesFilter(slot, records: records))
          && (!geo.isActive || geo.accepts(snapshot.geolocations(slot)))
      },
      decorate: !needsRecord ? nil : { slot, values in
        if let filter, let record = records[slot] { values.filters = filter.score(record, slot: slot) }
        if geo.centre != nil { geo.decorate(snapshot.geolocations(slot), values: &values) }
      },
      synonyms: synonyms
    ).run(rankedPrefix: rankedPrefix)
    var automaticRadius: Double?
    if geo.centre != nil, geo.radius == .automatic, geo.boxes.isEmpty, geo.polygons.isEmpty {
      let distances = outcome.ranked.map { geo.closest(snapshot.geolocations($0.slot))?.distance ?? .infinity }
      let radius = geo.automaticRadius(distances: distances.filter(\.isFinite))
      automaticRadius = radius
      outcome.ranked = zip(outcome.ranked, distances).filter { $0.1 <= radius }.map(\.0)
    }
    return (outcome, automaticRadius)
  }

  func run() -> SearchResponse {
    let started = Date()
    let records = snapshot.records
    let distinctPath = parameters.distinct > 0 ? parameters.attributeForDistinct : nil
    // Without ranking info or a geo centre, only the returned page needs an order: of the records, or of the
    // distinct groups, which are ranked by themselves.
    // Relevant sort orders the relevant part of the whole matching set again, so it needs all of it in order too.
    let needsFullOrder = parameters.getRankingInfo || parameters.geo.centre != nil || parameters.relevancyStrictness != nil
    let relevantSort = relevantSortStage
    // A promoted record may leave the ranked prefix; the prefix then holds enough records after it.
    var (matching, automaticRadius) = relevantSort?.matchingSet() ?? matchingSet(
      rankedPrefix: needsFullOrder ? nil : (distinctPath == nil ? pageEnd + ruleEffects.promotedCount : 0))
    var outcome = matching
    if let relevantSort { outcome.ranked = relevantSort.sorted(matching.ranked) }
    var promoted = Set<Int>()
    if !ruleEffects.hiddenSlots.isEmpty || !ruleEffects.promotions.isEmpty {
      let (isLive, filterPromotes) = (snapshot.isLive, ruleEffects.filterPromotes)
      promoted = ruleEffects.apply(to: &outcome.ranked) { slot in
        isLive.indices.contains(slot) && isLive[slot] && (!filterPromotes || passesFilter(slot, records: records))
      }
      if !ruleEffects.hiddenSlots.isEmpty { matching.ranked.removeAll { ruleEffects.hiddenSlots.contains($0.slot) } }
    }

    let grouper = distinctPath.map { DistinctGrouper(keys: snapshot.columns.distinctKeys($0, records: records), limit: parameters.distinct) }
    let groups = grouper.map { grouper in
      needsFullOrder
        ? grouper.groups(outcome.ranked, precedes: <, prefix: nil)
        : Ranker(parameters: parameters, snapshot: snapshot).withOrder(outcome.ranked, bounds: outcome.bounds) { precedes in
          grouper.groups(outcome.ranked, precedes: precedes, prefix: pageEnd)
        }
    }
    let total = groups?.count ?? outcome.ranked.count

    var response = SearchResponse(hits: [])
    writeFacets(outcome: matching, groups: groups, into: &response)

    let pagination = Pagination(
      total: total, page: parameters.page, hitsPerPage: parameters.hitsPerPage, offset: parameters.offset,
      length: parameters.offset == nil ? nil : parameters.length, limit: parameters.paginationLimitedTo)
    let retriever = AttributeRetriever(
      attributesToRetrieve: parameters.attributesToRetrieve, unretrievable: parameters.unretrievableAttributes)
    var userScores: [Int: Int] = [:]
    if parameters.getRankingInfo {
      for (rank, candidate) in outcome.ranked.enumerated() { userScores[candidate.slot] = outcome.ranked.count - 1 - rank }
    }
    let highlight = highlighting?.highlighting(outcome.words)
    let page = groups.map { groups in (pagination.start..<pagination.end).map { groups[$0] } }
      ?? outcome.ranked[pagination.start..<pagination.end].map { [$0] }
    for group in page {
      for (sequence, candidate) in group.enumerated() {
        response.hits.append(
          hit(candidate, sequence: sequence, userScore: userScores[candidate.slot] ?? 0,
            matched: outcome.matchedElements(ofSlot: candidate.slot), highlight: highlight, retriever: retriever,
            promoted: promoted.contains(candidate.slot)))
      }
    }

    response.nbHits = total
    if let strictness = parameters.relevancyStrictness {
      response.nbHits = grouper?.groups(matching.ranked, precedes: <, prefix: nil).count ?? matching.ranked.count
      response.nbSortedHits = total
      response.appliedRelevancyStrictness = strictness
    }
    response.page = pagination.page
    response.nbPages = pagination.nbPages
    response.hitsPerPage = parameters.hitsPerPage
    if let offset = parameters.offset {
      response.offset = offset
      response.length = parameters.length ?? parameters.hitsPerPage
    }
    response.exhaustiveNbHits = true
    response.exhaustiveTypo = parameters.typoTolerance == .disabled ? nil : true
    response.query = sentQuery ?? parameters.query
    response.params = parameters.params
    response.indexName = indexName
    response.parsedQuery = outcome.words.map(\.text).joined(separator: " ")
    response.queryAfterRemoval = outcome.queryAfterRemoval
    response.aroundLatLng = parameters.aroundLatLng
    response.automaticRadius = automaticRadius.map { $0.rounded() }
    if parameters.clickAnalytics { response.queryID = Self.randomQueryID() }
    if parameters.getRankingInfo {
      response.serverUsed = LocalSearch.serverName
      response.indexUsed = indexName
    }
    let userData = (parameters.userData.map { $0.arrayValue ?? [$0] } ?? []) + ruleEffects.userData
    response.userData = userData.isEmpty ? parameters.userData.map { _ in [] } : userData
    response.renderingContent = ruleEffects.renderingContent ?? parameters.renderingContent
    if !ruleEffects.appliedRules.isEmpty { response.appliedRules = ruleEffects.appliedRules.map { ["objectID": .string($0)] } }
    response.processingTimeMS = Self.elapsedMilliseconds(since: started)
    return Self.restrict(response, to: parameters.responseFields)
  }

  /// One browse page: the matching records in the index's storage order (no ranking), `pageSize` of them from
  /// `position`, with highlighting and attribute retrieval as a search has them.
  ///
  /// - Parameter cursor: The cursor text of a next page starting at the given position.
  func browse(from position: Int, pageSize: Int, cursor: (Int) -> String) -> SearchResponse {
    let started = Date()
    let outcome = matchingSet(rankedPrefix: 0).outcome
    let ordered = outcome.ranked.sorted { $0.slot < $1.slot }
    let start = min(position, ordered.count)
    let end = min(start + pageSize, ordered.count)
    let retriever = AttributeRetriever(
      attributesToRetrieve: parameters.attributesToRetrieve, unretrievable: parameters.unretrievableAttributes)
    let highlight = highlighting?.highlighting(outcome.words)
    var response = SearchResponse(hits: ordered[start..<end].map { candidate in
      hit(candidate, sequence: 0, userScore: 0, matched: outcome.matchedElements(ofSlot: candidate.slot), highlight: highlight,
        retriever: retriever)
    })
    response.nbHits = ordered.count
    response.page = start / pageSize
    response.nbPages = (ordered.count + pageSize - 1) / pageSize
    response.hitsPerPage = pageSize
    response.exhaustiveNbHits = true
    response.query = parameters.query
    response.params = parameters.params
    response.indexName = indexName
    response.cursor = end < ordered.count ? cursor(end) : nil
    response.processingTimeMS = Self.elapsedMilliseconds(since: started)
    return response
  }

  /// Keeps only the top-level fields `responseFields` lists; `message` and the fields
  /// `getRankingInfo` adds are always kept.
  static func restrict(_ response: SearchResponse, to fields: [String]) -> SearchResponse {
    guard !fields.contains("*"), case .object(var members)? = try? JSON(encoding: response) else { return response }
    let kept = Set(fields).union(["message", "serverUsed", "indexUsed", "parsedQuery"])
    members = members.filter { kept.contains($0.key) }
    return (try? JSON.object(members).decode(as: SearchResponse.self)) ?? response
  }

  /// Whether the record at `slot` of `records` (the snapshot's, read once by the caller) passes the request's filters;
  /// every record does without filters.
  @inline(__always)
  private func passesFilter(_ slot: Int, records: RecordTable) -> Bool {
    guard let filter else { return true }
    return records[slot].map { filter.accepts($0, slot: slot) } ?? false
  }

  /// One past the last rank any pagination of this request can return.
  private var pageEnd: Int {
    let (end, overflow): (Int, Bool)
    if let offset = parameters.offset {
      (end, overflow) = offset.addingReportingOverflow(parameters.length ?? parameters.hitsPerPage)
    } else {
      (end, overflow) = (parameters.page + 1).multipliedReportingOverflow(by: parameters.hitsPerPage)
    }
    return overflow ? parameters.paginationLimitedTo : max(0, min(end, parameters.paginationLimitedTo))
  }

  /// Writes the facet counts; `groups` are the distinct groups, `nil` without distinct.
  private func writeFacets(outcome: CandidateSearch.Outcome, groups: DistinctGroups?, into response: inout SearchResponse) {
    var exhaustive = Exhaustive(nbHits: true, typo: parameters.typoTolerance == .disabled ? nil : true)
    defer { response.exhaustive = exhaustive }
    guard !parameters.facets.isEmpty else { return }
    let counter = FacetCounter(
      snapshot: snapshot, maxValuesPerFacet: parameters.maxValuesPerFacet,
      sortAlphabetically: parameters.sortFacetValuesAlphabetically)
    let entries = counter.requestedEntries(parameters.facets)
    let faceting = snapshot.configuration.faceting
    let allSlots = outcome.ranked.map(\.slot)
    let before = entries.filter { !(parameters.facetingAfterDistinct || faceting[$0].afterDistinct) }
    let after = entries.filter { parameters.facetingAfterDistinct || faceting[$0].afterDistinct }
    let keptSlots = after.isEmpty ? [] : groups?.slots ?? allSlots
    let first = counter.count(before, slots: allSlots)
    let second = counter.count(after, slots: keptSlots)
    response.facets = first.facets.merging(second.facets) { a, _ in a }
    let stats = first.stats.merging(second.stats) { a, _ in a }
    response.facetStats = stats.isEmpty ? nil : stats
    response.exhaustiveFacetsCount = true
    exhaustive.facetsCount = true
    exhaustive.facetValues = first.exhaustiveValues && second.exhaustiveValues
  }

  private func hit(
    _ candidate: RankedCandidate, sequence: Int, userScore: Int, matched: MatchedElements,
    highlight: ((Int?, JSON, MatchedElements?) -> (highlight: JSON?, snippet: JSON?))?, retriever: AttributeRetriever,
    promoted: Bool = false
  ) -> Hit<JSON> {
    let record = snapshot.decodedRecord(candidate.slot)
    var object = retriever.retrieve(record, objectID: record["objectID"]?.stringValue ?? "")
    if let highlight {
      let trees = highlight(candidate.slot, record, matched)
      if let highlight = trees.highlight { object["_highlightResult"] = highlight }
      if let snippet = trees.snippet { object["_snippetResult"] = snippet }
    }
    if parameters.getRankingInfo {
      var info = rankingInfo(
        candidate.values, geoMatch: parameters.geo.match(snapshot.geolocations(candidate.slot)), userScore: userScore)
      if promoted { info["promoted"] = true }
      object["_rankingInfo"] = info
    }
    if parameters.distinct >= 2 { object["_distinctSeqID"] = .number(Double(sequence)) }
    return Hit(.object(object))
  }

  private func rankingInfo(
    _ values: RankingValues, geoMatch: (point: Point, distance: Double, precision: Int)?, userScore: Int
  ) -> JSON {
    var info: [String: JSON] = [
      "nbTypos": .number(Double(values.nbTypos)), "firstMatchedWord": .number(Double(values.firstMatchedWord)),
      "proximityDistance": .number(Double(values.proximityDistance)), "userScore": .number(Double(userScore)),
      "geoDistance": .number(Double(values.geoDistance == Int.max ? 0 : values.geoDistance)),
      "nbExactWords": .number(Double(values.nbExactWords)), "words": .number(Double(values.words)),
      "filters": .number(Double(values.filters)),
    ]
    if let matched = geoMatch {
      info["geoPrecision"] = .number(Double(matched.precision))
      info["matchedGeoLocation"] = [
        "lat": .number(matched.point.lat), "lng": .number(matched.point.lng),
        "distance": .number(matched.distance.rounded()),
      ]
    }
    return .object(info)
  }

  private static func randomQueryID() -> String {
    (0..<32).map { _ in String("0123456789abcdef".randomElement()!) }.joined()
  }
}

extension IndexSearch {
  /// The whole milliseconds since `start`, as a response's `processingTimeMS` reports them.
  static func elapsedMilliseconds(since start: Date) -> TimeInterval {
    TimeInterval(max(0, Int(Date().timeIntervalSince(start) * 1000)))
  }
}
