import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Synonyms on the embedded engine, each test pinning one behaviour Algolia documents for them: regular synonyms find
/// one another, one-way synonyms only from their input, alternative corrections rank as typos, multi-word synonyms
/// match as consecutive words, the last word triggers synonyms as a prefix, a typo triggers none, `synonyms: false`
/// turns them off, and highlighting shows the record's word as a match of the query's.
final class SynonymSearchTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let records: [JSON] = [
      ["objectID": "pants", "title": "Blue pants"],
      ["objectID": "trousers", "title": "Grey trousers"],
      ["objectID": "slacks", "title": "Black slacks"],
      ["objectID": "ipad", "title": "Apple ipad"],
      ["objectID": "tablet", "title": "Android tablet"],
      ["objectID": "times", "title": "New York Times"],
      ["objectID": "company", "title": "New company in York"],
      ["objectID": "ny", "title": "NY pizza"],
      ["objectID": "phone", "title": "Cheap phone"],
      ["objectID": "smartphone", "title": "Smartphone case"],
    ]
    let index = try LocalIndex(name: "shop", records: records, settings: try IndexSettings(json: ["searchableAttributes": ["title"]]))
    client = LocalClient(indices: [index])
    let synonyms: [JSON] = [
      ["objectID": "legwear", "type": "synonym", "synonyms": ["pants", "trousers", "slacks"]],
      ["objectID": "tablets", "type": "onewaysynonym", "input": "tablet", "synonyms": ["ipad"]],
      ["objectID": "newyork", "type": "synonym", "synonyms": ["ny", "new york"]],
      ["objectID": "phones", "type": "altcorrection1", "word": "smartphone", "corrections": ["phone"]],
    ]
    _ = try client.answer(.saveSynonyms(indexName: "shop", synonyms: synonyms, forwardToReplicas: nil, replaceExistingSynonyms: nil))
  }

  private func search(_ text: String, _ configure: (inout Query) -> Void = { _ in }) throws -> SearchResponse {
    var query = Query(text)
    query.getRankingInfo = true
    configure(&query)
    return try client.answer(IndexedQuery(indexName: "shop", query: query))
  }

  private func ids(_ text: String, _ configure: (inout Query) -> Void = { _ in }) throws -> [String] {
    try search(text, configure).hits.compactMap { $0.object["objectID"]?.stringValue }
  }

  private func rankingInfo(_ response: SearchResponse, _ id: String) -> JSON? {
    response.hits.first { $0.object["objectID"]?.stringValue == id }?.object["_rankingInfo"]
  }

  func test_regularSynonyms_findOneAnother_asExactMatchesWithoutTypos() throws {
    let response = try search("trousers")
    XCTAssertEqual(Set(try ids("trousers")), ["pants", "trousers", "slacks"])
    XCTAssertEqual(Set(try ids("slacks")), ["pants", "trousers", "slacks"])
    XCTAssertEqual(rankingInfo(response, "pants")?["nbTypos"], 0, "a synonym is no typo")
    XCTAssertEqual(rankingInfo(response, "pants")?["words"], 1)
  }

  func test_oneWaySynonyms_findTheirSynonymsFromTheInputOnly() throws {
    XCTAssertEqual(Set(try ids("tablet")), ["tablet", "ipad"])
    XCTAssertEqual(try ids("ipad"), ["ipad"], "the synonym does not find the input")
  }

  func test_alternativeCorrections_rankAsTypos_afterTheExactWord() throws {
    let response = try search("smartphone")
    XCTAssertEqual(try ids("smartphone"), ["smartphone", "phone"])
    XCTAssertEqual(rankingInfo(response, "phone")?["nbTypos"], 1, "altcorrection1 counts one typo")
    XCTAssertEqual(rankingInfo(response, "smartphone")?["nbTypos"], 0)
    XCTAssertEqual(try ids("phone"), ["phone"], "a correction does not find its word")
  }

  func test_multiWordSynonyms_matchConsecutiveWords_bothWays() throws {
    XCTAssertEqual(Set(try ids("ny")), ["ny", "times"], "NY finds New York, not New ... York")
    XCTAssertEqual(Set(try ids("new york")), ["ny", "times", "company"], "the words themselves still match apart")
    let response = try search("new york")
    XCTAssertEqual(rankingInfo(response, "ny")?["words"], 2, "the record's NY stands for both query words")
    XCTAssertEqual(try ids("new yo").contains("ny"), true, "the last word of a multi-word input may be a prefix")
  }

  func test_thePrefixOfTheLastWord_triggersSynonyms_butATypoDoesNot() throws {
    XCTAssertEqual(Set(try ids("tabl")), ["tablet", "ipad"], "tabl completes to tablet, whose synonym is ipad")
    XCTAssertEqual(try ids("tablte"), ["tablet"], "a typo matches the word, not its synonyms")
    XCTAssertEqual(try ids("tabl ") , [], "a word followed by a space is no prefix")
  }

  func test_synonymsFalse_turnsThemOff() throws {
    XCTAssertEqual(try ids("trousers") { $0.synonyms = false }, ["trousers"])
  }

  func test_alternativesAsExact_decidesWhetherASynonymMatchIsExact() throws {
    XCTAssertEqual(rankingInfo(try search("blue trousers"), "pants")?["nbExactWords"], 2, "one-word synonyms are exact by default")
    XCTAssertEqual(rankingInfo(try search("blue trousers") { $0.alternativesAsExact = [] }, "pants")?["nbExactWords"], 1)
    XCTAssertEqual(rankingInfo(try search("ny pizza"), "times")?["nbExactWords"] ?? 0, 0, "multi-word synonyms are not exact by default")
  }

  func test_highlighting_wrapsTheRecordsWord_asAMatchOfTheQueryWord() throws {
    let response = try search("trousers")
    let pants = response.hits.first { $0.object["objectID"] == "pants" }
    let leaf = pants?.object["_highlightResult"]?["title"]
    XCTAssertEqual(leaf?["value"], "Blue <em>pants</em>")
    XCTAssertEqual(leaf?["matchedWords"], ["trousers"])
    XCTAssertEqual(leaf?["matchLevel"], "full")
  }

  func test_replaceSynonymsInHighlight_showsTheQueryWord_whereOneWordStandsForTheRecords() throws {
    func highlighted(_ text: String, _ id: String) throws -> JSON? {
      let response = try search(text) { $0.replaceSynonymsInHighlight = true }
      return response.hits.first { $0.object["objectID"]?.stringValue == id }?.object["_highlightResult"]?["title"]?["value"]
    }
    XCTAssertEqual(try highlighted("trousers", "pants"), "Blue <em>trousers</em>")
    XCTAssertEqual(try highlighted("trousers", "trousers"), "Grey <em>trousers</em>", "a word matched as itself stays")
    XCTAssertEqual(try highlighted("ny", "times"), "<em>ny</em> Times", "one word replaces the words it stands for")
    XCTAssertEqual(try highlighted("new york", "ny"), "<em>NY</em> pizza", "several words do not replace one")
  }
}

/// Placeholders: a token written `<name>` in records is found by the replacements of its placeholder synonym, not by
/// its own word.
final class PlaceholderSynonymTests: XCTestCase {
  func test_aPlaceholderToken_isFoundByItsReplacements_only() throws {
    let index = try LocalIndex(
      name: "places",
      records: [
        ["objectID": "opera", "address": "<streetnumber> Opera street"],
        ["objectID": "console", "address": "Sony PlayStation <PLAYSTATIONVERSION>"],
        ["objectID": "plain", "address": "12 Opera street"],
      ],
      settings: try IndexSettings(json: ["searchableAttributes": ["address"]]))
    let client = LocalClient(indices: [index])
    _ = try client.answer(.saveSynonyms(indexName: "places", synonyms: [
      ["objectID": "numbers", "type": "placeholder", "placeholder": "<streetnumber>", "replacements": ["1", "2", "3", "12"]],
      ["objectID": "versions", "type": "placeholder", "placeholder": "<PLAYSTATIONVERSION>", "replacements": ["1", "One", "4 Pro"]],
    ], forwardToReplicas: nil, replaceExistingSynonyms: nil))
    func ids(_ text: String) throws -> Set<String> {
      Set(try client.answer(IndexedQuery(indexName: "places", query: Query(text))).hits.compactMap { $0.object["objectID"]?.stringValue })
    }
    XCTAssertEqual(try ids("2 opera"), ["opera"])
    XCTAssertEqual(try ids("12 opera"), ["opera", "plain"], "the placeholder and the literal number")
    XCTAssertEqual(try ids("streetnumber"), [], "the token itself is not searchable")
    XCTAssertEqual(try ids("playstation one"), ["console"])
    XCTAssertEqual(try ids("playstation 4 pro"), ["console"], "a replacement of several words")
    XCTAssertEqual(try ids("playstation 5"), [])
    let hit = try client.answer(IndexedQuery(indexName: "places", query: Query("2 opera"))).hits.first
    XCTAssertEqual(hit?.object["_highlightResult"]?["address"]?["value"], "<em><streetnumber></em> <em>Opera</em> street")
  }
}

/// The settings' legacy forms of synonyms (`synonyms`, `placeholders`, `altCorrections`), which indices made before
/// the synonyms API still hold: searches apply them as the synonyms API's regular synonyms, placeholders and
/// alternative corrections, beside the index's own synonyms, and a settings change takes them away again.
final class LegacySettingsSynonymTests: XCTestCase {
  private func client(_ settings: JSON) throws -> LocalClient {
    let records: [JSON] = [
      ["objectID": "and", "title": "Tom and Jerry"],
      ["objectID": "amp", "title": "Simon & Garfunkel"],
      ["objectID": "feet", "title": "Six feet under"],
      ["objectID": "foot", "title": "Foot locker"],
      ["objectID": "opera", "title": "<streetnumber> Opera street"],
      ["objectID": "pants", "title": "Blue pants"],
      ["objectID": "jeans", "title": "Old jeans"],
    ]
    var json = settings.objectValue ?? [:]
    json["searchableAttributes"] = ["title"]
    json["separatorsToIndex"] = "&"
    return LocalClient(indices: [try LocalIndex(name: "legacy", records: records, settings: try IndexSettings(json: .object(json)))])
  }

  private func search(_ client: LocalClient, _ text: String) throws -> SearchResponse {
    var query = Query(text)
    query.getRankingInfo = true
    return try client.answer(IndexedQuery(indexName: "legacy", query: query))
  }

  private func ids(_ client: LocalClient, _ text: String) throws -> Set<String> {
    Set(try search(client, text).hits.compactMap { $0.object["objectID"]?.stringValue })
  }

  func test_settingsSynonymGroups_findOneAnother_likeTheMoviesDatasetsAmpersand() throws {
    let client = try client(["synonyms": [["&", "and"], ["pants", "jeans"]]])
    XCTAssertEqual(try ids(client, "and"), ["and", "amp"])
    XCTAssertEqual(try ids(client, "&"), ["and", "amp"])
    XCTAssertEqual(try ids(client, "jeans"), ["pants", "jeans"])
    XCTAssertEqual(try search(client, "jeans").hits.first { $0.object["objectID"] == "pants" }?.object["_rankingInfo"]?["nbTypos"], 0)
  }

  func test_settingsPlaceholders_andAltCorrections_actAsTheirSynonymKinds() throws {
    let client = try client([
      "placeholders": ["<streetnumber>": ["1", "2", "3"]],
      "altCorrections": [["word": "foot", "correction": "feet", "nbTypos": 2]],
    ])
    XCTAssertEqual(try ids(client, "2 opera"), ["opera"])
    XCTAssertEqual(try ids(client, "streetnumber"), [])
    let response = try search(client, "foot")
    XCTAssertEqual(response.hits.compactMap { $0.object["objectID"]?.stringValue }, ["foot", "feet"])
    XCTAssertEqual(response.hits.last?.object["_rankingInfo"]?["nbTypos"], 2, "ranked as two typos")
    XCTAssertEqual(try ids(client, "feet"), ["feet"], "one way")
  }

  func test_settingsSynonyms_addToTheIndexsSynonyms_untilTheSettingIsReset() throws {
    let client = try client(["synonyms": [["pants", "jeans"]]])
    _ = try client.answer(.saveSynonyms(
      indexName: "legacy", synonyms: [["objectID": "tj", "type": "onewaysynonym", "input": "cartoon", "synonyms": ["jerry"]]],
      forwardToReplicas: nil, replaceExistingSynonyms: nil))
    XCTAssertEqual(try ids(client, "jeans"), ["pants", "jeans"])
    XCTAssertEqual(try ids(client, "cartoon"), ["and"])
    _ = try client.answer(.setSettings(indexName: "legacy", settings: ["synonyms": nil], forwardToReplicas: nil))
    XCTAssertEqual(try ids(client, "jeans"), ["jeans"])
    XCTAssertEqual(try ids(client, "cartoon"), ["and"], "the synonyms API's stay")
  }

  func test_malformedLegacySynonymSettings_getAlgoliasMessage_andChangeNothing() throws {
    let client = try client(["synonyms": [["pants", "jeans"]]])
    for (key, value) in [("synonyms", ["pants"] as JSON), ("placeholders", ["streetnumber": ["1"]]),
      ("altCorrections", [["word": "foot", "correction": "feet", "nbTypos": 3]])] {
      XCTAssertThrowsError(try client.answer(.setSettings(indexName: "legacy", settings: [key: value], forwardToReplicas: nil))) { error in
        guard case .httpError(400, let message)? = error as? SearchClientError else { return XCTFail("\(key): \(error)") }
        XCTAssertTrue(message.contains(key), "\(key): \(message)")
      }
    }
    XCTAssertEqual(try ids(client, "jeans"), ["pants", "jeans"])
  }
}
