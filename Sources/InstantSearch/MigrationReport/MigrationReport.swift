import Foundation

/// Records which v1 APIs an application calls, once each, with where it called them and what replaces them in
/// the v2 core, so a team migrating screen by screen sees what its code still uses.
///
/// Off by default. Turn it on with one line, `InstantSearch.migrationReport.isEnabled = true`, or by starting
/// the process with the environment variable `INSTANTSEARCH_MIGRATION_REPORT` set: to `1` for a summary on
/// standard error at exit, or to the path of a `.md` or `.json` file written at exit.
///
/// Each v1 API is recorded at its first use: a log line (through ``logHandler``), then a use count. Call sites
/// are the caller's file and line where the v1 signature could take `#fileID` and `#line` defaults, else the
/// type that made the call. Silence a feature the team has accepted with ``silence(_:)``. Read the results with
/// ``entries``, ``summary()``, ``markdown()`` and ``json()``, or write them with ``write(to:)``.
public final class MigrationReport: @unchecked Sendable {
  // @unchecked: every mutable property is read and written under `lock`; the log handler runs outside it.

  /// The areas of the v1 API, as the migration guide groups them.
  public enum Feature: String, Codable, CaseIterable, Sendable {
    /// `InstantSearch` setup, registration and searching.
    case setup
    /// The v1 `Searcher`.
    case searcher
    /// `SearchParameters` refinements.
    case refinements
    /// v1 widgets and view models.
    case widgets
    /// Custom widgets through v1's protocols.
    case customWidgets
    /// History, progress, strategy and timing helpers.
    case helpers
    /// v1 clients and custom backends.
    case backends
  }

  /// One v1 API the application used.
  public struct Entry: Codable, Hashable, Sendable {
    /// The area of the API.
    public let feature: Feature
    /// The v1 API, as written in v1 (`Searcher.search()`).
    public let api: String
    /// What replaces it in the v2 core.
    public let replacement: String
    /// Where it was first called: `File.swift:42`, or the calling type.
    public let firstCallSite: String
    /// How many times it was called while the report was on.
    public internal(set) var uses: Int
  }

  private let lock = NSLock()
  private var enabled = false
  private var silenced: Set<Feature> = []
  private var recorded: [String: Entry] = [:]
  private var order: [String] = []
  private var handler: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Creates a report, off.
  public init() {}

  /// Whether calls are recorded.
  public var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  /// Receives the line logged at each API's first use; standard error by default.
  public var logHandler: @Sendable (String) -> Void {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// The features whose calls are not recorded.
  public var silencedFeatures: Set<Feature> { lock.withLock { silenced } }

  /// Stops recording a feature the team has accepted (what it recorded so far stays).
  public func silence(_ feature: Feature) { lock.withLock { _ = silenced.insert(feature) } }

  /// Records a feature again.
  public func unsilence(_ feature: Feature) { lock.withLock { _ = silenced.remove(feature) } }

  /// The APIs recorded, in order of first use.
  public var entries: [Entry] { lock.withLock { order.compactMap { recorded[$0] } } }

  /// Forgets what was recorded (the switches stay).
  public func reset() {
    lock.withLock {
      recorded.removeAll()
      order.removeAll()
    }
  }

  /// Records one call of a catalogued v1 API.
  func record(_ api: MigrationCatalogue.API, at callSite: String) {
    let firstUse: (String, @Sendable (String) -> Void)? = lock.withLock {
      guard enabled, !silenced.contains(api.feature) else { return nil }
      if recorded[api.name] != nil {
        recorded[api.name]?.uses += 1
        return nil
      }
      recorded[api.name] = Entry(feature: api.feature, api: api.name, replacement: api.replacement, firstCallSite: callSite, uses: 1)
      order.append(api.name)
      return ("[InstantSearch migration] \(api.name) at \(callSite) — v2: \(api.replacement)", handler)
    }
    if let (line, log) = firstUse { log(line) }
  }

  // MARK: Outputs

  /// A plain-text summary: the number of APIs per feature, then each API with its uses, first call site and
  /// replacement.
  public func summary() -> String {
    let entries = self.entries
    guard !entries.isEmpty else { return "InstantSearch migration report: no v1 API recorded." }
    var lines = ["InstantSearch migration report: \(entries.count) v1 APIs in use."]
    for feature in Feature.allCases {
      let used = entries.filter { $0.feature == feature }
      guard !used.isEmpty else { continue }
      lines.append("\(feature.rawValue) (\(used.count)):")
      lines += used.map { "  \($0.api) ×\($0.uses), first at \($0.firstCallSite) — v2: \($0.replacement)" }
    }
    return lines.joined(separator: "\n")
  }

  /// A Markdown report: one table per feature.
  public func markdown() -> String {
    let entries = self.entries
    var lines = ["# InstantSearch migration report", "", "\(entries.count) v1 APIs in use."]
    for feature in Feature.allCases {
      let used = entries.filter { $0.feature == feature }
      guard !used.isEmpty else { continue }
      lines += ["", "## \(feature.rawValue)", "", "| v1 API | uses | first call site | v2 |", "| --- | --- | --- | --- |"]
      lines += used.map { "| `\($0.api)` | \($0.uses) | \($0.firstCallSite) | \($0.replacement.replacingOccurrences(of: "|", with: "\\|")) |" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A JSON report: `{"entries": [...]}`, each entry with its feature, API, replacement, first call site and
  /// uses.
  public func json() -> Data {
    struct Report: Codable { let entries: [Entry] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(Report(entries: entries))) ?? Data("{\"entries\":[]}".utf8)
  }

  /// Writes the report to a file: JSON for a `.json` path, Markdown otherwise.
  public func write(to url: URL) throws {
    let data = url.pathExtension.lowercased() == "json" ? json() : Data(markdown().utf8)
    try data.write(to: url, options: .atomic)
  }
}
