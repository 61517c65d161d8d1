import TestSupport
import XCTest

@testable import LocalSearch

final class ByteReaderTests: XCTestCase {
  /// Runs `body` with a reader over `bytes`.
  private func reading<Result>(_ bytes: [UInt8], _ body: (inout ByteReader) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes { buffer in
      var reader = ByteReader(buffer, section: "TEST")
      return try body(&reader)
    }
  }

  /// Asserts that `body` throws a damage report of section `TEST` whose detail contains `detail`.
  private func assertDamage(_ bytes: [UInt8], _ detail: String, _ body: (inout ByteReader) throws -> Void, line: UInt = #line) {
    XCTAssertThrowsError(try reading(bytes, body), line: line) { error in
      guard let damage = error as? StorageDamage else { return XCTFail("\(error) is not a damage report", line: line) }
      XCTAssertEqual(damage.section, "TEST", line: line)
      XCTAssertTrue(damage.detail.contains(detail), "\"\(damage.detail)\" lacks \"\(detail)\"", line: line)
    }
  }

  private func written() -> [UInt8] {
    var writer = ByteWriter()
    writer.byte(7)
    writer.uint32(0xDEAD_BEEF)
    writer.uint64(0x0102_0304_0506_0708)
    for value: UInt64 in [0, 1, 127, 128, 300, 1 << 35, .max] { writer.varint(value) }
    for value: Int64 in [0, -1, 1, -64, 64, .min, .max] { writer.zigzag(value) }
    writer.double(-2.5)
    writer.double(.infinity)
    writer.string("")
    writer.string("Crème ½ 👩‍🍳")
    return writer.bytes
  }

  func test_read_returnsWhatTheWriterWrote() throws {
    try reading(written()) { reader in
      XCTAssertEqual(try reader.byte(), 7)
      XCTAssertEqual(try reader.uint32(), 0xDEAD_BEEF)
      XCTAssertEqual(try reader.uint64(), 0x0102_0304_0506_0708)
      for value: UInt64 in [0, 1, 127, 128, 300, 1 << 35, .max] { XCTAssertEqual(try reader.varint(), value) }
      for value: Int64 in [0, -1, 1, -64, 64, .min, .max] { XCTAssertEqual(try reader.zigzag(), value) }
      XCTAssertEqual(try reader.double(), -2.5)
      XCTAssertEqual(try reader.double(), .infinity)
      XCTAssertEqual(try reader.string(), "")
      XCTAssertEqual(try reader.string(), "Crème ½ 👩‍🍳")
      XCTAssertNoThrow(try reader.expectEnd())
    }
  }

  func test_read_ofEveryTruncation_throwsInsteadOfTrapping() {
    let bytes = written()
    for length in 0..<bytes.count {
      XCTAssertThrowsError(
        try reading(Array(bytes[..<length])) { reader in
          _ = try reader.byte()
          _ = try reader.uint32()
          _ = try reader.uint64()
          for _ in 0..<14 { _ = try reader.varint() }
          _ = try reader.double()
          _ = try reader.double()
          _ = try reader.string()
          _ = try reader.string()
        }, "cut at \(length)")
    }
  }

  func test_varint_longerThanTenBytesOrBeyond64Bits_throws() {
    assertDamage([0x80, 0x80], "a byte needed") { _ = try $0.varint() }
    assertDamage([UInt8](repeating: 0xFF, count: 11), "exceeds 64 bits") { _ = try $0.varint() }
    assertDamage([UInt8](repeating: 0x80, count: 9) + [0x02], "exceeds 64 bits") { _ = try $0.varint() }
    XCTAssertEqual(try reading([UInt8](repeating: 0xFF, count: 9) + [0x01]) { try $0.varint() }, .max)
  }

  func test_counts_beyondTheBytesLeft_throw() {
    assertDamage([5, 1, 2, 3], "exceeds 3") { _ = try $0.count("a count") }
    assertDamage([2, 1, 2, 3, 4, 5, 6, 7], "exceeds 1") { _ = try $0.count(elementBytes: 4, "a count") }
    XCTAssertEqual(try reading([3, 1, 2, 3]) { try $0.count("a count") }, 3)
    assertDamage([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], "exceeds") { _ = try $0.int(atMost: .max, "a size") }
    assertDamage([9], "a size 9 exceeds 8") { _ = try $0.int(atMost: 8, "a size") }
    assertDamage([1, 2], "5 bytes needed, 2 left") { _ = try $0.bytes(5) }
  }

  func test_string_thatIsNotUTF8_throws() {
    assertDamage([2, 0xC3, 0x28], "not valid UTF-8") { _ = try $0.string() }
    assertDamage([1, 0xFF], "not valid UTF-8") { _ = try $0.string() }
  }

  func test_expectEnd_withBytesLeft_throws() {
    assertDamage([1, 2], "1 bytes follow") { reader in
      _ = try reader.byte()
      try reader.expectEnd()
    }
  }
}
