// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Plotline",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Plotline", targets: ["Plotline"]),
    ],
    targets: [
        // data -> spec -> resolved chart -> layout -> scene
        .target(name: "Plotline"),
        .testTarget(name: "PlotlineTests", dependencies: ["Plotline"]),
    ],
    swiftLanguageModes: [.v6]
)
