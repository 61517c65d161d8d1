import Foundation

/// Searches the values of one facet through a ``SearchClient`` (search for facet values): the service of a
/// ``FacetSearcher``.
public class FacetSearchService: SearchService {
  /// What a search for facet values sends.
  public struct Request: IndexNameProvider, TextualQueryProvider, AlgoliaRequest, Hashable, Sendable {
    /// The facet query.
    public var query: String
    /// The index.
    public var indexName: IndexName
    /// The facet attribute.
    public var attribute: Attribute
    /// Parameters restricting the records counted.
    public var context: Query
    /// The headers, URL parameters and timeouts every search of this request sends; `nil` for none.
    public var requestOptions: RequestOptions?

    /// The facet query; setting `nil` makes it empty.
    public var textualQuery: String? {
      get { query }
      set { query = newValue ?? "" }
    }

    /// Creates a request.
    public init(
      query: String = "", indexName: IndexName, attribute: Attribute, context: Query = Query(), requestOptions: RequestOptions? = nil
    ) {
      self.query = query
      self.indexName = indexName
      self.attribute = attribute
      self.context = context
      self.requestOptions = requestOptions
    }

    /// The request as the client sends it.
    var facetIndexQuery: FacetIndexQuery {
      FacetIndexQuery(indexName: indexName, attribute: attribute, facetQuery: query, query: context)
    }
  }

  /// The client every search goes through.
  public let client: SearchClient

  /// Creates the service of a client.
  public init(client: SearchClient) {
    self.client = client
  }

  /// Searches the facet values of a request.
  public func search(_ request: Request, completion: @escaping (Swift.Result<FacetSearchResponse, Error>) -> Void) -> Operation {
    RequestOperation.start(completion) { done in send(request, completion: done) }
  }

  /// Sends a request as ``search(_:completion:)`` does, returning the client's request.
  func send(_ request: Request, completion: @escaping (Swift.Result<FacetSearchResponse, Error>) -> Void) -> Cancellable {
    client.searchForFacetValues(request.facetIndexQuery, requestOptions: request.requestOptions) { completion($0.mapError { $0 as Error }) }
  }
}
