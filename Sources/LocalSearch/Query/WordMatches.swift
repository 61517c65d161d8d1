/// Where one query word occurs in one record.
struct WordOccurrence: Hashable, Sendable {
  let attribute: UInt16
  let element: UInt16
  let position: UInt16
  let isExact: Bool
  let isSoleWord: Bool
}

/// What the text stage found: one row per record that matched at least one query word, in first-match
/// order (in slot order when stored by slot), with, per query word, what the text criteria need of its occurrences.
///
/// Kept in flat arrays rather than one object per record, since a short prefix matches most records: the cells
/// of a row's storage place are `place * wordCount + word`. Each cell keeps the smallest typo count, the best Attribute
/// criterion value and whether some occurrence is exact (and the whole value); those are all a one-word
/// query ranks by. The occurrences themselves, with their positions, are kept only when proximity or a
/// phrase needs them (`keepsOccurrences`), linked per cell through `next`, newest first. Each row also keeps
/// which attribute elements hold an occurrence of any word, for highlighting: of an exact match of a word when
/// highlighting wraps exact matches only (`elementsOfExactMatches`).
///
/// The storage for every row the table may hold is made up front, so that ``record(_:)`` writes occurrences
/// straight into it, without growing arrays or checking their uniqueness per occurrence.
///
/// When the occurrences may cover a sixteenth of the records or more (a short prefix), the storage has a place per slot,
/// set up at the slot's first occurrence as a bitmap of the slots seen tells, and the rows are the slots seen, in
/// ascending order: an occurrence goes to its slot's place without a lookup, nothing is cleared in advance, and the
/// later stages read the records' columns in slot order. Such a table keeps no matched elements (every element may
/// hold an occurrence), which only the page's hits would use.
struct WordMatchTable: Sendable {
  /// What the text criteria need of the occurrences of one word in one record.
  struct Cell: Sendable {
    /// The smallest Attribute criterion value of the occurrences (`Int32.max` for none).
    var attributeValue: Int32 = .max
    /// The smallest typo count, -1 when the word did not match.
    var typos: Int8 = -1
    /// ``WordMatchTable/exactFlag`` and ``WordMatchTable/exactSoleWordFlag`` of the occurrences, or-ed.
    var flags: UInt8 = 0
  }

  /// The number of query words.
  let wordCount: Int
  /// Whether ``forEach(row:word:_:)`` and ``contains(row:word:where:)`` see the occurrences.
  let keepsOccurrences: Bool
  /// Whether a row's matched elements are those holding an exact match of a word, not any occurrence.
  let elementsOfExactMatches: Bool
  /// The number of rows.
  private(set) var count = 0
  /// Whether the storage has a place per slot, rather than per row in first-match order.
  private let bySlot: Bool
  /// With ``bySlot``: one bit per slot, set once the slot has an occurrence.
  private var seenSlots: [UInt64] = []
  /// The slot of each row; the places from `count` on are unused.
  private var slots: [Int32]
  /// Per slot: its row, -1 for none, when many slots may have one (a short prefix matches most records): then an
  /// array beats hashing. Empty when few may, and `sparseRows` holds them instead of an array as long as the index.
  private var rowOfSlot: [Int32]
  private var sparseRows: [Int32: Int32] = [:]
  /// Per row: the elements holding an occurrence of some word (an exact match, with `elementsOfExactMatches`).
  private var matchedElements: [MatchedElements]
  private var cells: [Cell]
  /// Per cell: the newest occurrence, -1 for none; empty unless `keepsOccurrences`.
  private var heads: [Int32]
  private var occurrences: [WordOccurrence] = []
  /// Per occurrence: the next older one of its cell, -1 at the end.
  private var next: [Int32] = []

  fileprivate static let exactFlag: UInt8 = 1
  fileprivate static let exactSoleWordFlag: UInt8 = 2

  /// - Parameters:
  ///   - slotCount: One past the largest slot a row can have.
  ///   - expectedRows: At most how many rows there will be (more are never recorded).
  ///   - expectedOccurrences: About how many occurrences there will be, when they are kept.
  init(
    wordCount: Int, keepsOccurrences: Bool = true, elementsOfExactMatches: Bool = false, slotCount: Int = 0,
    expectedRows: Int = 0, expectedOccurrences: Int = 0
  ) {
    self.wordCount = wordCount
    self.keepsOccurrences = keepsOccurrences
    self.elementsOfExactMatches = elementsOfExactMatches
    bySlot = expectedRows * 16 >= slotCount && slotCount > 0 && wordCount > 0
    if keepsOccurrences {
      occurrences.reserveCapacity(expectedOccurrences)
      next.reserveCapacity(expectedOccurrences)
    }
    if bySlot {
      // A slot's places are written at its first occurrence, before anything reads them.
      slots = []
      matchedElements = []
      cells = [Cell](unsafeUninitializedCapacity: slotCount * wordCount) { $1 = slotCount * wordCount }
      heads = keepsOccurrences ? [Int32](unsafeUninitializedCapacity: slotCount * wordCount) { $1 = slotCount * wordCount } : []
      seenSlots = [UInt64](repeating: 0, count: (slotCount + 63) / 64)
      rowOfSlot = []
      return
    }
    let capacity = min(expectedRows, slotCount)
    slots = [Int32](repeating: -1, count: capacity)
    matchedElements = [MatchedElements](repeating: MatchedElements(), count: capacity)
    cells = [Cell](repeating: Cell(), count: capacity * wordCount)
    heads = keepsOccurrences ? [Int32](repeating: -1, count: capacity * wordCount) : []
    // Hashing a slot costs about what clearing a hundred array places does.
    if expectedRows * 128 >= slotCount {
      rowOfSlot = [Int32](repeating: -1, count: slotCount)
    } else {
      rowOfSlot = []
      sparseRows.reserveCapacity(capacity)
    }
  }

  /// Writes occurrences into a table: each goes to the row of its slot, added on the slot's first occurrence.
  struct Recorder {
    fileprivate let bySlot: Bool
    fileprivate let seenSlots: UnsafeMutableBufferPointer<UInt64>
    fileprivate let wordCount: Int
    fileprivate let keepsOccurrences: Bool
    fileprivate let elementsOfExactMatches: Bool
    fileprivate var count: Int
    fileprivate let slots: UnsafeMutableBufferPointer<Int32>
    fileprivate let rowOfSlot: UnsafeMutableBufferPointer<Int32>
    fileprivate var sparseRows: [Int32: Int32]
    fileprivate let matchedElements: UnsafeMutableBufferPointer<MatchedElements>
    fileprivate let cells: UnsafeMutableBufferPointer<Cell>
    fileprivate let heads: UnsafeMutableBufferPointer<Int32>
    fileprivate var occurrences: [WordOccurrence]
    fileprivate var next: [Int32]

    /// Records an occurrence of `word` in the record at `slot`, matched with `typoCount` typos, whose Attribute
    /// criterion value is `attributeValue`; `exactTerm` tells that the word is the record's, whatever the
    /// attribute's exactness rules.
    @inline(__always)
    mutating func add(
      _ occurrence: WordOccurrence, slot: Int, word: Int, typoCount: Int, attributeValue: Int32, exactTerm: Bool
    ) {
      let row = row(forSlot: slot)
      let cell = row * wordCount + word
      let typos = Int8(clamping: typoCount)
      if cells[cell].typos < 0 || typos < cells[cell].typos { cells[cell].typos = typos }
      if attributeValue < cells[cell].attributeValue { cells[cell].attributeValue = attributeValue }
      if occurrence.isExact {
        cells[cell].flags |= occurrence.isSoleWord ? WordMatchTable.exactFlag | WordMatchTable.exactSoleWordFlag : WordMatchTable.exactFlag
      }
      if !bySlot, exactTerm || !elementsOfExactMatches {
        matchedElements[row].insert(attribute: Int(occurrence.attribute), element: Int(occurrence.element))
      }
      guard keepsOccurrences else { return }
      next.append(heads[cell])
      heads[cell] = Int32(occurrences.count)
      occurrences.append(occurrence)
    }

    /// The storage place of `slot`'s row, set up on the slot's first occurrence.
    @inline(__always)
    private mutating func row(forSlot slot: Int) -> Int {
      if bySlot {
        let bit: UInt64 = 1 << UInt64(slot & 63)
        if seenSlots[slot >> 6] & bit == 0 {
          seenSlots[slot >> 6] |= bit
          for place in slot * wordCount..<(slot + 1) * wordCount {
            cells[place] = Cell()
            if keepsOccurrences { heads[place] = -1 }
          }
        }
        return slot
      }
      if rowOfSlot.isEmpty {
        if let row = sparseRows[Int32(slot)] { return Int(row) }
        sparseRows[Int32(slot)] = Int32(count)
      } else {
        let row = Int(rowOfSlot[slot])
        guard row < 0 else { return row }
        rowOfSlot[slot] = Int32(count)
      }
      precondition(count < slots.count, "more rows than the table was made for")
      slots[count] = Int32(slot)
      count += 1
      return count - 1
    }
  }

  /// Runs `body` with a ``Recorder`` writing into this table.
  mutating func record(_ body: (inout Recorder) -> Void) {
    let (bySlot, wordCount, keepsOccurrences, exactElements, count) = (
      self.bySlot, self.wordCount, self.keepsOccurrences, self.elementsOfExactMatches, self.count)
    var sparseRows = [Int32: Int32]()
    var occurrences: [WordOccurrence] = []
    var next: [Int32] = []
    // Moved out while recording, so that they stay uniquely referenced.
    swap(&sparseRows, &self.sparseRows)
    swap(&occurrences, &self.occurrences)
    swap(&next, &self.next)
    let recorded = seenSlots.withUnsafeMutableBufferPointer { seenSlots in
      slots.withUnsafeMutableBufferPointer { slots in
        rowOfSlot.withUnsafeMutableBufferPointer { rowOfSlot in
          matchedElements.withUnsafeMutableBufferPointer { matchedElements in
            cells.withUnsafeMutableBufferPointer { cells in
              heads.withUnsafeMutableBufferPointer { heads in
                var recorder = Recorder(
                  bySlot: bySlot, seenSlots: seenSlots, wordCount: wordCount, keepsOccurrences: keepsOccurrences,
                  elementsOfExactMatches: exactElements, count: count, slots: slots, rowOfSlot: rowOfSlot,
                  sparseRows: sparseRows, matchedElements: matchedElements, cells: cells, heads: heads,
                  occurrences: occurrences, next: next)
                sparseRows = [:]
                occurrences = []
                next = []
                body(&recorder)
                return recorder
              }
            }
          }
        }
      }
    }
    self.count = recorded.count
    self.sparseRows = recorded.sparseRows
    self.occurrences = recorded.occurrences
    self.next = recorded.next
    if bySlot { collectSeenSlots() }
  }

  /// Whether recorders of disjoint ranges of slots may write at once: the storage has a place per slot, and no
  /// occurrences are kept.
  var recordsSlotRangesApart: Bool { bySlot && !keepsOccurrences }

  /// Runs `body` on `runs` threads at once, each given one run of `0..<units` and a ``Recorder`` of its own, which
  /// records occurrences of that run's slots only (unit `u` holds slots `u * slotsPerUnit..<(u + 1) * slotsPerUnit`);
  /// needs ``recordsSlotRangesApart``.
  mutating func record(inRuns runs: Int, of units: Int, slotsPerUnit: Int, _ body: (Range<Int>, inout Recorder) -> Void) {
    // A run's slots own their places and whole words of the seen bitmap: no two threads write the same memory.
    precondition(recordsSlotRangesApart && slotsPerUnit % 64 == 0, "slot ranges of this table cannot be recorded apart")
    let (wordCount, exactElements) = (self.wordCount, self.elementsOfExactMatches)
    seenSlots.withUnsafeMutableBufferPointer { seenSlots in
      cells.withUnsafeMutableBufferPointer { cells in
        let unused = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
        let recorder = Recorder(
          bySlot: true, seenSlots: seenSlots, wordCount: wordCount, keepsOccurrences: false,
          elementsOfExactMatches: exactElements, count: 0, slots: unused, rowOfSlot: unused, sparseRows: [:],
          matchedElements: UnsafeMutableBufferPointer(start: nil, count: 0), cells: cells, heads: unused,
          occurrences: [], next: [])
        _ = ParallelRuns.map(records: units, runs: runs) { run in
          var own = recorder
          body(run, &own)
        }
      }
    }
    collectSeenSlots()
  }

  /// The rows of a table stored by slot: the slots seen, in ascending order.
  private mutating func collectSeenSlots() {
    var found: [Int32] = []
    for (index, word) in seenSlots.enumerated() where word != 0 {
      var bits = word
      while bits != 0 {
        found.append(Int32(truncatingIfNeeded: index << 6 | bits.trailingZeroBitCount))
        bits &= bits - 1
      }
    }
    slots = found
    count = found.count
  }

  /// The storage place of `row`.
  @inline(__always)
  private func place(_ row: Int) -> Int { bySlot ? Int(slots[row]) : row }

  /// The slot of the record at `row`.
  func slot(row: Int) -> Int { Int(slots[row]) }

  /// The row of `slot`, `nil` when the slot matched no word.
  func row(ofSlot slot: Int) -> Int? {
    if bySlot {
      guard slot >= 0, slot >> 6 < seenSlots.count, seenSlots[slot >> 6] & (1 << UInt64(slot & 63)) != 0 else { return nil }
      var (low, high) = (0, count)
      while low < high {
        let middle = (low + high) / 2
        if Int(slots[middle]) < slot { low = middle + 1 } else { high = middle }
      }
      return low
    }
    if rowOfSlot.isEmpty { return sparseRows[Int32(truncatingIfNeeded: slot)].map(Int.init) }
    guard rowOfSlot.indices.contains(slot), rowOfSlot[slot] >= 0 else { return nil }
    return Int(rowOfSlot[slot])
  }

  /// The elements of the record at `row` holding an occurrence of some word (an exact match, with
  /// ``elementsOfExactMatches``).
  func matchedElements(row: Int) -> MatchedElements { bySlot ? .unknown : matchedElements[row] }

  /// Forgets what `word` matched in `row`.
  mutating func clear(row: Int, word: Int) {
    let cell = place(row) * wordCount + word
    cells[cell] = Cell()
    if keepsOccurrences { heads[cell] = -1 }
  }

  /// What the text criteria need of the occurrences of `word` in `row`.
  @inline(__always)
  func cell(row: Int, word: Int) -> Cell { cells[place(row) * wordCount + word] }

  /// The smallest typo count of `word` in `row`, `nil` when it did not match.
  func typos(row: Int, word: Int) -> Int? {
    let cell = cell(row: row, word: word)
    return cell.matched ? Int(cell.typos) : nil
  }

  /// Whether `word` matched in `row`.
  func matched(row: Int, word: Int) -> Bool { cell(row: row, word: word).matched }

  /// The smallest Attribute criterion value among the occurrences of `word` in `row`, `nil` when it did not match.
  func attributeValue(row: Int, word: Int) -> Int? {
    let value = cell(row: row, word: word).attributeValue
    return value == .max ? nil : Int(value)
  }

  /// Whether some occurrence of `word` in `row` is exact.
  func hasExact(row: Int, word: Int) -> Bool { cell(row: row, word: word).hasExact }

  /// Whether some occurrence of `word` in `row` satisfies `condition`; needs ``keepsOccurrences``.
  func contains(row: Int, word: Int, where condition: (WordOccurrence) -> Bool) -> Bool {
    precondition(keepsOccurrences, "the occurrences of this table were not kept")
    var index = Int(heads[place(row) * wordCount + word])
    while index >= 0 {
      if condition(occurrences[index]) { return true }
      index = Int(next[index])
    }
    return false
  }

  /// Calls `body` with each occurrence of `word` in `row`; needs ``keepsOccurrences``.
  func forEach(row: Int, word: Int, _ body: (WordOccurrence) -> Void) {
    precondition(keepsOccurrences, "the occurrences of this table were not kept")
    var index = Int(heads[place(row) * wordCount + word])
    while index >= 0 {
      body(occurrences[index])
      index = Int(next[index])
    }
  }
}

extension WordMatchTable.Cell {
  /// Whether the word matched.
  var matched: Bool { typos >= 0 }
  /// Whether some occurrence is exact.
  var hasExact: Bool { flags & WordMatchTable.exactFlag != 0 }
  /// Whether some occurrence is exact and the whole value (string or array element).
  var hasExactSoleWord: Bool { flags & WordMatchTable.exactSoleWordFlag != 0 }
}

/// Finds, for every query word, the records and positions it matches, through the term dictionary.
struct WordMatchFinder {
  let snapshot: IndexSnapshot
  let parameters: SearchParameters

  /// What matched, one row per record that matched at least one word, in first-match order.
  ///
  /// - Parameter expansions: The synonym inputs the words hold: each occurrence of an alternative counts as an
  ///   occurrence of every query word of its input, with the alternative's typos, exact when `alternativesAsExact`
  ///   says a synonym of its kind is.
  func find(_ words: [QueryWord], expansions: [SynonymDictionary.Expansion] = []) -> WordMatchTable {
    // Proximity compares the positions of two words, a phrase those of its words; one free word needs none.
    let lookups = words.map { lookup($0) }
    // A one-word alternative whose term the word matches exactly already, or that another input of the same words
    // gave already with as few typos, adds nothing; one of several words is a phrase.
    struct Given: Hashable {
      let range: Range<Int>
      let term: Int
      let typos: Int
    }
    var given = Set<Given>()
    let synonymMatches = expansions.compactMap { expansion -> (SynonymDictionary.Expansion, AlternativePostings)? in
      let postings = occurrences(of: expansion.alternative)
      guard case .terms(let terms) = postings else { return (expansion, postings) }
      let own = expansion.range.count == 1 && expansion.alternative.typos == 0
        ? Set(lookups[expansion.range.lowerBound].lazy.filter { $0.match.isExact }.map(\.term)) : []
      let added = terms.filter { term in
        !own.contains(term) && (0...expansion.alternative.typos).allSatisfy { !given.contains(Given(range: expansion.range, term: term, typos: $0)) }
      }
      for term in added { given.insert(Given(range: expansion.range, term: term, typos: expansion.alternative.typos)) }
      return added.isEmpty ? nil : (expansion, .terms(added))
    }
    let postingCount = lookups.joined().reduce(0) { $0 + snapshot.dictionary.postings[$1.term].count }
      + synonymMatches.reduce(0) { $0 + $1.1.count(in: snapshot.dictionary) * $1.0.range.count }
    var table = WordMatchTable(
      wordCount: words.count, keepsOccurrences: words.count > 1 || words.contains { $0.phraseID != nil },
      elementsOfExactMatches: Highlighter.wrapsExactMatchesOnly(
        exactOnSingleWordQuery: parameters.exactOnSingleWordQuery == .word, wordCount: words.count),
      slotCount: snapshot.records.count, expectedRows: postingCount, expectedOccurrences: postingCount)
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
    // Postings name live records only; the test guards a snapshot with freed slots all the same.
    let isLive = snapshot.isLive
    let checksLive = snapshot.hasFreedSlots
    let postings = snapshot.dictionary.postings
    let streams = zip(words, lookups).flatMap { word, terms in
      terms.map { PostingStream(word: word.index, term: $0.term, match: $0.match) }
    }
    @inline(__always)
    func add(_ posting: Posting, of stream: PostingStream, to recorder: inout WordMatchTable.Recorder) {
      let attribute = Int(posting.attribute)
      if let allowed, !allowed[attribute] { return }
      if stream.match.typos > 0 && noTypo[attribute] { return }
      if stream.isPrefixKind && noPrefix[attribute] { return }
      let slot = Int(posting.slot)
      guard !checksLive || isLive[slot] else { return }
      let occurrence = WordOccurrence(
        attribute: posting.attribute, element: posting.element, position: posting.position,
        isExact: stream.match.isExact && !noExact[attribute], isSoleWord: posting.isSoleWord)
      let attributeValue = TextCriteria.attributeValue(
        base: attributeBases[attribute], ordered: attributeOrdered[attribute], position: posting.position)
      recorder.add(
        occurrence, slot: slot, word: stream.word, typoCount: stream.match.typos, attributeValue: attributeValue,
        exactTerm: stream.match.isExact)
    }
    /// Records every stream's postings of the slots in `blocks` (of ``blockSlots`` slots each), a block at a time:
    /// the table's places for the block stay in cache while all the terms write to them, instead of each term
    /// sweeping the whole table.
    func addBlocks(_ blocks: Range<Int>, to recorder: inout WordMatchTable.Recorder) {
      let first = Int32(clamping: blocks.lowerBound * Self.blockSlots)
      // Each term's postings, read in place: `postings` keeps every list alive and unchanged until `find` returns.
      // Going back to a list once per block through its array would wait on two loads first, for every term.
      var lists = streams.map { stream in
        postings[stream.term].withUnsafeBufferPointer { list in
          let start = blocks.lowerBound == 0 ? 0 : TermDictionary.firstPosting(after: first - 1, in: list)
          return (next: list.baseAddress.map { $0 + start }, end: list.baseAddress.map { $0 + list.count }, stream: stream)
        }
      }
      lists.removeAll { $0.next == $0.end }
      for block in blocks where !lists.isEmpty {
        let end = Int32(clamping: (block + 1) * Self.blockSlots)
        var index = 0
        while index < lists.count {
          guard var next = lists[index].next, let last = lists[index].end else { break }
          while next < last, next.pointee.slot < end {
            add(next.pointee, of: lists[index].stream, to: &recorder)
            next += 1
          }
          if next == last {
            // A list read to its end leaves; the last one takes its place.
            lists.swapAt(index, lists.count - 1)
            lists.removeLast()
          } else {
            lists[index].next = next
            index += 1
          }
        }
      }
    }
    let blocks = (snapshot.records.count + Self.blockSlots - 1) / Self.blockSlots
    let blocked = blocks >= 4 && postingCount >= streams.count * blocks
    let runs = blocked && table.recordsSlotRangesApart && postingCount >= ParallelRuns.smallestSearchRun
      ? ParallelRuns.count(records: blocks, smallestRun: 2) : 1
    if runs > 1 {
      // A large set of one word's occurrences: each thread records the blocks of a range of slots.
      table.record(inRuns: runs, of: blocks, slotsPerUnit: Self.blockSlots) { blocks, recorder in
        addBlocks(blocks, to: &recorder)
      }
    }
    table.record { recorder in
      if runs == 1 && blocked {
        addBlocks(0..<blocks, to: &recorder)
      } else if runs == 1 {
        for stream in streams {
          for posting in postings[stream.term] { add(posting, of: stream, to: &recorder) }
        }
      }
      for (expansion, source) in synonymMatches {
        let alternative = expansion.alternative
        let isMultiWord = expansion.range.count > 1 || alternative.words.count > 1
        let countsAsExact = alternative.typos == 0
          && (isMultiWord ? parameters.multiWordSynonymsAsExact : parameters.singleWordSynonymsAsExact)
        source.forEach(in: snapshot.dictionary) { posting in
          let attribute = Int(posting.attribute)
          if let allowed, !allowed[attribute] { return }
          if alternative.typos > 0 && noTypo[attribute] { return }
          let slot = Int(posting.slot)
          guard !checksLive || isLive[slot] else { return }
          let occurrence = WordOccurrence(
            attribute: posting.attribute, element: posting.element, position: posting.position,
            isExact: countsAsExact && !noExact[attribute], isSoleWord: posting.isSoleWord)
          let attributeValue = TextCriteria.attributeValue(
            base: attributeBases[attribute], ordered: attributeOrdered[attribute], position: posting.position)
          for word in expansion.range {
            recorder.add(
              occurrence, slot: slot, word: word, typoCount: alternative.typos, attributeValue: attributeValue,
              exactTerm: countsAsExact)
          }
        }
      }
    }
    applyPhrases(words, to: &table)
    return table
  }

  /// The slots of one block when a large matching set is recorded a block at a time: the table's places for them
  /// (a few bytes each) fit in a core's cache.
  static let blockSlots = 32_768

  /// The postings of one term a query word matches, read in slot order.
  private struct PostingStream {
    let word: Int
    let term: Int
    let match: WordMatch
    /// Whether the term matched as a prefix: read for every posting, so worked out once.
    let isPrefixKind: Bool

    init(word: Int, term: Int, match: WordMatch) {
      (self.word, self.term, self.match) = (word, term, match)
      isPrefixKind = match.kind == .prefix || match.kind == .prefixWithTypo
    }
  }

  /// Where a synonym alternative occurs: the terms of a one-word alternative, whose postings are its occurrences, or
  /// the occurrences of several words consecutively in one attribute value.
  enum AlternativePostings {
    /// The dictionary terms of the word.
    case terms([Int])
    /// The phrase's occurrences, at the position of its first word (a phrase is never a value's sole word).
    case phrase([Posting])

    /// How many occurrences there are.
    func count(in dictionary: TermDictionary) -> Int {
      switch self {
      case .terms(let terms): return terms.reduce(0) { $0 + dictionary.postings[$1].count }
      case .phrase(let postings): return postings.count
      }
    }

    /// Calls `body` with each occurrence, reading the postings in place.
    func forEach(in dictionary: TermDictionary, _ body: (Posting) -> Void) {
      switch self {
      case .terms(let terms): for term in terms { for posting in dictionary.postings[term] { body(posting) } }
      case .phrase(let postings): for posting in postings { body(posting) }
      }
    }
  }

  private func occurrences(of alternative: SynonymDictionary.Alternative) -> AlternativePostings {
    let postings = snapshot.dictionary.postings
    let termsPerWord = alternative.words.map { word in
      snapshot.dictionary.lookup(WordMatcher(query: word, isPrefix: false, allowedTypos: 0)).map(\.term)
    }
    guard let first = termsPerWord.first, !termsPerWord.contains(where: \.isEmpty) else { return .terms([]) }
    guard termsPerWord.count > 1 else { return .terms(first) }
    return .phrase(snapshot.phraseOccurrences.value(for: alternative.words) { phrase(termsPerWord, postings: postings) })
  }

  /// The occurrences of the words of `termsPerWord` consecutively in one attribute value, at the first one's position.
  private func phrase(_ termsPerWord: [[Int]], postings: [[Posting]]) -> [Posting] {
    var found = termsPerWord[0].flatMap { Array(postings[$0]) }
    struct Place: Hashable {
      let slot: Int32
      let attribute: UInt16
      let element: UInt16
      let position: Int
    }
    for (offset, terms) in termsPerWord.enumerated().dropFirst() where !found.isEmpty {
      var places = Set<Place>()
      for term in terms {
        for posting in postings[term] {
          places.insert(Place(slot: posting.slot, attribute: posting.attribute, element: posting.element, position: Int(posting.position)))
        }
      }
      found.removeAll { start in
        !places.contains(Place(slot: start.slot, attribute: start.attribute, element: start.element, position: Int(start.position) + offset))
      }
    }
    return found.map { Posting(slot: $0.slot, attribute: $0.attribute, element: $0.element, position: $0.position, isSoleWord: false) }
  }

  /// The dictionary terms a query word matches, plural equivalents included when `ignorePlurals` is on; from the
  /// snapshot's cache when the same word was looked up under the same rules before.
  private func lookup(_ word: QueryWord) -> [(term: Int, match: WordMatch)] {
    let matcher = word.matcher
    let plurals = parameters.ignorePlurals && word.phraseID == nil
    let key = TermLookupKey(
      text: word.text, isPrefix: matcher.isPrefix, allowedTypos: matcher.allowedTypos, plurals: plurals)
    return snapshot.termLookups.value(for: key) { lookup(word, matcher: matcher, plurals: plurals) }
  }

  private func lookup(_ word: QueryWord, matcher: WordMatcher, plurals: Bool) -> [(term: Int, match: WordMatch)] {
    // A placeholder token (`<name>`) is found only as itself or through its synonym's replacements, never by a typo.
    var results = snapshot.dictionary.lookup(matcher).filter { term, match in
      match.isExact || snapshot.dictionary.term(at: term).first != "<"
    }
    guard plurals else { return results }
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

/// What decides the dictionary terms a query word matches.
struct TermLookupKey: Hashable, Sendable {
  /// The normalised word.
  let text: String
  let isPrefix: Bool
  let allowedTypos: Int
  /// Whether plural equivalents match too.
  let plurals: Bool
}
