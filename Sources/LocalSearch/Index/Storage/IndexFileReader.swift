import InstantSearchCore

/// What a saved index file holds.
struct IndexFile {
  /// The file's header.
  let header: IndexFileHeader
  /// The counts of its `META` section.
  let counts: IndexFileCounts
  /// Its parts; without ``isBuilt``, only the settings, counter, names and records.
  let parts: IndexParts
  /// Whether the parts hold the built index. A file written by another engine version, or where the system folds
  /// text otherwise, holds terms this process would not make: only its records are read, to be indexed again.
  let isBuilt: Bool
}

/// Reads saved indices (the format: IndexFormat.md, beside this file).
///
/// Every byte read is covered by a checksum, and every count, offset and value is checked before it sizes or
/// indexes anything, so a damaged or foreign file gives an ``IndexFileError`` naming it and what is wrong, never a
/// trap and never an index that answers wrongly. A crafted file whose checksums hold and whose parts agree with one
/// another but not with its records cannot be told from a good one without indexing the records again.
enum IndexFileReader {
  /// The index saved in the file at `path`.
  ///
  /// - Throws: ``IndexFileError``.
  static func read(_ path: String) throws -> IndexFile {
    let file = try StorageFile.openForReading(path)
    defer { file.close() }
    do {
      return try read(file)
    } catch let damage as StorageDamage {
      throw IndexFileError.corrupt(file: path, section: damage.section, detail: damage.detail)
    }
  }

  private static func read(_ file: StorageFile) throws -> IndexFile {
    let size = try file.size()
    let header = try IndexFileHeader(try file.read(Int(min(size, UInt64(IndexFileLayout.headerBytes))), at: 0), fileSize: size, path: file.path)
    let directory = try IndexFileDirectory(file, header: header)
    let sections = Sections(file: file, directory: directory)
    let counts = try sections.decode(.meta) { try IndexParts.decodeCounts(&$0) }
    let settings = try sections.decode(.settings) { try IndexParts.decodeSettings(&$0) }
    let synonyms = try sections.decode(.synonyms, orElse: SynonymSet()) { reader in
      try IndexParts.decodeJSON(&reader, "synonyms") { json throws(SearchClientError) in try SynonymSet(json: json) }
    }
    let rules = try sections.decode(.rules, orElse: RuleSet()) { reader in
      try IndexParts.decodeJSON(&reader, "rules") { json throws(SearchClientError) in try RuleSet(json: json) }
    }
    let keys = try sections.decode(.keys) { try IndexParts.decodeKeys(&$0) }
    let lengths = try sections.decode(.lengths) { try IndexParts.decodeLengths(&$0, counts: counts) }
    let isBuilt = header.engineVersion == IndexFileLayout.engineVersion && header.normalizerPrint == Normalizer.fingerprint
    var parts = IndexParts(
      settings: settings, nextAutomaticID: counts.nextAutomaticID, keyNames: keys.numberedNames, records: RecordTable(), attributes: [],
      dictionary: TermDictionary(), facets: [], geolocations: SlotLists(), sortColumns: [], distinctColumns: [])
    parts.synonyms = synonyms
    parts.rules = rules
    let loadRecords = {
      let records = try sections.load(.arena, bytes: counts.arenaBytes) { fill in
        try RecordTable.loading(keys: keys, lengths: lengths, fill: fill)
      }
      return (records, try sections.words(.objectIDs).map { try ObjectIDIndex(restoring: $0, records: records) })
    }
    guard isBuilt else {
      (parts.records, parts.objectIDs) = try loadRecords()
      return IndexFile(header: header, counts: counts, parts: parts, isBuilt: false)
    }
    // The records, the dictionary, the facets, the locations and the columns do not depend on one another: each is
    // read and checked as a task of its own, the tasks shared out among the processors as they finish, the search
    // structures checked against the slots the record lengths leave live.
    let live = lengths.map { $0 > 0 }
    let configuration = IndexConfiguration(settings: settings)
    // Each task sets variables of its own.
    var loaded: (records: RecordTable, objectIDs: ObjectIDIndex?)?
    var searched: IndexParts?
    var facets: [IndexParts.FacetColumns] = []
    var geolocations = SlotLists<Point>()
    var columns: (sort: [RecordColumns.SortColumn], distinct: [RecordColumns.DistinctColumn]) = ([], [])
    let tasks: [() throws -> Void] = [
      { loaded = try loadRecords() },
      {
        var parts = parts
        parts.attributes = try sections.decode(.attributes) { try IndexParts.decodeAttributes(&$0) }
        let terms = try sections.decode(.terms) { try IndexParts.decodeTerms(&$0, counts: counts) }
        let postings = try sections.bytes(.postings) { bytes in
          let index = try sections.decode(.postingIndex) { try IndexParts.decodePostingIndex(&$0, counts: counts, postingBytes: bytes.count) }
          return try decodePostings(bytes, index: index, slots: counts.slots)
        }
        parts.dictionary = TermDictionary(
          scalars: terms.scalars, spans: terms.spans, postings: postings, sharedWithNext: terms.sharedWithNext)
        try parts.validateDictionary(configuration, live: live, termsChecked: true)
        searched = parts
      },
      {
        facets = try sections.decode(.facets) { try IndexParts.decodeFacets(&$0, slots: counts.slots) }
        try IndexParts.validate(facets, configuration, slots: live.count)
      },
      {
        geolocations = try sections.decode(.geolocations) { try IndexParts.decodeGeolocations(&$0, slots: counts.slots) }
        try IndexParts.validate(geolocations, slots: live.count)
      },
      {
        columns.sort = try sections.decode(.sortColumns, orElse: []) { try IndexParts.decodeSortColumns(&$0, slots: counts.slots) }
        columns.distinct = try sections.decode(.distinctColumns, orElse: []) { try IndexParts.decodeDistinctColumns(&$0, slots: counts.slots) }
        try IndexParts.validate(columns.sort, columns.distinct, slots: live.count)
      },
    ]
    // The first failing task in this order is reported.
    for outcome in ParallelRuns.map(records: tasks.count, runs: tasks.count, { run in Result { try tasks[run.lowerBound]() } }) { try outcome.get() }
    guard let loaded, let searched else { throw StorageDamage(section: "ARNA", detail: "the records or the terms were not read") }
    parts = searched
    (parts.records, parts.objectIDs) = loaded
    parts.facets = facets
    parts.geolocations = geolocations
    (parts.sortColumns, parts.distinctColumns) = columns
    parts.checkedConfiguration = configuration
    return IndexFile(header: header, counts: counts, parts: parts, isBuilt: true)
  }

  /// The fewest postings worth decoding on several threads.
  private static let smallestParallelPostings = 200_000

  /// Every term's postings, in runs of terms on several threads when they are many, each run decoding straight into
  /// its terms' places of the result.
  private static func decodePostings(
    _ bytes: UnsafeRawBufferPointer, index: [(count: Int, bytes: Range<Int>)], slots: Int
  ) throws -> [[Posting]] {
    let total = index.reduce(0) { $0 + $1.count }
    let runs = total < smallestParallelPostings ? 1 : ParallelRuns.mostThreads
    return try [[Posting]](unsafeUninitializedCapacity: index.count) { buffer, initialized in
      // Every place holds an empty list first, so that the result is whole whichever run fails.
      buffer.initialize(repeating: [])
      initialized = buffer.count
      let places = buffer
      let outcomes = ParallelRuns.map(records: index.count, runs: runs) { terms in
        Result { try IndexParts.decodePostings(bytes, index: index, terms: terms, slots: slots, into: places) }
      }
      for outcome in outcomes { try outcome.get() }
    }
  }

  /// The sections of one file, read and checked one at a time.
  private struct Sections {
    let file: StorageFile
    let directory: IndexFileDirectory

    /// Calls `body` with the checked bytes of section `tag`, which must be listed.
    func bytes<Result>(_ tag: SectionTag, _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
      guard let entry = directory.entries[tag] else { throw StorageDamage(section: "directory", detail: "section \(tag.rawValue) is missing") }
      let bytes = try file.read(Int(entry.length), at: entry.offset)
      return try bytes.withUnsafeBytes { buffer in
        try IndexFileDirectory.verify(buffer, of: entry)
        return try body(buffer)
      }
    }

    /// Decodes section `tag` with `body`.
    func decode<Result>(_ tag: SectionTag, _ body: (inout ByteReader) throws -> Result) throws -> Result {
      try bytes(tag) { buffer in
        var reader = ByteReader(buffer, section: tag.rawValue)
        return try body(&reader)
      }
    }

    /// Decodes section `tag` with `body`, or gives `absent` when the file does not list it.
    func decode<Result>(_ tag: SectionTag, orElse absent: Result, _ body: (inout ByteReader) throws -> Result) throws -> Result {
      directory.entries[tag] == nil ? absent : try decode(tag, body)
    }

    /// The checked contents of section `tag` as little-endian 8-byte words, read straight into the array; `nil` when
    /// the file does not list it.
    func words(_ tag: SectionTag) throws -> [UInt64]? {
      guard let entry = directory.entries[tag] else { return nil }
      guard entry.length % 8 == 0 else { throw StorageDamage(section: tag.rawValue, detail: "\(entry.length) bytes, not whole 8-byte words") }
      let count = Int(entry.length / 8)
      return try [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
        let bytes = UnsafeMutableRawBufferPointer(buffer)
        try file.read(into: bytes, at: entry.offset)
        try IndexFileDirectory.verify(UnsafeRawBufferPointer(bytes), of: entry)
        initialized = count
      }
    }

    /// What `body` makes of section `tag`, which must hold `count` bytes, given a function that reads and checks
    /// the section into a buffer of that size (such as an arena's memory).
    func load<Result>(_ tag: SectionTag, bytes count: Int, _ body: ((UnsafeMutableRawBufferPointer) throws -> Void) throws -> Result) throws -> Result {
      guard let entry = directory.entries[tag] else { throw StorageDamage(section: "directory", detail: "section \(tag.rawValue) is missing") }
      guard entry.length == UInt64(count) else { throw StorageDamage(section: tag.rawValue, detail: "\(entry.length) bytes, not \(count)") }
      return try body { buffer in
        try file.read(into: buffer, at: entry.offset)
        try IndexFileDirectory.verify(UnsafeRawBufferPointer(buffer), of: entry)
      }
    }
  }
}
