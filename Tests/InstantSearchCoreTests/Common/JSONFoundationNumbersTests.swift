import Foundation
import XCTest

@testable import InstantSearchCore

/// `JSON.foundationValue` gives what `JSONSerialization` gives for the same text on this platform: numbers and
/// booleans as `NSNumber`, so every numeric cast that holds the value exactly succeeds, and the form converts
/// back to the same JSON.
final class JSONFoundationNumbersTests: XCTestCase {
  func test_foundationValue_castsAsJSONSerializationsForm_andConvertsBack() throws {
    let text = #"{"whole":999,"fraction":0.5,"negative":-3,"big":12345678901234,"flag":true,"off":false,"list":[1,2.5,false]}"#
    let serialized = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let json = try JSON(data: Data(text.utf8))
    let bridged = try XCTUnwrap(json.foundationObject)
    for key in ["whole", "fraction", "negative", "big", "flag", "off"] {
      XCTAssertEqual(bridged[key] as? NSNumber, serialized[key] as? NSNumber, key)
      XCTAssertEqual(bridged[key] as? Double, serialized[key] as? Double, key)
      XCTAssertEqual(bridged[key] as? Int, serialized[key] as? Int, key)
      XCTAssertEqual(bridged[key] as? Bool, serialized[key] as? Bool, key)
    }
    XCTAssertEqual(bridged["whole"] as? Double, 999)
    XCTAssertEqual(bridged["flag"] as? Bool, true)
    XCTAssertEqual((bridged["list"] as? [Any])?.compactMap { $0 as? Double }, [1, 2.5, 0])
    XCTAssertEqual(try JSON(foundationValue: bridged), json, "the bridged form converts back, booleans as booleans")
  }
}
