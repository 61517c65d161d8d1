import Foundation

/// The text of a search box.
///
/// Setting ``query`` fires ``onQueryChanged`` only when the text changes; ``submitQuery()`` fires
/// ``onQuerySubmitted``. A searcher connection turns either into a search, per ``SearchTriggeringMode``.
public final class SearchBoxInteractor {
  private let storedQuery = Locked<String?>(nil)

  /// The text; setting a different value fires ``onQueryChanged``.
  public var query: String? {
    get { storedQuery.value }
    set {
      if storedQuery.exchange(newValue) != newValue { onQueryChanged.fire(newValue) }
    }
  }

  /// Fires with each new text.
  public let onQueryChanged = Observer<String?>()
  /// Fires with the text when it is submitted.
  public let onQuerySubmitted = Observer<String?>()

  /// Creates an empty search box.
  public init() {}

  /// Submits the current text.
  public func submitQuery() { onQuerySubmitted.fire(query) }
}

/// InstantSearch's earlier name for ``SearchBoxInteractor``.
public typealias QueryInputInteractor = SearchBoxInteractor

/// When the search box launches searches.
public enum SearchTriggeringMode: Sendable {
  /// On every text change.
  case searchAsYouType
  /// When the text is submitted.
  case searchOnSubmit
}

/// A text field.
public protocol SearchBoxController: AnyObject {
  /// Set by the connection; call it when the text changes.
  var onQueryChanged: ((String?) -> Void)? { get set }
  /// Set by the connection; call it when the user submits.
  var onQuerySubmitted: ((String?) -> Void)? { get set }
  /// Shows a text.
  func setQuery(_ query: String?)
}

/// InstantSearch's earlier name for ``SearchBoxController``.
public typealias QueryInputController = SearchBoxController
