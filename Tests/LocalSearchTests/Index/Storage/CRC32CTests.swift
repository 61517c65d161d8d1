import TestSupport
import XCTest

@testable import LocalSearch

final class CRC32CTests: XCTestCase {
  /// The checksum computed one bit at a time, straight from the polynomial: the model the tables must agree with.
  private func bitwise(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc = UInt32.max
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return ~crc
  }

  func test_checksum_ofTheCheckString_isTheStandardValue() {
    XCTAssertEqual(CRC32C.checksum(Array("123456789".utf8)), 0xE306_9283)
    XCTAssertEqual(CRC32C.checksum([]), 0)
    XCTAssertEqual(CRC32C.checksum([UInt8](repeating: 0, count: 32)), 0x8A91_36AA, "32 zero bytes (RFC 3720)")
    XCTAssertEqual(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)), 0x62A8_AB43, "32 0xFF bytes (RFC 3720)")
  }

  func test_checksum_equalsTheBitwiseModel_forEveryLengthAndAlignment() {
    var random = SplitMix64(seed: 3)
    let bytes = (0..<208).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.withUnsafeBytes { buffer in
      for start in 0..<8 {
        for length in 0...200 {
          let slice = UnsafeRawBufferPointer(rebasing: buffer[start..<start + length])
          XCTAssertEqual(CRC32C.checksum(slice), bitwise(bytes[start..<start + length]), "start \(start), length \(length)")
        }
      }
    }
  }

  /// Buffers from 3 KiB on are checksummed in three interleaved parts combined afterwards: the result is the same.
  func test_checksum_ofLongBuffers_equalsTheBitwiseModel() {
    var random = SplitMix64(seed: 5)
    let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.withUnsafeBytes { buffer in
      for length in [3_071, 3_072, 3_073, 3_079, 3_080, 4_095, 10_000, 19_993] {
        for start in [0, 3, 7] {
          let slice = UnsafeRawBufferPointer(rebasing: buffer[start..<start + length])
          XCTAssertEqual(CRC32C.checksum(slice), bitwise(bytes[start..<start + length]), "start \(start), length \(length)")
          let head = UnsafeRawBufferPointer(rebasing: buffer[start..<start + 100])
          let rest = UnsafeRawBufferPointer(rebasing: buffer[start + 100..<start + length])
          XCTAssertEqual(CRC32C.checksum(rest, continuing: CRC32C.checksum(head)), CRC32C.checksum(slice), "continuing, length \(length)")
        }
      }
    }
    XCTAssertEqual(CRC32C.combine(CRC32C.checksum(Array("1234".utf8)), CRC32C.checksum(Array("56789".utf8)), secondCount: 5), 0xE306_9283)
  }

  func test_checksum_continuing_equalsTheChecksumOfTheWhole() {
    var random = SplitMix64(seed: 4)
    let bytes = (0..<1_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.withUnsafeBytes { buffer in
      for split in [0, 1, 7, 8, 9, 500, 999, 1_000] {
        let first = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[..<split]))
        let whole = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[split...]), continuing: first)
        XCTAssertEqual(whole, CRC32C.checksum(bytes), "split at \(split)")
      }
    }
  }
}
