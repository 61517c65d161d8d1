/// Sends Insights events about filters: clicks, views and conversions of the values a user refines on.
///
/// A filter is sent in its SQL form (`"brand":"apple"`); a facet value becomes the facet filter of its
/// attribute.
///
/// ```swift
/// let filterTracker = FilterTracker(eventName: "Brand Selected", searcher: searcher)
/// filterTracker.trackClick(for: facet, attribute: "brand")
/// ```
public class FilterTracker: InsightsTracker {
  /// The name of the events, unless a call gives another.
  public let eventName: EventName
  /// The searcher, held weakly: a searcher holds its own tracker.
  private weak var source: HitsSearcher?
  /// The searcher's index when the tracker was made, named once the searcher is gone.
  private let initialIndexName: IndexName
  /// The index events name: the searcher's current one.
  var indexName: IndexName { source?.indexName ?? initialIndexName }
  /// Where the events go.
  public let insights: Insights

  public required init(eventName: EventName, searcher: TrackableSearcher, insights: Insights) {
    self.eventName = eventName
    self.source = searcher.hitsSearcher
    self.initialIndexName = searcher.hitsSearcher.indexName
    self.insights = insights
  }

  /// Records a click on a filter.
  public func trackClick<F: FilterType>(for filter: F, eventName customEventName: EventName? = nil) {
    insights.clicked(eventName: customEventName ?? eventName, indexName: indexName, filters: [FilterConverter.sql(Filter(filter))])
  }

  /// Records a view of a filter.
  public func trackView<F: FilterType>(for filter: F, eventName customEventName: EventName? = nil) {
    insights.viewed(eventName: customEventName ?? eventName, indexName: indexName, filters: [FilterConverter.sql(Filter(filter))])
  }

  /// Records a conversion on a filter.
  public func trackConversion<F: FilterType>(for filter: F, eventName customEventName: EventName? = nil) {
    insights.converted(eventName: customEventName ?? eventName, indexName: indexName, filters: [FilterConverter.sql(Filter(filter))])
  }

  /// Records a click on a facet value of an attribute.
  public func trackClick(for facet: Facet, attribute: Attribute, eventName customEventName: EventName? = nil) {
    trackClick(for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: customEventName)
  }

  /// Records a view of a facet value of an attribute.
  public func trackView(for facet: Facet, attribute: Attribute, eventName customEventName: EventName? = nil) {
    trackView(for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: customEventName)
  }

  /// Records a conversion on a facet value of an attribute.
  public func trackConversion(for facet: Facet, attribute: Attribute, eventName customEventName: EventName? = nil) {
    trackConversion(for: Filter.Facet(attribute: attribute, stringValue: facet.value), eventName: customEventName)
  }
}
