import Foundation
import InstantSearch
import XCTest

extension XCTestCase {
  /// The environment variable that makes ``assertSnapshot(of:named:file:line:)`` and
  /// ``assertText(_:matchesFileAt:recordingWith:file:line:)`` record instead of compare.
  ///
  /// It rewrites view snapshots (`__Snapshots__/`) only; sources generated from documents have their own
  /// variable, ``regenerateSourcesVariable``.
  public static let recordSnapshotsVariable = "INSTANTSEARCH_RECORD_SNAPSHOTS"

  /// The environment variable that makes the package's documentation tests rewrite the Swift sources they
  /// generate from README.md and MigrationGuide.md (the snippet files of `Tests/DocumentationTests/Snippets/`
  /// and the library source `Sources/InstantSearch/MigrationReport/MigrationGuideTable+Rows.swift`) instead of
  /// comparing them; pass it to ``assertText(_:matchesFileAt:recordingWith:file:line:)``.
  public static let regenerateSourcesVariable = "INSTANTSEARCH_REGENERATE_SOURCES"

  /// Compares the ``ViewTreeSnapshot`` of a view with the one stored beside the test file, in
  /// `__Snapshots__/<test file name>/<name>.txt`.
  ///
  /// A missing stored snapshot is recorded, and the test fails saying so (run it again to compare). With
  /// `INSTANTSEARCH_RECORD_SNAPSHOTS=1` every stored snapshot is replaced by the current rendering, and the test
  /// fails, so a recording run is never mistaken for a passing one. A difference fails the test with the first
  /// lines that differ.
  public func assertSnapshot(of view: HeadlessView, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let testFile = URL(fileURLWithPath: "\(file)")
    let stored = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(name).txt")
    assertText(ViewTreeSnapshot.render(view), matchesFileAt: stored, file: file, line: line)
  }

  /// Compares a text with the file stored at a path: a snapshot of any text a test derives, such as a rendering
  /// or a source file generated from documentation.
  ///
  /// Recording follows ``assertSnapshot(of:named:file:line:)``: a missing file is written (creating its folder)
  /// and the test fails once; with the recording variable set to `1` the file is rewritten and the test fails;
  /// a difference fails the test with the first lines that differ.
  ///
  /// - Parameters:
  ///   - text: The text the test derived.
  ///   - stored: The file holding the expected text.
  ///   - variable: The environment variable that rewrites the file: ``recordSnapshotsVariable`` unless given
  ///     (``regenerateSourcesVariable`` for sources generated from documents).
  public func assertText(
    _ text: String, matchesFileAt stored: URL, recordingWith variable: String = recordSnapshotsVariable,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let recording = ProcessInfo.processInfo.environment[variable] == "1"
    guard !recording, let expected = try? String(contentsOf: stored, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: stored, options: .atomic)
        XCTFail("recorded \(stored.path); run the test again to compare against it", file: file, line: line)
      } catch {
        XCTFail("cannot record \(stored.path): \(error)", file: file, line: line)
      }
      return
    }
    guard let diff = ViewTreeSnapshot.difference(between: expected, and: text) else { return }
    XCTFail(
      "the text differs from the stored \(stored.lastPathComponent) (record again with \(variable)=1):\n\(diff)",
      file: file, line: line)
  }
}
