import InstantSearchCore

/// A single filter compiled for evaluation against records.
///
/// Compiling resolves everything that does not depend on the record: the attribute path, the lower-cased facet
/// value and its number, and whether the settings let the filter match at all. Evaluating then only walks the
/// record. Each kind is a final subclass whose fields are read in place, so evaluating copies nothing.
///
/// This base class is the test of a filter the settings disallow (a facet filter on an attribute not in
/// `attributesForFaceting`, a numeric filter outside `numericAttributesForFiltering`): it matches no record.
class FilterTest: @unchecked Sendable {
  /// Whether `record` satisfies the filter.
  func matches(_ record: StoredRecord) -> Bool { false }

  /// Whether `record`, at `slot` of the snapshot the test was bound to (``FilterMatcher/bound(to:)``), satisfies the
  /// filter; without a slot, or unbound, the record itself is read.
  func matches(_ record: StoredRecord, slot: Int?) -> Bool { matches(record) }

  /// Whether ``acceptedSlots()`` gives the slots of the snapshot the test was bound to that match, so that no record
  /// need be read.
  var decidesBySlot: Bool { false }

  /// The live slots of the bound snapshot whose records match; only when ``decidesBySlot``.
  func acceptedSlots() -> SlotBitmap { SlotBitmap(count: 0) }

  /// The test that matches no record.
  static let nothing = FilterTest()

  /// Compiles a condition under the settings of `context`.
  static func compile(_ condition: FilterCondition, context: FilterContext) -> FilterTest {
    switch condition.test {
    case .facet(let attribute, let value):
      return context.allowsFacet(attribute) ? FacetFilterTest(AttributePath(attribute), value: value) : nothing
    case .tag(let tag):
      return TagFilterTest(tag)
    case .comparison(let attribute, let comparison, let operand):
      return context.allowsNumeric(attribute, comparison: comparison)
        ? ComparisonFilterTest(AttributePath(attribute), comparison, operand) : nothing
    case .range(let attribute, let lower, let upper):
      return context.allowsNumeric(attribute, comparison: nil)
        ? RangeFilterTest(AttributePath(attribute), lower: lower, upper: upper) : nothing
    }
  }

  /// The value numeric filters see in a record value: numbers as they are, booleans as 1 and 0; strings, even
  /// numeric ones, are not numeric.
  static func numericValue(_ value: JSON) -> Double? {
    switch value {
    case .number(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    default: return nil
    }
  }
}

/// `_tags` holds exactly the tag (case-sensitive).
final class TagFilterTest: FilterTest, @unchecked Sendable {
  private let tag: JSON
  private static let path = AttributePath(FilterCondition.tagsAttribute)

  init(_ tag: String) { self.tag = .string(tag) }

  override func matches(_ record: StoredRecord) -> Bool {
    TagFilterTest.path.containsScalar(in: record) { $0 == tag }
  }
}

/// Some numeric value satisfies the comparison; for `!=`, no numeric value equals the operand.
final class ComparisonFilterTest: FilterTest, @unchecked Sendable {
  private let path: AttributePath
  private let comparison: FilterComparison
  private let operand: Double

  init(_ path: AttributePath, _ comparison: FilterComparison, _ operand: Double) {
    self.path = path
    self.comparison = comparison
    self.operand = operand
  }

  override func matches(_ record: StoredRecord) -> Bool {
    if comparison == .notEqual {
      return !path.containsScalar(in: record) { FilterTest.numericValue($0) == operand }
    }
    return path.containsScalar(in: record) { value in
      guard let number = FilterTest.numericValue(value) else { return false }
      return comparison.holds(number, operand)
    }
  }
}

/// Some numeric value lies in the closed interval.
final class RangeFilterTest: FilterTest, @unchecked Sendable {
  private let path: AttributePath
  private let lower: Double
  private let upper: Double

  init(_ path: AttributePath, lower: Double, upper: Double) {
    self.path = path
    self.lower = lower
    self.upper = upper
  }

  override func matches(_ record: StoredRecord) -> Bool {
    path.containsScalar(in: record) { value in
      guard let number = FilterTest.numericValue(value) else { return false }
      return lower <= number && number <= upper
    }
  }
}

/// Some value of the attribute equals the filter's value as a facet value.
///
/// The value is prepared for case-insensitive comparison. A record value matches when it is a non-empty string
/// equal to the value after lower-casing both (no diacritic folding), a number equal to the value read as a
/// number, a string whose text is such a number, or the boolean the value spells (`true`/`false`, any case).
final class FacetFilterTest: FilterTest, @unchecked Sendable {
  /// The attribute compared.
  let path: AttributePath
  /// The value lower-cased.
  private let lowered: String
  /// Whether ``lowered`` is all ASCII, which allows the byte-wise comparison.
  private let isASCII: Bool
  /// The UTF-8 bytes of ``lowered``.
  private let loweredBytes: [UInt8]
  /// The value read as a number in the filter syntax.
  private let number: Double?
  /// The boolean the value spells.
  private let boolean: Bool?

  init(_ path: AttributePath, value: String) {
    self.path = path
    lowered = value.lowercased()
    loweredBytes = Array(lowered.utf8)
    isASCII = loweredBytes.allSatisfy { $0 < 0x80 }
    number = FilterNumber.parse(value)
    boolean = lowered == "true" ? true : lowered == "false" ? false : nil
  }

  override func matches(_ record: StoredRecord) -> Bool {
    path.containsScalar(in: record) { equals($0) }
  }

  /// Whether a record value (a scalar) equals the filter value as a facet value.
  func equals(_ value: JSON) -> Bool {
    switch value {
    case .string(let text):
      guard !text.isEmpty else { return false }
      if equalsIgnoringCase(text) { return true }
      guard let number else { return false }
      return FilterNumber.parse(text) == number
    case .number(let recordNumber):
      return recordNumber == number
    case .bool(let flag):
      return flag == boolean
    default:
      return false
    }
  }

  /// The value lower-cased, as facet names are compared.
  var loweredValue: String { lowered }

  /// The value read as a number.
  var numericValue: Double? { number }

  /// Whether `text` lower-cased equals ``lowered``.
  ///
  /// When the filter value is ASCII and `text` is ASCII up to the first difference, the bytes decide: the
  /// lower-cased text then starts with that ASCII prefix followed by a different character (or by more text),
  /// which nothing after it can make canonically equivalent to the value. Otherwise the full Unicode
  /// lower-casing decides.
  private func equalsIgnoringCase(_ text: String) -> Bool {
    guard isASCII else { return text.lowercased() == lowered }
    var index = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return text.lowercased() == lowered }
      let folded = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
      guard index < loweredBytes.count, loweredBytes[index] == folded else { return false }
      index += 1
    }
    return index == loweredBytes.count
  }
}

/// A facet filter bound to the facet columns of a snapshot: a record at a slot matches when one of its values of the
/// attribute is one the filter equals, which the column lists without reading the record.
///
/// The values the filter equals are found among the snapshot's names of the attribute as ``FacetFilterTest`` compares
/// a record's value with them: a name is a string value as stored, a number in its shortest text, a boolean
/// `true`/`false`, so the answer is the record's.
final class FacetColumnTest: FilterTest, @unchecked Sendable {
  private let record: FacetFilterTest
  private let ids: SlotLists<Int32>
  /// Per value id: whether the filter equals that value.
  private let equalsValue: [Bool]
  /// The snapshot bound to and the faceting entry of the column.
  private let snapshot: IndexSnapshot
  private let entry: Int

  init(_ test: FacetFilterTest, snapshot: IndexSnapshot, entry: Int, equalsValue: [Bool]) {
    self.record = test
    self.ids = snapshot.facetValueIDs[entry]
    self.equalsValue = equalsValue
    self.snapshot = snapshot
    self.entry = entry
  }

  override var decidesBySlot: Bool { ids.count >= snapshot.records.count }

  override func acceptedSlots() -> SlotBitmap {
    var accepted = SlotBitmap(count: snapshot.records.count)
    let slotsByValue = snapshot.slotsByFacetValue(entry: entry)
    for (id, equals) in equalsValue.enumerated() where equals && id < slotsByValue.count {
      for slot in slotsByValue[id] { accepted.insert(Int(slot)) }
    }
    return accepted
  }

  override func matches(_ record: StoredRecord) -> Bool { self.record.matches(record) }

  override func matches(_ record: StoredRecord, slot: Int?) -> Bool {
    guard let slot, slot < ids.count else { return self.record.matches(record) }
    for id in ids[slot] where Int(id) < equalsValue.count && equalsValue[Int(id)] { return true }
    return false
  }
}
