import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordColumnsTests: XCTestCase {
  /// Ranks read in several runs agree with one run, and with ranking the distinct values by hand: numbers
  /// (repeats, missing values, both zeros) and values of mixed kinds.
  func test_parallelSortRanks_inRuns_equalOneRunAndTheDistinctValuesOrder() {
    var random = SplitMix64(seed: 3)
    let records: [JSON] = (0..<5_000).map { index in
      var record: JSON = ["objectID": .string("r\(index)"), "mixed": index % 3 == 0 ? .string("s\(index % 7)") : .number(Double(index % 11))]
      switch random.next() % 5 {
      case 0: break
      case 1: record["n"] = .number(index % 2 == 0 ? 0.0 : -0.0)
      default: record["n"] = .number(Double(Int(random.next() % 400) - 200) / 4)
      }
      return record
    }
    let table = RecordTable.encoding(records)
    let normalizer = Normalizer()
    for name in ["n", "mixed"] {
      let path = AttributePath(name)
      let one = RecordColumns(normalizer: normalizer).sortRanks(path, records: table, runs: 1)
      for runs in [2, 3, 8] {
        XCTAssertEqual(RecordColumns(normalizer: normalizer).sortRanks(path, records: table, runs: runs), one, "\(name), \(runs) runs")
      }
      let values = records.map { record in record[name].map { value -> SortValue in
        if case .number(let number) = value { return .number(number) }
        return .text(normalized: normalizer.normalize(value.stringValue!), raw: value.stringValue!)
      } }
      var distinct: [SortValue] = []
      for value in values.compactMap({ $0 }).sorted(by: { SortValue.compare($0, $1) < 0 })
      where distinct.last.map({ SortValue.compare($0, value) != 0 }) ?? true {
        distinct.append(value)
      }
      let expected = values.map { value in value.map { value in Int32(distinct.firstIndex { SortValue.compare($0, value) == 0 }!) } ?? -1 }
      XCTAssertEqual(one, expected, name)
    }
  }
}
