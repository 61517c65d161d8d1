import Foundation
import InstantSearchCore
import XCTest

/// Algolia's Common Test Suite (CTS) request cases for the search API's read and indexing calls, read from
/// `../shared/fixtures/algolia-cts/requests/search/`, and the comparison of a request captured by the
/// ``LoopbackServer`` with a case's expected request, as Algolia's generators compare them: the method and path
/// exactly, the query parameters as a map, only the headers the case names, and the body as JSON.
public enum CommonTestSuite {
  /// The six read calls, by the name of their file.
  public static let calls = ["searchSingleIndex", "search", "searchForFacetValues", "browse", "getObject", "getObjects"]

  /// The record, settings, index and task calls, by the name of their file.
  public static let indexingCalls = [
    "saveObject", "addOrUpdateObject", "partialUpdateObject", "deleteObject", "batch", "multipleBatch", "deleteBy",
    "clearObjects", "deleteIndex", "operationIndex", "listIndices", "getSettings", "setSettings", "getTask",
  ]

  /// The synonym and rule calls, by the name of their file.
  public static let synonymAndRuleCalls = [
    "saveSynonym", "saveSynonyms", "getSynonym", "deleteSynonym", "clearSynonyms", "searchSynonyms",
    "saveRule", "saveRules", "getRule", "deleteRule", "clearRules", "searchRules",
  ]

  /// One case of a file.
  public struct Case {
    /// The call (the file's name).
    public let call: String
    /// The case's `testName`, or `#n` for an unnamed one.
    public let name: String
    /// The call's arguments as the generated clients name them.
    public let parameters: JSON
    /// The case's extra headers and query parameters, as core request options.
    public let requestOptions: RequestOptions?
    /// What must be sent.
    public let expected: Expected

    /// `call / name`, for failure messages.
    public var label: String { "\(call) / \(name)" }

    /// A string member of ``parameters``.
    public func string(_ name: String) -> String? { parameters[name]?.stringValue }
  }

  /// The request a case expects.
  public struct Expected {
    public let method: String
    public let path: String
    /// The query parameters as they appear in the URL (percent-encoded values); empty: none.
    public let queryParameters: [String: String]
    /// The headers to check, names lower-cased.
    public let headers: [String: String]
    /// Headers that must not be sent, names lower-cased.
    public let absentHeaders: [String]
    /// The body; `nil` for a request without one (a GET or DELETE).
    public let body: JSON?
  }

  /// How a body is compared.
  public enum BodyForm {
    /// As JSON, exactly (the core's form).
    case json
    /// After expanding `params` strings on both sides into their parameters, every value compared as the JSON its
    /// text spells, else as a string (v1's form, which sends `{"params": "…"}`).
    case expandedParams
  }

  /// The cases of one call's file.
  ///
  /// - Throws: `XCTSkip` when `../shared` is absent.
  public static func cases(_ call: String) throws -> [Case] {
    let data = try SharedFiles.require("fixtures/algolia-cts/requests/search/\(call).json")
    guard case .array(let entries) = try JSON(data: data) else { throw CommonTestSuiteError.notAList(call) }
    return entries.enumerated().map { position, entry in
      let request = entry["request"] ?? [:]
      let method = request["method"]?.stringValue ?? ""
      let options = entry["requestOptions"].map { options in
        RequestOptions(
          headers: Dictionary(
            uniqueKeysWithValues: (options["headers"]?.objectValue ?? [:]).compactMap { name, value in
              value.stringValue.map { (HTTPHeaderKey(name), $0) }
            }),
          urlParameters: Dictionary(
            uniqueKeysWithValues: (options["queryParameters"]?.objectValue ?? [:]).compactMap { name, value in
              value.stringValue.map { (HTTPParameterKey(name), Optional($0)) }
            }))
      }
      let expected = Expected(
        method: method, path: request["path"]?.stringValue ?? "",
        queryParameters: request["queryParameters"]?.objectValue?.compactMapValues(\.stringValue) ?? [:],
        headers: Dictionary(
          uniqueKeysWithValues: (request["headers"]?.objectValue ?? [:]).compactMap { name, value in
            value.stringValue.map { (name.lowercased(), $0) }
          }),
        absentHeaders: (request["absentHeaders"]?.arrayValue ?? []).compactMap { $0.stringValue?.lowercased() },
        body: request["body"] ?? (method == "POST" || method == "PUT" ? .object([:]) : Optional<JSON>.none))
      return Case(
        call: call, name: entry["testName"]?.stringValue ?? "#\(position + 1)", parameters: entry["parameters"] ?? [:],
        requestOptions: options, expected: expected)
    }
  }

  /// What differs between a captured request and a case's expectation; empty when they match.
  public static func mismatches(_ sent: LoopbackServer.Request, _ expected: Expected, body form: BodyForm) -> [String] {
    var problems: [String] = []
    let parts = sent.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    if sent.method != expected.method { problems.append("method \(sent.method), expected \(expected.method)") }
    if String(parts[0]) != expected.path { problems.append("path \(parts[0]), expected \(expected.path)") }
    let query = parts.count == 2 ? queryMap(String(parts[1])) : [:]
    if query != expected.queryParameters { problems.append("query parameters \(query), expected \(expected.queryParameters)") }
    for (name, value) in expected.headers where sent.headers[name] != value {
      problems.append("header \(name): \(sent.headers[name] ?? "absent"), expected \(value)")
    }
    for name in expected.absentHeaders where sent.headers[name] != nil {
      problems.append("header \(name) sent, expected none")
    }
    let sentBody: JSON? = sent.body.isEmpty ? Optional<JSON>.none : (try? JSON(data: Data(sent.body.utf8))) ?? .string(sent.body)
    switch form {
    case .json:
      if sentBody != expected.body {
        problems.append("body \(sentBody?.jsonString ?? "none"), expected \(expected.body?.jsonString ?? "none")")
      }
    case .expandedParams:
      let actualFields = sentBody.map(expanded)
      let wantedFields = expected.body.map(expanded)
      if actualFields != wantedFields {
        problems.append("expanded body \(describe(actualFields)), expected \(describe(wantedFields))")
      }
    }
    return problems
  }

  /// The raw (still percent-encoded) values of a URL query string by name.
  static func queryMap(_ query: String) -> [String: String] {
    var map: [String: String] = [:]
    for piece in query.split(separator: "&") {
      let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      map[String(pair[0])] = pair.count == 2 ? String(pair[1]) : ""
    }
    return map
  }

  /// A body's members with any `params` string expanded into its parameters, every value as the text a
  /// `params` string would carry (a string as it is, any other value as its compact JSON); the objects of a
  /// `requests` list are expanded the same way.
  static func expanded(_ body: JSON) -> JSON {
    var fields: [String: JSON] = [:]
    for (name, value) in body.objectValue ?? [:] {
      switch (name, value) {
      case ("params", .string(let params)):
        for piece in params.split(separator: "&") {
          let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
          let key = PercentEncoding.decode(pair[0]) ?? String(pair[0])
          fields[key] = .string(pair.count == 2 ? PercentEncoding.decode(pair[1]) ?? String(pair[1]) : "")
        }
      case ("requests", .array(let requests)):
        fields[name] = .array(requests.map(expanded))
      default:
        fields[name] = .string(value.stringValue ?? value.jsonString)
      }
    }
    return .object(fields)
  }

  private static func describe(_ fields: JSON?) -> String {
    fields?.jsonString ?? "none"
  }
}

/// A CTS file that does not hold a list of cases.
public enum CommonTestSuiteError: Error {
  case notAList(String)
}
