import Foundation
import TestSupport
import XCTest

@testable import InstantSearchCore

final class JSONTextReaderTests: XCTestCase {
  /// The reader's value, or `nil` where it gives up.
  private func read(_ text: String) -> JSON? { read(Data(text.utf8)) }

  private func read(_ data: Data) -> JSON? { data.withUnsafeBytes(JSONTextReader.read) }

  /// What `JSONDecoder` makes of the text; `nil` when it throws.
  private func decoded(_ data: Data) -> JSON? { try? JSONDecoder().decode(JSON.self, from: data) }

  /// The reader either agrees with `JSONDecoder` or gives up; it never reads text the decoder rejects.
  private func assertAgreesWithDecoder(_ data: Data, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let value = read(data) else { return }
    XCTAssertEqual(value, decoded(data), label, file: file, line: line)
  }

  func test_readsWhatTheDecoderReads() {
    let texts = [
      #"{"a":1,"b":[true,false,null],"c":{"d":"e"},"f":-0.5e3,"g":"","h":[],"i":{}}"#,
      #"[1, -1, 0, -0, 123456789012345, 1234567890123456789012, 1.5, 2E-3, 1e308, 0.1, 3.0]"#,
      #" [ "tab\there", "quote\"slash\/back\\", "\u00e9\u0301", "\ud83d\ude00", "\b\f\n\r", "caf\u00E9", "nul\u0000" ] "#,
      "[\"Crème fraîche ½ 👩‍🍳\"]", "[[[[[[[]]]]]]]",
    ]
    for text in texts {
      let value = read(text)
      XCTAssertNotNil(value, text)
      XCTAssertEqual(value, decoded(Data(text.utf8)), text)
    }
    XCTAssertEqual(read(#"["\ud83d\ude00"]"#), ["😀"])
    XCTAssertEqual(read("[-0]")?[0]?.doubleValue?.sign, .minus)
  }

  func test_givesUpWhereTheDecoderDecidesOrRejects() {
    let texts = [
      "", "1", "\"top\"", "true", "null", "[1,]", "[01]", "[1.]", "[.5]", "[+1]", "[1e]", "{\"a\" 1}", "{\"a\":1,}",
      "{a:1}", "[\"\\x\"]", "[\"\\ud800\"]", "[\"\\udc00\"]", "[\"\\ud800\\u0041\"]", "[\"tab\there\"]", "[1e400]", "[1e-400]",
      "{\"a\":1,\"a\":2}", "[1] [2]", "[nul]", "[tru]", "\u{FEFF}[1]", "[\"\\u12\"]", "{\"a\":null,\"a\":null}",
      String(repeating: "[", count: JSONTextReader.maximumDepth + 1) + String(repeating: "]", count: JSONTextReader.maximumDepth + 1),
    ]
    for text in texts {
      XCTAssertNil(read(text), text)
    }
    XCTAssertNil(read(Data([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])), "invalid UTF-8")
    // A zero with an exponent: `JSONDecoder` on Linux rejects some spellings and reads others (a fuzzing find).
    for text in ["[0e2]", "[0E2]", "[-0.0e2]", "[0E-2]", "[-0e2]", "[0.0E2]"] {
      XCTAssertNil(read(text), text)
      XCTAssertEqual(try? JSON.parse(Data(text.utf8)), decoded(Data(text.utf8)), "\(text): the decoder's answer")
    }
    let deepest = String(repeating: "[", count: JSONTextReader.maximumDepth) + String(repeating: "]", count: JSONTextReader.maximumDepth)
    XCTAssertNotNil(read(deepest))
  }

  func test_parse_fallsBackToTheDecodersAnswerAndMessage() throws {
    XCTAssertEqual(try JSON.parse(Data("\"top\"".utf8)), "top")
    XCTAssertEqual(try JSON.parse(Data("{\"a\":1,\"a\":2}".utf8))["a"], try JSONDecoder().decode(JSON.self, from: Data("{\"a\":1,\"a\":2}".utf8))["a"])
    XCTAssertThrowsError(try JSON.parse(Data("[1,\n {\"b\": }]".utf8))) { error in
      XCTAssertTrue((error as? JSON.ParseError)?.reason.contains("line 2") == true, "\(error)")
    }
  }

  /// Random texts, valid or slightly damaged: the reader agrees with the decoder wherever it answers.
  func test_randomTexts_agreeWithTheDecoder() throws {
    var random = SplitMix64(seed: 21)
    let pieces = [
      "{", "}", "[", "]", ",", ":", "\"k\"", "\"\\u00e9\"", "\"\\ud83d\\ude00\"", "1", "-2.5e3", "0", "true", "null", " ",
      "\"a\\\"b\"", "1e400", "\"x\"", "{\"a\":", "[1,2]", "\"\\n\"",
    ]
    for _ in 0..<3_000 {
      let text = (0..<Int(random.next() % 12 + 1)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      assertAgreesWithDecoder(Data(text.utf8), text)
    }
  }

  func test_datasets_readAsTheDecoderReadsThem() throws {
    for name in ["movies/actors.json", "concerts/alternative_rock_artists.json", "tedtalks/talks.json", "recipes/recipes.json"] {
      let data = try SharedFiles.require("datasets/\(name)")
      XCTAssertNotNil(read(data), name)
      assertAgreesWithDecoder(data, name)
    }
  }

  private func runs(_ text: String, runLength: Int = 2) -> [[JSON]]? {
    var runs: [[JSON]] = []
    return JSON.readArray(Data(text.utf8), runLength: runLength) { runs.append($0); return true } ? runs : nil
  }

  func test_readArray_handsTheElementsInRuns() {
    XCTAssertEqual(runs(#" [ {"a":"]},\"[{"} , [1,[2]] ,"x\\",3 , null ] "#), [[["a": "]},\"[{"], [1, [2]]], ["x\\", 3], [.null]])
    XCTAssertEqual(runs("[]"), [])
    XCTAssertEqual(runs("\n[\t]\r\n"), [])
    XCTAssertEqual(runs("[1,2,3,4]", runLength: 4), [[1, 2, 3, 4]])
  }

  func test_readArray_givesUpWhereParseLeavesTheTextToTheDecoder() {
    for text in ["{}", "[1,]", "[1 2]", "[1", "[\"open]", "[{\"a\":1}", "[1] x", "[,1]", "", "[{\"a\":1,\"a\":2}]", "[1e400]"] {
      XCTAssertNil(runs(text), text)
    }
    var handed = 0
    XCTAssertFalse(JSON.readArray(Data("[1,2,3,4,5]".utf8), runLength: 2) { _ in handed += 1; return false })
    XCTAssertEqual(handed, 1, "reading stops at the first run the caller refuses")
  }
}
