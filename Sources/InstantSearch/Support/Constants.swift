import Foundation

/// v1's defaults of widget attributes and view-model fallbacks.
enum Constants {
  enum Defaults {
    static let index = ""
    static let variant = ""
    static let hitsPerPage: UInt = 20
    static let infiniteScrolling = true
    static let remainingItemsBeforeLoading: UInt = 5
    static let showItemsOnEmptyQuery = true
    static let attribute = ""
    static let inclusive = true
    static let operatorRefinement = "or"
    static let refinedFirst = true
    static let sortBy = "count:desc"
    static let limit = 10
    static let areMultipleSelectionsAllowed = true
    static let operatorNumericControl = ">="
    static let valueOn = "true"
    static let valueOff = "false"
    static let resultTemplate = "{nbHits} results"
    static let errorText = "Error in fetching results"
    static let clearText = ""
  }
}

/// Prints in debug builds only, as v1's module-wide `print` did.
func debugLog(_ items: Any...) {
  #if DEBUG
    print(items.map { "\($0)" }.joined(separator: " "))
  #endif
}
