/// The error of a completion that gave neither a value nor an error.
public enum ResultError: Error {
  /// Both the value and the error were `nil`.
  case invalidResultInput
}

extension Result where Failure == Error {
  /// The result of a completion handler's pair: the error when there is one, else the value, else
  /// ``ResultError/invalidResultInput``.
  public init(value: Success?, error: Failure?) {
    if let error {
      self = .failure(error)
    } else if let value {
      self = .success(value)
    } else {
      self = .failure(ResultError.invalidResultInput)
    }
  }
}

extension Result where Success: Decodable, Failure == Error {
  /// The result of a v1-style completion's pair: the error when there is one, else the JSON dictionary decoded
  /// as `Success`, else ``ResultError/invalidResultInput``.
  public init(rawValue: [String: Any]?, error: Failure?) {
    if let error {
      self = .failure(error)
    } else if let rawValue {
      self = Result { try JSON(foundationValue: rawValue).decode(as: Success.self) }
    } else {
      self = .failure(ResultError.invalidResultInput)
    }
  }
}
