/// A request that carries the headers, URL parameters and timeouts its search sends.
public protocol AlgoliaRequest {
  /// The headers, URL parameters and timeouts; `nil` for none.
  var requestOptions: RequestOptions? { get set }
}
