import XCTest

@testable import LocalSearch

/// A word-match table answers the same whether it stores its rows in first-match order, found through a hash (very
/// few occurrences for the records) or an array, or by slot (occurrences for a good part of them): the same rows,
/// cells, occurrences and lookups.
final class WordMatchTableTests: XCTestCase {
  /// Occurrences of two words over 100 slots, in an order that is not the slots' order.
  private let recorded: [(slot: Int, word: Int, typos: Int, attribute: Int32, position: UInt16, exact: Bool)] = (0..<90).map { step in
    let slot = (step * 37) % 100
    return (slot, step % 2, step % 3, Int32(step % 5), UInt16(step % 7), step % 4 == 0)
  }

  /// The three forms: rows through a hash, rows through an array, storage by slot.
  private let forms: [(slotCount: Int, expectedRows: Int)] = [(100_000, 200), (1_000, 200), (1_000, 1_000)]

  private func table(slotCount: Int, expectedRows: Int) -> WordMatchTable {
    var table = WordMatchTable(
      wordCount: 2, keepsOccurrences: true, slotCount: slotCount, expectedRows: expectedRows, expectedOccurrences: recorded.count)
    table.record { recorder in
      for entry in recorded {
        let occurrence = WordOccurrence(attribute: 0, element: 0, position: entry.position, isExact: entry.exact, isSoleWord: false)
        recorder.add(occurrence, slot: entry.slot, word: entry.word, typoCount: entry.typos, attributeValue: entry.attribute, exactTerm: entry.exact)
      }
    }
    return table
  }

  /// Per slot and word: the typos, the attribute value, whether some occurrence is exact, and the positions.
  private func contents(_ table: WordMatchTable) -> [String] {
    (0..<table.count).map { row in
      let slot = table.slot(row: row)
      let words = (0..<2).map { word -> String in
        var positions: [UInt16] = []
        table.forEach(row: row, word: word) { positions.append($0.position) }
        return "\(table.typos(row: row, word: word).map(String.init) ?? "-")/\(table.attributeValue(row: row, word: word).map(String.init) ?? "-")/"
          + "\(table.hasExact(row: row, word: word))/\(positions)"
      }
      return "\(slot): " + words.joined(separator: " ")
    }.sorted()
  }

  func test_everyForm_holdsTheSameMatches() {
    let tables = forms.map { table(slotCount: $0.slotCount, expectedRows: $0.expectedRows) }
    let bySlot = tables[2]
    for table in tables {
      XCTAssertEqual(table.count, Set(recorded.map(\.slot)).count)
      XCTAssertEqual(contents(table), contents(tables[0]))
      for slot in 0..<1_000 {
        XCTAssertEqual(table.row(ofSlot: slot).map(table.slot(row:)), recorded.contains { $0.slot == slot } ? slot : nil, "slot \(slot)")
      }
    }
    let rowSlots = (0..<bySlot.count).map { bySlot.slot(row: $0) }
    XCTAssertEqual(rowSlots, rowSlots.sorted(), "rows by slot ascend")
    XCTAssertNil(bySlot.row(ofSlot: 5_000))
  }

  func test_clearingAWord_forgetsItInEveryForm() {
    for form in forms {
      var table = table(slotCount: form.slotCount, expectedRows: form.expectedRows)
      let row = table.row(ofSlot: 37)!
      XCTAssertTrue(table.matched(row: row, word: 1))
      table.clear(row: row, word: 1)
      XCTAssertFalse(table.matched(row: row, word: 1))
      var positions: [UInt16] = []
      table.forEach(row: row, word: 1) { positions.append($0.position) }
      XCTAssertEqual(positions, [])
    }
  }
}
