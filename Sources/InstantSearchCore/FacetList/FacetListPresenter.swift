/// How facet values are ordered.
public enum FacetSortCriterion: Equatable, Sendable {
  /// Ascending or descending.
  public enum Order: Equatable, Sendable { case ascending, descending }
  /// By count.
  case count(order: Order)
  /// By lower-cased value.
  case alphabetical(order: Order)
  /// Selected values first.
  case isRefined
}

/// Sorts facet values by criteria, hides empty ones if asked, and keeps the first `limit`.
public struct FacetListPresenter: SelectableListPresentable {
  /// The criteria, the first that tells two values apart decides; then lower-cased value ascending.
  public let sortBy: [FacetSortCriterion]
  /// How many values to keep.
  public let limit: Int
  /// Whether values with count 0 are shown.
  public let showEmptyFacets: Bool

  /// Creates a presenter; by default count descending, no limit, empty values shown.
  public init(sortBy: [FacetSortCriterion] = [.count(order: .descending)], limit: Int = .max, showEmptyFacets: Bool = true) {
    self.sortBy = sortBy
    self.limit = limit
    self.showEmptyFacets = showEmptyFacets
  }

  /// The values sorted and cut to ``limit``.
  ///
  /// Values the criteria and their lower-cased text do not tell apart keep their order. Two ASCII texts are
  /// compared byte by byte with `A`–`Z` folded, which orders them as their `lowercased()` forms; two texts of ASCII
  /// and Latin letters up to U+024F are compared scalar by scalar, each lower-cased from a table; a text with any
  /// other scalar is lower-cased once, as `lowercased()` does, when a comparison first needs it. When ``limit``
  /// keeps a small part of the values, only that part is ordered: each other value is set aside after one
  /// comparison with the last value kept so far.
  public func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>] {
    let shown = showEmptyFacets ? refinementFacets : refinementFacets.filter { $0.item.count > 0 }
    let kept = min(max(0, limit), shown.count)
    guard kept > 0 else { return [] }
    var ordering = PresenterOrdering(shown, sortBy: sortBy)
    let order =
      kept * 4 < shown.count ? ordering.first(kept) : Array(shown.indices.sorted { ordering.precedes($0, $1) }.prefix(kept))
    return order.map { shown[$0] }
  }

  /// Whether bytes are all below 0x80, read eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var highBits: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      highBits |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      highBits |= UInt64(base[offset])
      offset += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// The lower-case mappings of the scalars from U+0080 to U+024F (the Latin letters outside ASCII, most of the
  /// non-ASCII letters of facet values), read from the Unicode tables once: the mapped scalar, or 0 where the
  /// mapping is not a single scalar.
  private static let latinLowercaseMappings: [UInt32] = (UInt32(0x80)...0x24F).map { value in
    let mapping = Unicode.Scalar(value).map { Array($0.properties.lowercaseMapping.unicodeScalars) } ?? []
    return mapping.count == 1 ? mapping[0].value : 0
  }

  /// A UTF-8 byte or a scalar's value with `A`–`Z` lower-cased, any other as it is.
  static func asciiLowercased<Code: FixedWidthInteger & UnsignedInteger>(_ code: Code) -> Code {
    code &- 65 < 26 ? code | 0x20 : code
  }

  /// The lower-cased value of a scalar of a Latin text (``isLatin(_:)``): `A`–`Z` folded, the Latin letters outside
  /// ASCII read from the table.
  static func latinLowercased(_ scalar: Unicode.Scalar) -> UInt32 {
    let value = scalar.value
    return value < 0x80 ? asciiLowercased(value) : latinLowercaseMappings[Int(value) - 0x80]
  }

  /// Whether a text is made of ASCII and of Latin letters up to U+024F that lower-case to one scalar. Each such
  /// scalar, and its lower-cased form, is a starter that canonical composition leaves alone, so two such texts
  /// compare as their `lowercased()` forms when their scalars are lower-cased one by one and compared by value.
  static func isLatin(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      scalar.value < 0x80 || (scalar.value < 0x250 && latinLowercaseMappings[Int(scalar.value) - 0x80] != 0)
    }
  }

  /// How two Latin texts (``isLatin(_:)``) compare once lower-cased: negative, zero or positive, scalar by scalar,
  /// without lower-cased copies.
  static func compareLatin(_ a: String, _ b: String) -> Int {
    var (scalarsA, scalarsB) = (a.unicodeScalars.makeIterator(), b.unicodeScalars.makeIterator())
    while let scalarA = scalarsA.next() {
      guard let scalarB = scalarsB.next() else { return 1 }
      let (lowerA, lowerB) = (latinLowercased(scalarA), latinLowercased(scalarB))
      if lowerA != lowerB { return lowerA < lowerB ? -1 : 1 }
    }
    return scalarsB.next() == nil ? 0 : -1
  }

  /// `value.lowercased()`: each scalar's lower-case mapping, `A`–`Z` folded directly, the Latin letters outside
  /// ASCII read from a table made once, the other scalars from the Unicode tables, written as UTF-8 into the new
  /// string.
  static func lowercasedKey(_ value: String) -> String {
    // No scalar's lower-case mapping is longer than 1.5 times its UTF-8 (`İ`, two bytes, becomes three); a result
    // that would not fit three times the length falls back to `lowercased()`.
    let capacity = value.utf8.count * 3
    var fits = true
    let lowercased = String(unsafeUninitializedCapacity: capacity) { buffer in
      var count = 0
      func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        for byte in bytes {
          guard count < capacity else { return false }
          buffer[count] = byte
          count += 1
        }
        return true
      }
      for scalar in value.unicodeScalars {
        if scalar.isASCII {
          buffer[count] = asciiLowercased(UInt8(scalar.value))
          count += 1
          continue
        }
        let mapped = scalar.value < 0x250 ? latinLowercaseMappings[Int(scalar.value) - 0x80] : 0
        guard mapped != 0 ? append(Unicode.Scalar(mapped)!.utf8) : append(scalar.properties.lowercaseMapping.utf8) else {
          fits = false
          return 0
        }
      }
      return count
    }
    return fits ? lowercased : value.lowercased()
  }
}

/// The order of a presenter's values, by position in the list: the criteria in turn, then the lower-cased text,
/// then the position, so that no two positions are equal.
///
/// What the comparisons learn of the values outside ASCII (whether they are Latin, their lower-cased texts) is
/// learnt on demand, so comparing is mutating; an ordering lives for one call of
/// ``FacetListPresenter/transform(refinementFacets:)``. A structure, so that reading what it learnt needs no
/// run-time exclusivity check.
private struct PresenterOrdering {
  private let sortBy: [FacetSortCriterion]
  /// The values, read once.
  private let values: [String]
  /// The count of each value, read once: comparing counts then reads no value.
  private let counts: [Int]
  /// Whether each value is selected, read once.
  private let selected: [Bool]
  /// Whether each value is ASCII, read once: comparing two ASCII values needs no lower-cased copy.
  private let isASCII: [Bool]
  /// What is known of the text of each value, learnt on demand (an ASCII value's lower-cased copy, when a
  /// comparison with a text that is not Latin needs it).
  private var texts: [Text]

  /// What the comparisons learnt of a value's text.
  private enum Text {
    /// Nothing yet.
    case unread
    /// It is Latin (``FacetListPresenter/isLatin(_:)``): compared with another Latin text without a lower-cased
    /// copy.
    case latin
    /// Its lower-cased copy: it is not Latin, or it was compared with a text that is not.
    case lowercased(String)
  }

  init(_ items: [SelectableItem<Facet>], sortBy: [FacetSortCriterion]) {
    self.sortBy = sortBy
    values = items.map(\.item.value)
    counts = items.map(\.item.count)
    selected = items.map(\.isSelected)
    isASCII = values.map(Self.isASCII)
    texts = Array(repeating: .unread, count: items.count)
  }

  /// Whether a text is ASCII.
  private static func isASCII(_ value: String) -> Bool {
    value.utf8.withContiguousStorageIfAvailable(FacetListPresenter.isASCII) ?? value.unicodeScalars.allSatisfy(\.isASCII)
  }

  /// How the lower-cased texts of the values at `a` and `b` compare: negative, zero or positive.
  private mutating func compareText(_ a: Int, _ b: Int) -> Int {
    guard isASCII[a] && isASCII[b] else {
      if isLatin(a) && isLatin(b) { return FacetListPresenter.compareLatin(values[a], values[b]) }
      let (keyA, keyB) = (key(a), key(b))
      return keyA == keyB ? 0 : (keyA < keyB ? -1 : 1)
    }
    let (textA, textB) = (values[a], values[b])
    let compared = textA.utf8.withContiguousStorageIfAvailable { bytesA in
      textB.utf8.withContiguousStorageIfAvailable { bytesB in Self.compareFolded(bytesA, bytesB) }
    }
    return (compared ?? nil) ?? Self.compareFolded(Array(textA.utf8)[...], Array(textB.utf8)[...])
  }

  /// How two ASCII texts compare with `A`–`Z` folded: negative, zero or positive.
  private static func compareFolded<Bytes: RandomAccessCollection<UInt8>>(_ bytesA: Bytes, _ bytesB: Bytes) -> Int
  where Bytes.Index == Int {
    let (startA, startB) = (bytesA.startIndex, bytesB.startIndex)
    for offset in 0..<min(bytesA.count, bytesB.count) {
      let (byteA, byteB) = (bytesA[startA + offset], bytesB[startB + offset])
      let (foldedA, foldedB) = (FacetListPresenter.asciiLowercased(byteA), FacetListPresenter.asciiLowercased(byteB))
      if foldedA != foldedB { return foldedA < foldedB ? -1 : 1 }
    }
    return bytesA.count == bytesB.count ? 0 : (bytesA.count < bytesB.count ? -1 : 1)
  }

  /// Whether the value at `position` is Latin, read at the first call.
  private mutating func isLatin(_ position: Int) -> Bool {
    if isASCII[position] { return true }
    switch texts[position] {
    case .latin: return true
    case .lowercased: return false
    case .unread:
      guard FacetListPresenter.isLatin(values[position]) else {
        texts[position] = .lowercased(FacetListPresenter.lowercasedKey(values[position]))
        return false
      }
      texts[position] = .latin
      return true
    }
  }

  /// The lower-cased text of the value at `position`, made at the first call.
  private mutating func key(_ position: Int) -> String {
    if case .lowercased(let key) = texts[position] { return key }
    let key = FacetListPresenter.lowercasedKey(values[position])
    texts[position] = .lowercased(key)
    return key
  }

  /// Whether the value at `a` comes before the value at `b`.
  mutating func precedes(_ a: Int, _ b: Int) -> Bool {
    for criterion in sortBy {
      switch criterion {
      case .isRefined:
        let (selectedA, selectedB) = (selected[a], selected[b])
        if selectedA != selectedB { return selectedA }
      case .count(let order):
        let (countA, countB) = (counts[a], counts[b])
        if countA != countB { return order == .descending ? countA > countB : countA < countB }
      case .alphabetical(let order):
        let text = compareText(a, b)
        if text != 0 { return order == .ascending ? text < 0 : text > 0 }
      }
    }
    let text = compareText(a, b)
    return text != 0 ? text < 0 : a < b
  }

  /// The positions of the first `count` values, in order: the values are read once, each kept by a binary
  /// insertion while it precedes the last one kept.
  mutating func first(_ count: Int) -> [Int] {
    var kept: [Int] = []
    kept.reserveCapacity(count + 1)
    for position in values.indices {
      if kept.count == count {
        guard precedes(position, kept[count - 1]) else { continue }
        kept.removeLast()
      }
      var (low, high) = (0, kept.count)
      while low < high {
        let middle = (low + high) / 2
        if precedes(kept[middle], position) { low = middle + 1 } else { high = middle }
      }
      kept.insert(position, at: low)
    }
    return kept
  }
}
