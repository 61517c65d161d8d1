import InstantSearchCore
import XCTest

@testable import LocalSearch

final class DistinctGrouperTests: XCTestCase {
  func test_group_keepsBestPerBrandInRankOrder() {
    let snapshot = ProductsFixture.snapshot()
    let ranked = [0, 5, 1, 2, 4, 6, 9, 3, 7, 8].map { RankedCandidate(slot: $0, values: RankingValues()) }
    let one = DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("brand"), records: snapshot.records), limit: 1).group(ranked)
    XCTAssertEqual(one.map { $0.map { snapshot.records[$0.slot]!.objectID } }, [["1"], ["6"], ["3"], ["5"], ["8"], ["9"]])
    let two = DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("brand"), records: snapshot.records), limit: 2).group(ranked)
    XCTAssertEqual(two.first.map { $0.map { snapshot.records[$0.slot]!.objectID } }, ["1", "2"])
  }

  func test_group_recordsWithoutTheAttributeAreTheirOwnGroup() {
    let snapshot = ProductsFixture.snapshot()
    let ranked = [0, 1, 2].map { RankedCandidate(slot: $0, values: RankingValues()) }
    XCTAssertEqual(DistinctGrouper(keys: snapshot.columns.distinctKeys(AttributePath("missing"), records: snapshot.records), limit: 1).group(ranked).count, 3)
  }
}
