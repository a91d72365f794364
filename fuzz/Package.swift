// swift-tools-version: 6.0
// libFuzzer targets for Plotline, kept out of the main package so `swift build` and `swift test` never
// build them. Built and run by `fuzz/run.sh` (with -sanitize=fuzzer,address; each main starts
// libFuzzer with LLVMFuzzerRunDriver).
import PackageDescription

let package = Package(
    name: "PlotlineFuzz",
    dependencies: [.package(name: "Plotline", path: "..")],
    targets: [
        .executableTarget(name: "FuzzCSV", dependencies: [.product(name: "Plotline", package: "Plotline")]),
        .executableTarget(name: "FuzzJSON", dependencies: [.product(name: "Plotline", package: "Plotline")]),
        .executableTarget(name: "FuzzSpec", dependencies: [.product(name: "Plotline", package: "Plotline")]),
        // SQLite files from bytes, charted as the command charts them (issue 34)
        .executableTarget(name: "FuzzSQLite", dependencies: [
            .product(name: "Plotline", package: "Plotline"), .product(name: "PlotlineSQL", package: "Plotline"),
            .product(name: "PlotlineSQLite", package: "Plotline"),
        ]),
        .executableTarget(name: "FuzzRender", dependencies: [
            .product(name: "Plotline", package: "Plotline"), .product(name: "PlotlineSVG", package: "Plotline"),
            .product(name: "PlotlinePNG", package: "Plotline"), .product(name: "PlotlineAudio", package: "Plotline"),
            .product(name: "PlotlineHTML", package: "Plotline"),
        ]),
    ]
)
