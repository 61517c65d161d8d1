import InstantSearchCore

/// The top-level members a build reads from every record (those its attribute paths start with), decoded in
/// one pass over each record instead of one search per path.
struct MemberSelection {
  /// The selected names, without repeats.
  let names: [String]
  /// The UTF-8 bytes of each name, for names a record keeps inline.
  private let utf8: [[UInt8]]
  /// Per name number of the arena's ``RecordKeys`` when the selection was made: the index of that name in
  /// ``names``, or -1.
  private let indexOfNumber: [Int]

  /// Selects `names` (repeats are dropped) from records whose member names are numbered in `keys`.
  init(_ names: [String], keys: RecordKeys) {
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    self.names = unique
    utf8 = unique.map { Array($0.utf8) }
    var indexOfNumber = [Int](repeating: -1, count: keys.count)
    let known = keys.known
    for (index, name) in unique.enumerated() {
      if let number = known.number(of: name), number < indexOfNumber.count { indexOfNumber[number] = index }
    }
    self.indexOfNumber = indexOfNumber
  }

  /// The index of `name` in ``names``.
  func index(of name: String) -> Int { names.firstIndex(of: name)! }

  /// Decodes the selected members of `record` into `values`, one per name (`nil` where the record has none).
  func decode(_ record: StoredRecord, into values: inout [JSON?]) {
    values.removeAll(keepingCapacity: true)
    values.append(contentsOf: repeatElement(nil, count: names.count))
    var reader = RecordReader(record.span.start, keys: record.keys)
    guard let count = reader.objectCount() else { return }
    for _ in 0..<count {
      let name = reader.nameReference()
      let index: Int?
      if let number = name.number {
        index = number < indexOfNumber.count
          ? indexOfNumber[number] : names.firstIndex(of: reader.name(numbered: number))
      } else {
        index = utf8.firstIndex { $0.elementsEqual(name.inline) }
      }
      if let index, index >= 0, values[index] == nil {
        values[index] = reader.value()
      } else {
        reader.skipValue()
      }
    }
  }
}
