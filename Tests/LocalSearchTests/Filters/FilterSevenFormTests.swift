import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The engine reads facet filters in the form InstantSearch 7.27.1 writes them (every value quoted, the score
/// inside the value's quotes) as it reads the bare and trailing-score forms, with the same records and scores;
/// a value that itself ends with a score's text, escaped, cannot score its filter.
final class FilterSevenFormTests: XCTestCase {
  private typealias S = FilterTestSupport

  private let faceting = ["brand", "price", "available"]
  private let records = [
    #"{"brand":"sony","price":42,"available":true}"#, #"{"brand":"Sony","price":42.5,"available":false}"#,
    #"{"brand":"bose","price":10,"available":"true"}"#, #"{"brand":"sony<score=9>","price":1}"#,
  ].map(S.json)

  /// Which records match, in order, and the score of each that does.
  private func outcome(_ filters: String) throws -> [Int?] {
    let matcher = try S.matcher(filters, faceting: faceting)
    return records.map { matcher.matches(record: $0) ? matcher.score(record: $0) : nil }
  }

  func test_scoreInsideTheQuotes_isTheScoreAfterThem() throws {
    XCTAssertEqual(try outcome(#""brand":"sony<score=3>""#), try outcome(#""brand":"sony"<score=3>"#))
    XCTAssertEqual(try outcome(#""brand":"sony<score=3>""#), [3, 3, nil, nil])
    XCTAssertEqual(
      try outcome(#"( "brand":"sony<score=3>" OR "brand":"bose<score=5>" )"#),
      try outcome(#"( brand:sony<score=3> OR brand:bose<score=5> )"#))
    XCTAssertEqual(try outcome(#"NOT "brand":"bose<score=5>""#), [0, 0, nil, 0], "a negated filter scores 0")
  }

  func test_quotedNumbersAndBooleans_matchAsTheBareOnes() throws {
    XCTAssertEqual(try outcome(#""price":"42.0""#), try outcome("price:42"))
    XCTAssertEqual(try outcome(#""price":"42.0""#), [1, nil, nil, nil])
    XCTAssertEqual(try outcome(#""price":"42.5""#), [nil, 1, nil, nil])
    XCTAssertEqual(try outcome(#""available":"true""#), try outcome("available:true"))
    XCTAssertEqual(try outcome(#""available":"true""#), [1, nil, 1, nil])
  }

  func test_anEscapedTrailingScore_isPartOfTheValue() throws {
    XCTAssertEqual(try outcome(#""brand":"sony\<score=9>""#), [nil, nil, nil, 1])
    XCTAssertEqual(try outcome(#""brand":"sony\<score=9><score=4>""#), [nil, nil, nil, 4])
    XCTAssertEqual(try outcome(#""brand":"sony<score=>""#), [nil, nil, nil, nil], "not a score: the value sony<score=>")
  }

  /// What the core writes, the engine reads back: every hostile value once, with and without a score.
  func test_theCoresSevenForm_roundTrips() throws {
    for value in ["sony", "sony<score=9>", "<score=1>", #"a\<score=2>"#, "x<y", "\"<score=3>\""] {
      let record: JSON = ["brand": .string(value)]
      for score in [nil, 0, 7] {
        let filter = Filter.Facet(attribute: "brand", value: .string(value), score: score)
        let matcher = try S.matcher(filter.sqlForm, faceting: ["brand"])
        XCTAssertTrue(matcher.matches(record: record), filter.sqlForm)
        XCTAssertEqual(matcher.score(record: record), score ?? 1, filter.sqlForm)
        XCTAssertFalse(matcher.matches(record: S.json(#"{"brand":"other"}"#)), filter.sqlForm)
      }
    }
  }
}
