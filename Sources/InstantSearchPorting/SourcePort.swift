/// The port of one v1 Swift source to this package: what it becomes and what could not be rewritten.
public struct SourcePort: Equatable, Sendable {
  /// Something in a source the port left for the developer, with where it is.
  public struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// What to do about it.
    public let message: String

    /// `"<line>: <message>"`.
    public var description: String { "\(line): \(message)" }
  }

  /// The ported text.
  public let text: String
  /// How many rewrites were made.
  public let rewriteCount: Int
  /// What the port could not rewrite, in line order.
  public let findings: [Finding]

  /// Ports a v1 source.
  ///
  /// The rules apply to code only, never inside comments or string literals:
  /// - `import UIKit` becomes `import HeadlessUIKit`; `import InstantSearchCore`, `import InstantSearchClient` and
  ///   `import AlgoliaSearch` (v1's core and client, which v1's `InstantSearch` re-exported) become one
  ///   `import InstantSearch`, which declares their names; `import CoreGraphics` becomes `import Foundation`,
  ///   which declares `CGFloat`, `CGRect` and `CGPoint` here;
  /// - `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@objc` (with its name, and the `dynamic`
  ///   that goes with it), `@objcMembers`, `@nonobjc` and `@UIApplicationMain` are removed;
  /// - `#selector(method)`, `#selector(self.method(_:))` and `#selector(Type.method(_:forEvent:))` become the
  ///   method references the headless target-action calls take: `Self.method`, `Self.method(_:)`,
  ///   `Type.method(_:forEvent:)`.
  ///
  /// Running it on its own output changes nothing.
  public init(porting source: String) {
    let regions = SourceRegions(source)
    var rewriter = Rewriter(regions: regions)
    rewriter.rewriteAttributes()
    rewriter.rewriteSelectors()
    rewriter.reportUnportable()
    rewriter.rewriteImports()
    text = rewriter.result()
    rewriteCount = rewriter.edits.count
    findings = rewriter.findings.sorted { $0.line < $1.line }
  }
}

/// Collects the edits and findings of one source, then applies the edits.
private struct Rewriter {
  struct Edit {
    let range: Range<Int>
    let replacement: String
  }

  let regions: SourceRegions
  var edits: [Edit] = []
  var findings: [SourcePort.Finding] = []
  private let lineStarts: [Int]

  init(regions: SourceRegions) {
    self.regions = regions
    var starts = [0]
    for (index, scalar) in regions.scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
    lineStarts = starts
  }

  private var scalars: [Unicode.Scalar] { regions.scalars }

  /// The line, from 1, of a scalar position.
  func line(of position: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  private func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private func isHorizontalSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// The identifier starting at `position`, and where it ends.
  private func identifier(at position: Int) -> (name: String, end: Int) {
    var end = position
    while end < scalars.count, isIdentifierScalar(scalars[end]) { end += 1 }
    var name = String.UnicodeScalarView()
    name.append(contentsOf: scalars[position..<end])
    return (String(name), end)
  }

  /// The position after the parenthesis closing the one at `open`, counting code parentheses only.
  private func endOfParentheses(from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < scalars.count {
      if regions.isCode[index] {
        if scalars[index] == "(" { depth += 1 }
        if scalars[index] == ")" {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
      }
      index += 1
    }
    return nil
  }

  private func skippingHorizontalSpace(from position: Int) -> Int {
    var index = position
    while index < scalars.count, isHorizontalSpace(scalars[index]) { index += 1 }
    return index
  }

  private func text(_ range: Range<Int>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    return String(view)
  }

  /// Whether a position starts a word of code (the scalar before it is no identifier scalar).
  private func startsWord(_ position: Int) -> Bool {
    position == 0 || !isIdentifierScalar(scalars[position - 1])
  }

  // MARK: Rules

  private static let removedAttributes: Set<String> = [
    "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "objc", "objcMembers", "nonobjc", "UIApplicationMain",
  ]

  mutating func rewriteAttributes() {
    var position = 0
    while position < scalars.count {
      defer { position += 1 }
      guard scalars[position] == "@", regions.isCode[position], position + 1 < scalars.count else { continue }
      let (name, nameEnd) = identifier(at: position + 1)
      guard Self.removedAttributes.contains(name), nameEnd == scalars.count || !isIdentifierScalar(scalars[nameEnd]) else { continue }
      var end = nameEnd
      if name == "objc", end < scalars.count, scalars[end] == "(", let close = endOfParentheses(from: end) { end = close }
      end = skippingHorizontalSpace(from: end)
      if name == "objc", identifier(at: end).name == "dynamic" { end = skippingHorizontalSpace(from: identifier(at: end).end) }
      switch name {
      case "IBOutlet":
        let declared = declaredName(after: end)
        findings.append(.init(
          line: line(of: position),
          message: "outlet `\(declared)` was connected in a storyboard or nib: create the view in `loadView()` and set it"))
      case "UIApplicationMain":
        findings.append(.init(
          line: line(of: position),
          message: "the app delegate is no longer the entry point: launch it with "
            + "`UIApplication.shared.launch(delegate: \(declaredClass(after: end))())` from `main.swift` or a test"))
      default: break
      }
      edits.append(removingLineIfBlank(position..<end))
      position = end - 1
    }
  }

  /// The name of the class declared after an attribute, `AppDelegate` when there is none.
  private func declaredClass(after position: Int) -> String {
    var index = position
    while index < scalars.count, scalars[index] != "{" {
      let word = identifier(at: index)
      if word.name == "class" && startsWord(index) {
        let name = identifier(at: skippingHorizontalSpace(from: word.end)).name
        return name.isEmpty ? "AppDelegate" : name
      }
      index = word.end > index ? word.end : index + 1
    }
    return "AppDelegate"
  }

  /// The name declared by the `var`/`let` after an attribute.
  private func declaredName(after position: Int) -> String {
    var index = position
    while index < scalars.count, scalars[index] != "\n" {
      let word = identifier(at: index)
      if (word.name == "var" || word.name == "let") && startsWord(index) {
        return identifier(at: skippingHorizontalSpace(from: word.end)).name
      }
      index = word.end > index ? word.end : index + 1
    }
    return "?"
  }

  /// The edit removing a range, or its whole line when nothing but blanks would be left on it.
  private func removingLineIfBlank(_ range: Range<Int>) -> Edit {
    var start = range.lowerBound
    while start > 0, isHorizontalSpace(scalars[start - 1]) { start -= 1 }
    let lineBegins = start == 0 || scalars[start - 1] == "\n"
    let lineEnds = range.upperBound == scalars.count || scalars[range.upperBound] == "\n"
    if lineBegins && lineEnds {
      return Edit(range: start..<min(range.upperBound + 1, scalars.count), replacement: "")
    }
    return Edit(range: range, replacement: "")
  }

  mutating func rewriteSelectors() {
    let keyword = Array("#selector".unicodeScalars)
    var position = 0
    while position + keyword.count <= scalars.count {
      defer { position += 1 }
      guard regions.isCode[position], scalars[position] == "#", Array(scalars[position..<position + keyword.count]) == keyword else {
        continue
      }
      let open = skippingHorizontalSpace(from: position + keyword.count)
      guard open < scalars.count, scalars[open] == "(", let close = endOfParentheses(from: open) else { continue }
      let content = text(open + 1..<close - 1).trimmingSpaces()
      if content.hasPrefix("getter:") || content.hasPrefix("setter:") {
        findings.append(.init(line: line(of: position), message: "`#selector(\(content))` names a property accessor: observe the property in code"))
        continue
      }
      edits.append(Edit(range: position..<close, replacement: Self.methodReference(content)))
      position = close - 1
    }
  }

  /// The method reference a selector's content names: qualified by `Self` unless a type already qualifies it.
  static func methodReference(_ content: String) -> String {
    var reference = content
    if reference.hasPrefix("self.") { reference.removeFirst("self.".count) }
    if let first = reference.unicodeScalars.first, first.properties.isUppercase,
      let dot = reference.firstIndex(of: "."), reference[..<dot].unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil })
    {
      return reference
    }
    return "Self." + reference
  }

  private static let unportedCalls: [(word: String, message: String)] = [
    ("UIStoryboard", "storyboards are not loaded here: build the scene's views in `loadView()`"),
    ("instantiateViewController", "storyboards are not loaded here: create the view controller with its initialiser"),
    ("performSegue", "segues are not performed here: push or present the destination controller"),
    ("NSClassFromString", "Objective-C class lookup is not available here: name the class"),
  ]

  mutating func reportUnportable() {
    for (word, message) in Self.unportedCalls {
      let target = Array(word.unicodeScalars)
      var position = 0
      while position + target.count <= scalars.count {
        if regions.isCode[position], startsWord(position), Array(scalars[position..<position + target.count]) == target,
          position + target.count == scalars.count || !isIdentifierScalar(scalars[position + target.count])
        {
          findings.append(.init(line: line(of: position), message: message))
          position += target.count
        } else {
          position += 1
        }
      }
    }
  }

  private static let v1Modules: Set<String> = ["InstantSearchCore", "InstantSearchClient", "AlgoliaSearch"]
  private static let availableModules: Set<String> = [
    "Foundation", "Dispatch", "XCTest", "InstantSearch", "HeadlessUIKit", "LocalSearch", "InstantSearchTestKit", "Glibc",
  ]

  mutating func rewriteImports() {
    var seen: Set<String> = []
    var lineEdits: [Edit] = []
    for (number, start) in lineStarts.enumerated() {
      let end = number + 1 < lineStarts.count ? lineStarts[number + 1] : scalars.count
      let first = skippingHorizontalSpace(from: start)
      guard first < end, regions.isCode[first] else { continue }
      let code = text(start..<end).trimmingSpaces()
      var words = code.split(separator: " ").map(String.init)
      let testable = words.first == "@testable"
      if testable { words.removeFirst() }
      guard words.count == 2, words[0] == "import" else { continue }
      let declared = words[1]
      var module = declared
      switch module {
      case "UIKit": module = "HeadlessUIKit"
      case "CoreGraphics": module = "Foundation"
      case _ where Self.v1Modules.contains(module): module = "InstantSearch"
      default: break
      }
      if !Self.availableModules.contains(module) {
        findings.append(.init(
          line: number + 1, message: "module `\(module)` is not available here (Apple-only or third-party): remove it and what uses it"))
      }
      let prefix = testable && module == declared ? "@testable " : ""
      let replacement = seen.insert(module).inserted ? "\(prefix)import \(module)\n" : ""
      let original = text(start..<end)
      let rewritten = (end == scalars.count && !original.hasSuffix("\n")) ? String(replacement.dropLast()) : replacement
      if rewritten != original.trimmingTrailingSpaces(keepingNewline: true) { lineEdits.append(Edit(range: start..<end, replacement: rewritten)) }
    }
    edits += lineEdits
  }

  func result() -> String {
    var output = String.UnicodeScalarView()
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= position {
      output.append(contentsOf: scalars[position..<edit.range.lowerBound])
      output.append(contentsOf: edit.replacement.unicodeScalars)
      position = edit.range.upperBound
    }
    output.append(contentsOf: scalars[position...])
    return String(output)
  }
}

extension String {
  /// The text without the spaces and tabs around it.
  fileprivate func trimmingSpaces() -> String {
    let scalars = Array(unicodeScalars)
    var start = 0
    var end = scalars.count
    while start < end, [" ", "\t", "\n", "\r"].contains(scalars[start]) { start += 1 }
    while end > start, [" ", "\t", "\n", "\r"].contains(scalars[end - 1]) { end -= 1 }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<end])
    return String(view)
  }

  /// The text without trailing spaces and tabs before its final newline.
  fileprivate func trimmingTrailingSpaces(keepingNewline: Bool) -> String {
    let hasNewline = hasSuffix("\n")
    return trimmingSpaces() + (hasNewline && keepingNewline ? "\n" : "")
  }
}
