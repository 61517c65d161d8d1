import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch

/// A dataset indexed on the embedded engine, and what the demo's widgets show of it.
public struct Catalogue {
  /// A numeric attribute refined with `<=` by the slider.
  public struct NumericControl: Codable, Equatable {
    /// The attribute.
    public let attribute: String
    /// Its name for people ("Elevation").
    public let label: String
    /// The unit written after values ("ft"), if any.
    public let unit: String?
    /// The smallest and largest values in the records.
    public let range: ClosedRange<Double>
    /// How far one left/right key press moves the slider.
    public let step: Double
  }

  /// A boolean facet refined to `true` by the switch.
  public struct Toggle: Codable, Equatable {
    /// The facet.
    public let attribute: String
    /// The switch's caption ("International only").
    public let label: String
  }

  /// What the title line names.
  public let title: String
  /// The index.
  public let index: InstantSearch.Index
  /// How many records are indexed.
  public let recordCount: Int
  /// The attribute shown (highlighted) as each hit's title.
  public let titleAttribute: String
  /// Attributes shown after the title, in order.
  public let detailAttributes: [String]
  /// The facet of the refinement list, if any.
  public let facet: (attribute: String, label: String)?
  /// The slider's attribute, if any.
  public let numeric: NumericControl?
  /// The switch's facet, if any.
  public let toggle: Toggle?

  /// Where the index came from.
  public enum Provenance: Equatable {
    /// Indexed from the records file; saved to this cache entry when one was given and saving worked.
    case built(savedTo: URL?)
    /// Opened, without reading the records, from this cache entry.
    case opened(from: URL)
  }

  /// Where the index came from.
  public let provenance: Provenance

  init(index: InstantSearch.Index, layout: CatalogueLayout, provenance: Provenance) {
    self.index = index
    self.provenance = provenance
    title = layout.title
    recordCount = layout.recordCount
    titleAttribute = layout.titleAttribute
    detailAttributes = layout.detailAttributes
    facet = layout.facet.map { (attribute: $0.attribute, label: $0.label) }
    numeric = layout.numeric
    toggle = layout.toggle
  }

  /// The airports shipped with the demo: 7,884 airports with an IATA code, from the `airportsdata` package
  /// (MIT licence, see the NOTICE file beside the resource).
  ///
  /// - Parameters:
  ///   - cache: Where the built index is kept between launches; `nil` builds it at every call.
  ///   - progress: Called with a line saying where the index was opened from or saved to.
  public static func airports(cache: CatalogueCache? = nil, progress: ((String) -> Void)? = nil) throws -> Catalogue {
    guard let records = Bundle.module.url(forResource: "airports", withExtension: "json"),
      let settings = Bundle.module.url(forResource: "airports_settings", withExtension: "json")
    else { throw CatalogueError.missingResource("airports.json") }
    return try load(records: records, settings: settings, entryName: "airports", cache: cache, progress: progress) { loaded in
      CatalogueLayout(
        title: "World airports (airportsdata, MIT licence)", recordCount: loaded.count, titleAttribute: "name",
        detailAttributes: ["iata", "city", "country"], facet: CatalogueLayout.Facet(attribute: "country", label: "Country"),
        numeric: NumericControl(
          attribute: "elevation", label: "Elevation", unit: "ft", range: loaded.numericRange(of: "elevation") ?? 0...15_000,
          step: 500),
        toggle: Toggle(attribute: "international", label: "International only"))
    }
  }

  /// Any Algolia-format dataset: a JSON array of records and, optionally, its settings.
  ///
  /// The refinement list shows the first faceting attribute with text values, the slider the first faceting
  /// attribute with numeric values, preferring one that is not a date (hidden when there is none), the switch
  /// the first one with boolean values.
  /// The title is the first searchable attribute (else `name`, `title` or `objectID`).
  ///
  /// - Parameters:
  ///   - cache: Where the built index is kept between launches; `nil` builds it at every call.
  ///   - progress: Called with lines describing the indexing of a large file, and where the index was opened from
  ///     or saved to.
  /// - Throws: ``CatalogueError`` saying what is wrong with which file.
  public static func load(
    records: URL, settings: URL?, cache: CatalogueCache? = nil, progress: ((String) -> Void)? = nil
  ) throws -> Catalogue {
    let name = records.deletingPathExtension().lastPathComponent
    let entryName = "\(name)-\(DatasetFingerprint.hex(of: Data(records.standardizedFileURL.path.utf8)).prefix(8))"
    return try load(records: records, settings: settings, entryName: entryName, cache: cache, progress: progress) { loaded in
      layout(of: loaded, title: records.lastPathComponent)
    }
  }

  /// Opens the dataset's index from `cache` when the entry holds this very dataset, and otherwise indexes the
  /// records, lays the widgets out with `layout`, and saves both to the entry. A cache that cannot be read or
  /// written is reported through `progress` and the records are indexed: the cache never stops the demo.
  private static func load(
    records: URL, settings: URL?, entryName: String, cache: CatalogueCache?, progress: ((String) -> Void)?,
    layout: (RecordsLoader) -> CatalogueLayout
  ) throws -> Catalogue {
    let bytes = try DatasetBytes(records: records, settings: settings)
    let fingerprint = cache.map { _ in DatasetFingerprint(bytes) }
    if let cache, let fingerprint {
      switch cache.open(entryName, fingerprint: fingerprint) {
      case .opened(let local, let cached, let entry):
        progress?("Opened the index of \(records.lastPathComponent) from \(entry.path)")
        return Catalogue(
          index: InstantSearch.Index(client: LocalClient(indices: [local]), name: local.name), layout: cached, provenance: .opened(from: entry))
      case .missing:
        break
      case .unusable(let reason):
        progress?("Indexing \(records.lastPathComponent) again: \(reason)")
      }
    }
    let loaded = try RecordsLoader.load(records: records, settings: settings, bytes: bytes, progress: progress)
    let chosen = layout(loaded)
    var savedTo: URL?
    if let cache, let fingerprint {
      do {
        savedTo = try cache.store(loaded.local, layout: chosen, fingerprint: fingerprint, as: entryName)
        progress?("Saved the index of \(records.lastPathComponent) to \(savedTo!.path)")
      } catch {
        progress?("Could not save the index of \(records.lastPathComponent) to the cache: \(error)")
      }
    }
    return Catalogue(index: loaded.index, layout: chosen, provenance: .built(savedTo: savedTo))
  }

  /// The widgets' layout for any dataset, chosen from the records' sample and the settings.
  private static func layout(of loaded: RecordsLoader, title: String) -> CatalogueLayout {
    let searchable = loaded.settings.searchableAttributes.map(\.path.rawValue)
    let sample = loaded.sample
    let titleAttribute =
      searchable.first { path in sample.contains { $0[path]?.stringValue != nil } }
      ?? ["name", "title"].first { path in sample.contains { $0[path]?.stringValue != nil } } ?? "objectID"
    let details = searchable.filter { $0 != titleAttribute && !$0.contains(".") }.prefix(2)
    let faceting = loaded.settings.attributesForFaceting.map(\.path.rawValue)
    let textFacet = faceting.first { path in sample.contains { isText($0[path]) } }
    let numericFacets = faceting.filter { path in sample.contains { $0[path]?.doubleValue != nil } && path != textFacet }
    let numericFacet = numericFacets.first { !looksLikeATime($0) } ?? numericFacets.first
    let boolFacet = faceting.first { path in sample.contains { $0[path]?.boolValue != nil } }
    var numeric: NumericControl?
    if let numericFacet, let range = loaded.numericRange(of: numericFacet), range.lowerBound < range.upperBound {
      numeric = NumericControl(
        attribute: numericFacet, label: humanName(numericFacet), unit: nil, range: range, step: niceStep(for: range))
    }
    return CatalogueLayout(
      title: title, recordCount: loaded.count, titleAttribute: titleAttribute, detailAttributes: Array(details),
      facet: textFacet.map { CatalogueLayout.Facet(attribute: $0, label: humanName($0)) }, numeric: numeric,
      toggle: boolFacet.map { Toggle(attribute: $0, label: "\(humanName($0)) only") })
  }

  /// "duration_range" → "Duration range".
  static func humanName(_ attribute: String) -> String {
    let words = attribute.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: ".", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// About a twentieth of the range, rounded to 1, 2 or 5 times a power of ten.
  static func niceStep(for range: ClosedRange<Double>) -> Double {
    let rough = (range.upperBound - range.lowerBound) / 20
    let magnitude = pow(10, floor(log10(rough)))
    return [1, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
  }

  /// Dates and times (`date`, `created_at`, `timestamp`) make poor sliders: their values are seconds.
  private static func looksLikeATime(_ attribute: String) -> Bool {
    let name = attribute.lowercased()
    return ["date", "time", "_at"].contains { name.contains($0) }
  }

  private static func isText(_ value: JSON?) -> Bool {
    if value?.stringValue != nil { return true }
    return value?.arrayValue?.first?.stringValue != nil
  }
}
