import Foundation
import InstantSearchCore

/// v1's untyped query: a dictionary of raw parameter strings, serialised the way the v1 API client did.
///
/// ``Query`` adds typed accessors on top; ``SearchParameters`` adds refinements. Equality is the equality
/// of ``parameters``.
open class AbstractQuery: NSObject, NSCopying {
  /// The raw parameters, by name.
  public private(set) var parameters: [String: String]
  /// Fires after each parameter is set or removed (by ``clear()`` too), with its name and new value.
  let onParameterChange = Observer<ParameterChange>(retainLastData: false)

  /// One parameter written.
  struct ParameterChange {
    /// The parameter's name.
    let name: String
    /// Its new raw value; `nil` when removed.
    let value: String?
  }

  /// Creates an empty query.
  public override init() {
    parameters = [:]
    super.init()
  }

  /// Creates a query holding raw parameters.
  ///
  /// - Parameter parameters: The raw parameter strings, by name.
  public init(parameters: [String: String]) {
    self.parameters = parameters
    super.init()
  }

  /// The raw value of a parameter; `nil` when absent.
  public func parameter(withName name: String) -> String? { parameters[name] }

  /// Sets or removes a raw parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter name.
  ///   - value: The raw value; `nil` removes the parameter.
  open func setParameter(withName name: String, to value: String?) {
    parameters[name] = value
    onParameterChange.fire(ParameterChange(name: name, value: value))
  }

  /// The raw value of a parameter; assigning `nil` removes it.
  public subscript(name: String) -> String? {
    get { parameter(withName: name) }
    set { setParameter(withName: name, to: newValue) }
  }

  /// Removes every parameter.
  open func clear() {
    let names = Array(parameters.keys)
    parameters.removeAll()
    names.forEach { onParameterChange.fire(ParameterChange(name: $0, value: nil)) }
  }

  /// The URL-encoded parameter string: parameters sorted by name, `name=value` joined with `&`.
  open func build() -> String { AbstractQuery.build(parameters: parametersAsSent) }

  /// The raw parameters a request carries; ``SearchParameters`` replace `filters` by their refinements'.
  var parametersAsSent: [String: String] { parameters }

  /// The URL-encoded string of raw parameters, sorted by name.
  ///
  /// Every character outside `A–Z a–z 0–9 - . _ ~ : / [ ] @ ! $ ' ( ) * , ;` is percent-encoded (UTF-8).
  public static func build(parameters: [String: String]) -> String {
    parameters.keys.sorted().map { "\(urlEncode($0))=\(urlEncode(parameters[$0]!))" }.joined(separator: "&")
  }

  /// The characters v1's client kept literal besides the core codec's set.
  static let extraLiteralCharacters = "/[]@;"

  static func urlEncode(_ text: String) -> String { PercentEncoding.encode(text, alsoLiteral: extraLiteralCharacters) }

  /// Reads raw parameters from a URL-encoded string into `query`.
  ///
  /// Pieces with more than one `=` are skipped; a piece without `=` removes that parameter; a `+` stays a `+`;
  /// a value that does not percent-decode removes the parameter.
  static func parse(_ text: String, into query: AbstractQuery) {
    for piece in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = piece.split(separator: "=", maxSplits: Int.max, omittingEmptySubsequences: false)
      guard parts.count <= 2, let name = PercentEncoding.decode(parts[0]) else { continue }
      if parts.count == 1 {
        query.setParameter(withName: name, to: nil)
      } else {
        query.setParameter(withName: name, to: PercentEncoding.decode(parts[1]))
      }
    }
  }

  // MARK: NSObject

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AbstractQuery else { return false }
    return parameters == other.parameters
  }

  open override var hash: Int { parameters.hashValue }

  /// `"<TypeName>{<parameters>}"`.
  open override var description: String { "\(type(of: self)){\(parameters)}" }

  /// A query of the same class holding the same parameters.
  open func copy(with zone: NSZone? = nil) -> Any { AbstractQuery(parameters: parameters) }
}
