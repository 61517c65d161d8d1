import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import LocalSearch
import TestSupport
import XCTest

/// Generated hostile facet values, tag values and attribute names through every path that writes a filter: the
/// v2 `FilterState` (its `filters` text and its legacy form), v1 `SearchParameters` (its `filters` text, its
/// disjunctive faceting and its legacy `facetFilters`) and the v1 view models that write refinements (refinement
/// list, facet control, numeric control). Each answer of the embedded engine must hold exactly the records a
/// brute-force scan of the records selects, never more and never fewer.
///
/// The scan compares facet values as the engine documents it: case-insensitively, by canonical equivalence.
final class FilterInjectionPropertyTests: XCTestCase {
  /// Pieces hostile strings are made of: filter syntax, legacy syntax, combining marks that attach to the syntax
  /// character before them, a NUL, and plain letters.
  private static let pieces = [
    "\"", "\\", "-", "<score=5>", " OR ", " AND NOT ", "(", ")", ":", "\u{301}", "\u{0}", "'", " ", "brand:x", "NOT ",
    ",", "[", "]", "*", "\u{600}", "<", ">", "=", "TO", "\\\"", "\\-", "\t", "x", "y", "z", "\u{1F600}",
  ]

  /// A 10 KB value with syntax in its middle and at both ends.
  private static let longValue = "\"" + String(repeating: "q", count: 5_000) + "\" OR x:\"" + String(repeating: "r", count: 5_000) + "\\"

  /// `count` distinct hostile strings (distinct even case-insensitively and up to canonical equivalence).
  private static func hostileStrings(count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    var seen = Set<String>()
    var strings: [String] = []
    while strings.count < count {
      let length = Int.random(in: 1...6, using: &random)
      let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
      let key = text.lowercased()
      if !seen.contains(key), !text.trimmingCharacters(in: .whitespaces).isEmpty {
        seen.insert(key)
        strings.append(text)
      }
    }
    return strings
  }

  /// Facet and tag values: generated ones and the long one.
  private static let values = hostileStrings(count: 48, seed: 0x5EED_F11E) + [longValue]

  /// Attribute names with syntax in them (no `.`, which names a nested attribute, and no leading or trailing
  /// space, and no parenthesis, which settings read as a modifier). Legacy filters split `attribute:value` at the first `:`, so names with a `:` cannot be written there
  /// and are used only in `filters` text.
  private static let attributes = ["we\"ird", "back\\slash", "-minus", "or OR and", "brack[et]", "star*", "colon:name", "acute\"\u{301}", "brand"]

  /// Three records per value: the value under `brand` and under one hostile attribute, as a tag, and a number
  /// under each attribute's numeric twin.
  private static let records: [[String: Any]] = values.enumerated().flatMap { position, value in
    (0..<3).map { copy -> [String: Any] in
      let attribute = attributes[(position + copy) % attributes.count]
      var record: [String: Any] = [
        "objectID": "\(position)-\(copy)", "brand": value, "_tags": [value, "copy\(copy)"], "\(attribute)#n": position * 3 + copy,
      ]
      if attribute != "brand" { record[attribute] = value }
      return record
    }
  }

  private static func settings() throws -> IndexSettings {
    let faceted = attributes.filter { $0 != "brand" } + ["brand"] + attributes.map { "\($0)#n" }
    return try IndexSettings(json: ["attributesForFaceting": JSON(foundationValue: faceted)])
  }

  private static let indexName = "hostile"

  private func client() throws -> LocalClient {
    LocalClient(indices: [try LocalIndex(name: Self.indexName, foundationRecords: Self.records, settings: try Self.settings())])
  }

  /// The object IDs of the records a predicate selects.
  private func expected(_ predicate: ([String: Any]) -> Bool) -> Set<String> {
    Set(Self.records.filter(predicate).compactMap { $0["objectID"] as? String })
  }

  private func matches(_ record: [String: Any], _ attribute: String, _ value: String) -> Bool {
    if attribute == "_tags" { return (record["_tags"] as? [String] ?? []).contains { $0.lowercased() == value.lowercased() } }
    return (record[attribute] as? String).map { $0.lowercased() == value.lowercased() } ?? false
  }

  private func answerIDs(_ client: LocalClient, _ configure: (inout InstantSearchCore.Query) -> Void) throws -> Set<String> {
    var query = InstantSearchCore.Query()
    query.hitsPerPage = 1000
    configure(&query)
    let response = try client.answer(IndexedQuery(indexName: Self.indexName, query: query))
    return Set(response.hits.compactMap { $0["objectID"]?.stringValue })
  }

  /// How many (path, value, attribute) cases were checked; printed at the end of each test.
  private var cases = 0

  private func check(_ actual: Set<String>, _ expected: Set<String>, _ path: String, _ value: String, file: StaticString = #filePath, line: UInt = #line) {
    cases += 1
    XCTAssertEqual(actual, expected, "\(path) for \(value.unicodeScalars.prefix(40).map { String($0.value, radix: 16) })", file: file, line: line)
  }

  override func tearDown() {
    print("\(name): \(cases) filter injection cases checked against the brute-force records")
    super.tearDown()
  }

  // MARK: v2 FilterState

  func test_filterState_filtersText_facetsTagsAndNumerics() throws {
    let client = try client()
    let converter = FilterGroupConverter()
    for (position, value) in Self.values.enumerated() {
      let other = Self.values[(position + 1) % Self.values.count]
      for attribute in Self.attributes {
        for negated in [false, true] {
          let state = FilterState()
          state[and: "a"].add(Filter.Facet(attribute: attribute, stringValue: value, isNegated: negated))
          let ids = try answerIDs(client) { $0.filters = converter.sql(state.toFilterGroups()) }
          check(ids, expected { matches($0, attribute, value) != negated }, "FilterState facet \(attribute) negated \(negated)", value)
        }
      }
      let disjunctive = FilterState()
      disjunctive[or: "brands"].add(Filter.Facet(attribute: "brand", stringValue: value))
      disjunctive[or: "brands"].add(Filter.Facet(attribute: "brand", stringValue: other))
      let orIDs = try answerIDs(client) { $0.filters = converter.sql(disjunctive.toFilterGroups()) }
      check(orIDs, expected { matches($0, "brand", value) || matches($0, "brand", other) }, "FilterState OR group", value)

      let tagged = FilterState()
      tagged[and: "tags"].add(Filter.Tag(value: value))
      let tagIDs = try answerIDs(client) { $0.filters = converter.sql(tagged.toFilterGroups()) }
      check(tagIDs, expected { matches($0, "_tags", value) }, "FilterState tag", value)
    }
    for attribute in Self.attributes {
      let state = FilterState()
      state[and: "n"].add(Filter.Numeric(attribute: "\(attribute)#n", operator: .greaterThanOrEqual, value: 60))
      let ids = try answerIDs(client) { $0.filters = converter.sql(state.toFilterGroups()) }
      check(ids, expected { ($0["\(attribute)#n"] as? Int).map { $0 >= 60 } ?? false }, "FilterState numeric", attribute)
    }
  }

  func test_filterState_legacyForm_facetsAndTags() throws {
    let client = try client()
    let converter = FilterGroupConverter()
    for value in Self.values {
      for attribute in Self.attributes where !attribute.unicodeScalars.contains(":") {
        for negated in [false, true] {
          let state = FilterState()
          state[and: "a"].add(Filter.Facet(attribute: attribute, stringValue: value, isNegated: negated))
          let legacy = try XCTUnwrap(converter.legacy(state.toFilterGroups()))
          let ids = try answerIDs(client) { $0.facetFilters = .list(legacy.units.map { .anyOf($0.expressions) }) }
          check(ids, expected { matches($0, attribute, value) != negated }, "legacy facet \(attribute) negated \(negated)", value)
        }
      }
      let tagged = FilterState()
      tagged[and: "tags"].add(Filter.Tag(value: value))
      let legacy = try XCTUnwrap(converter.legacy(tagged.toFilterGroups()))
      let ids = try answerIDs(client) { $0.facetFilters = .list(legacy.units.map { .anyOf($0.expressions) }) }
      check(ids, expected { matches($0, "_tags", value) }, "legacy tag", value)
    }
  }

  // MARK: v1 SearchParameters and view models

  private func v1Searcher(_ client: LocalClient) -> V1Searcher {
    let searcher = V1Searcher(index: V1Index(client: client, name: Self.indexName))
    searcher.params.hitsPerPage = 1000
    return searcher
  }

  /// Searches and returns the object IDs of the delivered hits, waiting for that search's delivery (after any
  /// search still pending has ended).
  private func searchedIDs(_ searcher: V1Searcher) -> Set<String> {
    awaitCondition { !searcher.hasPendingRequests }
    let delivered = expectation(description: "a delivery")
    var outcome: (SearchResults?, Error?)?
    searcher.addResultHandler { results, error, _ in
      guard outcome == nil else { return }
      outcome = (results, error)
      delivered.fulfill()
    }
    searcher.search()
    wait(for: [delivered], timeout: 10)
    searcher.clearResultHandlers()
    XCTAssertNil(outcome?.1, "\(String(describing: outcome?.1))")
    return Set(searcher.hits.compactMap { $0["objectID"] as? String })
  }

  func test_v1SearchParameters_filtersTextDisjunctiveFacetingAndLegacyFacetFilters() throws {
    let client = try client()
    for (position, value) in Self.values.enumerated() {
      let attribute = Self.attributes[position % Self.attributes.count]
      for negated in [false, true] {
        let conjunctive = v1Searcher(client)
        conjunctive.params.addFacetRefinement(name: attribute, value: value, inclusive: !negated)
        check(searchedIDs(conjunctive), expected { matches($0, attribute, value) != negated }, "v1 filters \(attribute) negated \(negated)", value)
      }
      let disjunctive = v1Searcher(client)
      disjunctive.params.setFacet(withName: attribute, disjunctive: true)
      disjunctive.params.addFacetRefinement(name: attribute, value: value)
      check(searchedIDs(disjunctive), expected { matches($0, attribute, value) }, "v1 disjunctive \(attribute)", value)

      if !attribute.unicodeScalars.contains(":") {
        let params = SearchParameters()
        params.addFacetRefinement(name: attribute, value: value)
        let legacy = params.buildFacetFilters().compactMap { $0 as? String }
        let ids = try answerIDs(client) { $0.facetFilters = .list(legacy.map { .filter($0) }) }
        check(ids, expected { matches($0, attribute, value) }, "v1 buildFacetFilters \(attribute)", value)
      }
    }
    for attribute in Self.attributes {
      let searcher = v1Searcher(client)
      searcher.params.addNumericRefinement("\(attribute)#n", .greaterThanOrEqual, 60)
      check(searchedIDs(searcher), expected { ($0["\(attribute)#n"] as? Int).map { $0 >= 60 } ?? false }, "v1 numeric", attribute)
    }
  }

  func test_v1ViewModels_refinementListFacetControlAndNumericControl() throws {
    let client = try client()
    for (position, value) in Self.values.enumerated() {
      let attribute = Self.attributes[position % Self.attributes.count]
      let listed = InstantSearch(searcher: v1Searcher(client))
      let list = RefinementViewDouble(attribute: attribute)
      list.limit = 1000
      listed.register(widget: list)
      let rows = { (0..<list.viewModel.numberOfRows()).map { list.viewModel.facetForRow(at: IndexPath(row: $0, section: 0)).value } }
      awaitCondition { rows().contains { $0.lowercased() == value.lowercased() } && !listed.getSearcher().hasPendingRequests }
      let row = try XCTUnwrap(rows().firstIndex { $0.lowercased() == value.lowercased() }, "the refinement list shows the value")
      let before = listed.getSearcher().results
      list.viewModel.didSelectRow(at: IndexPath(row: row, section: 0))
      awaitCondition { listed.getSearcher().results !== before && !listed.getSearcher().hasPendingRequests }
      check(Set(listed.getSearcher().hits.compactMap { $0["objectID"] as? String }), expected { matches($0, attribute, value) }, "refinement list \(attribute)", value)

      let controlled = InstantSearch(searcher: v1Searcher(client))
      let control = FacetViewDouble(attribute: attribute)
      control.inclusive = position % 2 == 0
      controlled.register(widget: control, doSearch: false)
      let searcher = controlled.getSearcher()
      control.viewModel.addFacet(value: value, doSearch: false)
      check(searchedIDs(searcher), expected { matches($0, attribute, value) == control.inclusive }, "facet control \(attribute) inclusive \(control.inclusive)", value)
    }
    for attribute in Self.attributes {
      let instantSearch = InstantSearch(searcher: v1Searcher(client))
      let numeric = NumericViewDouble(attribute: "\(attribute)#n")
      instantSearch.register(widget: numeric, doSearch: false)
      numeric.viewModel.updateNumeric(value: 60, doSearch: false)
      check(searchedIDs(instantSearch.getSearcher()), expected { ($0["\(attribute)#n"] as? Int).map { $0 >= 60 } ?? false }, "numeric control", attribute)
    }
  }
}
