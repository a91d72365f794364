// swift-tools-version: 6.0
// In-process measurements: for bench/run.sh, Plotline's CSV reader against CSV.swift and SwiftCSV, and a chart
// drawn from data already loaded; for bench/transforms.sh, ten million rows aggregated by month and binned.
// A package of its own, so Plotline itself gains no dependency; one package, so Plotline is built once for
// both (CI builds it in release once, not twice).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "PlotlineBench",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", exact: "0.10.0"),
    ],
    targets: [
        .executableTarget(name: "plotline-bench", dependencies: [
            .product(name: "Plotline", package: root),
            .product(name: "PlotlineSVG", package: root),
            .product(name: "PlotlinePNG", package: root),
            .product(name: "CSV", package: "CSV.swift"),
            .product(name: "SwiftCSV", package: "SwiftCSV"),
        ]),
        .executableTarget(name: "plotline-transform-bench", dependencies: [.product(name: "Plotline", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
