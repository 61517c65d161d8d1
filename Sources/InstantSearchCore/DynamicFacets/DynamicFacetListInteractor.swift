import Foundation

/// Facet lists whose attributes and values come in the order the index's merchandising rules give
/// (`renderingContent.facetOrdering`), with the selected values of each attribute.
///
/// ```swift
/// let dynamicFacetsConnector = DynamicFacetListConnector(
///   searcher: searcher, filterState: filterState,
///   filterGroupForAttribute: ["brand": ("brand", .or), "color": ("color", .and)], controller: facetsController)
/// ```
public class DynamicFacetListInteractor {
  /// Selected values by attribute.
  public typealias SelectionsPerAttribute = [Attribute: Set<String>]

  private let state: Locked<(orderedFacets: [AttributedFacets], selections: SelectionsPerAttribute)>

  /// The attributes and their values, in order; setting it fires ``onFacetOrderChanged``.
  public internal(set) var orderedFacets: [AttributedFacets] {
    get { state.value.orderedFacets }
    set {
      state.value.orderedFacets = newValue
      onFacetOrderChanged.fire(newValue)
    }
  }

  /// The selected values by attribute; setting it fires ``onSelectionsChanged``.
  public internal(set) var selections: SelectionsPerAttribute {
    get { state.value.selections }
    set {
      state.value.selections = newValue
      onSelectionsChanged.fire(newValue)
    }
  }

  /// Fires with each new order of facets.
  public let onFacetOrderChanged = Observer<[AttributedFacets]>()
  /// Fires with each new set of selections.
  public let onSelectionsChanged = Observer<SelectionsPerAttribute>()
  /// Fires with the selections a user's tap computes, for the filter-state link to write.
  public let onSelectionsComputed = Observer<SelectionsPerAttribute>()

  /// How values are selected in an attribute that ``selectionModeForAttribute`` does not name.
  public var defaultSelectionMode: SelectionMode
  /// How values are selected, by attribute.
  public let selectionModeForAttribute: [Attribute: SelectionMode]

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - orderedFacets: The facets shown at first.
  ///   - selections: The values selected at first.
  ///   - selectionModeForAttribute: How values are selected, by attribute.
  ///   - defaultSelectionMode: How values are selected in the other attributes: one at a time by default.
  public init(
    orderedFacets: [AttributedFacets] = [], selections: [Attribute: Set<String>] = [:],
    selectionModeForAttribute: [Attribute: SelectionMode] = [:], defaultSelectionMode: SelectionMode = .single
  ) {
    state = Locked((orderedFacets, selections))
    self.selectionModeForAttribute = selectionModeForAttribute
    self.defaultSelectionMode = defaultSelectionMode
    onFacetOrderChanged.fire(orderedFacets)
    onSelectionsChanged.fire(selections)
  }

  /// Orders the response's facets (disjunctive counts first, for an attribute that has both) by its
  /// `renderingContent.facetOrdering`; a response without one empties the list.
  public func update(with searchResponse: SearchResponse) {
    guard let facetOrdering = searchResponse.renderingContent?.facetOrdering else {
      orderedFacets = []
      return
    }
    let facets = (searchResponse.facets ?? [:]).merging(searchResponse.disjunctiveFacets ?? [:]) { _, disjunctive in disjunctive }
    orderedFacets = FacetsOrderer(facetOrder: facetOrdering, facets: facets).orderedFacets
  }

  /// Whether a value of an attribute is selected.
  public func isSelected(facetValue: String, for attribute: Attribute) -> Bool {
    selections[attribute]?.contains(facetValue) ?? false
  }

  /// Selects or deselects a value as the attribute's selection mode says (one at a time: the value replaces the
  /// selection, or clears it when it was the selection), then fires ``onSelectionsComputed``.
  public func toggleSelection(ofFacetValue facetValue: String, for attribute: Attribute) {
    var values = selections[attribute] ?? []
    if values.contains(facetValue) {
      values.remove(facetValue)
    } else if (selectionModeForAttribute[attribute] ?? defaultSelectionMode) == .single {
      values = [facetValue]
    } else {
      values.insert(facetValue)
    }
    var computed = selections
    computed[attribute] = values.isEmpty ? nil : values
    selections = computed
    onSelectionsComputed.fire(computed)
  }
}
