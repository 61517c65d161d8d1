/// Which Unicode scalars of a Swift source are code, as opposed to comments and string literals: the rules of
/// the port rewrite code only.
struct SourceRegions {
  /// The source's scalars.
  let scalars: [Unicode.Scalar]
  /// For each scalar, whether it is code.
  let isCode: [Bool]

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var isCode = [Bool](repeating: true, count: scalars.count)
    var position = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      position + offset < scalars.count ? scalars[position + offset] : nil
    }
    func mark(_ range: Range<Int>) {
      for index in range where index < isCode.count { isCode[index] = false }
    }
    while position < scalars.count {
      let scalar = scalars[position]
      if scalar == "/", at(1) == "/" {
        let start = position
        while position < scalars.count, scalars[position] != "\n" { position += 1 }
        mark(start..<position)
      } else if scalar == "/", at(1) == "*" {
        let start = position
        var depth = 0
        while position < scalars.count {
          if scalars[position] == "/", at(1) == "*" {
            depth += 1
            position += 2
          } else if scalars[position] == "*", at(1) == "/" {
            depth -= 1
            position += 2
            if depth == 0 { break }
          } else {
            position += 1
          }
        }
        mark(start..<position)
      } else if scalar == "\"" || (scalar == "#" && Self.startsRawString(scalars, at: position)) {
        let start = position
        position = Self.endOfString(scalars, from: position)
        mark(start..<position)
      } else {
        position += 1
      }
    }
    self.scalars = scalars
    self.isCode = isCode
  }

  /// Whether a `#` at `position` opens a raw string (`#"`, `##"`).
  private static func startsRawString(_ scalars: [Unicode.Scalar], at position: Int) -> Bool {
    var index = position
    while index < scalars.count, scalars[index] == "#" { index += 1 }
    return index < scalars.count && scalars[index] == "\""
  }

  /// How many `#` follow the scalar at `position`.
  private static func hashes(_ scalars: [Unicode.Scalar], after position: Int) -> Int {
    var count = 0
    while position + 1 + count < scalars.count, scalars[position + 1 + count] == "#" { count += 1 }
    return count
  }

  /// The position after the interpolation whose `(` is at `open`: balanced parentheses, string literals inside
  /// it skipped whole.
  private static func endOfInterpolation(_ scalars: [Unicode.Scalar], from open: Int) -> Int {
    var depth = 0
    var index = open
    while index < scalars.count {
      switch scalars[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index + 1 }
      case "\"":
        index = endOfString(scalars, from: index)
        continue
      default: break
      }
      index += 1
    }
    return index
  }

  /// The position after the string literal starting at `start` (its `#` delimiters, quotes and content).
  private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while index < scalars.count, scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    let isMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
    index += isMultiline ? 3 : 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" && Self.hashes(scalars, after: index) == hashes {
        let afterHashes = index + 1 + hashes
        if afterHashes < scalars.count, scalars[afterHashes] == "(" {
          index = endOfInterpolation(scalars, from: afterHashes)
        } else {
          index = afterHashes + 1
        }
        continue
      }
      if !isMultiline && scalar == "\n" { return index }
      let closes =
        isMultiline
        ? index + 2 < scalars.count && scalar == "\"" && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        : scalar == "\""
      if closes {
        var end = index + (isMultiline ? 3 : 1)
        var closingHashes = 0
        while closingHashes < hashes, end < scalars.count, scalars[end] == "#" {
          closingHashes += 1
          end += 1
        }
        if closingHashes == hashes { return end }
      }
      index += 1
    }
    return index
  }
}
