import InstantSearch
import XCTest

/// No printing path of a v1 object holding the API key shows it: the client, an index of it, a searcher of that
/// index (and its v2 searcher), and an `InstantSearch` configured with credentials.
final class ApiKeyPrintingTests: XCTestCase {
  private let key = "very-secret-key-0123"

  private func everyPrinting(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    var mirrored = ""
    var stack: [(Mirror, Int)] = [(Mirror(reflecting: value), 0)]
    while let (mirror, depth) = stack.popLast(), depth < 6 {
      for child in mirror.children {
        mirrored += "\(child.label ?? "_")=\(child.value)\n"
        stack.append((Mirror(reflecting: child.value), depth + 1))
      }
    }
    var printings = [String(describing: value), String(reflecting: value), dumped, mirrored]
    if let object = value as? NSObject { printings += [object.description, object.debugDescription] }
    return printings
  }

  func test_clientIndexAndSearcher_neverPrintTheKey() {
    let client = Client(appID: "MYAPP", apiKey: key)
    let index = client.index(withName: "products")
    let searcher = Searcher(index: index)
    for value in [client, index, searcher, searcher.hitsSearcher] as [Any] {
      for printing in everyPrinting(of: value) {
        XCTAssertFalse(printing.contains(key), "\(type(of: value)) printed the key: \(printing)")
      }
    }
    var dumped = ""
    dump(client, to: &dumped)
    XCTAssertTrue(dumped.contains("MYAPP") && dumped.contains("<redacted>"), dumped)
  }

  func test_aChangedKey_isNotPrintedEither_andStillUsed() {
    let client = Client(appID: "MYAPP", apiKey: "first")
    client.apiKey = key
    XCTAssertEqual(client.apiKey, key)
    for printing in everyPrinting(of: client) { XCTAssertFalse(printing.contains(key), printing) }
  }

  func test_instantSearchConfiguredWithCredentials_neverPrintsTheKey() {
    let instantSearch = InstantSearch(appID: "MYAPP", apiKey: key, index: "products")
    for printing in everyPrinting(of: instantSearch) { XCTAssertFalse(printing.contains(key), printing) }
  }
}
