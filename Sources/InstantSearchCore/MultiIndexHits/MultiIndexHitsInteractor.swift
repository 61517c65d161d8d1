import Foundation

/// Several hits lists fed by one multi-index response, one section per index.
///
/// InstantSearch 7 deprecated it in favour of one `HitsInteractor` per `HitsSearcher` of a
/// `MultiSearcher`; it is kept for code written against the older API.
public final class MultiIndexHitsInteractor {
  /// The lists, one per section.
  public let hitsInteractors: [AnyHitsInteractor]
  /// Fires after a multi-index response was applied to every section.
  public let onResultsUpdated = Observer<[SearchResponse]>()
  /// Fires when the query changes and the sections start over.
  public let onRequestChanged = Observer<Void>()
  /// Fires with each error of a section's search or decoding.
  public let onError = Observer<Swift.Error>()
  /// The page loaders of the sections, kept here as the sections' interactors hold theirs weakly.
  var pageLoaders: [PageLoadable] = []

  /// Creates the interactor.
  public init(hitsInteractors: [AnyHitsInteractor]) {
    self.hitsInteractors = hitsInteractors
  }

  /// Applies each response to its section, then fires ``onResultsUpdated``.
  ///
  /// Responses beyond the number of sections are ignored.
  public func update(_ results: [SearchResponse]) {
    let operations = zip(hitsInteractors, results).map { $0.update($1) }
    operations.forEach { $0.waitUntilFinished() }
    onResultsUpdated.fire(results)
  }

  /// Applies one response to one section.
  public func update(_ results: SearchResponse, forInteractorInSection section: Int) {
    guard hitsInteractors.indices.contains(section) else { return }
    hitsInteractors[section].update(results).waitUntilFinished()
  }

  /// A search failed: each section's page it asked for is no longer pending, and ``onError`` fires.
  public func process(_ error: Error, for queries: [Query]) {
    for (interactor, query) in zip(hitsInteractors, queries) { interactor.process(error, for: query) }
    onError.fire(error)
  }

  /// Invalidates every section after a query change.
  public func notifyQueryChanged() {
    hitsInteractors.forEach { $0.notifyQueryChanged() }
    onRequestChanged.fire()
  }

  /// The section of a list; `nil` when it is not one of them.
  public func section<R>(of hitsInteractor: HitsInteractor<R>) -> Int? {
    hitsInteractors.firstIndex { $0 === hitsInteractor }
  }

  /// Whether a list is one of the sections.
  public func contains<R>(_ hitsInteractor: HitsInteractor<R>) -> Bool { section(of: hitsInteractor) != nil }

  /// The list of a section, as its record type.
  ///
  /// - Throws: ``MultiIndexHitsError`` when the section does not exist or holds another record type.
  public func hitsInteractor<R>(forSection section: Int) throws -> HitsInteractor<R> {
    guard hitsInteractors.indices.contains(section) else { throw MultiIndexHitsError.noSection(section) }
    guard let interactor = hitsInteractors[section] as? HitsInteractor<R> else {
      throw MultiIndexHitsError.recordType(section: section, requested: "\(R.self)")
    }
    return interactor
  }

  /// The record of a row of a section, decoded as `R`; `nil` while its page is not loaded or out of range.
  public func hit<R: Codable>(atIndex index: Int, inSection section: Int) throws -> R? {
    guard hitsInteractors.indices.contains(section) else { return nil }
    return try hitsInteractors[section].genericHitAtIndex(index)
  }

  /// The record of a row as a JSON dictionary.
  public func rawHit(atIndex index: Int, inSection section: Int) -> [String: Any]? {
    hitsInteractors.indices.contains(section) ? hitsInteractors[section].rawHitAtIndex(index) : nil
  }

  /// The record at an index path (section, row), decoded as `R`.
  public func hit<R: Codable>(at indexPath: IndexPath) throws -> R? {
    guard indexPath.count == 2 else { return nil }
    return try hit(atIndex: indexPath[1], inSection: indexPath[0])
  }

  /// The record at an index path (section, row) as a JSON dictionary.
  public func rawHit(at indexPath: IndexPath) -> [String: Any]? { rawHit(atIndexPath: indexPath) }

  /// The number of sections.
  public func numberOfSections() -> Int { hitsInteractors.count }

  /// The number of rows of a section; 0 for a section out of range.
  public func numberOfHits(inSection section: Int) -> Int {
    hitsInteractors.indices.contains(section) ? hitsInteractors[section].numberOfHits() : 0
  }

  /// The record of a row as a JSON dictionary.
  public func rawHit(atIndexPath indexPath: IndexPath) -> [String: Any]? {
    guard indexPath.count == 2, hitsInteractors.indices.contains(indexPath[0]) else { return nil }
    return hitsInteractors[indexPath[0]].rawHitAtIndex(indexPath[1])
  }
}

/// Why a section of a ``MultiIndexHitsInteractor`` cannot be read as asked.
public enum MultiIndexHitsError: Error, Equatable, CustomStringConvertible {
  /// There is no such section.
  case noSection(Int)
  /// The section's list holds another record type.
  case recordType(section: Int, requested: String)

  public var description: String {
    switch self {
    case .noSection(let section): return "there is no section \(section)"
    case .recordType(let section, let requested): return "section \(section) does not hold \(requested) records"
    }
  }
}

@available(*, deprecated)
extension MultiIndexHitsInteractor: MultiIndexHitsSource {}
