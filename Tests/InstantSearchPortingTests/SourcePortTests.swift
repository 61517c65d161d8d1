import XCTest

@testable import InstantSearchPorting

/// Each rule of the port of a v1 source, its protection of comments and string literals, and its idempotency.
final class SourcePortTests: XCTestCase {
  private func port(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SourcePort {
    let ported = SourcePort(porting: source)
    XCTAssertEqual(SourcePort(porting: ported.text).text, ported.text, "porting the output again changes nothing", file: file, line: line)
    XCTAssertEqual(SourcePort(porting: ported.text).rewriteCount, 0, file: file, line: line)
    return ported
  }

  func test_imports_v1ModulesBecomeOneInstantSearch_UIKitBecomesHeadlessUIKit() {
    let ported = port("import UIKit\nimport InstantSearchCore\nimport InstantSearchClient\nimport AlgoliaSearch\nimport CoreGraphics\n\nlet x = 1\n")
    XCTAssertEqual(ported.text, "import HeadlessUIKit\nimport InstantSearch\nimport Foundation\n\nlet x = 1\n")
    XCTAssertEqual(ported.findings, [])
    XCTAssertEqual(port("import Foundation\nimport InstantSearch\nimport InstantSearchCore").text, "import Foundation\nimport InstantSearch\n")
  }

  func test_imports_testableStaysOnModulesKept_andUnavailableModulesAreReported() {
    let ported = port("@testable import InstantSearch\nimport MapKit\nimport Kingfisher\n")
    XCTAssertEqual(ported.text, "@testable import InstantSearch\nimport MapKit\nimport Kingfisher\n")
    XCTAssertEqual(ported.findings.map(\.line), [2, 3])
    XCTAssertTrue(ported.findings[0].message.contains("`MapKit` is not available here"), ported.findings[0].message)
  }

  func test_interfaceBuilderAndObjectiveCAttributes_areRemoved_outletsReported() {
    let source = """
      @UIApplicationMain
      class ShopDelegate: UIResponder, UIApplicationDelegate {}
      @IBDesignable class Stars: UIView {
        @IBInspectable var count: Int = 5
        @IBOutlet weak var label: UILabel!
        @IBOutlet private var images: [UIImageView]!
        @objc dynamic var score = 0.0
        @objc(scoreChanged:) func changed(_ sender: Any) {}
        @IBAction func tapped(_ sender: UIButton) {}
        @nonobjc func plain() {}
      }
      @objcMembers final class Model {}

      """
    let ported = port(source)
    XCTAssertEqual(ported.text, """
      class ShopDelegate: UIResponder, UIApplicationDelegate {}
      class Stars: UIView {
        var count: Int = 5
        weak var label: UILabel!
        private var images: [UIImageView]!
        var score = 0.0
        func changed(_ sender: Any) {}
        func tapped(_ sender: UIButton) {}
        func plain() {}
      }
      final class Model {}

      """)
    XCTAssertEqual(ported.findings.map(\.line), [1, 5, 6])
    XCTAssertTrue(
      ported.findings[0].message.contains("`UIApplication.shared.launch(delegate: ShopDelegate())`"), ported.findings[0].message)
    XCTAssertTrue(ported.findings[1].message.hasPrefix("outlet `label` was connected"), ported.findings[1].message)
    XCTAssertTrue(ported.findings[2].message.hasPrefix("outlet `images` was connected"), ported.findings[2].message)
  }

  func test_selectors_becomeMethodReferences() {
    let source = """
      button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
      slider.addTarget(self, action: #selector(self.moved(_:)), for: .valueChanged)
      slider.addTarget(self, action: #selector( ViewController.moved(_:forEvent:) ), for: .valueChanged)
      let tap = UITapGestureRecognizer(target: self, action: #selector(handle(_:)))

      """
    XCTAssertEqual(port(source).text, """
      button.addTarget(self, action: Self.tapped, for: .touchUpInside)
      slider.addTarget(self, action: Self.moved(_:), for: .valueChanged)
      slider.addTarget(self, action: ViewController.moved(_:forEvent:), for: .valueChanged)
      let tap = UITapGestureRecognizer(target: self, action: Self.handle(_:))

      """)
    let accessor = port("observe(#selector(getter: UIView.frame))")
    XCTAssertEqual(accessor.text, "observe(#selector(getter: UIView.frame))")
    XCTAssertEqual(accessor.findings.map(\.line), [1])
  }

  func test_commentsAndStringLiterals_areLeftAlone() {
    let source = #"""
      // @IBOutlet weak var a: UILabel! and #selector(a)
      /* import UIKit
         /* nested @objc */ #selector(b) */
      let a = "@objc #selector(c) \("@IBOutlet" + "x") import UIKit"
      let b = #"raw "@objc" \#("#selector(d)")"#
      let c = """
        @IBAction #selector(e)
        """
      @objc func kept() {}

      """#
    let ported = port(source)
    XCTAssertEqual(ported.text, source.replacingOccurrences(of: "@objc func kept", with: "func kept"))
    XCTAssertEqual(ported.rewriteCount, 1)
  }

  func test_unportableCalls_areReportedWithTheirLines() {
    let source = """
      let board = UIStoryboard(name: "Main", bundle: nil)
      let screen = board.instantiateViewController(withIdentifier: "Details")
      performSegue(withIdentifier: "show", sender: nil)
      let type = NSClassFromString("Cell")
      let notAMatch = myUIStoryboardName

      """
    XCTAssertEqual(port(source).findings.map(\.line), [1, 2, 3, 4])
  }

  func test_unicodeIdentifiers_andAFileWithoutFinalNewline() {
    let ported = port("import UIKit\n@objc func änderung() { let café = #selector(größe) }")
    XCTAssertEqual(ported.text, "import HeadlessUIKit\nfunc änderung() { let café = Self.größe }")
  }

  func test_emptyAndBlankSources_portToThemselves() {
    for source in ["", "\n", "  \n\t\n"] {
      let ported = port(source)
      XCTAssertEqual(ported.text, source)
      XCTAssertEqual(ported.rewriteCount, 0)
      XCTAssertEqual(ported.findings, [])
    }
  }
}
