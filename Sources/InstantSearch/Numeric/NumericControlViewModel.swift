import Foundation
import InstantSearchCore

/// The logic of a numeric control (slider, stepper, date picker), over a v2 `NumberInteractor<Double>` holding
/// the value shown.
///
/// Connections: `numberInteractor.connectFilterState(searcher.filterState, attribute:numericOperator:…)` with
/// v1's operator, in the group v1 writes the attribute to, `isNegated` for `inclusive: false`, and the link's
/// settings for v1's rules: `scope: .allGroups` and `replacement: .everyMatchingFilter` (a change replaces every
/// refinement of the attribute with the same operator and flag, the new one last), `absence: .keepsNumber`
/// (clearing the refinements leaves the control showing its value) and `notification: .afterEachStep` (v1's
/// refinement notification for the removal, then one for the addition); and the interactor's `onItemChanged`
/// to the view.
///
/// A change of the control computes the interactor's number, which the link writes to the filter state; the
/// link follows the filter state, so a refinement with the control's operator and flag written by v1's
/// parameters or by a v2 component moves the control (the last one wins). Searches are launched as v1 did.
/// No bounds come from the results, as in v1.
public final class NumericControlViewModel: NSObject, NumericControlViewModelDelegate, SearchableIndexViewModel,
  RefinableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var explicitOperator: NumericRefinement.Operator?
  private var explicitInclusive: Bool?
  private var explicitAttribute: String?
  var searcher: Searcher!
  /// The interactor's link to the searcher's filter state.
  private var filterStateConnection: NumberInteractor<Double>.FilterStateConnection?

  /// The view, held weakly.
  public weak var view: NumericControlViewDelegate?
  /// The v2 interactor holding the control's value, linked to the searcher's filter state once configured.
  public let numberInteractor = NumberInteractor<Double>()

  /// Creates a view model without a view (set attribute and operator explicitly).
  public override init() {
    super.init()
    presentNumber()
  }

  /// Creates the view model of a view.
  public init(view: NumericControlViewDelegate) {
    self.view = view
    super.init()
    presentNumber()
  }

  /// Shows every number the interactor is given.
  private func presentNumber() {
    numberInteractor.onItemChanged.subscribe(with: self) { viewModel, number in
      if let number { viewModel.view?.set(value: NSNumber(value: number)) }
    }
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// The comparison: set explicitly, else parsed from the view's spelling on every read; stops with v1's message
  /// for an unknown spelling (`=` included) or when there is neither.
  public var `operator`: NumericRefinement.Operator {
    get {
      if let explicitOperator { return explicitOperator }
      switch view?.operator {
      case "lessThan", "<": return .lessThan
      case "lessThanOrEqual", "<=": return .lessThanOrEqual
      case "equal", "==": return .equal
      case "notEqual", "!=": return .notEqual
      case "greaterThanOrEqual", ">=": return .greaterThanOrEqual
      case "greaterThan", ">": return .greaterThan
      default: fatalError("No valid operator for the numeric control. Use something like < or >=")
      }
    }
    set { explicitOperator = newValue }
  }

  /// Whether the refinement is inclusive: set explicitly, else the view's, else true.
  public var inclusive: Bool {
    get { explicitInclusive ?? view?.inclusive ?? Constants.Defaults.inclusive }
    set { explicitInclusive = newValue }
  }

  /// The numeric attribute: set explicitly, else the view's, else `""`.
  public var attribute: String {
    get { explicitAttribute ?? view?.attribute ?? Constants.Defaults.attribute }
    set { explicitAttribute = newValue }
  }

  /// Links the interactor to the searcher's filter state, shows the first refinement with the control's operator
  /// and flag, then lets the view write its initial value.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a Numeric Control before adding it to InstantSearch")
    }
    linkFilterState()
    if let refinement = searcher.params.getNumericRefinement(name: attribute, operator: self.operator, inclusive: inclusive) {
      numberInteractor.item = refinement.value.doubleValue
    }
    view?.configureView()
  }

  /// Replaces every refinement of the attribute with the control's operator and flag by one on `value`, through
  /// the interactor's link, searching when asked.
  public func updateNumeric(value: NSNumber, doSearch: Bool) {
    linkFilterState()
    numberInteractor.computeNumber(number: NumericRefinement.filterNumber(value))
    if doSearch { searcher.search() }
  }

  /// Removes the first refinement on `value` with the control's operator and flag, then searches.
  public func removeNumeric(value: NSNumber) {
    searcher.params.removeNumericRefinement(attribute, self.operator, value, inclusive: inclusive)
    searcher.search()
  }

  /// Shows the value of each refinement with the control's operator and flag (the last one wins).
  ///
  /// The binder calls it with the refinements of the attribute after each refinement notification, those of
  /// another searcher's parameters included (v1's binder did); for this searcher the link shows the same value.
  public func onRefinementChange(numerics: [NumericRefinement]) {
    let op = self.operator
    for refinement in numerics where refinement.op == op && refinement.inclusive == inclusive {
      numberInteractor.item = refinement.value.doubleValue
    }
  }

  /// Connects the interactor to the searcher's filter state, again when the parameters, attribute, operator,
  /// flag or the attribute's group kind changed since.
  private func linkFilterState() {
    let params = searcher.params
    let (attribute, op, isNegated) = (self.attribute, self.operator.filterOperator, !inclusive)
    let groupOperator = params.numericGroupOperator(attribute)
    if let current = filterStateConnection {
      if current.filterState === params.filterState && current.attribute == attribute && current.numericOperator == op
        && current.isNegated == isNegated && current.operator == groupOperator
      {
        return
      }
      current.disconnect()
      numberInteractor.onNumberComputed.clearLastData()
    }
    filterStateConnection = numberInteractor.connectFilterState(
      params.filterState, attribute: attribute, numericOperator: op, operator: groupOperator, isNegated: isNegated,
      scope: .allGroups, replacement: .everyMatchingFilter, absence: .keepsNumber, notification: .afterEachStep)
  }
}
