import Foundation

extension HitsInteractor {
  /// A search with `query` failed: its page, if it names one, is no longer pending.
  public func process(_ error: Swift.Error, for query: Query) {
    process(error, forPage: query.page)
  }

  /// The records of the loaded pages cast to `R`, in page order; triggers no loading.
  ///
  /// - Throws: ``Error/incompatibleRecordType`` when the records are not `R`s.
  public func getCurrentGenericHits<R: Decodable>() throws -> [R] {
    try getCurrentHits().map { record in
      guard let cast = record as? R else { throw Error.incompatibleRecordType }
      return cast
    }
  }
}

extension HitsInteractor where Record == JSON {
  /// The record at a row as a JSON dictionary, after asking for the pages around it.
  public func rawHitForRow(_ row: Int) -> [String: Any]? { rawHitAtIndex(row) }
}
