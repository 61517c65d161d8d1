extension RecordKeys {
  /// Keys numbering `names` in order, as a saved index lists them.
  ///
  /// - Throws: ``StorageDamage`` in section `KEYS` for more names than keys keep, a name longer than
  ///   ``longestName`` bytes, or a name given twice, which the keys would number once.
  convenience init(restoring names: [String]) throws {
    self.init()
    for (expected, name) in names.enumerated() {
      guard number(of: name) == expected else {
        throw StorageDamage(
          section: "KEYS", detail: "member name \(expected) (\"\(name.prefix(40))\") is a repeat, too long or beyond the \(Self.capacity) names kept")
      }
    }
  }

  /// The names numbered so far, in number order.
  var numberedNames: [String] { Array(UnsafeBufferPointer(start: names, count: count)) }
}
