import Foundation

/// Splits the text of a JSON array into runs of consecutive elements, so that a large records file can be
/// parsed a run at a time instead of into one tree of every record.
///
/// It only finds where elements start and end (strings, escapes and nesting); it does not check the
/// elements, which the parser of each run does. Text it cannot split (not an array, stray characters between
/// elements, unbalanced brackets, an unterminated string) gives `nil`, and the caller parses the whole text,
/// which reports the problem.
struct RecordFileSplitter {
  /// A run of elements: the text from the first one's start to the last one's end, and how many it holds.
  struct Run {
    let bytes: Range<Int>
    let count: Int
  }

  /// The runs of `text`, each holding up to `elementsPerRun` elements or a little over `bytesPerRun` bytes;
  /// `nil` when the text cannot be split.
  static func runs(of text: UnsafeRawBufferPointer, elementsPerRun: Int = 2_048, bytesPerRun: Int = 1 << 20) -> [Run]? {
    var reader = Scanner(text: text)
    reader.skipWhitespace()
    guard reader.take(UInt8(ascii: "[")) else { return nil }
    var runs: [Run] = []
    var runStart: Int?
    var runEnd = 0
    var runCount = 0
    reader.skipWhitespace()
    if reader.take(UInt8(ascii: "]")) {
      reader.skipWhitespace()
      return reader.isAtEnd ? [] : nil
    }
    while true {
      reader.skipWhitespace()
      let start = reader.position
      guard reader.skipValue() else { return nil }
      if runStart == nil { runStart = start }
      runEnd = reader.position
      runCount += 1
      if runCount == elementsPerRun || runEnd - runStart! >= bytesPerRun {
        runs.append(Run(bytes: runStart!..<runEnd, count: runCount))
        runStart = nil
        runCount = 0
      }
      reader.skipWhitespace()
      if reader.take(UInt8(ascii: ",")) { continue }
      guard reader.take(UInt8(ascii: "]")) else { return nil }
      break
    }
    if let runStart { runs.append(Run(bytes: runStart..<runEnd, count: runCount)) }
    reader.skipWhitespace()
    return reader.isAtEnd ? runs : nil
  }

  private struct Scanner {
    let text: UnsafeRawBufferPointer
    var position = 0

    var isAtEnd: Bool { position == text.count }

    mutating func skipWhitespace() {
      while position < text.count, Self.isWhitespace(text[position]) { position += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard position < text.count, text[position] == byte else { return false }
      position += 1
      return true
    }

    /// Steps over one value: a string, a bracketed value with everything nested in it, or a literal up to
    /// the next delimiter. `false` when the text ends first or holds no value here.
    mutating func skipValue() -> Bool {
      guard position < text.count else { return false }
      switch text[position] {
      case UInt8(ascii: "\""):
        return skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while position < text.count {
          switch text[position] {
          case UInt8(ascii: "\""):
            guard skipString() else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              position += 1
              return true
            }
          default:
            break
          }
          position += 1
        }
        return false
      default:
        let start = position
        while position < text.count, text[position] != UInt8(ascii: ","), text[position] != UInt8(ascii: "]"),
          !Self.isWhitespace(text[position])
        {
          position += 1
        }
        return position > start
      }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// Steps over a string starting at its opening quote.
    private mutating func skipString() -> Bool {
      position += 1
      while position < text.count {
        switch text[position] {
        case UInt8(ascii: "\\"): position += 2
        case UInt8(ascii: "\""):
          position += 1
          return true
        default: position += 1
        }
      }
      return false
    }
  }
}
