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
    .testTarget(name: "InstantSearchCoreTests", dependencies: ["InstantSearchCore"]),
    .testTarget(name: "LocalSearchTests", dependencies: ["LocalSearch", "InstantSearchCore"]),
    .testTarget(name: "InstantSearchTests", dependencies: ["InstantSearch"]),
  ],
  swiftLanguageModes: [.v5]
)
