import Foundation
import InstantSearchCore

/// Where a browse continues: the parameters of its first page and the position of the next record, as the
/// opaque text answers carry (`cursor`) and the next request sends back.
struct BrowseCursor: Equatable {
  /// The browse's parameters as a `params` string.
  let params: String
  /// The rank, in the browse order, of the first record of the next page.
  let position: Int

  /// The most records a browse page holds, and the page size when the request sets none.
  static let defaultPageSize = 1000

  init(params: String, position: Int) {
    self.params = params
    self.position = position
  }

  /// Reads a cursor an answer carried.
  ///
  /// - Throws: ``SearchClientError`` `400 cursor: invalid cursor` for text no answer of the engine carried.
  init(text: String) throws {
    guard let data = Data(base64Encoded: Self.padded(text)), let json = try? JSON(data: data),
      let params = json["params"]?.stringValue, let position = json["position"]?.intValue, position >= 0
    else {
      throw SearchClientError.httpError(status: 400, message: "cursor: invalid cursor")
    }
    self.params = params
    self.position = position
  }

  /// The cursor as URL-safe base64 text without padding.
  var text: String {
    let json: JSON = ["params": .string(params), "position": .number(Double(position))]
    let data = (try? json.data()) ?? Data()
    return data.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  /// URL-safe base64 text back in the standard alphabet, padded.
  private static func padded(_ text: String) -> String {
    let standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    return standard + String(repeating: "=", count: (4 - standard.count % 4) % 4)
  }
}
