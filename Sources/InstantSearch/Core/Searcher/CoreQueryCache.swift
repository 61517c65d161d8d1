import Foundation
import InstantSearchCore

/// The core query a ``Searcher`` sends, read from its parameters again only when a parameter other than the text
/// query changed.
///
/// A keystroke changes the text query alone, so the other parameters, read once, are reused with the new text:
/// reading them again for every keystroke was about a quarter of a launch's instructions. The text is set on the
/// reused query as the core reads a `query` parameter: as the string itself.
final class CoreQueryCache: @unchecked Sendable {
  // @unchecked: `last` is only read and written under `lock`.
  private let lock = NSLock()
  private var last: (parameters: [String: String], query: InstantSearchCore.Query)?

  /// The core query of the raw parameters with `filters` replaced by `filters` (`nil` removes it): what a
  /// ``Searcher`` sends, whose filters the core renders from the filter state, so v1's own rendering is skipped.
  ///
  /// - Throws: The core's `QueryParameterError` for a value of the wrong type; nothing is kept then.
  func query(of params: AbstractQuery, filters: String?) throws -> InstantSearchCore.Query {
    var parameters = params.parameters
    let text = parameters.removeValue(forKey: "query")
    parameters["filters"] = filters
    var query: InstantSearchCore.Query
    if let cached = lock.withLock({ last }), cached.parameters == parameters {
      query = cached.query
    } else {
      query = try InstantSearchCore.Query(textParameters: parameters)
      let read = query
      lock.withLock { last = (parameters, read) }
    }
    query.query = text
    return query
  }
}
