import Foundation
import InstantSearch
import InstantSearchCore
import LocalSearch

/// Reads a records file and its settings into an index of the embedded engine, reporting progress.
struct RecordsLoader {
  /// The indexed dataset, as v1 code searches it.
  let index: InstantSearch.Index
  /// The engine's index under ``index``.
  let local: LocalIndex
  /// The settings in effect.
  let settings: IndexSettings
  /// How many records were indexed.
  let count: Int
  /// Up to 500 records, spread over the file, to choose what the widgets show.
  let sample: [[String: JSON]]
  /// The records' objects, kept only to compute numeric ranges.
  private let records: [JSON]

  /// Records are indexed in batches of this many, with a progress line after each.
  static let batchSize = 5_000

  /// Indexes the records of `bytes`, read from the records file at `url` and the settings file at `settingsURL`.
  static func load(
    records url: URL, settings settingsURL: URL?, bytes: DatasetBytes, progress: ((String) -> Void)?
  ) throws -> RecordsLoader {
    let data = bytes.records
    progress?("Reading \(url.lastPathComponent) (\(ByteCountFormatter.string(fromByteCount: Int64(data.count), countStyle: .file)))…")
    let json: JSON
    do {
      json = try JSON.parse(data)
    } catch {
      throw CatalogueError.notJSON(path: url.path, reason: String(describing: error))
    }
    guard let records = json.arrayValue else {
      throw CatalogueError.notRecords(path: url.path, reason: "expected a JSON array of record objects")
    }
    if let position = records.firstIndex(where: { $0.objectValue == nil }) {
      throw CatalogueError.notRecords(path: url.path, reason: "the element at index \(position) is not an object")
    }
    var settings = IndexSettings()
    if let settingsURL, let settingsData = bytes.settings {
      do {
        settings = try IndexSettings(data: settingsData)
      } catch {
        throw CatalogueError.badSettings(path: settingsURL.path, reason: String(describing: error))
      }
    }
    let name = url.deletingPathExtension().lastPathComponent
    let local: LocalIndex
    do {
      local = try LocalIndex(name: name, settings: settings)
      var start = 0
      while start < records.count {
        let end = min(start + batchSize, records.count)
        do {
          try local.saveObjects(Array(records[start..<end]))
        } catch LocalIndexError.invalidObjectID(let position) {
          throw CatalogueError.notRecords(
            path: url.path, reason: "the record at index \(start + position) has an objectID that is not a string")
        }
        start = end
        if records.count > batchSize { progress?("Indexing \(name): \(start) of \(records.count) records") }
      }
    } catch let error as CatalogueError {
      throw error
    } catch {
      throw CatalogueError.notRecords(path: url.path, reason: String(describing: error))
    }
    let stride = max(1, records.count / 500)
    let sample = Swift.stride(from: 0, to: records.count, by: stride).compactMap { records[$0].objectValue }
    return RecordsLoader(
      index: InstantSearch.Index(client: LocalClient(indices: [local]), name: name), local: local, settings: settings, count: records.count, sample: sample,
      records: records)
  }

  /// The smallest and largest numbers an attribute holds, if any record holds one.
  func numericRange(of attribute: String) -> ClosedRange<Double>? {
    let values = records.compactMap { $0[attribute]?.doubleValue }
    guard let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }
}
