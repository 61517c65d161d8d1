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
  /// Buffers every record reuses.
  private var scratch = Scratch()

  /// The texts of one attribute value, and the words and normalised scalars of one text.
  private struct Scratch {
    var texts: [String] = []
    var words: [Tokenizer.ScannedWord] = []
    var scalars: [Unicode.Scalar] = []
  }

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
      add(slot: slot) { record.member(searchable[$0].path.components[0]) }
    } else if case .object(let members) = record.json {
      for key in members.keys.sorted() where !Self.unsearchableByDefault.contains(key) {
        let id = attributeID(key, rank: 0, ordered: false)
        index([members[key]!], attribute: id, slot: slot)
      }
    }
  }

  /// Adds the words of one record when the searchable attributes are listed, given the member each
  /// searchable entry's path starts with (`member(n)` for entry `n`).
  mutating func add(slot: Int, member: (Int) -> JSON?) {
    guard let searchable = configuration.searchable else { return }
    for (number, entry) in searchable.enumerated() {
      let id = attributeIDs[entry.path.rawValue]!
      index(entry.path.values(inMember: member(number)), attribute: id, slot: slot)
    }
  }

  private mutating func index(_ values: [JSON], attribute: UInt16, slot: Int) {
    var buffers = Scratch()
    swap(&buffers, &scratch)
    defer { swap(&buffers, &scratch) }
    buffers.texts.removeAll(keepingCapacity: true)
    for value in values { Self.collectTexts(value, into: &buffers.texts) }
    let tokenizer = configuration.tokenizer
    var position = 0
    for (element, text) in buffers.texts.enumerated() {
      buffers.scalars.removeAll(keepingCapacity: true)
      buffers.words.removeAll(keepingCapacity: true)
      tokenizer.scan(text, into: &buffers.scalars, words: &buffers.words)
      let isSoleWord = buffers.words.count == 1
      buffers.scalars.withUnsafeBufferPointer { scalars in
        for word in buffers.words {
          let posting = Posting(
            slot: Int32(slot), attribute: attribute, element: UInt16(min(element, Int(UInt16.max))),
            position: UInt16(min(position, Int(UInt16.max))), isSoleWord: isSoleWord)
          add(CollectionOfOne(posting), to: terms.id(of: UnsafeBufferPointer(rebasing: scalars[word.scalars])))
          position += 1
        }
      }
    }
  }

  /// Appends postings to the word numbered `id` in ``terms``, which may be the newest.
  private mutating func add<New: Collection<Posting>>(_ new: New, to id: Int) {
    if id == postings.count {
      postings.append(Array(new))
    } else {
      postings[id].append(contentsOf: new)
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
    for term in 0..<next.terms.count { add(next.postings[term], to: terms.id(of: next.terms[term])) }
  }

  /// The finished dictionary; the builder is left without words.
  mutating func takeDictionary() -> TermDictionary {
    defer { terms = TermTable() }
    return TermDictionary(terms: terms, draining: &postings)
  }
}
