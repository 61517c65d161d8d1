/// The attribute elements of one record in which the text stage found an occurrence of a query word, as a
/// 64-bit filter: an element's bit clear proves it holds no occurrence; a set bit may be another element's.
///
/// An element is what a ``Posting`` numbers: the scalar values of an attribute (a string, or each scalar of an
/// array or nested object, nested object members by key) counted from 0 in that order.
struct MatchedElements: Sendable {
  private var bits: UInt64 = 0

  /// No element proven free of occurrences: every element may hold one.
  static let unknown = MatchedElements(bits: ~0)

  init() {}

  private init(bits: UInt64) { self.bits = bits }

  /// The bit standing for `element` of the attribute with id `attribute`; elements from 65,535 on share one, as
  /// postings clamp them.
  @inline(__always)
  static func bit(attribute: Int, element: Int) -> UInt64 {
    let mixed = (UInt64(truncatingIfNeeded: attribute) &* 0x9E37_79B9_7F4A_7C15)
      ^ (UInt64(truncatingIfNeeded: min(element, Int(UInt16.max))) &* 0xC2B2_AE3D_27D4_EB4F)
    return 1 << (mixed >> 58)
  }

  /// Notes an occurrence in `element` of `attribute`.
  @inline(__always)
  mutating func insert(attribute: Int, element: Int) { bits |= Self.bit(attribute: attribute, element: element) }

  /// Whether `element` of `attribute` may hold an occurrence; `false` proves it holds none.
  func mayContain(attribute: Int, element: Int) -> Bool { bits & Self.bit(attribute: attribute, element: element) != 0 }
}
