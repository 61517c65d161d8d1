import Foundation
import InstantSearchCore

/// The logic of a numeric control (slider, stepper, date picker), over a v2 `NumberInteractor<Double>` holding
/// the value shown.
///
/// Connections: its interactor's `onItemChanged` to the view; the binder hands it the refinement changes of its
/// attribute, and changes go through v1's parameters (`updateNumericRefinement`), whose replace-every-match rule
/// and notification counts the core's number link does not have.
///
/// The control's value follows the filter state: each refinement of the attribute with the control's operator
/// and inclusive flag sets the interactor's number, which the view shows. The control's changes reach the
/// filter state through v1's parameters (``SearchParameters/updateNumericRefinement(_:_:_:inclusive:)``: v1's
/// operator, negation for `inclusive: false`, every refinement of the same operator and flag replaced) and
/// search as v1 did. No bounds come from the results, as in v1.
public final class NumericControlViewModel: NSObject, NumericControlViewModelDelegate, SearchableIndexViewModel,
  RefinableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var explicitOperator: NumericRefinement.Operator?
  private var explicitInclusive: Bool?
  private var explicitAttribute: String?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: NumericControlViewDelegate?
  /// The v2 interactor holding the control's value.
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

  /// Shows an existing refinement with the same operator and flag, then lets the view write its initial value.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a Numeric Control before adding it to InstantSearch")
    }
    if let refinement = searcher.params.getNumericRefinement(name: attribute, operator: self.operator, inclusive: inclusive) {
      numberInteractor.item = refinement.value.doubleValue
    }
    view?.configureView()
  }

  /// Replaces the refinement with one on `value`, searching when asked.
  public func updateNumeric(value: NSNumber, doSearch: Bool) {
    searcher.params.updateNumericRefinement(attribute, self.operator, value, inclusive: inclusive)
    if doSearch { searcher.search() }
  }

  /// Removes the refinement on `value`, then searches.
  public func removeNumeric(value: NSNumber) {
    searcher.params.removeNumericRefinement(attribute, self.operator, value, inclusive: inclusive)
    searcher.search()
  }

  /// Shows the value of each refinement with the control's operator and flag (the last one wins).
  public func onRefinementChange(numerics: [NumericRefinement]) {
    let op = self.operator
    for refinement in numerics where refinement.op == op && refinement.inclusive == inclusive {
      numberInteractor.item = refinement.value.doubleValue
    }
  }
}
