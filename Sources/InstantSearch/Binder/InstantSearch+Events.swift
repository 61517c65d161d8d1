import Foundation
import InstantSearchCore

// Fanning out results, refinement changes and resets, through one observer per event.
extension InstantSearch {
  /// Hands a response to the resulting delegates: all of them in single-index mode, those registered for the
  /// responding searcher's id in multi-index mode.
  public func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    let delivery = Searcher.Delivery(results: results, error: error, userInfo: userInfo)
    if isMultiIndexActive {
      delegates.resultingBySearcherId[SearcherId(index: searcher.indexName, variant: searcher.variant)]?.fire(delivery)
    } else {
      delegates.resulting.fire(delivery)
    }
  }

  /// Tells every resettable delegate that the parameters were cleared.
  func reset() { delegates.resettable.fire(()) }

  /// Dispatches one refinement change: both map callbacks to every refinable delegate, then the list callbacks
  /// to the delegates of each attribute present in the maps.
  func onRefinementChange(_ change: SearchParameters.RefinementChange) {
    delegates.refinable.fire(change)
    for (name, numerics) in change.numerics.sorted(by: { $0.key < $1.key }) {
      delegates.refinableByAttribute[name]?.fire(.numerics(numerics))
    }
    for (name, facets) in change.facets.sorted(by: { $0.key < $1.key }) {
      delegates.refinableByAttribute[name]?.fire(.facets(facets))
    }
  }
}

/// The events the binder fans out, one ``Observer`` each, with the registered objects as weak subscribers.
final class RegisteredDelegates {
  /// Every delivery of the searcher, in single-index mode.
  let resulting = Observer<Searcher.Delivery>(retainLastData: false)
  /// The deliveries of each searcher, in multi-index mode.
  private(set) var resultingBySearcherId: [SearcherId: Observer<Searcher.Delivery>] = [:]
  /// Clear-all taps.
  let resettable = Observer<Void>(retainLastData: false)
  /// Every refinement change.
  let refinable = Observer<SearchParameters.RefinementChange>(retainLastData: false)
  /// The refinements of each attribute, after a change that names it.
  private(set) var refinableByAttribute: [String: Observer<AttributeRefinements>] = [:]

  /// One attribute's refinements of one kind.
  enum AttributeRefinements {
    case numerics([NumericRefinement])
    case facets([FacetRefinement])
  }

  /// Subscribes a resulting delegate to every delivery; a second registration changes nothing.
  func add(resulting delegate: ResultingDelegate) { Self.subscribe(delegate, to: resulting) }

  /// Subscribes a resulting delegate to one searcher's deliveries.
  func add(resulting delegate: ResultingDelegate, for id: SearcherId) {
    let observer = resultingBySearcherId[id] ?? Observer(retainLastData: false)
    resultingBySearcherId[id] = observer
    Self.subscribe(delegate, to: observer)
  }

  /// Subscribes a resettable delegate to clear-all taps.
  func add(resettable delegate: ResettableDelegate) {
    resettable.cancelSubscription(for: delegate)
    resettable.subscribe(with: delegate as AnyObject) { object, _ in (object as? ResettableDelegate)?.onReset() }
  }

  /// Subscribes a refinable delegate to every change, and to the list changes of its attribute.
  func add(refinable delegate: RefinableDelegate) {
    refinable.cancelSubscription(for: delegate)
    refinable.subscribe(with: delegate as AnyObject) { object, change in
      guard let delegate = object as? RefinableDelegate else { return }
      delegate.onRefinementChange(numericMap: change.numerics)
      delegate.onRefinementChange(facetMap: change.facets)
    }
    let attribute = delegate.attribute
    let observer = refinableByAttribute[attribute] ?? Observer(retainLastData: false)
    refinableByAttribute[attribute] = observer
    observer.cancelSubscription(for: delegate)
    observer.subscribe(with: delegate as AnyObject) { object, refinements in
      guard let delegate = object as? RefinableDelegate else { return }
      switch refinements {
      case .numerics(let numerics): delegate.onRefinementChange(numerics: numerics)
      case .facets(let facets): delegate.onRefinementChange(facets: facets)
      }
    }
  }

  private static func subscribe(_ delegate: ResultingDelegate, to observer: Observer<Searcher.Delivery>) {
    observer.cancelSubscription(for: delegate)
    observer.subscribe(with: delegate as AnyObject) { object, delivery in
      (object as? ResultingDelegate)?.on(results: delivery.results, error: delivery.error, userInfo: delivery.userInfo)
    }
  }
}
