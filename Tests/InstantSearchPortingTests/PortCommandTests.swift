import Foundation
import XCTest

@testable import InstantSearchPorting

/// `instantsearch-port`: rewrites a directory's Swift sources in place, prints a report naming what is left,
/// prints a diff and writes nothing with `--dry-run`, and is idempotent.
final class PortCommandTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Screens"), withIntermediateDirectories: true)
    try write("Screens/Search.swift", "import UIKit\nimport InstantSearchCore\n\nclass Search: UIViewController {\n  @IBOutlet weak var bar: SearchBarWidget!\n}\n")
    try write("Model.swift", "import Foundation\n\nstruct Model {}\n")
    try write("Main.storyboard", "<document/>")
    try write("Legacy.m", "@implementation Legacy @end")
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: directory)
  }

  private func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(path))
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  func test_port_rewritesInPlace_reportsWhatIsLeft_andIsIdempotent() throws {
    let outcome = PortCommand.run(arguments: [directory.path])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertEqual(try read("Screens/Search.swift"), "import HeadlessUIKit\nimport InstantSearch\n\nclass Search: UIViewController {\n  weak var bar: SearchBarWidget!\n}\n")
    XCTAssertEqual(try read("Model.swift"), "import Foundation\n\nstruct Model {}\n")
    let root = directory.path
    XCTAssertEqual(outcome.output, """
      rewrote \(root)/Screens/Search.swift (3 changes)
      2 Swift files, 3 rewrites
      left to port by hand (3):
        \(root)/Legacy.m: Objective-C file: port it to Swift by hand
        \(root)/Main.storyboard: Interface Builder file: build its views in `loadView()` of their controllers
        \(root)/Screens/Search.swift:5: outlet `bar` was connected in a storyboard or nib: create the view in `loadView()` and set it

      """)
    let again = PortCommand.run(arguments: [directory.path])
    XCTAssertTrue(again.output.contains("2 Swift files, 0 rewrites"), again.output)
  }

  func test_dryRun_printsTheDiff_andWritesNothing() throws {
    let outcome = PortCommand.run(arguments: ["--dry-run", directory.appendingPathComponent("Screens").path])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertEqual(try read("Screens/Search.swift").hasPrefix("import UIKit\n"), true)
    let path = directory.appendingPathComponent("Screens/Search.swift").path
    XCTAssertTrue(outcome.output.hasPrefix("""
      --- \(path)
      +++ \(path)
      @@ -1,6 +1,6 @@
      -import UIKit
      -import InstantSearchCore
      +import HeadlessUIKit
      +import InstantSearch
       
       class Search: UIViewController {
      -  @IBOutlet weak var bar: SearchBarWidget!
      +  weak var bar: SearchBarWidget!
       }
      would rewrite \(path) (3 changes)
      1 Swift file, 3 rewrites (dry run: nothing written)
      """), outcome.output)
  }

  func test_badArguments_andMissingPaths_failWithAClearMessage() {
    XCTAssertEqual(PortCommand.run(arguments: []), .init(status: 1, output: "usage: instantsearch-port [--dry-run] <path>...\n"))
    XCTAssertEqual(PortCommand.run(arguments: ["--force", "x"]).output, "unknown option --force\nusage: instantsearch-port [--dry-run] <path>...\n")
    let missing = PortCommand.run(arguments: [directory.appendingPathComponent("Nope").path])
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.output.hasSuffix("error: no file or directory at \(directory.appendingPathComponent("Nope").path)\n"), missing.output)
  }
}
