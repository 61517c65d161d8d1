import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// Highlighting that skips the values the text stage proves unmatched gives the same `_highlightResult` as
/// matching every value's words.
final class UnmatchedElementProofTests: XCTestCase {
  private static let vocabulary = [
    "alpha", "alphas", "amber", "anchor", "apple", "apples", "berry", "berries", "bolt", "cedar", "citrus", "delta",
    "echo", "ember", "fable", "garnet", "harbor", "indigo", "jasper", "kettle",
  ]

  /// Records with strings, arrays with nulls and numbers, nested objects whose keys are not in order, and
  /// arrays of objects.
  private static func records() -> [JSON] {
    var state: UInt64 = 5
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func words(_ count: Int) -> String { (0..<count).map { _ in vocabulary[next(vocabulary.count)] }.joined(separator: " ") }
    return (0..<300).map { number in
      let tags: [JSON] = (0..<(1 + next(6))).map { _ in
        switch next(5) {
        case 0: return .null
        case 1: return .number(Double(2000 + next(30)))
        default: return .string(words(1 + next(2)))
        }
      }
      return [
        "objectID": .string("r\(number)"), "title": .string(words(1 + next(5))), "tags": .array(tags),
        "meta": ["zone": .string(words(2)), "area": .array([.string(words(1)), .string(words(2))]), "code": .number(Double(next(100)))],
        "authors": .array((0..<(1 + next(3))).map { _ in ["role": .string(words(1)), "name": .string(words(2))] }),
        "year": .number(Double(2000 + next(30))), "description": .string(words(6)),
      ]
    }
  }

  private static let queries = [
    "a", "al", "alp", "alpha", "alphas", "apple", "aple", "berries", "berry", "cedar harbor", "ember fable", "2011",
    "20", "jaspr", "kettle indigo echo", "\"alpha apple\"", "zzz", "delta -echo", "",
  ]

  /// Checks every hit of every query against the highlighter matching all values.
  private func assertSameHighlights(
    _ records: [JSON], settings: [String: JSON], expectsTemplates: Bool = true, query extra: (inout Query) -> Void = { _ in }
  ) throws {
    let index = try LocalIndex(name: "p", records: records, settings: try IndexSettings(json: .object(settings)))
    let client = LocalClient(indices: [index])
    let byID = Dictionary(uniqueKeysWithValues: records.map { ($0["objectID"]!.stringValue!, $0) })
    let (snapshot, indexSettings) = index.snapshot()
    var compared = 0
    for text in Self.queries {
      var query = Query(text)
      query.hitsPerPage = 100
      query.advancedSyntax = true
      extra(&query)
      let response = try client.answer(IndexedQuery(indexName: "p", query: query))
      var parameters = SearchParameters(settings: indexSettings)
      try parameters.apply(query)
      let search = CandidateSearch(snapshot: snapshot, parameters: parameters, accepts: { _ in true }, decorate: { _, _ in })
      let words = search.run(rankedPrefix: 0).words
      let stage = HighlightingStage(parameters: parameters, configuration: snapshot.configuration)
      for hit in response.hits {
        let record = try XCTUnwrap(byID[hit["objectID"]?.stringValue ?? ""])
        let expected = stage.highlight(record, words: words)
        XCTAssertEqual(hit["_highlightResult"], expected.highlight, "\"\(text)\" \(record)")
        XCTAssertEqual(hit["_snippetResult"], expected.snippet, "\"\(text)\" \(record)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 500)
    if expectsTemplates {
      XCTAssertGreaterThan(snapshot.unmatchedHighlights.count, 0, "later queries start from the trees the first ones kept")
    }
  }

  func test_unmatchedTrees_followInPlaceUpdates() throws {
    let records: [JSON] = [
      ["objectID": "a", "title": "amber harbor", "tags": ["kettle", "cedar"]],
      ["objectID": "b", "title": "cedar", "tags": ["indigo"]],
    ]
    let index = try LocalIndex(
      name: "u", records: records, settings: try IndexSettings(json: ["searchableAttributes": ["title", "tags"]]))
    let client = LocalClient(indices: [index])
    func highlight(_ text: String) throws -> JSON? {
      try client.answer(IndexedQuery(indexName: "u", query: Query(text))).hits.first?["_highlightResult"]
    }
    XCTAssertEqual(try highlight("amber")?["tags"]?[1]?["value"], "cedar")
    _ = try index.saveObjects([["objectID": "a", "title": "amber harbor", "tags": ["kettle", "amber fable"]]])
    let after = try highlight("amber")
    XCTAssertEqual(after?["tags"]?[1]?["value"], "<em>amber</em> fable", "the replaced record's values, highlighted")
    XCTAssertEqual(after?["tags"]?[0]?["matchLevel"], "none")
    XCTAssertEqual(after?["title"]?["value"], "<em>amber</em> harbor")
  }

  func test_wholeAttributesHighlighted_matchEveryValuesWords() throws {
    try assertSameHighlights(
      Self.records(),
      settings: [
        "searchableAttributes": ["title", "tags", "meta", "authors.name", "year"], "ignorePlurals": true,
        "disableTypoToleranceOnAttributes": ["tags"], "optionalWords": ["echo"],
        "attributesToSnippet": ["title:2", "tags", "meta:3"],
      ])
  }

  func test_unorderedAttributesAndAnUnsearchableOneHighlighted_matchEveryValuesWords() throws {
    try assertSameHighlights(
      Self.records(),
      settings: [
        "searchableAttributes": ["unordered(title)", "tags", "authors"], "queryType": "prefixAll",
        "exactOnSingleWordQuery": "word",
        "attributesToHighlight": ["title", "tags", "description", "authors"],
      ])
  }

  func test_typoToleranceMinAndRemovedWords_matchEveryValuesWords() throws {
    try assertSameHighlights(
      Self.records(), settings: ["searchableAttributes": ["title", "meta.zone", "tags"], "removeWordsIfNoResults": "lastWords"]
    ) { query in
      query.typoTolerance = .min
    }
  }

  func test_tedTalks_matchEveryValuesWords() throws {
    let talks = try JSON.parse(SharedFiles.require("datasets/tedtalks/talks.json")).arrayValue ?? []
    let settings = try JSON.parse(SharedFiles.require("datasets/tedtalks/talks_settings.json"))
    try assertSameHighlights(talks, settings: settings.objectValue ?? [:])
  }

  func test_proof_countsLeavesPerAttributeAndResolvesNestedPaths() {
    let attributes = [
      IndexedAttribute(name: "title", rank: 0, ordered: true), IndexedAttribute(name: "tags", rank: 1, ordered: true),
    ]
    var matched = MatchedElements()
    matched.insert(attribute: 1, element: 2)
    let proof = UnmatchedElementProof(attributes: attributes)
    proof.begin(matched)
    XCTAssertEqual(
      (0..<4).map { _ in proof.provesUnmatched(path: "tags") },
      (0..<4).map { !matched.mayContain(attribute: 1, element: $0) })
    XCTAssertEqual(
      proof.provesUnmatched(path: "tags.deep"), !matched.mayContain(attribute: 1, element: 4),
      "a leaf inside tags is tags' fifth element")
    XCTAssertEqual(proof.provesUnmatched(path: "title"), !matched.mayContain(attribute: 0, element: 0))
    XCTAssertFalse(proof.provesUnmatched(path: "description"), "no searchable attribute covers it")
    proof.begin(MatchedElements())
    XCTAssertTrue(proof.provesUnmatched(path: "tags"), "a record without matches has none in any element")
  }

  func test_applies_onlyWhenWholeAttributesAreWalked() {
    let flat = [IndexedAttribute(name: "title", rank: 0, ordered: true), IndexedAttribute(name: "authors", rank: 1, ordered: true)]
    XCTAssertTrue(UnmatchedElementProof.applies(highlighted: ["title", "authors", "description"], attributes: flat))
    XCTAssertFalse(UnmatchedElementProof.applies(highlighted: ["authors.name"], attributes: flat))
    let nested = [IndexedAttribute(name: "authors", rank: 0, ordered: true), IndexedAttribute(name: "authors.name", rank: 1, ordered: true)]
    XCTAssertFalse(UnmatchedElementProof.applies(highlighted: ["authors"], attributes: nested))
  }

  func test_matchedElements_containWhatWasInsertedAndSpreadElements() {
    var matched = MatchedElements()
    matched.insert(attribute: 3, element: 7)
    XCTAssertTrue(matched.mayContain(attribute: 3, element: 7))
    let bits = Set((0..<4).flatMap { attribute in (0..<16).map { MatchedElements.bit(attribute: attribute, element: $0) } })
    XCTAssertGreaterThan(bits.count, 40, "64 elements spread over most of the 64 bits")
    XCTAssertEqual(MatchedElements.bit(attribute: 1, element: 70_000), MatchedElements.bit(attribute: 1, element: 65_535))
  }
}
