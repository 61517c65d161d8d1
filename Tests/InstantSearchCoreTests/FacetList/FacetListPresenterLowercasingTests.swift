import XCTest

@testable import InstantSearchCore

/// The presenter's lower-casing of a value is `lowercased()`, scalar for scalar, over every scalar of Unicode.
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
}
