import Foundation
import InstantSearch
import XCTest

extension XCTestCase {
  /// The environment variable that makes ``assertSnapshot(of:named:file:line:)`` record instead of compare.
  public static let recordSnapshotsVariable = "INSTANTSEARCH_RECORD_SNAPSHOTS"

  /// Compares the ``ViewTreeSnapshot`` of a view with the one stored beside the test file, in
  /// `__Snapshots__/<test file name>/<name>.txt`.
  ///
  /// A missing stored snapshot is recorded, and the test fails saying so (run it again to compare). With
  /// `INSTANTSEARCH_RECORD_SNAPSHOTS=1` every stored snapshot is replaced by the current rendering, and the test
  /// fails, so a recording run is never mistaken for a passing one. A difference fails the test with the first
  /// lines that differ.
  public func assertSnapshot(of view: HeadlessView, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let rendering = ViewTreeSnapshot.render(view)
    let testFile = URL(fileURLWithPath: "\(file)")
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let stored = folder.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment[Self.recordSnapshotsVariable] == "1"
    guard !recording, let expected = try? String(contentsOf: stored, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(rendering.utf8).write(to: stored, options: .atomic)
        XCTFail("recorded the snapshot \(stored.path); run the test again to compare against it", file: file, line: line)
      } catch {
        XCTFail("cannot record the snapshot \(stored.path): \(error)", file: file, line: line)
      }
      return
    }
    guard let diff = ViewTreeSnapshot.difference(between: expected, and: rendering) else { return }
    XCTFail(
      "the view tree differs from the snapshot \(stored.lastPathComponent) (record again with \(Self.recordSnapshotsVariable)=1):\n\(diff)",
      file: file, line: line)
  }
}
