/// Where one query word occurs in one record.
struct WordOccurrence: Hashable, Sendable {
  let attribute: UInt16
  let element: UInt16
  let position: UInt16
  let typos: Int
  let isExact: Bool
  let isSoleWord: Bool
}

/// What the text stage found for one record: per query word, its best typo count and its occurrences.
struct RecordMatch: Sendable {
  let slot: Int
  /// Per query word (aligned with the parsed words): the smallest typo count, or `nil` when it did not match.
  var typos: [Int?]
  /// Per query word: every occurrence.
  var occurrences: [[WordOccurrence]]

  init(slot: Int, wordCount: Int) {
    self.slot = slot
    self.typos = Array(repeating: nil, count: wordCount)
    self.occurrences = Array(repeating: [], count: wordCount)
  }

  /// The query words this record matched, by index.
  var matchedWordIndices: [Int] { typos.indices.filter { typos[$0] != nil } }
}

/// Finds, for every query word, the records and positions it matches, through the term dictionary.
struct WordMatchFinder {
  let snapshot: IndexSnapshot
  let parameters: SearchParameters

  /// What matched, one entry per record that matched at least one word, in first-match order.
  func find(_ words: [QueryWord]) -> [RecordMatch] {
    var matches: [RecordMatch] = []
    // Slot → position in `matches`; an array rather than a dictionary, since a short prefix can match most records.
    var position = [Int32](repeating: -1, count: snapshot.records.count)
    let attributes = snapshot.attributes
    // Per attribute id, so the loop over postings reads arrays instead of hashing.
    let noTypo = attributes.map { parameters.disableTypoToleranceOnAttributes.contains($0.name) }
    let noPrefix = attributes.map { parameters.disablePrefixOnAttributes.contains($0.name) }
    let noExact = attributes.map { parameters.disableExactOnAttributes.contains($0.name) }
    let allowed: [Bool]? = parameters.restrictSearchableAttributes.map { names in
      attributes.map { names.contains($0.name) }
    }
    let isLive = snapshot.isLive
    for word in words {
      for (term, match) in lookup(word) {
        let isPrefixKind = match.kind == .prefix || match.kind == .prefixWithTypo
        for posting in snapshot.dictionary.postings[term] {
          let attribute = Int(posting.attribute)
          if let allowed, !allowed[attribute] { continue }
          if match.typos > 0 && noTypo[attribute] { continue }
          if isPrefixKind && noPrefix[attribute] { continue }
          let slot = Int(posting.slot)
          guard isLive[slot] else { continue }
          let occurrence = WordOccurrence(
            attribute: posting.attribute, element: posting.element, position: posting.position, typos: match.typos,
            isExact: match.isExact && !noExact[attribute], isSoleWord: posting.isSoleWord)
          if position[slot] < 0 {
            position[slot] = Int32(matches.count)
            matches.append(RecordMatch(slot: slot, wordCount: words.count))
          }
          let entry = Int(position[slot])
          matches[entry].occurrences[word.index].append(occurrence)
          let best = matches[entry].typos[word.index]
          if best == nil || match.typos < best! { matches[entry].typos[word.index] = match.typos }
        }
      }
    }
    applyPhrases(words, to: &matches)
    return matches
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
  private func applyPhrases(_ words: [QueryWord], to matches: inout [RecordMatch]) {
    let phrases = Dictionary(grouping: words.filter { $0.phraseID != nil }, by: { $0.phraseID! })
    guard !phrases.isEmpty else { return }
    for slot in matches.indices {
      for phrase in phrases.values {
        let ordered = phrase.sorted { $0.index < $1.index }
        let record = matches[slot]
        let present = record.occurrences[ordered[0].index].contains { start in
          guard start.isExact else { return false }
          return ordered.dropFirst().enumerated().allSatisfy { offset, word in
            record.occurrences[word.index].contains {
              $0.isExact && $0.attribute == start.attribute && $0.element == start.element
                && Int($0.position) == Int(start.position) + offset + 1
            }
          }
        }
        if !present {
          for word in ordered {
            matches[slot].typos[word.index] = nil
            matches[slot].occurrences[word.index] = []
          }
        }
      }
    }
  }
}
