import InstantSearchCore
import TestSupport
import XCTest

/// The presenter's order, checked against the plain rule it implements: criteria in turn, then the values'
/// `lowercased()` text, the sort stable.
final class FacetListPresenterOrderTests: XCTestCase {
  private static let words = [
    "paris", "Paris", "PARIS", "amsterdam", "Amsterdam", "zurich", "Zürich", "ZÜRICH", "émile", "Emile", "e\u{301}mile",
    "Straße", "STRASSE", "strasse", "İstanbul", "istanbul", "ǅungla", "a", "A", "", "b-", "b_", "B[", "b{", "Ωmega", "ωmega",
    "日本", "10", "9", "a b", "a\tb", "z", "Z",
  ]

  private static let criteria: [[FacetSortCriterion]] = [
    [], [.count(order: .descending)], [.count(order: .ascending)], [.alphabetical(order: .ascending)],
    [.alphabetical(order: .descending)], [.isRefined, .count(order: .descending)],
    [.isRefined, .alphabetical(order: .ascending), .count(order: .descending)], [.alphabetical(order: .descending), .count(order: .ascending)],
  ]

  func test_order_isTheCriteriaThenTheLowercasedText_onGeneratedLists() {
    var random = SplitMix64(seed: 27)
    for trial in 0..<400 {
      let count = Int(random.next() % 40)
      let items: [SelectableItem<Facet>] = (0..<count).map { _ in
        (
          item: Facet(value: Self.words[Int(random.next() % UInt64(Self.words.count))], count: Int(random.next() % 4)),
          isSelected: random.next() % 3 == 0
        )
      }
      let sortBy = Self.criteria[trial % Self.criteria.count]
      let limit = trial % 5 == 0 ? Int(random.next() % 10) : .max
      let presenter = FacetListPresenter(sortBy: sortBy, limit: limit, showEmptyFacets: trial % 2 == 0)
      let expected = Self.reference(items, sortBy: sortBy, limit: limit, showEmptyFacets: trial % 2 == 0)
      let actual = presenter.transform(refinementFacets: items)
      XCTAssertEqual(actual.map(\.item), expected.map(\.item), "trial \(trial), \(sortBy)")
      XCTAssertEqual(actual.map(\.isSelected), expected.map(\.isSelected), "trial \(trial)")
    }
  }

  func test_order_ofTheFirstValues_isTheWholeOrdersPrefix_onLongListsWithManyTies() {
    var random = SplitMix64(seed: 2_711)
    for trial in 0..<200 {
      let count = 20 + Int(random.next() % 300)
      let items: [SelectableItem<Facet>] = (0..<count).map { _ in
        (
          item: Facet(value: Self.words[Int(random.next() % UInt64(Self.words.count))], count: Int(random.next() % 3)),
          isSelected: random.next() % 5 == 0
        )
      }
      let sortBy = Self.criteria[trial % Self.criteria.count]
      let limit = 1 + Int(random.next() % 12)
      let expected = Self.reference(items, sortBy: sortBy, limit: limit, showEmptyFacets: true)
      let actual = FacetListPresenter(sortBy: sortBy, limit: limit).transform(refinementFacets: items)
      XCTAssertEqual(actual.map(\.item), expected.map(\.item), "trial \(trial), \(sortBy), limit \(limit)")
      XCTAssertEqual(actual.map(\.isSelected), expected.map(\.isSelected), "trial \(trial)")
    }
  }

  func test_order_ofTextsOutsideASCII_isTheirLowercasedOrder() {
    let scalars = Array("AaZzÀÉÎÕÜàéîõüßẞſİıǄǅǆΣσςΩωΆάДдЁёԱաḀḁ𐐀𐐨ﬀĲĳ日\u{301}\u{308}-_ ").map(String.init)
    var random = SplitMix64(seed: 71)
    for trial in 0..<300 {
      let items: [SelectableItem<Facet>] = (0..<(2 + Int(random.next() % 30))).map { _ in
        let text = (0..<Int(random.next() % 4)).map { _ in scalars[Int(random.next() % UInt64(scalars.count))] }.joined()
        return (item: Facet(value: text, count: Int(random.next() % 2)), isSelected: false)
      }
      let sortBy: [FacetSortCriterion] = trial.isMultiple(of: 2) ? [.alphabetical(order: .descending)] : [.count(order: .descending)]
      let limit = trial % 3 == 0 ? 2 : .max
      let expected = Self.reference(items, sortBy: sortBy, limit: limit, showEmptyFacets: true)
      let actual = FacetListPresenter(sortBy: sortBy, limit: limit).transform(refinementFacets: items)
      XCTAssertEqual(actual.map(\.item), expected.map(\.item), "trial \(trial)")
    }
  }

  func test_asciiFolding_agreesWithLowercasedComparison() {
    let ascii = (32..<127).map { String(UnicodeScalar(UInt8($0))) }
    var random = SplitMix64(seed: 5)
    for _ in 0..<3_000 {
      let a = (0..<Int(random.next() % 5)).map { _ in ascii[Int(random.next() % UInt64(ascii.count))] }.joined()
      let b = (0..<Int(random.next() % 5)).map { _ in ascii[Int(random.next() % UInt64(ascii.count))] }.joined()
      let expected = a.lowercased() == b.lowercased() ? 0 : (a.lowercased() < b.lowercased() ? -1 : 1)
      let items: [SelectableItem<Facet>] = [(item: Facet(value: a, count: 1), isSelected: false), (item: Facet(value: b, count: 1), isSelected: false)]
      let first = FacetListPresenter(sortBy: [.alphabetical(order: .ascending)]).transform(refinementFacets: items).first?.item.value
      XCTAssertEqual(first == a, expected <= 0, "\(a) vs \(b)")
    }
  }

  /// The rule, spelled out: every value lower-cased, a stable sort on the criteria then that text.
  private static func reference(
    _ items: [SelectableItem<Facet>], sortBy: [FacetSortCriterion], limit: Int, showEmptyFacets: Bool
  ) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? items : items.filter { $0.item.count > 0 }
    let keyed = shown.enumerated().map { (offset: $0.offset, entry: $0.element, key: $0.element.item.value.lowercased()) }
    let sorted = keyed.sorted { a, b in
      for criterion in sortBy {
        switch criterion {
        case .isRefined where a.entry.isSelected != b.entry.isSelected: return a.entry.isSelected
        case .count(let order) where a.entry.item.count != b.entry.item.count:
          return order == .descending ? a.entry.item.count > b.entry.item.count : a.entry.item.count < b.entry.item.count
        case .alphabetical(let order) where a.key != b.key: return order == .ascending ? a.key < b.key : a.key > b.key
        default: continue
        }
      }
      if a.key != b.key { return a.key < b.key }
      return a.offset < b.offset
    }
    return sorted.prefix(max(0, limit)).map(\.entry)
  }
}
