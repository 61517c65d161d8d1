// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InstantSearch",
  products: [
    .library(name: "InstantSearchCore", targets: ["InstantSearchCore"]),
    .library(name: "LocalSearch", targets: ["LocalSearch"]),
    .library(name: "InstantSearch", targets: ["InstantSearch"]),
    .library(name: "InstantSearchUIKit", targets: ["InstantSearchUIKit"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "InstantSearchTestKit", targets: ["InstantSearchTestKit"]),
    .library(name: "InstantSearchPorting", targets: ["InstantSearchPorting"]),
    .executable(name: "instantsearch-port", targets: ["InstantSearchPort"]),
  ],
  targets: [
    .target(name: "InstantSearchCore"),
    .target(name: "LocalSearch", dependencies: ["InstantSearchCore"], exclude: ["Index/Storage/IndexFormat.md"]),
    .target(name: "HeadlessUIKit"),
    .target(name: "InstantSearch", dependencies: ["InstantSearchCore", "LocalSearch", "HeadlessUIKit"]),
    .target(name: "InstantSearchUIKit", dependencies: ["InstantSearchCore", "HeadlessUIKit"]),
    .target(name: "InstantSearchTestKit", dependencies: ["InstantSearch", "InstantSearchCore"]),
    .target(
      name: "InstantSearchDemoKit", dependencies: ["InstantSearch", "InstantSearchCore", "LocalSearch"],
      resources: [.copy("Resources/airports.json"), .copy("Resources/airports_settings.json"), .copy("Resources/NOTICE")]),
    .executableTarget(name: "InstantSearchDemo", dependencies: ["InstantSearchDemoKit", "InstantSearch"]),
    .target(name: "InstantSearchPorting"),
    .executableTarget(name: "InstantSearchPort", dependencies: ["InstantSearchPorting"]),
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "LocalSearchBenchmark", dependencies: ["LocalSearch", "InstantSearchCore", "InstantSearch", "AllocationCounter"],
      exclude: ["fts5_side.py", "tantivy_side.py", "side_inputs.py"]),
    .target(name: "TestSupport", dependencies: ["InstantSearchCore"], path: "Tests/TestSupport"),
    .testTarget(
      name: "InstantSearchCoreTests", dependencies: ["InstantSearchCore", "InstantSearchTestKit", "TestSupport"],
      exclude: ["Client/HTTP/loopback_server.py"]),
    .testTarget(name: "LocalSearchTests", dependencies: ["LocalSearch", "InstantSearchCore", "InstantSearchTestKit", "TestSupport"]),
    .testTarget(
      name: "InstantSearchTestKitTests", dependencies: ["InstantSearchTestKit", "InstantSearch", "InstantSearchCore", "LocalSearch"],
      exclude: ["__Snapshots__", "__Cassettes__"]),
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["InstantSearch", "InstantSearchCore", "InstantSearchUIKit", "LocalSearch", "InstantSearchTestKit"]),
    .testTarget(
      name: "InstantSearchTests",
      dependencies: ["InstantSearch", "InstantSearchCore", "LocalSearch", "InstantSearchTestKit", "TestSupport"]),
    .testTarget(name: "InstantSearchUIKitTests", dependencies: ["InstantSearchUIKit", "InstantSearchCore", "InstantSearchTestKit"]),
    .testTarget(
      name: "V2SampleCodeTests", dependencies: ["InstantSearchCore", "InstantSearchUIKit", "LocalSearch", "InstantSearchTestKit"]),
    .testTarget(
      name: "InstantSearchDemoKitTests", dependencies: ["InstantSearchDemoKit", "InstantSearch", "InstantSearchCore", "TestSupport"]),
    .testTarget(name: "InstantSearchPortingTests", dependencies: ["InstantSearchPorting"]),
    .testTarget(
      name: "FieldAppsTests", dependencies: ["InstantSearch", "LocalSearch", "InstantSearchTestKit", "InstantSearchPorting"],
      exclude: ["V1Sources"]),
    .testTarget(name: "LocalSearchBenchmarkTests", dependencies: ["LocalSearchBenchmark", "LocalSearch", "InstantSearchCore"]),
  ],
  swiftLanguageModes: [.v5]
)
