import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The Filters criterion and optional filters.
final class FilterScoreTests: XCTestCase {
  private typealias S = FilterTestSupport

  private let record = S.json(#"{"category":"chair","type":"equipment","price":15,"_tags":["a","b"]}"#)
  private let faceting = ["category", "type"]

  private func score(_ filters: String, sum: Bool = false) throws -> Int {
    let matcher = try S.matcher(filters, faceting: faceting, sumOrFiltersScores: sum)
    XCTAssertTrue(matcher.matches(record: record), filters)
    return matcher.score(record: record)
  }

  func test_score_defaultsTo1PerSatisfiedFilter() throws {
    XCTAssertEqual(try score("category:chair"), 1)
    XCTAssertEqual(try score("category:chair AND type:equipment AND price > 10 AND a"), 4)
  }

  func test_score_explicitScoresAddUpAcrossAnd() throws {
    XCTAssertEqual(try score(#""type":"equipment"<score=3> AND "category":"chair"<score=10>"#), 13)
    XCTAssertEqual(try score("category:chair<score=0>"), 0)
  }

  func test_score_orGroupKeepsTheBestSatisfiedFilter() throws {
    let filters =
      #"( "type":"equipment"<score=3> ) AND ( "category":"chair"<score=10> OR "category":"table"<score=5> )"#
    XCTAssertEqual(try score(filters), 13)
    XCTAssertEqual(try score("(a<score=2> OR b<score=4> OR c<score=9>)"), 4)
  }

  func test_score_sumOrFiltersScoresAddsTheSatisfiedFiltersOfAnOr() throws {
    XCTAssertEqual(try score("(a<score=2> OR b<score=4> OR c<score=9>)", sum: true), 6)
    XCTAssertEqual(try score("category:chair<score=5> AND (a OR b)", sum: true), 7)
  }

  func test_score_negatedFiltersScore0() throws {
    XCTAssertEqual(try score("NOT category:table<score=5>"), 0)
    XCTAssertEqual(try score("NOT category:table<score=5> AND type:equipment<score=2>"), 2)
    XCTAssertEqual(try score("(NOT category:table<score=5> OR category:chair<score=1>)"), 1)
    XCTAssertEqual(try score("(NOT category:table<score=5> OR NOT category:desk<score=3>)", sum: true), 0)
  }

  func test_score_withoutScoresOrOrGroupsEveryRecordTies() throws {
    let matcher = try S.matcher("price > 1 AND NOT category:table", faceting: faceting)
    let other = S.json(#"{"category":"stool","price":99}"#)
    XCTAssertEqual(matcher.score(record: record), matcher.score(record: other))
  }

  func test_score_explicitSumOrFiltersScoresArgumentOverridesTheMatchers() throws {
    let matcher = try S.matcher("(a<score=2> OR b<score=4>)", faceting: faceting)
    XCTAssertEqual(matcher.score(record: record, sumOrFiltersScores: true), 6)
    XCTAssertEqual(matcher.score(record: record, sumOrFiltersScores: false), 4)
  }

  func test_optionalFilters_addScoresWithoutExcluding() throws {
    let optional = try S.legacy(["category:chair<score=3>", "type:tool"], .optionalFilters)
    let matcher = FilterMatcher(filters: nil, optionalFilters: optional, context: S.context(faceting: faceting))
    XCTAssertEqual(matcher.score(record: record), 3)
    let other = S.json(#"{"category":"desk","type":"tool"}"#)
    XCTAssertTrue(matcher.matches(record: other))
    XCTAssertEqual(matcher.score(record: other), 1)
    XCTAssertEqual(matcher.score(record: S.json("{}")), 0)
  }

  func test_optionalFilters_negativeFormScoresWhenTheRecordDoesNotMatch() throws {
    let optional = try S.legacy(["category:-table<score=4>"], .optionalFilters)
    let matcher = FilterMatcher(filters: nil, optionalFilters: optional, context: S.context(faceting: faceting))
    XCTAssertEqual(matcher.score(record: record), 4)
    XCTAssertEqual(matcher.score(record: S.json(#"{"category":"Table"}"#)), 0)
  }

  func test_optionalFilters_orGroupsFollowSumOrFiltersScores() throws {
    let optional = try S.legacy([["category:chair<score=2>", "type:equipment<score=5>"]], .optionalFilters)
    let best = FilterMatcher(filters: nil, optionalFilters: optional, context: S.context(faceting: faceting))
    let sum = FilterMatcher(
      filters: nil, optionalFilters: optional, context: S.context(faceting: faceting), sumOrFiltersScores: true)
    XCTAssertEqual(best.score(record: record), 5)
    XCTAssertEqual(sum.score(record: record), 7)
  }

  func test_optionalFilters_addToTheRequiredFiltersScore() throws {
    let optional = try S.legacy("type:equipment<score=10>", .optionalFilters)
    let matcher = FilterMatcher(
      filters: try FilterParser.parse("category:chair<score=2>"), optionalFilters: optional,
      context: S.context(faceting: faceting))
    XCTAssertEqual(matcher.score(record: record), 12)
  }
}
