/// The filter toggle's connections under the names InstantSearch 7.27.1 gives them.
public enum FilterToggle {
  /// The link of a toggle to a view.
  public typealias ControllerConnection<Filter: FilterType, Controller: SelectableController> =
    SelectableInteractor<Filter>.SelectableControllerConnection<Controller> where Controller.Item == Filter
  /// The link of a toggle to a filter state.
  public typealias FilterStateConnection<Filter: FilterType> = SelectableInteractor<Filter>.FilterStateConnection
}
