/// Where one query word occurs in one record.
struct WordOccurrence: Hashable, Sendable {
  let attribute: UInt16
  let element: UInt16
  let position: UInt16
  let isExact: Bool
  let isSoleWord: Bool
}

/// What the text stage found: one row per record that matched at least one query word, in first-match
/// order, with, per query word, what the text criteria need of its occurrences.
///
/// Kept in flat arrays rather than one object per record, since a short prefix matches most records: a
/// row's cells are `row * wordCount + word`. Each cell keeps the smallest typo count, the best Attribute
/// criterion value and whether some occurrence is exact (and the whole value); those are all a one-word
/// query ranks by. The occurrences themselves, with their positions, are kept only when proximity or a
/// phrase needs them (`keepsOccurrences`), linked per cell through `next`, newest first. Each row also keeps
/// which attribute elements hold an occurrence of any word, for highlighting.
struct WordMatchTable: Sendable {
  /// The number of query words.
  let wordCount: Int
  /// Whether ``forEach(row:word:_:)`` and ``contains(row:word:where:)`` see the occurrences.
  let keepsOccurrences: Bool
  /// The slot of each row.
  private(set) var slots: [Int] = []
  /// Per slot: its row, -1 for none, when many slots may have one (a short prefix matches most records): then an
  /// array beats hashing. Empty when few may, and `sparseRows` holds them instead of an array as long as the index.
  private var rowOfSlot: [Int32]
  private var sparseRows: [Int32: Int32] = [:]
  /// Per row: the elements holding an occurrence of some word.
  private(set) var matchedElements: [MatchedElements] = []
  /// Per cell: the smallest typo count, -1 when the word did not match.
  private(set) var typos: [Int8] = []
  /// Per cell: the smallest Attribute criterion value of its occurrences (`Int32.max` for none).
  private var attributeValues: [Int32] = []
  /// Per cell: ``exactFlag`` and ``exactSoleWordFlag`` of its occurrences, or-ed.
  private var flags: [UInt8] = []
  /// Per cell: the newest occurrence, -1 for none.
  private var heads: [Int32] = []
  private var occurrences: [WordOccurrence] = []
  /// Per occurrence: the next older one of its cell, -1 at the end.
  private var next: [Int32] = []

  private static let exactFlag: UInt8 = 1
  private static let exactSoleWordFlag: UInt8 = 2

  /// - Parameters:
  ///   - slotCount: One past the largest slot a row can have.
  ///   - expectedRows: At most how many rows there will be.
  init(wordCount: Int, keepsOccurrences: Bool = true, slotCount: Int = 0, expectedRows: Int = 0) {
    self.wordCount = wordCount
    self.keepsOccurrences = keepsOccurrences
    // Hashing a slot costs about what clearing a hundred array places does.
    if expectedRows * 128 >= slotCount {
      rowOfSlot = [Int32](repeating: -1, count: slotCount)
    } else {
      rowOfSlot = []
      sparseRows.reserveCapacity(expectedRows)
    }
  }

  /// The number of rows.
  var count: Int { slots.count }

  /// Makes room for `rows` rows and `occurrences` occurrences.
  mutating func reserve(rows: Int, occurrences count: Int) {
    slots.reserveCapacity(rows)
    matchedElements.reserveCapacity(rows)
    typos.reserveCapacity(rows * wordCount)
    attributeValues.reserveCapacity(rows * wordCount)
    flags.reserveCapacity(rows * wordCount)
    guard keepsOccurrences else { return }
    heads.reserveCapacity(rows * wordCount)
    occurrences.reserveCapacity(count)
    next.reserveCapacity(count)
  }

  /// The row of `slot`, added when it has none.
  mutating func row(forSlot slot: Int) -> Int {
    if rowOfSlot.isEmpty {
      if let row = sparseRows[Int32(slot)] { return Int(row) }
      sparseRows[Int32(slot)] = Int32(slots.count)
      return addRow(slot)
    }
    let row = Int(rowOfSlot[slot])
    guard row < 0 else { return row }
    rowOfSlot[slot] = Int32(slots.count)
    return addRow(slot)
  }

  /// The row of `slot`, `nil` when the slot matched no word.
  func row(ofSlot slot: Int) -> Int? {
    if rowOfSlot.isEmpty { return sparseRows[Int32(truncatingIfNeeded: slot)].map(Int.init) }
    guard rowOfSlot.indices.contains(slot), rowOfSlot[slot] >= 0 else { return nil }
    return Int(rowOfSlot[slot])
  }

  private mutating func addRow(_ slot: Int) -> Int {
    slots.append(slot)
    matchedElements.append(MatchedElements())
    // One append per cell: rows have a few cells, too few for a bulk append to pay for its set-up.
    for _ in 0..<wordCount {
      typos.append(-1)
      attributeValues.append(.max)
      flags.append(0)
      if keepsOccurrences { heads.append(-1) }
    }
    return slots.count - 1
  }

  /// Records an occurrence of `word` in `row` matched with `typoCount` typos, whose Attribute criterion value
  /// is `attributeValue`.
  mutating func add(_ occurrence: WordOccurrence, row: Int, word: Int, typoCount: Int, attributeValue: Int32) {
    let cell = row * wordCount + word
    if typos[cell] < 0 || typoCount < Int(typos[cell]) { typos[cell] = Int8(clamping: typoCount) }
    if attributeValue < attributeValues[cell] { attributeValues[cell] = attributeValue }
    if occurrence.isExact { flags[cell] |= occurrence.isSoleWord ? Self.exactFlag | Self.exactSoleWordFlag : Self.exactFlag }
    matchedElements[row].insert(attribute: Int(occurrence.attribute), element: Int(occurrence.element))
    guard keepsOccurrences else { return }
    next.append(heads[cell])
    heads[cell] = Int32(occurrences.count)
    occurrences.append(occurrence)
  }

  /// Forgets what `word` matched in `row`.
  mutating func clear(row: Int, word: Int) {
    let cell = row * wordCount + word
    typos[cell] = -1
    attributeValues[cell] = .max
    flags[cell] = 0
    if keepsOccurrences { heads[cell] = -1 }
  }

  /// The smallest typo count of `word` in `row`, `nil` when it did not match.
  func typos(row: Int, word: Int) -> Int? {
    let value = typos[row * wordCount + word]
    return value < 0 ? nil : Int(value)
  }

  /// Whether `word` matched in `row`.
  func matched(row: Int, word: Int) -> Bool { typos[row * wordCount + word] >= 0 }

  /// The smallest Attribute criterion value among the occurrences of `word` in `row`, `nil` when it did not match.
  func attributeValue(row: Int, word: Int) -> Int? {
    let value = attributeValues[row * wordCount + word]
    return value == .max ? nil : Int(value)
  }

  /// Whether some occurrence of `word` in `row` is exact.
  func hasExact(row: Int, word: Int) -> Bool { flags[row * wordCount + word] & Self.exactFlag != 0 }

  /// Whether some occurrence of `word` in `row` is exact and the whole value (string or array element).
  func hasExactSoleWord(row: Int, word: Int) -> Bool { flags[row * wordCount + word] & Self.exactSoleWordFlag != 0 }

  /// Whether some occurrence of `word` in `row` satisfies `condition`; needs ``keepsOccurrences``.
  func contains(row: Int, word: Int, where condition: (WordOccurrence) -> Bool) -> Bool {
    precondition(keepsOccurrences, "the occurrences of this table were not kept")
    var index = Int(heads[row * wordCount + word])
    while index >= 0 {
      if condition(occurrences[index]) { return true }
      index = Int(next[index])
    }
    return false
  }

  /// Calls `body` with each occurrence of `word` in `row`; needs ``keepsOccurrences``.
  func forEach(row: Int, word: Int, _ body: (WordOccurrence) -> Void) {
    precondition(keepsOccurrences, "the occurrences of this table were not kept")
    var index = Int(heads[row * wordCount + word])
    while index >= 0 {
      body(occurrences[index])
      index = Int(next[index])
    }
  }
}

/// Finds, for every query word, the records and positions it matches, through the term dictionary.
struct WordMatchFinder {
  let snapshot: IndexSnapshot
  let parameters: SearchParameters

  /// What matched, one row per record that matched at least one word, in first-match order.
  func find(_ words: [QueryWord]) -> WordMatchTable {
    // Proximity compares the positions of two words, a phrase those of its words; one free word needs none.
    let lookups = words.map { lookup($0) }
    let postingCount = lookups.joined().reduce(0) { $0 + snapshot.dictionary.postings[$1.term].count }
    var table = WordMatchTable(
      wordCount: words.count, keepsOccurrences: words.count > 1 || words.contains { $0.phraseID != nil },
      slotCount: snapshot.records.count, expectedRows: postingCount)
    let attributes = snapshot.attributes
    // Per attribute id, so the loop over postings reads arrays instead of hashing.
    let noTypo = attributes.map { parameters.disableTypoToleranceOnAttributes.contains($0.name) }
    let noPrefix = attributes.map { parameters.disablePrefixOnAttributes.contains($0.name) }
    let noExact = attributes.map { parameters.disableExactOnAttributes.contains($0.name) }
    let attributeBases = attributes.map(TextCriteria.attributeBase)
    let attributeOrdered = attributes.map(\.ordered)
    let allowed: [Bool]? = parameters.restrictSearchableAttributes.map { names in
      attributes.map { names.contains($0.name) }
    }
    let isLive = snapshot.isLive
    table.reserve(rows: min(postingCount, snapshot.records.count), occurrences: postingCount)
    for (word, terms) in zip(words, lookups) {
      for (term, match) in terms {
        let isPrefixKind = match.kind == .prefix || match.kind == .prefixWithTypo
        for posting in snapshot.dictionary.postings[term] {
          let attribute = Int(posting.attribute)
          if let allowed, !allowed[attribute] { continue }
          if match.typos > 0 && noTypo[attribute] { continue }
          if isPrefixKind && noPrefix[attribute] { continue }
          let slot = Int(posting.slot)
          guard isLive[slot] else { continue }
          let occurrence = WordOccurrence(
            attribute: posting.attribute, element: posting.element, position: posting.position,
            isExact: match.isExact && !noExact[attribute], isSoleWord: posting.isSoleWord)
          let row = table.row(forSlot: slot)
          let attributeValue = TextCriteria.attributeValue(
            base: attributeBases[attribute], ordered: attributeOrdered[attribute], position: posting.position)
          table.add(occurrence, row: row, word: word.index, typoCount: match.typos, attributeValue: attributeValue)
        }
      }
    }
    applyPhrases(words, to: &table)
    return table
  }

  /// The dictionary terms a query word matches, plural equivalents included when `ignorePlurals` is on.
  private func lookup(_ word: QueryWord) -> [(term: Int, match: WordMatch)] {
    var results = snapshot.dictionary.lookup(word.matcher)
    guard parameters.ignorePlurals, word.phraseID == nil else { return results }
    for variant in Self.pluralEquivalents(of: word.text) {
      let exact = WordMatcher(query: variant, isPrefix: false, allowedTypos: 0)
      for (term, _) in snapshot.dictionary.lookup(exact) {
        results.append((term, WordMatch(kind: .exact, typos: 0, matchedLength: variant.unicodeScalars.count)))
      }
    }
    return results
  }

  /// English singular and plural forms of a word: `+s`, `+es`, `y`↔`ies`.
  static func pluralEquivalents(of word: String) -> [String] {
    var forms = [word + "s", word + "es"]
    if word.hasSuffix("y") { forms.append(String(word.dropLast()) + "ies") }
    if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
    if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
    return forms.filter { !$0.isEmpty && $0 != word }
  }

  /// Drops the matches of phrase words in records where the phrase is not present consecutively, in
  /// order, in one attribute value, with exact words.
  private func applyPhrases(_ words: [QueryWord], to table: inout WordMatchTable) {
    let phrases = Dictionary(grouping: words.filter { $0.phraseID != nil }, by: { $0.phraseID! })
    guard !phrases.isEmpty else { return }
    for row in 0..<table.count {
      for phrase in phrases.values {
        let ordered = phrase.sorted { $0.index < $1.index }
        let present = table.contains(row: row, word: ordered[0].index) { start in
          guard start.isExact else { return false }
          return ordered.dropFirst().enumerated().allSatisfy { offset, word in
            table.contains(row: row, word: word.index) {
              $0.isExact && $0.attribute == start.attribute && $0.element == start.element
                && Int($0.position) == Int(start.position) + offset + 1
            }
          }
        }
        if !present {
          for word in ordered { table.clear(row: row, word: word.index) }
        }
      }
    }
  }
}
