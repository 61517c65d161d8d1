/// The percent-encoding of Algolia's `params` strings: the one codec of the package, for requests of both APIs.
///
/// Encoding writes every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~ ! $ ' ( ) * , :` as `%XX` (upper-case hex);
/// decoding reads `%XX` sequences as UTF-8 and leaves `+` as it is.
///
/// ```swift
/// PercentEncoding.encode(#""brand":"Apple""#)                 // %22brand%22:%22Apple%22
/// PercentEncoding.encode("a/b;c", alsoLiteral: "/;")           // a/b;c
/// PercentEncoding.decode("%22brand%22:%22Apple%22")            // "brand":"Apple"
/// ```
public enum PercentEncoding {
  /// `text` with every byte that is not literal written `%XX`.
  ///
  /// - Parameters:
  ///   - text: The text to encode.
  ///   - alsoLiteral: ASCII characters kept literal besides the standard set (a client with a wider set, such as
  ///     InstantSearch v1's, which also kept `/ [ ] @ ;`).
  public static func encode(_ text: String, alsoLiteral: String = "") -> String {
    ParamsText.percentEncode(text, alsoLiteral: alsoLiteral.utf8.filter { $0 < 0x80 })
  }

  /// `text` as one URL path segment or query value: only RFC 3986 unreserved characters (`A–Z a–z 0–9 - . _ ~`)
  /// stay literal, so `Batman and Robin` is `Batman%20and%20Robin` and `a,b` is `a%2Cb`.
  public static func encodeComponent(_ text: String) -> String {
    ParamsText.percentEncode(text, isLiteral: ParamsText.isUnreserved)
  }

  /// `text` with its `%XX` sequences decoded as UTF-8.
  ///
  /// - Returns: `nil` for a malformed `%` sequence or bytes that are not UTF-8.
  public static func decode<Text: StringProtocol>(_ text: Text) -> String? {
    ParamsText.percentDecode(text)
  }
}
