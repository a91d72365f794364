// swift-tools-version: 6.0
// In-process timing of Plotline's transforms for bench/transforms.sh: ten million rows aggregated by month,
// and binned. A package of its own, depending on Plotline alone, so Plotline itself gains nothing.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "PlotlineTransformBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "plotline-transform-bench", dependencies: [.product(name: "Plotline", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
