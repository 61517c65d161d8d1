/// Writes a saved index: the parts of an index (``IndexParts``) as the sections of one file, with its directory and
/// header (the format: IndexFormat.md, beside this file).
enum IndexFileWriter {
  /// Writes `parts`, of an index named `name`, as generation `generation` into `file`, which must be new and empty;
  /// `journalSequence` is the last journal frame the parts hold. The caller flushes and closes the file.
  ///
  /// - Throws: ``IndexFileError/unwritable(file:operation:reason:)`` when a write fails, or when the settings have
  ///   no JSON form.
  static func write(_ parts: IndexParts, name: String, generation: UInt64, journalSequence: UInt64 = 0, to file: StorageFile) throws {
    var output = try SectionOutput(file: file)
    try output.section(.meta) { IndexParts.encode(parts.counts(name: name), into: &$0) }
    do {
      try output.section(.settings) { try parts.encodeSettings(into: &$0) }
      try output.section(.synonyms) { $0.append(try parts.synonyms.json.data()) }
      try output.section(.rules) { $0.append(try parts.rules.json.data()) }
    } catch let error as IndexFileError {
      throw error
    } catch {
      throw IndexFileError.unwritable(file: file.path, operation: "encode the settings, synonyms and rules", reason: "\(error)")
    }
    try output.section(.keys) { parts.encodeKeys(into: &$0) }
    try output.section(.lengths) { parts.encodeLengths(into: &$0) }
    try output.section(.arena, streaming: parts.produceArena)
    if let objectIDs = parts.objectIDs, objectIDs.agrees(with: parts.records) { try output.section(.objectIDs, streaming: objectIDs.produceSection) }
    try output.section(.attributes) { parts.encodeAttributes(into: &$0) }
    try output.section(.terms) { parts.encodeTerms(into: &$0) }
    let (postingIndex, postings) = parts.encodePostings()
    try output.section(.postingIndex) { $0 = postingIndex }
    try output.section(.postings) { $0 = postings }
    try output.section(.facets) { parts.encodeFacets(into: &$0) }
    try output.section(.geolocations) { parts.encodeGeolocations(into: &$0) }
    try output.section(.sortColumns) { parts.encodeSortColumns(into: &$0) }
    try output.section(.distinctColumns) { parts.encodeDistinctColumns(into: &$0) }
    var header = IndexFileHeader()
    header.normalizerPrint = Normalizer.fingerprint
    header.generation = generation
    header.journalSequence = journalSequence
    try output.finish(header)
  }
}
