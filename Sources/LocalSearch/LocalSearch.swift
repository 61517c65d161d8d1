/// The embedded, in-process search engine that answers Algolia requests without a network.
///
/// `LocalSearch` is the project's default backend: demos, tests and offline apps run on it. Its index,
/// query, filtering, ranking, faceting and highlighting stages live in the folders beside this file.
public enum LocalSearch {
  /// The name the engine reports as `serverUsed` in responses that carry ranking information.
  public static let serverName = "localsearch"
}
