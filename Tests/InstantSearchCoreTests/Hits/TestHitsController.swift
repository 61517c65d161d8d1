import Foundation

@testable import InstantSearchCore

/// A headless hits list, as the v2 hits seed's custom `HitsController` would be: it reads rows from its
/// source when reloaded and reports reloads and scrolls through closures.
final class TestHitsController<Source: HitsSource>: HitsController {
  weak var hitsSource: Source?
  var rows: [Source.Record] = []
  var didReload: (() -> Void)?
  var scrollCount = 0

  func reload() {
    guard let source = hitsSource else { return }
    rows = (0..<source.numberOfHits()).compactMap(source.hit(atIndex:))
    didReload?()
  }

  func scrollToTop() { scrollCount += 1 }
}
