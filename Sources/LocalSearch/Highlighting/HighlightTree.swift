import InstantSearchCore

/// The parts of a value a highlight or snippet tree covers, and the snippet size of each part.
///
/// A node with a `wordCount` covers its whole value (members without a node of their own inherit the
/// count); a node without one covers only its `members`. Arrays are transparent: a node applies to
/// every element, as attribute paths do (`authors.name`).
struct AttributeSelection: Sendable {
  /// The snippet window size for this value and below; highlight trees ignore its value.
  var wordCount: Int?
  var members: [String: AttributeSelection] = [:]

  /// Selects the value at `components` (below this node) with `wordCount`, replacing an earlier count.
  mutating func select(_ components: ArraySlice<String>, wordCount: Int) {
    guard let first = components.first else {
      self.wordCount = wordCount
      return
    }
    members[first, default: AttributeSelection()].select(components.dropFirst(), wordCount: wordCount)
  }
}

/// Mirrors the shape of a value into a highlight or snippet tree: scalars become leaves,
/// arrays arrays, objects objects; `null` is left out.
struct HighlightTreeWalker {
  /// Leaves out array elements without any match (`restrictHighlightAndSnippetArrays`).
  let restrictArrays: Bool
  /// Dotted paths left out with everything below them.
  let excludedPaths: Set<String>
  /// The leaf for the text of a scalar at a dotted path with a window size, and whether it matched.
  let leaf: (_ text: String, _ path: String, _ wordCount: Int) -> (json: JSON, matched: Bool)
  /// Where in the tree being built the walk is, kept up to date when given, for leaves that note where they go.
  var locations: TreeLocation? = nil

  /// The tree of `value` at `path` (`""` for a whole record), or `nil` when nothing of it is covered.
  func walk(
    _ value: JSON, selection: AttributeSelection?, inheritedCount: Int?, path: String
  ) -> (json: JSON, matched: Bool)? {
    guard excludedPaths.isEmpty || !excludedPaths.contains(path) else { return nil }
    let count = selection?.wordCount ?? inheritedCount
    switch value {
    case .null:
      return nil
    case .string, .number, .bool:
      guard let count, let text = Self.text(of: value) else { return nil }
      return leaf(text, path, count)
    case .array(let elements):
      var results: [JSON] = []
      results.reserveCapacity(elements.count)
      var matched = false
      for element in elements {
        locations?.push(.index(results.count))
        defer { locations?.pop() }
        guard let result = walk(element, selection: selection, inheritedCount: count, path: path),
          result.matched || !restrictArrays
        else { continue }
        results.append(result.json)
        matched = matched || result.matched
      }
      if count == nil && results.isEmpty { return nil }
      return (.array(results), matched)
    case .object(let members):
      var results = [String: JSON](minimumCapacity: count == nil ? selection?.members.count ?? 0 : members.count)
      var matched = false
      func add(_ key: String, _ member: JSON, _ child: AttributeSelection?) {
        let memberPath = path.isEmpty ? key : path + "." + key
        locations?.push(.key(key))
        defer { locations?.pop() }
        guard let result = walk(member, selection: child, inheritedCount: count, path: memberPath) else { return }
        results[key] = result.json
        matched = matched || result.matched
      }
      if count == nil {
        // Only selected members are covered: look them up instead of scanning every member.
        for (key, child) in selection?.members ?? [:] {
          if let member = members[key] { add(key, member, child) }
        }
      } else {
        // By key, the order the index numbers the values of an attribute in (see `UnmatchedElementProof`).
        for key in members.keys.sorted() { add(key, members[key]!, selection?.members[key]) }
      }
      if count == nil && results.isEmpty { return nil }
      return (.object(results), matched)
    }
  }

  /// The text a scalar is highlighted as: strings verbatim, numbers as indexed, booleans `true`/`false`.
  static func text(of value: JSON) -> String? {
    switch value {
    case .string(let text): return text
    case .number(let number): return StoredRecord.numberText(number)
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }
}

/// A position in a highlight or snippet tree: the member keys and array indices leading to it from the walk's root.
final class TreeLocation {
  /// One step down a tree.
  enum Step: Sendable {
    case key(String)
    case index(Int)
  }

  /// The steps to the value being walked.
  private(set) var steps: [Step] = []

  func push(_ step: Step) { steps.append(step) }
  func pop() { steps.removeLast() }

  /// `tree` with the value at `location` replaced by `value`; `tree` itself when the location leads nowhere.
  static func replacing(_ tree: JSON, at location: ArraySlice<Step>, with value: JSON) -> JSON {
    guard let step = location.first else { return value }
    switch (tree, step) {
    case (.array(var elements), .index(let index)) where elements.indices.contains(index):
      elements[index] = replacing(elements[index], at: location.dropFirst(), with: value)
      return .array(elements)
    case (.object(var members), .key(let key)):
      guard let member = members[key] else { return tree }
      members[key] = replacing(member, at: location.dropFirst(), with: value)
      return .object(members)
    default:
      return tree
    }
  }
}
