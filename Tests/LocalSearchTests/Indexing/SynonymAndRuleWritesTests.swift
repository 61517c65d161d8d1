import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// The synonym and rule calls on the embedded engine: stored, read, searched, removed and cleared as Algolia answers
/// them, forwarded to replicas and copied with a scope when asked; refused with Algolia's status and nothing changed
/// for what Algolia refuses; kept by a persisted index across a reopen.
final class SynonymAndRuleWritesTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let settings = try IndexSettings(json: ["searchableAttributes": ["name"], "replicas": ["products_by_price", "virtual(products_virtual)"]])
    client = LocalClient(indices: [
      try LocalIndex(name: "products", records: [["objectID": "1", "name": "red sofa"], ["objectID": "2", "name": "blue couch"]], settings: settings),
      try LocalIndex(name: "products_by_price", records: [["objectID": "1", "name": "red sofa"]]),
    ])
  }

  private func names(_ query: String, in indexName: String = "products") throws -> [String] {
    try client.answer(IndexedQuery(indexName: indexName, query: Query(query))).hits.compactMap { $0.object["name"]?.stringValue }.sorted()
  }

  private static let sofa: JSON = ["objectID": "sofa", "type": "synonym", "synonyms": ["sofa", "couch"]]
  private static let rule: JSON = [
    "objectID": "sofa-rule", "conditions": [["pattern": "sofa", "anchoring": "contains", "context": "mobile"]],
    "consequence": ["userData": ["banner": "sofas"]], "description": "Sofa banner",
  ]

  func test_synonyms_areSavedReadSearchedAndRemoved_asAlgoliaAnswers() async throws {
    let saved = try client.answer(.saveSynonym(indexName: "products", objectID: "sofa", synonym: Self.sofa, forwardToReplicas: nil))
    XCTAssertEqual(saved["id"], "sofa")
    XCTAssertNotNil(saved["updatedAt"]?.stringValue)
    XCTAssertEqual(try names("sofa"), ["blue couch", "red sofa"], "the next search applies it")
    XCTAssertEqual(try client.answer(.getSynonym(indexName: "products", objectID: "sofa")), Self.sofa)

    let typed = try await client.searchSynonyms(indexName: "products", query: SynonymQuery(query: "COUCH"))
    XCTAssertEqual(typed.hits.map(\.synonym.objectID), ["sofa"], "searched without regard to case")
    _ = try await client.saveSynonyms(indexName: "products", synonyms: [
      .oneWay(objectID: "seat", input: "seat", synonyms: ["sofa"]),
      .alternativeCorrection(objectID: "sofaa", word: "sofaa", corrections: ["sofa"], typo: .two),
    ])
    let oneWay = try await client.searchSynonyms(indexName: "products", query: SynonymQuery(synonymTypes: [.oneWay]))
    XCTAssertEqual(oneWay.hits.map(\.synonym.objectID), ["seat"])
    let paged = try await client.searchSynonyms(indexName: "products", query: SynonymQuery(page: 1, hitsPerPage: 2))
    XCTAssertEqual(paged.nbHits, 3)
    XCTAssertEqual(paged.hits.map(\.synonym.objectID), ["sofaa"])

    _ = try await client.deleteSynonym(indexName: "products", objectID: "seat")
    XCTAssertThrowsError(try client.answer(.getSynonym(indexName: "products", objectID: "seat"))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "Synonym set does not exist"))
    }
    _ = try await client.saveSynonyms(
      indexName: "products", synonyms: [.multiWay(objectID: "sofa2", synonyms: ["sofa", "settee"])], clearExistingSynonyms: true)
    XCTAssertEqual(client.index(named: "products")?.synonyms.elements.map(\.objectID), ["sofa2"], "replaceExistingSynonyms removes the others")
    _ = try await client.clearSynonyms(indexName: "products")
    XCTAssertEqual(try names("sofa"), ["red sofa"])
  }

  func test_rules_areSavedReadSearchedAndRemoved_asAlgoliaAnswers() async throws {
    let saved = try client.answer(.saveRule(indexName: "products", objectID: "sofa-rule", rule: Self.rule, forwardToReplicas: nil))
    XCTAssertEqual(saved["objectID"], "sofa-rule")
    let stored = try client.answer(.getRule(indexName: "products", objectID: "sofa-rule"))
    XCTAssertEqual(try Rule(json: stored), try Rule(json: Self.rule))
    XCTAssertEqual(stored["enabled"], true, "enabled unless set")

    _ = try await client.saveRules(indexName: "products", rules: [
      Rule(objectID: "off", conditions: [.init(pattern: "chair", anchoring: .is)], consequence: .init(hide: ["1"]), isEnabled: false)
    ])
    let byText = try await client.searchRules(indexName: "products", query: RuleQuery(query: "banner"))
    XCTAssertEqual(byText.hits.map(\.objectID), ["sofa-rule"], "found by description")
    let byAnchoring = try await client.searchRules(indexName: "products", query: RuleQuery(anchoring: .is))
    XCTAssertEqual(byAnchoring.hits.map(\.objectID), ["off"])
    let byContext = try await client.searchRules(indexName: "products", query: RuleQuery(context: "mobile"))
    XCTAssertEqual(byContext.hits.map(\.objectID), ["sofa-rule"])
    let enabled = try await client.searchRules(indexName: "products", query: RuleQuery(enabled: true))
    XCTAssertEqual([enabled.nbHits, enabled.page, enabled.nbPages], [1, 0, 1])

    _ = try await client.deleteRule(indexName: "products", objectID: "off")
    XCTAssertThrowsError(try client.answer(.getRule(indexName: "products", objectID: "off"))) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "ObjectID does not exist"))
    }
    XCTAssertThrowsError(try client.answer(.deleteRule(indexName: "products", objectID: "off", forwardToReplicas: nil)))
    _ = try await client.clearRules(indexName: "products")
    XCTAssertEqual(client.index(named: "products")?.rules.count, 0)
  }

  func test_refusedSynonymsAndRules_getAlgoliasStatus_andChangeNothing() throws {
    _ = try client.answer(.saveSynonym(indexName: "products", objectID: "sofa", synonym: Self.sofa, forwardToReplicas: nil))
    let badSynonyms: [JSON] = [
      ["objectID": "p", "type": "placeholder", "placeholder": "street", "replacements": ["st"]],
      ["objectID": "u", "type": "twoway", "synonyms": ["a", "b"]],
      ["objectID": "c", "type": "altcorrection1", "word": "tv", "corrections": ["flat screen"]],
      ["objectID": "e", "type": "synonym", "synonyms": []],
      ["type": "synonym", "synonyms": ["a", "b"]],
    ]
    for bad in badSynonyms {
      XCTAssertThrowsError(try client.answer(.saveSynonyms(
        indexName: "products", synonyms: [["objectID": "fine", "type": "synonym", "synonyms": ["x", "y"]], bad],
        forwardToReplicas: nil, replaceExistingSynonyms: true))) { error in
        XCTAssertEqual((error as? SearchClientError)?.status, 400, "\(bad): \(error)")
      }
    }
    XCTAssertEqual(client.index(named: "products")?.synonyms.elements.map(\.objectID), ["sofa"], "a refused batch changes nothing")

    let badRules: [(JSON, String)] = [
      (["objectID": "a", "conditions": [["pattern": "x", "anchoring": "around"]], "consequence": ["hide": [["objectID": "1"]]]], "unknown anchoring"),
      (["objectID": "b", "consequence": ["promote": [["objectID": "1", "position": 301]]]], "promote position out of range"),
      (["objectID": "c", "consequence": "hide everything"], "a consequence that is not an object"),
      (["objectID": "d", "conditions": [["pattern": "x"]], "consequence": ["userData": [:]]], "a pattern without anchoring"),
      (["objectID": "e"], "no consequence"),
      (["objectID": "f g", "consequence": ["userData": [:]]], "an objectID Algolia refuses"),
    ]
    for (bad, what) in badRules {
      XCTAssertThrowsError(try client.answer(.saveRules(indexName: "products", rules: [Self.rule, bad], forwardToReplicas: nil, clearExistingRules: nil))) { error in
        XCTAssertEqual((error as? SearchClientError)?.status, 400, "\(what): \(error)")
      }
    }
    XCTAssertThrowsError(try Rule(json: badRules[0].0)) { error in
      XCTAssertEqual(
        error as? SearchClientError,
        .httpError(status: 400, message: "Invalid rule: unknown anchoring \"around\", expected is, startsWith, endsWith or contains"))
    }
    XCTAssertThrowsError(try Rule(json: badRules[4].0)) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 400, message: "A rule must have at least one consequence (`consequence.*`)"))
    }
    XCTAssertEqual(client.index(named: "products")?.rules.count, 0)
    XCTAssertEqual(try Rule(json: badRules[5].0).objectID, "f g", "a rule read back keeps its id; only saving checks it")
  }

  func test_forwardToReplicas_andScopedCopies_carrySynonymsAndRules() throws {
    _ = try client.answer(.saveSynonym(indexName: "products", objectID: "sofa", synonym: Self.sofa, forwardToReplicas: true))
    _ = try client.answer(.saveRule(indexName: "products", objectID: "sofa-rule", rule: Self.rule, forwardToReplicas: false))
    XCTAssertEqual(client.index(named: "products_by_price")?.synonyms.count, 1, "forwarded to the standard replica")
    XCTAssertEqual(client.index(named: "products_by_price")?.rules.count, 0, "not forwarded when not asked")

    _ = try client.answer(.operationIndex(indexName: "products", operation: IndexOperation(.copy, destination: "archive", scope: [.rules])))
    let archive = try XCTUnwrap(client.index(named: "archive"))
    XCTAssertEqual([archive.rules.count, archive.synonyms.count, archive.count], [1, 0, 0], "a rules scope copies the rules only")
    _ = try client.answer(.operationIndex(indexName: "products", operation: IndexOperation(.copy, destination: "full")))
    XCTAssertEqual(client.index(named: "full")?.synonyms.count, 1, "a copy without scope copies everything")
    XCTAssertEqual(client.index(named: "full")?.rules.count, 1)
  }

  func test_aPersistedIndex_keepsItsSynonymsAndRules_afterReopeningAndCompacting() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("synonyms-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let index = try XCTUnwrap(client.index(named: "products"))
    try index.attach(to: directory)
    _ = try client.answer(.saveSynonym(indexName: "products", objectID: "sofa", synonym: Self.sofa, forwardToReplicas: nil))
    _ = try client.answer(.saveRule(indexName: "products", objectID: "sofa-rule", rule: Self.rule, forwardToReplicas: nil))

    let replayed = try LocalIndex(name: "products", directory: directory)
    XCTAssertEqual(replayed.synonyms, index.synonyms, "replayed from the journal")
    XCTAssertEqual(replayed.rules, index.rules)
    let reopenedClient = LocalClient(indices: [replayed])
    XCTAssertEqual(
      try reopenedClient.answer(IndexedQuery(indexName: "products", query: Query("couch"))).hits.count, 2, "and applied")

    try index.compact()
    let compacted = try LocalIndex(name: "products", directory: directory)
    XCTAssertEqual(compacted.synonyms, index.synonyms, "read from the snapshot file")
    XCTAssertEqual(compacted.rules, index.rules)
  }
}
