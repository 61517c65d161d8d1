import Foundation

extension JSON {
  /// JSON text that could not be parsed, with where the parser stopped when Foundation says.
  public struct ParseError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, with line and column when known (`Invalid value around character 37 (line 3, column 15)`).
    public let reason: String

    public var description: String { "The text is not valid JSON: \(reason)" }
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
  }

  /// Parses JSON text, reporting the place of a syntax error.
  ///
  /// `JSONDecoder` on Linux says only "not valid JSON"; on failure the text is parsed again with
  /// `JSONSerialization`, whose message names the offending character offset, turned into a line and column.
  ///
  /// - Throws: ``ParseError``.
  public static func parse(_ data: Data) throws -> JSON {
    do {
      return try JSON(data: data)
    } catch {
      throw ParseError(reason: failureReason(in: data, decodingError: error))
    }
  }

  /// Reads JSON text holding an array a run of elements at a time, for arrays too large to hold as one tree.
  ///
  /// Hands `body` up to `runLength` elements at a time, in order. Gives up, returning `false` after the runs
  /// already handed, when the text is not an array or is anything that ``parse(_:)`` would not read directly
  /// (its errors and the rarer forms it leaves to `JSONDecoder`), or when `body` returns `false`; the caller then
  /// parses the whole text with ``parse(_:)``, which answers or names the problem.
  ///
  /// - Returns: Whether every element was handed to `body`.
  public static func readArray(_ data: Data, runLength: Int, _ body: ([JSON]) -> Bool) -> Bool {
    data.withUnsafeBytes { JSONTextReader.readArray($0, runLength: max(1, runLength), body) }
  }

  private static func failureReason(in data: Data, decodingError: Error) -> String {
    var reason = "the text could not be parsed"
    if case DecodingError.dataCorrupted(let context) = decodingError {
      reason = context.debugDescription
    }
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
        reason = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
        if let offset = characterOffset(in: detail) {
          reason += " (line \(lineAndColumn(ofByte: offset, in: data)))"
        }
      }
    }
    return reason
  }

  private static func characterOffset(in detail: String) -> Int? {
    guard let range = detail.range(of: "character ") else { return nil }
    return Int(detail[range.upperBound...].prefix { $0.isNumber })
  }

  private static func lineAndColumn(ofByte offset: Int, in data: Data) -> String {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "\(line), column \(column)"
  }
}
