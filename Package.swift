// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InstantSearch",
  products: [
    .library(name: "InstantSearchCore", targets: ["InstantSearchCore"]),
    .library(name: "LocalSearch", targets: ["LocalSearch"]),
    .library(name: "InstantSearch", targets: ["InstantSearch"]),
  ],
  targets: [
    .target(name: "InstantSearchCore"),
    .target(name: "LocalSearch", dependencies: ["InstantSearchCore"]),
    .target(name: "InstantSearch", dependencies: ["InstantSearchCore"]),
    .target(name: "InstantSearchDemoKit", dependencies: ["InstantSearch", "LocalSearch"]),
    .executableTarget(name: "InstantSearchDemo", dependencies: ["InstantSearchDemoKit", "InstantSearch"]),
    .executableTarget(
      name: "LocalSearchBenchmark", dependencies: ["LocalSearch", "InstantSearchCore", "InstantSearch"],
      exclude: ["fts5_side.py"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "InstantSearchCoreTests", dependencies: ["InstantSearchCore", "LocalSearch", "TestSupport"],
      exclude: ["Client/HTTP/loopback_server.py"]),
    .testTarget(name: "LocalSearchTests", dependencies: ["LocalSearch", "InstantSearchCore", "TestSupport"]),
    .testTarget(
      name: "InstantSearchTests", dependencies: ["InstantSearch", "InstantSearchCore", "LocalSearch", "InstantSearchDemoKit", "TestSupport"]),
  ],
  swiftLanguageModes: [.v5]
)
