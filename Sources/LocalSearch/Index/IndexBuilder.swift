import InstantSearchCore

/// A searchable attribute in the index's attribute table.
struct IndexedAttribute: Hashable, Sendable {
  /// The attribute's name as written in `searchableAttributes` (or the record key in all-attributes mode).
  let name: String
  /// Its rank (0 first).
  let rank: Int
  /// Whether positions count for the Attribute criterion.
  let ordered: Bool
}

/// Turns stored records into the term dictionary and attribute table.
///
/// Each searchable value is tokenised; scalars inside arrays and nested objects are the elements of the
/// attribute, positions continue across elements, and every word occurrence becomes a ``Posting``.
struct IndexBuilder {
  let configuration: IndexConfiguration
  private(set) var attributes: [IndexedAttribute] = []
  private(set) var attributeIDs: [String: UInt16] = [:]
  /// Every word added so far.
  private(set) var terms = TermTable()
  /// The postings of each word of ``terms``, by id, in the order they were added.
  private(set) var postings: [[Posting]] = []
  /// Reused by each text's scan: its normalised scalars.
  private var scalars: [Unicode.Scalar] = []

  /// Record keys that are never searchable unless listed explicitly.
  static let unsearchableByDefault: Set<String> = ["objectID", "_geoloc", "_tags"]

  init(configuration: IndexConfiguration) {
    self.configuration = configuration
    if let searchable = configuration.searchable {
      for entry in searchable { _ = attributeID(entry.path.rawValue, rank: entry.rank, ordered: entry.ordered) }
    }
  }

  /// A builder that continues an existing attribute table, for indexing single records into a built index.
  init(configuration: IndexConfiguration, attributes: [IndexedAttribute]) {
    self.configuration = configuration
    self.attributes = attributes
    for (id, attribute) in attributes.enumerated() { attributeIDs[attribute.name] = UInt16(id) }
  }

  private mutating func attributeID(_ name: String, rank: Int, ordered: Bool) -> UInt16 {
    if let id = attributeIDs[name] { return id }
    let id = UInt16(attributes.count)
    attributes.append(IndexedAttribute(name: name, rank: rank, ordered: ordered))
    attributeIDs[name] = id
    return id
  }

  /// Adds the words of one record.
  mutating func add(_ record: StoredRecord, slot: Int) {
    if let searchable = configuration.searchable {
      for entry in searchable {
        let id = attributeIDs[entry.path.rawValue]!
        index(entry.path.values(in: record), attribute: id, slot: slot)
      }
    } else if case .object(let members) = record.json {
      for key in members.keys.sorted() where !Self.unsearchableByDefault.contains(key) {
        let id = attributeID(key, rank: 0, ordered: false)
        index([members[key]!], attribute: id, slot: slot)
      }
    }
  }

  private mutating func index(_ values: [JSON], attribute: UInt16, slot: Int) {
    var texts: [String] = []
    for value in values { Self.collectTexts(value, into: &texts) }
    var position = 0
    for (element, text) in texts.enumerated() {
      scalars.removeAll(keepingCapacity: true)
      let words = configuration.tokenizer.scan(text, into: &scalars)
      for word in words {
        let posting = Posting(
          slot: Int32(slot), attribute: attribute, element: UInt16(min(element, Int(UInt16.max))),
          position: UInt16(min(position, Int(UInt16.max))), isSoleWord: words.count == 1)
        add(posting, to: terms.id(of: scalars[word.scalars]))
        position += 1
      }
    }
  }

  /// Appends a posting to the word numbered `id` in ``terms``, which may be the newest.
  private mutating func add(_ posting: Posting, to id: Int) {
    if id == postings.count {
      postings.append([posting])
    } else {
      postings[id].append(posting)
    }
  }

  /// The searchable texts inside a value: strings, numbers and booleans as text, arrays and objects
  /// walked in order (object members by key).
  static func collectTexts(_ value: JSON, into texts: inout [String]) {
    switch value {
    case .string(let text): texts.append(text)
    case .number(let number): texts.append(StoredRecord.numberText(number))
    case .bool(let flag): texts.append(flag ? "true" : "false")
    case .array(let elements): for element in elements { collectTexts(element, into: &texts) }
    case .object(let members): for key in members.keys.sorted() { collectTexts(members[key]!, into: &texts) }
    case .null: break
    }
  }

  /// Adds the postings of a builder that indexed later slots with the same attribute table.
  mutating func append(_ next: IndexBuilder) {
    for term in 0..<next.terms.count {
      let id = terms.id(of: next.terms[term])
      if id == postings.count {
        postings.append(next.postings[term])
      } else {
        postings[id].append(contentsOf: next.postings[term])
      }
    }
  }

  /// The finished dictionary; the builder is left without words.
  mutating func takeDictionary() -> TermDictionary {
    defer { terms = TermTable() }
    return TermDictionary(terms: terms, draining: &postings)
  }
}
