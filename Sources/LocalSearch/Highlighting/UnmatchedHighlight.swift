import InstantSearchCore

/// A record's `_highlightResult` with nothing matched, for one fixed selection of attributes, and where each
/// value of a searchable attribute sits in it.
///
/// No query changes it, so the snapshot keeps it across searches (``IndexSnapshot/unmatchedHighlights``). A hit
/// starts from it and highlights only the values the text stage may have found a query word in (see
/// ``UnmatchedElementProof``), putting those that match in place: every other leaf already is what highlighting
/// it would give.
struct UnmatchedHighlight: Sendable {
  /// A record and a selection, named by its attribute list.
  struct Key: Hashable, Sendable {
    let slot: Int
    let selection: String
  }

  /// A value of a searchable attribute in the tree.
  struct Leaf: Sendable {
    /// The attribute's id and the value's element number, as postings number them.
    let attribute: Int
    let element: Int
    /// Where the leaf sits below its top-level member.
    let location: [TreeLocation.Step]
    let text: String
    /// The dotted path of the value, which decides its matching rules.
    let path: String
  }

  /// What lies under one top-level member of the tree.
  enum Values: Sendable {
    /// Some value is outside every searchable attribute, which the text stage says nothing about: the member is
    /// highlighted whole.
    case unknown
    /// Every value is a searchable attribute's.
    case leaves([Leaf])
  }

  /// The top-level members of the tree.
  let members: [String: JSON]
  /// Each member, with the selection below it and the values under it.
  let coverage: [(key: String, selection: AttributeSelection, values: Values)]

  /// The tree of `record` for the top-level members of `selection` (which covers no whole record), walked as
  /// ``HighlightTreeWalker`` walks a record; `attributes` numbers each leaf within its searchable attribute.
  init(record: JSON, selection: AttributeSelection, attributes: UnmatchedElementProof) {
    let location = TreeLocation()
    var leaves: [Leaf]? = []
    var walker = HighlightTreeWalker(restrictArrays: false, excludedPaths: []) { text, path, _ in
      if let (attribute, element) = attributes.count(path: path) {
        leaves?.append(Leaf(attribute: attribute, element: element, location: location.steps, text: text, path: path))
      } else {
        leaves = nil
      }
      return Highlighter.unmatched(text)
    }
    walker.locations = location
    var members: [String: JSON] = [:]
    var coverage: [(key: String, selection: AttributeSelection, values: Values)] = []
    let values = record.objectValue ?? [:]
    for (key, child) in selection.members {
      guard let value = values[key] else { continue }
      attributes.begin(MatchedElements())
      leaves = []
      guard let tree = walker.walk(value, selection: child, inheritedCount: selection.wordCount, path: key) else { continue }
      members[key] = tree.json
      coverage.append((key, child, leaves.map(Values.leaves) ?? .unknown))
    }
    self.members = members
    self.coverage = coverage
  }
}
