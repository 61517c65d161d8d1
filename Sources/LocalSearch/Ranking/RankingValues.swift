import InstantSearchCore

/// The value of every ranking criterion for one record, as `_rankingInfo` reports them. The matched location
/// and the precision, which the geo criterion does not compare, come from ``GeoSearch/match(_:)``.
///
/// A large matching set holds one of these per record, so the values are stored in as few bytes as their ranges
/// need (a value set beyond its range is clamped to it) and read and written as `Int`s.
struct RankingValues: Sendable {
  // The 32-bit values first, then the 16-bit ones: 20 bytes with no padding.
  @Narrowed<Int32> var filters = 0
  @Narrowed<Int32> var firstMatchedWord = 0
  private var storedGeoDistance: Int32 = 0
  @Narrowed<Int16> var nbTypos = 0
  @Narrowed<Int16> var words = 0
  @Narrowed<Int16> var proximityDistance = 0
  @Narrowed<Int16> var nbExactWords = 0

  /// The distance in geo precision steps; `Int.max` for a record without a location.
  var geoDistance: Int {
    get { storedGeoDistance == .max ? .max : Int(storedGeoDistance) }
    set { storedGeoDistance = Int32(clamping: newValue) }
  }
}

/// An `Int` stored in a narrower integer type, clamped to its range when set.
@propertyWrapper
struct Narrowed<Storage: FixedWidthInteger & Sendable>: Sendable {
  private var stored: Storage

  init(wrappedValue: Int) { stored = Storage(clamping: wrappedValue) }

  var wrappedValue: Int {
    get { Int(stored) }
    set { stored = Storage(clamping: newValue) }
  }
}

/// A value of a custom-ranking or sort attribute, compared numerically, by normalised then raw text, or `false < true`.
enum SortValue: Sendable {
  case number(Double)
  case text(normalized: String, raw: String)
  case bool(Bool)

  /// The comparable value of the attribute at `path`: its first scalar; `nil` when absent or not comparable.
  static func of(_ path: AttributePath, in record: StoredRecord, normalizer: Normalizer) -> SortValue? {
    switch path.scalarValues(in: record).first {
    case .number(let number)?: return .number(number)
    case .string(let text)?: return .text(normalized: normalizer.normalize(text), raw: text)
    case .bool(let flag)?: return .bool(flag)
    default: return nil
    }
  }

  /// -1, 0 or 1 in ascending order; values of different kinds order number < text < bool.
  static func compare(_ a: SortValue, _ b: SortValue) -> Int {
    func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x > y ? 1 : 0) }
    switch (a, b) {
    case (.number(let x), .number(let y)): return sign(x, y)
    case (.text(let x, let rx), .text(let y, let ry)): return x != y ? sign(x, y) : sign(rx, ry)
    case (.bool(let x), .bool(let y)): return sign(x ? 1 : 0, y ? 1 : 0)
    default: return sign(a.kindOrder, b.kindOrder)
    }
  }

  private var kindOrder: Int {
    switch self {
    case .number: return 0
    case .text: return 1
    case .bool: return 2
    }
  }
}
