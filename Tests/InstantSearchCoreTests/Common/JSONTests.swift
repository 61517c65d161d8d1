import Foundation
import XCTest

@testable import InstantSearchCore

final class JSONTests: XCTestCase {
  func test_decode_everyKind() throws {
    let json = try JSON(data: Data(#"{"s":"x","n":1.5,"i":3,"t":true,"f":false,"z":null,"a":[1,"b"],"o":{"k":"v"}}"#.utf8))
    XCTAssertEqual(json["s"], .string("x"))
    XCTAssertEqual(json["n"]?.doubleValue, 1.5)
    XCTAssertEqual(json["i"]?.intValue, 3)
    XCTAssertNil(json["n"]?.intValue)
    XCTAssertEqual(json["t"]?.boolValue, true)
    XCTAssertEqual(json["f"], .bool(false))
    XCTAssertEqual(json["z"]?.isNull, true)
    XCTAssertEqual(json["a"]?[1], "b")
    XCTAssertNil(json["a"]?[2])
    XCTAssertEqual(json["o"]?["k"], "v")
    XCTAssertEqual(json[path: "o.k"], "v")
    XCTAssertNil(json[path: "o.k.x"])
    XCTAssertNil(json["missing"])
  }

  func test_decode_doesNotConfuseBooleansAndNumbers() throws {
    XCTAssertEqual(try JSON(data: Data("[1,0,true]".utf8)), [.number(1), .number(0), .bool(true)])
  }

  func test_decode_acceptsTrailingCommasOfRecordedResponses() throws {
    XCTAssertEqual(try JSON(data: Data(#"{"a":{"b":1,},}"#.utf8)), ["a": ["b": 1]])
  }

  func test_decode_malformedTextThrows() {
    XCTAssertThrowsError(try JSON(data: Data(#"{"a":"#.utf8)))
    XCTAssertThrowsError(try JSON(data: Data("nope".utf8)))
  }

  func test_encode_compactSortedAndIntegersWithoutFraction() {
    let json: JSON = ["b": [1, 2.5, "x/y"], "a": nil, "c": true]
    XCTAssertEqual(json.jsonString, #"{"a":null,"b":[1,2.5,"x/y"],"c":true}"#)
  }

  func test_roundTrip_throughEncodable() throws {
    struct Point: Codable, Equatable { let lat: Double; let lng: Double; let name: String? }
    let point = Point(lat: 48.5, lng: -2, name: nil)
    let json = try JSON(encoding: point)
    XCTAssertEqual(json, ["lat": 48.5, "lng": -2])
    XCTAssertEqual(try json.decode(as: Point.self), point)
  }

  func test_subscriptSetter_changesObjectsOnly() {
    var json: JSON = ["a": 1]
    json["b"] = "x"
    json["a"] = nil
    XCTAssertEqual(json, ["b": "x"])
    var array: JSON = [1]
    array["b"] = "x"
    XCTAssertEqual(array, [1])
  }

  func test_foundationValue_givesV1Shapes() throws {
    let json: JSON = [
      "name": "Snoopy", "year": 1950, "score": 4.5, "good": true, "tags": ["dog"], "owner": nil,
      "home": ["city": "Santa Rosa", "rooms": [["floor": 1]]],
    ]
    let value = try XCTUnwrap(json.foundationObject)
    XCTAssertEqual(value.count, 7)
    let home = try XCTUnwrap(value["home"] as? [String: Any])
    XCTAssertEqual(home["city"] as? String, "Santa Rosa")
    XCTAssertEqual((home["rooms"] as? [[String: Any]])?.first?["floor"] as? Int, 1)
    XCTAssertEqual(value["name"] as? String, "Snoopy")
    XCTAssertEqual(value["year"] as? Int, 1950)
    XCTAssertEqual(value["score"] as? Double, 4.5)
    XCTAssertEqual(value["good"] as? Bool, true)
    XCTAssertEqual(value["tags"] as? [String], ["dog"])
    XCTAssertTrue(value["owner"] is NSNull)
    XCTAssertNil(JSON.string("x").foundationObject)
  }

  func test_initFoundationValue_convertsJSONSerializationOutput() throws {
    let data = Data(#"{"t":true,"one":1,"zero":0,"half":0.5,"list":[false,"x",null],"o":{"k":2}}"#.utf8)
    let object = try JSONSerialization.jsonObject(with: data)
    let json = try JSON(foundationValue: object)
    XCTAssertEqual(json, ["t": true, "one": 1, "zero": 0, "half": 0.5, "list": [false, "x", nil], "o": ["k": 2]])
  }

  func test_initFoundationValue_convertsSwiftValues() throws {
    let value: [String: Any] = [
      "int": 3, "int64": Int64(4), "float": Float(0.5), "bool": false, "optional": String?.none as Any,
      "nested": [["a": UInt8(1)]],
    ]
    XCTAssertEqual(
      try JSON(foundationValue: value),
      ["int": 3, "int64": 4, "float": 0.5, "bool": false, "optional": nil, "nested": [["a": 1]]])
  }

  func test_initFoundationValue_rejectsNonJSONWithPath() {
    let value: [String: Any] = ["hits": [["date": Date(timeIntervalSince1970: 0)]]]
    XCTAssertThrowsError(try JSON(foundationValue: value)) { error in
      let conversion = error as? JSON.ConversionError
      XCTAssertEqual(conversion?.path, "hits.0.date")
      XCTAssertEqual(conversion?.typeName, "Date")
      XCTAssertTrue(conversion?.description.contains("`hits.0.date`") ?? false)
    }
  }

  func test_jsonString_ofListsOfStrings_isTheEncodersText() throws {
    let strings = ["plain", "two words", "quote \" in", "back\\slash", "slash / kept", "é and ß", "\u{7F}", "\u{2028}", "😀", "", "tab\t", "nul\u{0}"]
    let values: [JSON] = [
      .array(strings.map(JSON.string)), .array([.string("a"), .array([.bool(true), .null])]), .string("\"alone\""), .array([]),
      .array([.string("x"), .number(2)]), ["b": "1", "a": .array(["z"])],
    ] + strings.map(JSON.string)
    for value in values {
      XCTAssertEqual(value.jsonString, String(decoding: try value.data(), as: UTF8.self), "\(value)")
    }
  }
}

