extension FilterListInteractor where F == Filter.Facet {
  /// Creates a list of facet filters, several selectable.
  public convenience init(facetFilters: [Filter.Facet] = []) {
    self.init(items: facetFilters, selectionMode: .multiple)
  }

  /// Creates a list of facet filters with a selection mode.
  public convenience init(facetFilters: [Filter.Facet], selectionMode: SelectionMode) {
    self.init(items: facetFilters, selectionMode: selectionMode)
  }
}

extension FilterListInteractor where F == Filter.Numeric {
  /// Creates a list of numeric filters, one selectable.
  public convenience init(numericFilters: [Filter.Numeric] = []) {
    self.init(items: numericFilters, selectionMode: .single)
  }

  /// Creates a list of numeric filters with a selection mode.
  public convenience init(numericFilters: [Filter.Numeric], selectionMode: SelectionMode) {
    self.init(items: numericFilters, selectionMode: selectionMode)
  }
}

extension FilterListInteractor where F == Filter.Tag {
  /// Creates a list of tag filters, several selectable.
  public convenience init(tagFilters: [Filter.Tag] = []) {
    self.init(items: tagFilters, selectionMode: .multiple)
  }

  /// Creates a list of tag filters with a selection mode.
  public convenience init(tagFilters: [Filter.Tag], selectionMode: SelectionMode) {
    self.init(items: tagFilters, selectionMode: selectionMode)
  }
}

/// A view of a list of filters.
public protocol FilterListController: SelectableListController where Item: FilterType {}
/// A view of a list of facet filters.
public protocol FacetFilterListController: FilterListController where Item == Filter.Facet {}
/// A view of a list of numeric filters.
public protocol NumericFilterListController: FilterListController where Item == Filter.Numeric {}
/// A view of a list of tag filters.
public protocol TagFilterListController: FilterListController where Item == Filter.Tag {}
