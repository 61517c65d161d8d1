import Foundation

// The binder's local query history. Nothing records searches automatically: the app calls
// `appendHistory(queryText:)`.
extension InstantSearch {
  /// The file ``history`` starts on: `history.dat` in the user's documents directory, or in the temporary directory
  /// when the documents directory is unknown or does not exist.
  static var defaultHistoryFilePath: String {
    let files = FileManager.default
    var directory = files.temporaryDirectory
    if let documents = files.urls(for: .documentDirectory, in: .userDomainMask).first {
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: documents.path, isDirectory: &isDirectory), isDirectory.boolValue { directory = documents }
    }
    return directory.appendingPathComponent("history.dat").path
  }

  /// Records a text query in ``history`` and saves the history in the background (a second save when its
  /// `autosave` is on).
  ///
  /// Does nothing but print a reminder in debug builds while ``recordHistory`` is false.
  ///
  /// - Parameter queryText: The text to record; it is normalised and subject to the history's redundancy rules.
  public func appendHistory(queryText: String) {
    guard recordHistory else {
      debugLog("need to set recordHistory to true to record history")
      return
    }
    history.add(InstantSearch.historyParams(queryText))
    history.saveAsync()
  }

  /// Removes every text from ``history`` (and saves it when its `autosave` is on).
  public func clearAllHistory() {
    history.clear()
  }

  /// Removes a text from ``history``.
  ///
  /// Only recorded texts equal to `queryText` are removed (they are stored normalised, so a text differing in case
  /// or spacing removes nothing). The history is then cleared and the kept texts added back most recent first, so
  /// their recency order ends up reversed and the redundancy rules apply to them again, as in v1. Works whatever
  /// ``recordHistory`` says.
  ///
  /// - Parameter queryText: The text to remove.
  public func clearQueryInHistory(queryText: String) {
    let kept = history.contents.filter { $0 != queryText }
    history.clear()
    kept.forEach { history.add(InstantSearch.historyParams($0)) }
  }

  /// The recorded texts in which `queryText` starts a word, most recent first, highlighted with `<em>` and `</em>`.
  ///
  /// - Parameters:
  ///   - queryText: The text being typed; empty matches every recorded text.
  ///   - maxHits: The most hits to return (2).
  public func searchHistory(queryText: String, maxHits: Int = 2) -> [HistoryHit] {
    let options = HistorySearchOptions()
    options.maxHits = maxHits
    return history.search(query: InstantSearch.historyParams(queryText), options: options)
  }

  /// Parameters holding only a text query.
  private static func historyParams(_ queryText: String) -> SearchParameters {
    let params = SearchParameters()
    params.query = queryText
    return params
  }
}
