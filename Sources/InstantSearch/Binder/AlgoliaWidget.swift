import Foundation

/// Marks an object ``InstantSearch`` binds: views found by ``InstantSearch/registerAllWidgets(in:)``, or any
/// object passed to ``InstantSearch/register(widget:)``.
public protocol AlgoliaWidget: AnyObject {}

/// A widget targeting one index (and variant) in multi-index mode.
public protocol AlgoliaIndexWidget: AlgoliaWidget {
  /// The index name; `""` for the single-index searcher.
  var index: String { get set }
  /// The variant; `""` by default.
  var variant: String { get set }
}

/// A widget showing several indices.
public protocol AlgoliaMultiIndexWidget: AlgoliaWidget {
  /// The index names, one per section.
  var indicesArray: [String] { get set }
  /// The variants, one per section (may be shorter).
  var variantsArray: [String] { get set }
}
