import TestSupport
import XCTest

@testable import InstantSearchCore

/// The presenter's lower-casing of a value is `lowercased()`, scalar for scalar, over every scalar of Unicode; its
/// ASCII check finds any byte from 0x80.
final class FacetListPresenterLowercasingTests: XCTestCase {
  func test_lowercasedKey_isLowercased_forEveryScalar_aloneAndAfterASCII() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "Ab" + String(scalar) + "Z"] where FacetListPresenter.lowercasedKey(text) != text.lowercased() {
        mismatches.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    XCTAssertEqual(mismatches, [])
  }

  func test_lowercasedKey_ofTheLongestExpansions() {
    for text in ["İ", "İİİİİİİİ", "Ⱥ", "ȺȺȺȺ", "ẞ", "ΣΑΣ", "Ǆ", "e\u{301}", "日本"] {
      XCTAssertEqual(FacetListPresenter.lowercasedKey(text), text.lowercased(), text)
    }
  }

  func test_compareLatin_ordersAsLowercased_everyPairOfLatinScalars_andTheirTexts() {
    let latin = (UInt32(0)..<0x250).compactMap(Unicode.Scalar.init).map(String.init).filter(FacetListPresenter.isLatin)
    // Every scalar up to U+024F is Latin but İ (U+0130), which lower-cases to two scalars.
    XCTAssertEqual(latin.count, 0x250 - 1)
    XCTAssertFalse(latin.contains("\u{130}"))
    let lowercased = latin.map { $0.lowercased() }
    var mismatches: [String] = []
    for (a, lowerA) in zip(latin, lowercased) {
      for (b, lowerB) in zip(latin, lowercased) {
        let expected = lowerA == lowerB ? 0 : (lowerA < lowerB ? -1 : 1)
        if FacetListPresenter.compareLatin(a, b) != expected { mismatches.append("\(a) \(b)") }
      }
    }
    XCTAssertEqual(mismatches, [])
    var random = SplitMix64(seed: 250)
    for _ in 0..<20_000 {
      let a = (0..<Int(random.next() % 6)).map { _ in latin[Int(random.next() % UInt64(latin.count))] }.joined()
      // A Latin text's upper-cased form may leave Latin (µ becomes Greek Μ): it is then compared with itself.
      let upper = a.uppercased()
      let b = random.next() % 2 == 0
        ? a.prefix(Int(random.next() % 4)) + latin[Int(random.next() % UInt64(latin.count))]
        : (FacetListPresenter.isLatin(upper) ? upper : a)
      let expected = a.lowercased() == b.lowercased() ? 0 : (a.lowercased() < b.lowercased() ? -1 : 1)
      XCTAssertEqual(FacetListPresenter.compareLatin(a, b), expected, "\(a) vs \(b)")
    }
  }

  func test_isLatin_rejectsCombiningMarks_severalScalarMappings_andEverythingFromU0250() {
    for text in ["e\u{301}", "ae\u{301}", "İ", "Istanbul İ", "ɐ", "ẞ", "Ω", "日本", "a\u{308}b"] {
      XCTAssertFalse(FacetListPresenter.isLatin(text), text)
    }
    for text in ["", "Zürich", "ÉMILE", "straße", "ǅungla", "Ȁ", "ſ", "\u{80}\u{24F}"] {
      XCTAssertTrue(FacetListPresenter.isLatin(text), text)
    }
    // A combining mark after a difference changes the order once composed: "aé" (e and U+0301) comes after "af".
    let items: [SelectableItem<Facet>] = ["af", "ae\u{301}", "ae"].map { (item: Facet(value: $0, count: 1), isSelected: false) }
    let ordered = FacetListPresenter(sortBy: [.alphabetical(order: .ascending)]).transform(refinementFacets: items)
    XCTAssertEqual(ordered.map(\.item.value), ["ae", "af", "ae\u{301}"])
  }

  func test_isASCII_findsAHighByteAtEveryPositionOfEveryLength() {
    for length in 0...40 {
      let ascii = [UInt8]((0..<length).map { UInt8(0x20 + $0 % 0x5F) })
      ascii.withUnsafeBufferPointer { XCTAssertTrue(FacetListPresenter.isASCII($0), "ASCII, length \(length)") }
      for position in 0..<length {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
          var bytes = ascii
          bytes[position] = high
          bytes.withUnsafeBufferPointer {
            XCTAssertFalse(FacetListPresenter.isASCII($0), "0x\(String(high, radix: 16)) at \(position) of \(length)")
          }
        }
      }
    }
    XCTAssertTrue(FacetListPresenter.isASCII(UnsafeBufferPointer(start: nil, count: 0)))
  }
}
