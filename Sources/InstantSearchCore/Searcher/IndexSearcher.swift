import Foundation

/// A searcher of requests addressed to one index: its ``AbstractSearcher/onIndexChanged`` fires with each new
/// index name of the request, and a change of index cancels pending searches as a change of text query does.
open class IndexSearcher<Service: SearchService>: AbstractSearcher<Service>
where Service.Process == Operation, Service.Request: IndexNameProvider {
  /// Creates a searcher.
  ///
  /// - Parameters:
  ///   - service: Searches each request the searcher launches.
  ///   - initialRequest: The initial request.
  ///   - callbackQueue: Where results, errors and loading changes are delivered; main by default.
  ///   - sequencer: Numbers the searches; one of its own by default.
  override public init(
    service: Service, initialRequest: Request, callbackQueue: DispatchQueue = .main, sequencer: Sequencer = Sequencer()
  ) {
    super.init(service: service, initialRequest: initialRequest, callbackQueue: callbackQueue, sequencer: sequencer)
  }

  /// The index of the request.
  override open func indexName(of request: Request) -> String? { request.indexName }
}
