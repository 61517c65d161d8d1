/// One search a searcher launched: its place in the searcher's sequence, the request sent, and what the
/// caller of `search(context:)` attached to it.
public struct LaunchedSearch<Request> {
  /// The search's ticket in the searcher's ``Sequencer``.
  public let ticket: Sequencer.Ticket
  /// The request as it was when the search was launched.
  public let request: Request
  /// What the launcher attached; empty for a plain `search()`.
  public let context: [String: Any]

  /// Describes a launched search.
  public init(ticket: Sequencer.Ticket, request: Request, context: [String: Any]) {
    self.ticket = ticket
    self.request = request
    self.context = context
  }
}

extension LaunchedSearch {
  /// Whether the search loads a further page of the current query (launched by
  /// `HitsSearcher.loadPage(atIndex:context:)`) rather than starting a new series of pages.
  public var loadsFurtherPage: Bool { context[HitsSearcher.furtherPageContextKey] as? Bool ?? false }
}

/// What happens to each search a searcher launches, for adapters that follow searches one by one.
///
/// Every launched search fires ``launched(_:)``, then exactly one of ``cancelled(_:)`` (a newer search
/// completed first, the pending limit was passed, or the searcher cancelled it) and ``delivered(_:_:)``, or
/// nothing more when the backend itself reported a cancellation.
public enum SearchLifecycleEvent<Request, Result> {
  /// The search is registered and about to be sent; fired on the launching thread.
  case launched(LaunchedSearch<Request>)
  /// The search was cancelled before delivering; fired on the thread that cancelled it, while it still counts
  /// as pending.
  case cancelled(LaunchedSearch<Request>)
  /// The search's outcome was delivered; fired on the callback queue, after `onResults` or `onError` fired, so
  /// every component connected to the searcher has been updated with it.
  case delivered(LaunchedSearch<Request>, Swift.Result<Result, Error>)
}
