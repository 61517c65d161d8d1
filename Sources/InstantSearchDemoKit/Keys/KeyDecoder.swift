/// Turns the bytes a terminal in raw mode sends into keys.
///
/// A lone escape byte at the end of a read is the Escape key; escape sequences (`ESC [ A`, `ESC [ 6 ~`, ...)
/// are the arrows, Shift-Tab and the page keys; unknown sequences are dropped. Text is UTF-8.
public struct KeyDecoder {
  private var pending: [UInt8] = []

  /// A decoder.
  public init() {}

  /// The keys of one read.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    var input = pending + bytes
    pending = []
    var keys: [Key] = []
    var position = 0
    while position < input.count {
      let byte = input[position]
      switch byte {
      case 0x1B:
        guard position + 1 < input.count else {
          keys.append(.escape)
          position += 1
          continue
        }
        guard input[position + 1] == UInt8(ascii: "[") || input[position + 1] == UInt8(ascii: "O") else {
          keys.append(.escape)
          position += 1
          continue
        }
        var end = position + 2
        while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
        guard end < input.count else {
          pending = Array(input[position...])
          return keys
        }
        let body = String(decoding: input[(position + 2)...end], as: UTF8.self)
        switch body {
        case "A": keys.append(.up)
        case "B": keys.append(.down)
        case "C": keys.append(.right)
        case "D": keys.append(.left)
        case "Z": keys.append(.backTab)
        case "6~": keys.append(.pageDown)
        case "5~": keys.append(.pageUp)
        default: break
        }
        position = end + 1
      case 0x03: keys.append(.interrupt); position += 1
      case 0x09: keys.append(.tab); position += 1
      case 0x0D, 0x0A: keys.append(.enter); position += 1
      case 0x7F, 0x08: keys.append(.backspace); position += 1
      case 0x00..<0x20: position += 1
      default:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard position + length <= input.count else {
          pending = Array(input[position...])
          return keys
        }
        let text = String(decoding: input[position..<(position + length)], as: UTF8.self)
        text.forEach { keys.append(.character($0)) }
        position += length
      }
    }
    input.removeAll()
    return keys
  }
}
