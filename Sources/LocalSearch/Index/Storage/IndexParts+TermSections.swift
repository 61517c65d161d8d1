extension IndexParts {
  /// `ATTR`: the count, then each attribute's name, rank and whether it is ordered.
  func encodeAttributes(into writer: inout ByteWriter) {
    writer.varint(attributes.count)
    for attribute in attributes {
      writer.string(attribute.name)
      writer.varint(attribute.rank)
      writer.byte(attribute.ordered ? 1 : 0)
    }
  }

  /// The attribute table `ATTR` holds.
  static func decodeAttributes(_ reader: inout ByteReader) throws -> [IndexedAttribute] {
    let count = try reader.count(elementBytes: 3, "the attribute count")
    let attributes = try (0..<count).map { _ in
      let name = try reader.string()
      let rank = try reader.int(atMost: Int(Int32.max), "an attribute rank")
      let ordered = try reader.byte()
      guard ordered <= 1 else { throw reader.damage("an attribute's order flag is \(ordered)") }
      return IndexedAttribute(name: name, rank: rank, ordered: ordered == 1)
    }
    try reader.expectEnd()
    return attributes
  }

  /// `TERM`: the count, then each term front-coded: the scalars it shares with the term before, the count of the
  /// scalars that follow, and their values, all as varints.
  func encodeTerms(into writer: inout ByteWriter) {
    writer.varint(dictionary.count)
    var previous = ArraySlice<Unicode.Scalar>()
    for index in 0..<dictionary.count {
      let term = dictionary.term(at: index)
      let shared = zip(previous, term).prefix { $0 == $1 }.count
      writer.varint(shared)
      writer.varint(term.count - shared)
      for scalar in term.dropFirst(shared) { writer.varint(UInt64(scalar.value)) }
      previous = term
    }
  }

  /// The scalars of every term end to end, each term's span, and how many leading scalars each shares with the next
  /// (``TermDictionary/sharedWithNext``), as `TERM` gives them; every term non-empty and after the one before it.
  ///
  /// A term's first scalars are those it shares with the term before, so it is compared with that term only from
  /// there: one pass gives both the order check and the shared lengths.
  static func decodeTerms(
    _ reader: inout ByteReader, counts: IndexFileCounts
  ) throws -> (scalars: [Unicode.Scalar], spans: [TermDictionary.Span], sharedWithNext: [UInt8]) {
    let count = try reader.int(atMost: counts.terms, "the term count")
    guard count == counts.terms else { throw reader.damage("\(count) terms, not \(counts.terms)") }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(reader.remaining)
    var spans: [TermDictionary.Span] = []
    spans.reserveCapacity(count)
    var sharedWithNext: [UInt8] = []
    sharedWithNext.reserveCapacity(count)
    var previous = TermDictionary.Span(start: 0, count: 0)
    for number in 0..<count {
      let shared = try reader.int(atMost: Int(previous.count), "a shared prefix length")
      let suffix = try reader.count("a term's scalar count")
      guard shared + suffix > 0 else { throw reader.damage("term \(number) is empty") }
      guard scalars.count + shared + suffix <= Int(UInt32.max) else { throw reader.damage("the terms hold too many scalars") }
      let start = scalars.count
      // One by one: appending a slice of the array itself would copy the whole array each time.
      for offset in 0..<shared { scalars.append(scalars[Int(previous.start) + offset]) }
      for _ in 0..<suffix {
        let value = try reader.varint()
        guard value <= UInt64(UInt32.max), let scalar = Unicode.Scalar(UInt32(value)) else {
          throw reader.damage("\(value) is not a Unicode scalar")
        }
        scalars.append(scalar)
      }
      if number > 0 {
        let before = Int(previous.start)
        let length = shared + suffix
        var common = shared
        while common < Int(previous.count), common < length, scalars[before + common] == scalars[start + common] { common += 1 }
        guard common < length, common == Int(previous.count) || scalars[before + common].value < scalars[start + common].value else {
          throw reader.damage("term \(number) is not after term \(number - 1)")
        }
        sharedWithNext.append(UInt8(min(common, 255)))
      }
      previous = TermDictionary.Span(start: UInt32(start), count: UInt32(shared + suffix))
      spans.append(previous)
    }
    if count > 0 { sharedWithNext.append(0) }
    try reader.expectEnd()
    return (scalars, spans, sharedWithNext)
  }

  /// `PIDX` and `POST`: per term, its posting count and the byte length of its postings in `POST`; and the
  /// postings, each as varints: the slot's distance from the previous posting's slot (from 0 for a term's first),
  /// the attribute shifted left by 2 with bit 1 set when the element is not 0 and bit 0 when the value is this sole
  /// word, the element when not 0, and the position.
  func encodePostings() -> (index: ByteWriter, postings: ByteWriter) {
    var index = ByteWriter()
    var writer = ByteWriter()
    for term in dictionary.postings {
      let start = writer.bytes.count
      var slot: Int32 = 0
      for posting in term {
        writer.varint(Int(posting.slot - slot))
        slot = posting.slot
        writer.varint(Int(posting.attribute) << 2 | (posting.element > 0 ? 2 : 0) | (posting.isSoleWord ? 1 : 0))
        if posting.element > 0 { writer.varint(Int(posting.element)) }
        writer.varint(Int(posting.position))
      }
      index.varint(term.count)
      index.varint(writer.bytes.count - start)
    }
    return (index, writer)
  }

  /// Each term's posting count and byte range in `POST`, as `PIDX` gives them.
  static func decodePostingIndex(_ reader: inout ByteReader, counts: IndexFileCounts, postingBytes: Int) throws -> [(count: Int, bytes: Range<Int>)] {
    var total = 0
    var offset = 0
    let runs = try (0..<counts.terms).map { _ -> (count: Int, bytes: Range<Int>) in
      let count = try reader.int(atMost: counts.postings - total, "a term's posting count")
      let length = try reader.int(atMost: postingBytes - offset, "a term's posting bytes")
      total += count
      offset += length
      return (count, offset - length..<offset)
    }
    guard total == counts.postings, offset == postingBytes else {
      throw reader.damage("the terms hold \(total) postings in \(offset) bytes, not \(counts.postings) in \(postingBytes)")
    }
    try reader.expectEnd()
    return runs
  }

  /// Decodes the postings of the terms `terms` of `index` from `bytes`, the whole of `POST`, into their places in
  /// `postings`; a slot is below `slots`, an attribute, element and position fit in 16 bits. Whether postings name
  /// live slots and known attributes is checked with the other parts (``validate(configuration:live:)``).
  static func decodePostings(
    _ bytes: UnsafeRawBufferPointer, index: [(count: Int, bytes: Range<Int>)], terms: Range<Int>, slots: Int,
    into postings: UnsafeMutableBufferPointer<[Posting]>
  ) throws {
    for term in terms {
      let (count, range) = index[term]
      var reader = ByteReader(UnsafeRawBufferPointer(rebasing: bytes[range]), section: "POST")
      postings[term] = try [Posting](unsafeUninitializedCapacity: count) { buffer, initialized in
        var slot = 0
        for position in 0..<count {
          slot += try reader.int(atMost: slots - 1 - slot, "a slot distance")
          let packed = try reader.int(atMost: Int(UInt16.max) << 2 | 3, "an attribute")
          let element = packed & 2 == 0 ? 0 : try reader.int(atMost: Int(UInt16.max), "an element")
          let place = try reader.int(atMost: Int(UInt16.max), "a position")
          buffer.initializeElement(
            at: position, to: Posting(slot: Int32(slot), attribute: UInt16(packed >> 2), element: UInt16(element), position: UInt16(place), isSoleWord: packed & 1 == 1))
          initialized = position + 1
        }
      }
      guard reader.isAtEnd else { throw reader.damage("term \(term)'s postings end before its \(range.count) bytes") }
    }
  }
}
