/// The number range's connections under the names InstantSearch 7.27.1 gives them.
public enum NumberRange {
  /// The link of a range interactor to a view.
  public typealias ControllerConnection<Number: Comparable & DoubleRepresentable, Controller: NumberRangeController> =
    NumberRangeInteractor<Number>.ControllerConnection<Controller> where Controller.Number == Number
  /// The link of a range interactor to a filter state.
  public typealias FilterStateConnection<Number: Comparable & DoubleRepresentable> = NumberRangeInteractor<Number>.FilterStateConnection
}
