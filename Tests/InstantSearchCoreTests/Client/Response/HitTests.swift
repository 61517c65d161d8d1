import Foundation
import XCTest

@testable import InstantSearchCore

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
    XCTAssertEqual(hit.snippetResult?["name"]?.value?.matchLevel, .partial)
  }

  func test_highlightResult_mirrorsAttributeShapes() throws {
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(hitText.utf8))
    let name = try XCTUnwrap(hit.highlightResult?["name"]?.value)
    XCTAssertEqual(name.matchLevel, .partial)
    XCTAssertEqual(name.matchedWords, ["snoop"])
    XCTAssertEqual(name.fullyHighlighted, false)
    XCTAssertEqual(hit.highlightResult?["friends"]?.array?.count, 2)
    XCTAssertNil(hit.highlightResult?["friends"]?[path: "0"]?.value?.fullyHighlighted)
    XCTAssertEqual(hit.highlightResult?["friends"]?[path: "1"]?.value?.matchLevel, .full)
    XCTAssertEqual(
      hit.highlightResult?["owner"]?[path: "name"]?.value?.value.taggedString.taggedSubstrings(), ["Charlie"])
    XCTAssertEqual(hit.highlightResult?["owner"]?.leaves.count, 1)
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

  func test_decode_malformedGeolocFails() {
    let text = #"{"objectID":"1","_geoloc":{"lat":"north"}}"#
    XCTAssertThrowsError(try JSONDecoder().decode(Hit<JSON>.self, from: Data(text.utf8)))
  }
}
