import Foundation

extension Searcher {
  /// Posted when a request is launched; user info: the request's, with `params` and `seqNo`.
  public static let SearchNotification = Notification.Name("search")
  /// Posted after a response was delivered; user info: the request's, with `results`.
  public static let ResultNotification = Notification.Name("result")
  /// Posted when a pending request is cancelled; user info: `seqNo` only.
  public static let CancelNotification = Notification.Name("cancel")
  /// Posted after an error was delivered; user info: the request's, with `error`.
  public static let ErrorNotification = Notification.Name("error")
  /// Posted by ``SearchParameters`` on each refinement change; object: the parameters; user info: both whole maps.
  public static let RefinementChangeNotification = Notification.Name("refinementChange")

  /// User-info key of the results in ``ResultNotification``.
  public static let resultNotificationResultsKey = "results"
  /// User-info key of the error in ``ErrorNotification``.
  public static let errorNotificationErrorKey = "error"
  /// User-info key of the numeric refinements map in ``RefinementChangeNotification``.
  public static let userInfoNumericRefinementChangeKey = "numericRefinementChange"
  /// User-info key of the facet refinements map in ``RefinementChangeNotification``.
  public static let userInfoFacetRefinementChangeKey = "facetRefinementChange"
  /// User-info key of a request's sequence number.
  public static let userInfoSeqNoKey = "seqNo"
  /// User-info key of a request's parameters.
  public static let userInfoParamsKey = "params"
  /// User-info key marking a load-more request.
  public static let userInfoIsLoadingMoreKey = "isLoadingMore"
  /// User-info key callers set on a final (not as-you-type) search.
  public static let userInfoIsFinalKey = "isFinal"
}
