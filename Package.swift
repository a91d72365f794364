// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Plotline",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Plotline", targets: ["Plotline"]),
        .library(name: "PlotlineSVG", targets: ["PlotlineSVG"]),
        .library(name: "PlotlineAudio", targets: ["PlotlineAudio"]),
        .executable(name: "plotline", targets: ["plotline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // data -> spec -> resolved chart -> layout -> scene
        .target(name: "Plotline"),
        // scene -> SVG
        .target(name: "PlotlineSVG", dependencies: ["Plotline"]),
        // descriptor -> tones -> WAV (the audio graph)
        .target(name: "PlotlineAudio", dependencies: ["Plotline"]),
        // the gallery: built-in data and the charts of the source documents
        .target(name: "PlotlineGallery", dependencies: ["Plotline", "PlotlineSVG"]),
        // the command line, as a library so tests can drive it
        .target(name: "PlotlineCLI", dependencies: [
            "Plotline", "PlotlineSVG", "PlotlineAudio", "PlotlineGallery",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "plotline", dependencies: ["PlotlineCLI"]),
        .testTarget(name: "PlotlineTests", dependencies: ["Plotline"]),
        .testTarget(name: "PlotlineSVGTests", dependencies: ["Plotline", "PlotlineSVG", "PlotlineGallery"]),
        .testTarget(name: "PlotlineAudioTests", dependencies: ["Plotline", "PlotlineAudio", "PlotlineGallery"]),
        .testTarget(name: "PlotlineCLITests", dependencies: ["PlotlineCLI", "Plotline", "PlotlineAudio"]),
    ],
    swiftLanguageModes: [.v6]
)
