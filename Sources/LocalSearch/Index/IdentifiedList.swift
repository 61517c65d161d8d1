import InstantSearchCore

/// What an ``IdentifiedList`` holds: a value with an `objectID`.
public protocol ObjectIdentified: Hashable, Sendable {
  /// The value's id, unique in its list.
  var objectID: String { get }
}

extension Synonym: ObjectIdentified {}
extension Rule: ObjectIdentified {}

/// Values by `objectID`, in the order their ids were first saved: an index's synonyms (``SynonymSet``) or rules
/// (``RuleSet``).
public struct IdentifiedList<Element: ObjectIdentified>: Hashable, Sendable {
  /// The values, in the order their ids were first saved.
  public private(set) var elements: [Element] = []
  private var positions: [String: Int] = [:]

  /// A list of `elements`; a later value replaces an earlier one of the same id, in its place.
  public init(_ elements: [Element] = []) {
    for element in elements { save(element) }
  }

  /// The value with this id.
  public subscript(objectID: String) -> Element? {
    positions[objectID].map { elements[$0] }
  }

  /// How many values the list holds.
  public var count: Int { elements.count }
  /// Whether the list is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds a value, or replaces the one with its id in its place.
  public mutating func save(_ element: Element) {
    if let position = positions[element.objectID] {
      elements[position] = element
    } else {
      positions[element.objectID] = elements.count
      elements.append(element)
    }
  }

  /// Removes the value with this id; `false` when there is none.
  @discardableResult
  public mutating func remove(objectID: String) -> Bool {
    guard let position = positions.removeValue(forKey: objectID) else { return false }
    elements.remove(at: position)
    for index in position..<elements.count { positions[elements[index].objectID] = index }
    return true
  }
}

/// An index's synonyms.
public typealias SynonymSet = IdentifiedList<Synonym>
/// An index's query rules.
public typealias RuleSet = IdentifiedList<Rule>

extension IdentifiedList where Element == Synonym {
  /// The synonyms as Algolia's JSON array.
  var json: JSON { .array(elements.map(\.json)) }

  /// The synonyms of a JSON array of Algolia synonym objects.
  ///
  /// - Throws: ``SearchClientError`` 400 for the first object that is not a synonym.
  init(json: JSON) throws(SearchClientError) {
    var synonyms: [Synonym] = []
    for element in json.arrayValue ?? [] { synonyms.append(try Synonym(json: element)) }
    self.init(synonyms)
  }
}

extension IdentifiedList where Element == Rule {
  /// The rules as Algolia's JSON array.
  var json: JSON { .array(elements.map(\.json)) }

  /// The rules of a JSON array of Algolia rule objects.
  ///
  /// - Throws: ``SearchClientError`` 400 for the first object that is not a rule.
  init(json: JSON) throws(SearchClientError) {
    var rules: [Rule] = []
    for element in json.arrayValue ?? [] { rules.append(try Rule(json: element)) }
    self.init(rules)
  }
}
