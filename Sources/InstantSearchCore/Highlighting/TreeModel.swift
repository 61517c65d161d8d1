/// A value shaped like the record attribute it describes: a leaf for a scalar, an array for an array, a
/// dictionary for a nested object.
///
/// `_highlightResult` and `_snippetResult` mirror each attribute's shape this way.
public indirect enum TreeModel<Leaf> {
  /// The result for a scalar value.
  case value(Leaf)
  /// The results for the elements of an array, in order.
  case array([TreeModel<Leaf>])
  /// The results for the members of a nested object.
  case dictionary([String: TreeModel<Leaf>])

  /// The leaf, when this is a leaf.
  public var value: Leaf? {
    if case .value(let leaf) = self { return leaf }
    return nil
  }

  /// The elements, when this is an array.
  public var array: [TreeModel<Leaf>]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members, when this is a dictionary.
  public var dictionary: [String: TreeModel<Leaf>]? {
    if case .dictionary(let members) = self { return members }
    return nil
  }

  /// Every leaf in depth-first order (dictionary members by key).
  public var leaves: [Leaf] {
    switch self {
    case .value(let leaf): return [leaf]
    case .array(let elements): return elements.flatMap(\.leaves)
    case .dictionary(let members): return members.keys.sorted().flatMap { members[$0]!.leaves }
    }
  }

  /// The subtree at a dotted path of member names and array indices (`"authors.0.name"`).
  public subscript(path path: String) -> TreeModel<Leaf>? {
    var node: TreeModel<Leaf>? = self
    for step in path.split(separator: ".").map(String.init) {
      switch node {
      case .dictionary(let members)?: node = members[step]
      case .array(let elements)?:
        guard let index = Int(step), elements.indices.contains(index) else { return nil }
        node = elements[index]
      default: return nil
      }
    }
    return node
  }
}

extension TreeModel: Equatable where Leaf: Equatable {}
extension TreeModel: Hashable where Leaf: Hashable {}
extension TreeModel: Sendable where Leaf: Sendable {}

extension TreeModel: Codable where Leaf: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let elements = try? container.decode([TreeModel<Leaf>].self) {
      self = .array(elements)
    } else if let leaf = try? container.decode(Leaf.self) {
      self = .value(leaf)
    } else if let members = try? container.decode([String: TreeModel<Leaf>].self) {
      self = .dictionary(members)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Expected a highlight or snippet result, an array of them or an object of them.")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .value(let leaf): try container.encode(leaf)
    case .array(let elements): try container.encode(elements)
    case .dictionary(let members): try container.encode(members)
    }
  }
}
