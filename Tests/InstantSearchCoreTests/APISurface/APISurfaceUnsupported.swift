// The InstantSearch 7 signatures this package does not offer, on purpose, and why. Everything else of the
// v2 reference's signature blocks is called by the API-surface tests in this folder.
//
// - Service layer: `AbstractSearcher(service:initialRequest:)`, `IndexSearcher`, `SearchService`,
//   `AlgoliaSearchService`, `FacetSearchService`, `AlgoliaMultiSearchService`, `AlgoliaRequest`,
//   `TextualQueryProvider`, `IndexNameProvider`. Searchers here talk to the `SearchBackend` protocol directly
//   (the embedded engine or Algolia over HTTP); `AbstractSearcher<Request, Result>` takes the request itself.
// - `RequestOptions` and every `requestOptions:` parameter, and `MultipleQueriesStrategy` on hits requests:
//   the `SearchBackend` protocol carries no per-request headers or URL parameters.
// - `isAutoSendingHitsViewEvents:` and every Insights tracker: no analytics events are sent.
// - `MultiSearchComponent`, `MultiRequest`, `MultiResult`, `AbstractMultiSearcher`, `addSearcher(_:)`,
//   `collect()`: `MultiSearcher` composes its own hits and facet children only.
// - `MultiIndexSearcher` (deprecated in InstantSearch 7): superseded by `MultiSearcher`.
// - `HitsInteractor.Result` (`HitsExtractable & SearchStatsConvertible`): results are always `SearchResponse`.
// - `MultiSourceReloadNotifier` and `ResultUpdatable`: no component of the v1 layer needs them.
// - `DynamicFacetListInteractor`, `QueryRuleCustomDataInteractor`, `RelevantSortInteractor` and
//   `DefaultPresenter.RelevantSort`: they read `renderingContent`, rules' `userData` and relevant sort, which
//   the embedded engine does not produce.
// - SwiftUI controllers and the UIKit controllers beyond the hits table, facet list table, search bar and text
//   field ones (which `InstantSearchUIKit` provides headless, tested in InstantSearchUIKitTests): Apple UI
//   frameworks.
