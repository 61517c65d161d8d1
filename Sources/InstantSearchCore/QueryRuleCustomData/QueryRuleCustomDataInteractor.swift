import Foundation

/// The custom data of the query rules that applied to the last search (`userData`), decoded as `Model`: a
/// banner, a redirect, a promotion.
///
/// On each result, ``ItemInteractor/item`` is the first `userData` element that decodes as `Model`, or `nil`
/// when none does; a failed search sets `nil`. It sets nothing in the request.
///
/// ```swift
/// struct Banner: Decodable { let title: String; let link: URL }
/// let bannerConnector = QueryRuleCustomDataConnector<Banner>(searcher: searcher, controller: bannerController)
/// ```
public class QueryRuleCustomDataInteractor<Model: Decodable>: ItemInteractor<Model?> {
  /// Creates an interactor; `nil` (the default) until results say.
  public override init(item: Model? = nil) {
    super.init(item: item)
  }

  /// The first element of `userData` that decodes as `Model`.
  static func model(in response: SearchResponse) -> Model? {
    for element in response.userData ?? [] {
      if let model = try? element.decode(as: Model.self) { return model }
    }
    return nil
  }

  /// Links the custom data to a searcher: each result's `userData` sets the item, a failed search (for a
  /// searcher that reports errors) clears it.
  public struct SearcherConnection<Searcher: SearchResultObservable>: Connection where Searcher.SearchResult == SearchResponse {
    /// The interactor.
    public let interactor: QueryRuleCustomDataInteractor
    /// The searcher.
    public let searcher: Searcher

    /// Creates the link without connecting it.
    public init(interactor: QueryRuleCustomDataInteractor, searcher: Searcher) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      searcher.onResults.subscribePast(with: interactor) { interactor, response in
        interactor.item = QueryRuleCustomDataInteractor.model(in: response)
      }
      (searcher as? ErrorObservable)?.onError.subscribe(with: interactor) { interactor, _ in interactor.item = nil }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      (searcher as? ErrorObservable)?.onError.cancelSubscription(for: interactor)
    }
  }

  /// InstantSearch 7's link to a hits searcher, the same as ``SearcherConnection``.
  @available(*, deprecated, message: "Use SearcherConnection")
  public typealias SingleIndexSearcherConnection = SearcherConnection<HitsSearcher>

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<S: Searcher>(_ searcher: S) -> SearcherConnection<S>
  where S: SearchResultObservable, S.SearchResult == SearchResponse {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }

  /// Connects a view showing the decoded data as it is (`nil` without any).
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> ItemInteractor<Model?>.ControllerConnection<Controller, Model?> where Controller.Item == Model?
  {
    connectController(controller, presenter: { $0 })
  }
}
