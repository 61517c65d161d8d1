extension FilterListInteractor where F == Filter.Facet {
  /// Creates a list of facet filters, several selectable unless told otherwise.
  public convenience init(facetFilters: [Filter.Facet], selectionMode: SelectionMode = .multiple) {
    self.init(items: facetFilters, selectionMode: selectionMode)
  }
}

extension FilterListInteractor where F == Filter.Numeric {
  /// Creates a list of numeric filters, one selectable unless told otherwise.
  public convenience init(numericFilters: [Filter.Numeric], selectionMode: SelectionMode = .single) {
    self.init(items: numericFilters, selectionMode: selectionMode)
  }
}

extension FilterListInteractor where F == Filter.Tag {
  /// Creates a list of tag filters, several selectable unless told otherwise.
  public convenience init(tagFilters: [Filter.Tag], selectionMode: SelectionMode = .multiple) {
    self.init(items: tagFilters, selectionMode: selectionMode)
  }
}
