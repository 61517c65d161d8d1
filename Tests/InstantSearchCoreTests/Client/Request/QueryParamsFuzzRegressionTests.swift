import Foundation
import InstantSearchCore
import XCTest

/// Inputs the `params` fuzz target (Fuzz/params.swift) found, kept as regression tests.
final class QueryParamsFuzzRegressionTests: XCTestCase {
  /// An integer beyond 2^53 has no exact JSON number, so its `paramsString` read back as another value.
  func test_integerBeyondExactJSONRange_isRefused() {
    XCTAssertThrowsError(try Query(paramsString: "page=0000000000000000004928297080341222741")) { error in
      XCTAssertEqual((error as? QueryParameterError)?.parameter, "page")
    }
    XCTAssertThrowsError(try Query(paramsString: "hitsPerPage=-9007199254740993"))
    XCTAssertThrowsError(try Query(fields: ["page": .number(1_152_921_504_606_846_976)]))
  }

  func test_integerAtExactJSONLimit_roundTrips() throws {
    let query = try Query(paramsString: "page=9007199254740992&hitsPerPage=-9007199254740992")
    XCTAssertEqual(query.page, 9_007_199_254_740_992)
    XCTAssertEqual(query.paramsString, "hitsPerPage=-9007199254740992&page=9007199254740992")
    XCTAssertEqual(try Query(paramsString: query.paramsString), query)
  }

  /// Integral values from 10^15 to 2^53 were written as `1000000000000000.0`, which is not an integer.
  func test_integerFrom1e15_isWrittenAsInteger() throws {
    let query = try Query(paramsString: "page=1000000000000000")
    XCTAssertEqual(query.paramsString, "page=1000000000000000")
    XCTAssertEqual(try Query(paramsString: query.paramsString), query)
  }
}
