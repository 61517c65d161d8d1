import Foundation
import XCTest

@testable import InstantSearchCore

/// `Hit` as Algolia's client 8 declares it and InstantSearch 7.27.1 reads it: `objectID`, `object` decoded from
/// the whole hit, `highlightResult`/`snippetResult` as one `TreeModel` (a dictionary at the top), `rankingInfo`,
/// `geolocation` as `SingleOrList<Point>`; the metadata is decoded when read, and a response's `hits` are
/// `[Hit<JSON>]`, decoded with `hits(as:)` or 7.27.1's `extractHits(jsonDecoder:)`.
final class HitTests: XCTestCase {
  private let hitText = #"""
    {"objectID":"42","name":"Snoopy","friends":["Woodstock","Charlie"],"owner":{"name":"Charlie Brown"},
     "_geoloc":[{"lat":48.85,"lng":2.35},{"lat":40.71,"lng":-74.01}],
     "_distinctSeqID":1,
     "_highlightResult":{
       "name":{"value":"<em>Snoop</em>y","matchLevel":"partial","matchedWords":["snoop"],"fullyHighlighted":false},
       "friends":[{"value":"Woodstock","matchLevel":"none","matchedWords":[]},
                  {"value":"<em>Charlie</em>","matchLevel":"full","matchedWords":["charlie"],"fullyHighlighted":true}],
       "owner":{"name":{"value":"<em>Charlie</em> Brown","matchLevel":"full","matchedWords":["charlie"],"fullyHighlighted":false}}},
     "_snippetResult":{"name":{"value":"<em>Snoop</em>y","matchLevel":"partial"}},
     "_rankingInfo":{"nbTypos":1,"firstMatchedWord":0,"proximityDistance":0,"userScore":7,"geoDistance":12,
                     "geoPrecision":10,"nbExactWords":0,"words":1,"filters":0,"promoted":false,
                     "matchedGeoLocation":{"lat":48.85,"lng":2.35,"distance":120}}}
    """#

  func test_decode_readsEveryMetadataField() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    XCTAssertEqual(hit.objectID, "42")
    XCTAssertEqual(hit.object["name"], "Snoopy")
    XCTAssertEqual(hit.object["objectID"], "42", "the record sees the whole hit object")
    XCTAssertEqual(hit.distinctSeqID, 1)
    XCTAssertEqual(hit.geolocation?.points, [Point(lat: 48.85, lng: 2.35), Point(lat: 40.71, lng: -74.01)])
    XCTAssertEqual(hit.rankingInfo?.nbTypos, 1)
    XCTAssertEqual(hit.rankingInfo?.userScore, 7)
    XCTAssertEqual(hit.rankingInfo?.matchedGeoLocation?.distance, 120)
    XCTAssertEqual(hit.snippetResult?.dictionary?["name"]?.value?.matchLevel, .partial)
  }

  func test_highlightResult_mirrorsAttributeShapes() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    let name = try XCTUnwrap(hit.highlightResult?.dictionary?["name"]?.value)
    XCTAssertEqual(name.matchLevel, .partial)
    XCTAssertEqual(name.matchedWords, ["snoop"])
    XCTAssertEqual(name.fullyHighlighted, false)
    XCTAssertEqual(hit.highlightResult?.dictionary?["friends"]?.array?.count, 2)
    XCTAssertNil(hit.highlightResult?.dictionary?["friends"]?[path: "0"]?.value?.fullyHighlighted)
    XCTAssertEqual(hit.highlightResult?.dictionary?["friends"]?[path: "1"]?.value?.matchLevel, .full)
    XCTAssertEqual(
      hit.highlightResult?.dictionary?["owner"]?[path: "name"]?.value?.value.taggedString.taggedSubstrings(), ["Charlie"])
    XCTAssertEqual(hit.highlightResult?.dictionary?["owner"]?.leaves.count, 1)
  }

  func test_highlightedStringForKey_onlyForTopLevelLeaves() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    XCTAssertEqual(hit.highlightedString(forKey: "name")?.taggedString.output, "Snoopy")
    XCTAssertEqual(hit.hightlightedString(forKey: "name"), hit.highlightedString(forKey: "name"))
    XCTAssertNil(hit.highlightedString(forKey: "friends"), "arrays have no single highlighted string")
    XCTAssertNil(hit.highlightedString(forKey: "owner"), "objects have no single highlighted string")
    XCTAssertNil(hit.highlightedString(forKey: "missing"))
  }

  func test_encode_restoresTheOriginalHitObject() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    XCTAssertEqual(try JSON(encoding: hit), try JSON(data: Data(hitText.utf8)))
  }

  func test_encode_typedRecordReaddsObjectIDAndMetadata() throws {
    struct Dog: Codable, Hashable { let name: String }
    let hit = Hit(object: Dog(name: "Snoopy"), objectID: "1", distinctSeqID: 2, geolocation: .single(Point(lat: 1, lng: 2)))
    XCTAssertEqual(
      try JSON(encoding: hit),
      ["name": "Snoopy", "objectID": "1", "_distinctSeqID": 2, "_geoloc": ["lat": 1, "lng": 2]])
  }

  func test_init_takesObjectIDFromJSONRecord() {
    XCTAssertEqual(Hit(object: ["objectID": "7", "a": 1] as JSON).objectID, "7")
    XCTAssertEqual(Hit(object: ["a": 1] as JSON).objectID, "")
  }

  func test_decode_missingObjectIDFails() {
    XCTAssertThrowsError(try JSONDecoder().decode(Hit<JSON>.self, from: Data(#"{"name":"x"}"#.utf8))) { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(key.stringValue, "objectID")
    }
  }

  func test_decode_malformedMetadata_readsAsNil_andIsKeptAsSent() throws {
    let text = #"{"objectID":"1","_geoloc":{"lat":"north"},"_highlightResult":[1]}"#
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(text.utf8))
    XCTAssertNil(hit.geolocation)
    XCTAssertNil(hit.highlightResult)
    XCTAssertEqual(hit.object["_geoloc"], ["lat": "north"])
    XCTAssertEqual(try JSON(encoding: hit), try JSON(data: Data(text.utf8)), "nothing is lost")
  }

  func test_typedMetadata_isTheClientsShape() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    let highlight: TreeModel<HighlightResult>? = hit.highlightResult
    XCTAssertEqual(highlight?.dictionary?.keys.sorted(), ["friends", "name", "owner"])
    let snippet: TreeModel<SnippetResult>? = hit.snippetResult
    XCTAssertEqual(snippet?[path: "name"]?.value?.value.string, "<em>Snoop</em>y")
    let location: SingleOrList<Point>? = hit.geolocation
    XCTAssertEqual(location, .list([Point(lat: 48.85, lng: 2.35), Point(lat: 40.71, lng: -74.01)]))
    XCTAssertEqual(SingleOrList<Int>.single(3).values, [3])
    XCTAssertEqual(try JSONDecoder().decode(SingleOrList<Int>.self, from: Data("[1,2]".utf8)), .list([1, 2]))
  }

  func test_jsonHit_literalSubscriptAndInit_readTheRecordsMembers() {
    let literal: Hit<JSON> = ["objectID": "9", "name": "Rex", "_distinctSeqID": 3]
    XCTAssertEqual(literal.objectID, "9")
    XCTAssertEqual(literal["name"], "Rex")
    XCTAssertEqual(literal.distinctSeqID, 3, "a raw record's metadata members are the hit's")
    XCTAssertEqual(Hit(JSON.object(["objectID": "9", "name": "Rex", "_distinctSeqID": 3])), literal)
    XCTAssertNil(Hit<JSON>(["name": "no id"]).distinctSeqID)
  }

  func test_responseHits_decodeAsRecords_hits_orRawJSON() throws {
    struct Dog: Codable, Equatable { let name: String }
    let response = SearchResponse(hits: [["objectID": "1", "name": "Rex", "_distinctSeqID": 0], ["objectID": "2", "name": "Fido"]])
    XCTAssertEqual(try response.extractHits(jsonDecoder: JSONDecoder()), [Dog(name: "Rex"), Dog(name: "Fido")])
    let dogs: [Hit<Dog>] = try response.extractHits(jsonDecoder: JSONDecoder())
    XCTAssertEqual(dogs.map(\.objectID), ["1", "2"])
    XCTAssertEqual(dogs.first?.distinctSeqID, 0)
    let raw: [JSON] = try response.extractHits(jsonDecoder: JSONDecoder())
    XCTAssertEqual(raw, response.hits.map(\.object))
    let same: [Hit<JSON>] = try response.extractHits(jsonDecoder: JSONDecoder())
    XCTAssertEqual(same, response.hits)
    let typed = try response.hits(as: Dog.self)
    XCTAssertEqual(typed.map(\.object), [Dog(name: "Rex"), Dog(name: "Fido")])
    XCTAssertEqual(typed.first?.distinctSeqID, 0, "the metadata goes with the record")
    XCTAssertThrowsError(try SearchResponse(hits: [["objectID": "3"]]).hits(as: Dog.self))
  }
  // Client 8: the deprecated `Hit.answer` reads `_answer` (`extract`, `score`, `extractAttribute`), for a typed
  // record as for a raw one.
  @available(*, deprecated)
  func test_answer_readsTheExtractedPassage() throws {
    let text = #"""
      {"objectID":"7","title":"Peanuts","_answer":{"extract":"a <em>beagle</em> named Snoopy","score":0.82,"extractAttribute":"summary"}}
      """#
    for answer in [
      try JSONDecoder().decode(Hit<JSON>.self, from: Data(text.utf8)).answer,
      try JSONDecoder().decode(Hit<Title>.self, from: Data(text.utf8)).answer,
    ] {
      XCTAssertEqual(answer?.extract.taggedString.output, "a beagle named Snoopy")
      XCTAssertEqual(answer?.extract.taggedString.taggedRanges.count, 1)
      XCTAssertEqual(answer?.score, 0.82)
      XCTAssertEqual(answer?.extractAttribute, "summary")
    }
    XCTAssertNil(try JSONDecoder().decode(Hit<JSON>.self, from: Data(#"{"objectID":"8"}"#.utf8)).answer)
  }
}

private struct Title: Decodable {
  let title: String
}
