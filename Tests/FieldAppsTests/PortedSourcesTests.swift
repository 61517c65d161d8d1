import Foundation
import InstantSearchPorting
import XCTest

/// The apps of this target are v1 sources (`V1Sources`, as v1 apps wrote them) whose compiled form (`Ported`) is
/// exactly what the port command makes of them: no hand edit. `INSTANTSEARCH_REGENERATE_SOURCES=1` rewrites the
/// ported sources from the originals.
final class PortedSourcesTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  private func originals() throws -> [(original: URL, ported: URL)] {
    let sources = root.appendingPathComponent("V1Sources")
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
    var pairs: [(URL, URL)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift.v1") else { continue }
      let ported = root.appendingPathComponent("Ported").appendingPathComponent(String(relative.dropLast(".v1".count)))
      pairs.append((sources.appendingPathComponent(relative), ported))
    }
    return pairs.sorted { $0.0.path < $1.0.path }
  }

  func test_everyPortedSource_isThePortOfItsV1Original_withNothingLeftByHand() throws {
    let pairs = try originals()
    XCTAssertEqual(pairs.count, 8, "the shop app's four files, the rentals and library apps' two each")
    let regenerate = ProcessInfo.processInfo.environment["INSTANTSEARCH_REGENERATE_SOURCES"] == "1"
    for (original, ported) in pairs {
      let port = SourcePort(porting: try String(contentsOf: original, encoding: .utf8))
      XCTAssertGreaterThan(port.rewriteCount, 0, original.lastPathComponent)
      let expected = port.findings.filter {
        $0.message.hasPrefix("outlet ") || $0.message.contains("`UIApplication.shared.launch(delegate: AppDelegate())`")
      }
      XCTAssertEqual(
        port.findings, expected,
        "only outlets, which the app sets in code, and the entry point, which the tests launch, are reported in \(original.lastPathComponent)")
      if regenerate {
        try FileManager.default.createDirectory(at: ported.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(port.text.utf8).write(to: ported)
      }
      XCTAssertEqual(try String(contentsOf: ported, encoding: .utf8), port.text, "\(ported.lastPathComponent) is the port of its original")
    }
  }

  func test_theCommand_portsTheOriginals_asTheCompiledSources() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("field-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let pairs = try originals()
    for (original, _) in pairs {
      try FileManager.default.copyItem(at: original, to: directory.appendingPathComponent(String(original.lastPathComponent.dropLast(".v1".count))))
    }
    let outcome = PortCommand.run(arguments: [directory.path])
    XCTAssertEqual(outcome.status, 0, outcome.output)
    XCTAssertTrue(outcome.output.contains("8 Swift files"), outcome.output)
    for (_, ported) in pairs {
      let written = try String(contentsOf: directory.appendingPathComponent(ported.lastPathComponent), encoding: .utf8)
      XCTAssertEqual(written, try String(contentsOf: ported, encoding: .utf8), ported.lastPathComponent)
    }
  }
}
