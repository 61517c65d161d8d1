// The v1 signatures (InstantSearchCore v1, its API client, and the InstantSearch iOS v1 widget layer) this
// package does not offer, on purpose, and why. Everything else of the two v1 references' signature blocks is
// called by the API-surface tests in this folder (index at the top of each file).
//
// API client:
// - `Index` administration and writes: `browse(query:)`, `browse(from:)`, the object methods (`addObject`,
//   `saveObject`, `getObject`, `partialUpdateObject`, `deleteObject`, their batch forms, `deleteBy`),
//   `getSettings`/`setSettings`, `clearIndex`, `waitTask`; and on `Client`: `listIndexes`, `deleteIndex`,
//   `moveIndex`, `copyIndex`, `batch`, `isAlive`. The core's `SearchClient` protocol, which both Algolia over HTTP
//   and the embedded engine implement, only searches (hits, multi-queries, facet values): this package is the
//   search side of an app, and indexing belongs to Algolia's API clients.
// - `MirroredIndex` (Algolia's offline SDK): the embedded engine (`LocalSearch`) stands in for it through the same
//   `SearchClient` protocol.
// - `RequestOptions` is accepted wherever v1 takes it, but its headers and URL parameters are not sent: the core's
//   `SearchClient` protocol carries no per-request options (client-wide headers go through
//   `Client.setHeader(withName:to:)`).
//
// Objective-C runtime (absent on Linux):
// - `@objc` selector names (`initWithAppID:apiKey:index:`, `registerWithWidget:doSearch:`, …), `@IBInspectable`,
//   `@IBOutlet`, `init?(coder:)` on every widget, and `-init` on the base view controllers from Objective-C.
// - Key-value observation: `InstantSearch.selectedSearcherId`, `Searcher.results`, `AdaptiveNetworkStrategy.mode`
//   and `AbstractQuery` parameters are plain properties; the search box follows `params.query` through an
//   internal observer list instead of KVO, with the same effect.
// - `@objc optional` protocol members (`RefinableDelegate`'s four callbacks, `viewForNoResults(in:)`) are
//   requirements with default implementations: a callback declared only in a subclass of the adopting class is
//   not called through the protocol.
//
// Internal types of the original (not API): `StatsLabelController` (only its Objective-C bridging test could
// build one), `WeakSet`, `ViewModelFetcher`, `TransformRefinementList`, `Constants`. Their behaviour is what the
// widget and view-model tests assert.
