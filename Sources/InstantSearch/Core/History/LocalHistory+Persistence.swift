import Foundation

extension LocalHistory {
  /// Writes the texts to ``filePath`` now, after any background save requested before, as a binary property list
  /// (an array of strings), replacing the file atomically. Does nothing without a file; failures are ignored.
  public func save() {
    guard let filePath else { return }
    let snapshot = contents
    // Through the queue of background saves, so one requested earlier never lands after this one.
    LocalHistory.saveQueue.sync { LocalHistory.write(snapshot, to: filePath) }
  }

  /// Like ``save()``, on a background queue. The texts are those of the moment of the call, and saves run in the
  /// order they were requested.
  public func saveAsync() {
    guard let filePath else { return }
    let snapshot = contents
    LocalHistory.saveQueue.async { LocalHistory.write(snapshot, to: filePath) }
  }

  /// Replaces the texts with those of ``filePath`` when it holds a property list of strings, without trimming to
  /// ``maxCount``. A missing file or other content leaves the texts unchanged.
  public func load() {
    guard let filePath, let data = FileManager.default.contents(atPath: filePath),
      let texts = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String]
    else { return }
    contents = texts
  }

  /// Waits until every background save requested so far has been written (for tests).
  static func waitForBackgroundSaves() {
    saveQueue.sync {}
  }

  /// Serialises background saves, so a later save never lands before an earlier one.
  private static let saveQueue = DispatchQueue(label: "InstantSearch.LocalHistory.save", qos: .background)

  private static func write(_ texts: [String], to filePath: String) {
    guard let data = try? PropertyListSerialization.data(fromPropertyList: texts, format: .binary, options: 0) else { return }
    try? data.write(to: URL(fileURLWithPath: filePath), options: .atomic)
  }
}
