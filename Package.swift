// swift-tools-version: 6.0
import PackageDescription
#if os(Linux)
import Glibc
#endif

/// How the commands are linked on Linux: with LLVM's lld (in every Swift toolchain for Linux), and, where this
/// machine's C library reads them (glibc 2.36 and later), with relative relocations packed (DT_RELR). The
/// loader then reads 17 KB of relocations instead of 2 MB at every start, and lld's layout touches fewer
/// pages: a 1,000-point chart's peak memory 27.5 -> 23.9 MB, the million-point line's 46.0 -> 42.7 MB
/// (GNU ld.gold, the default, knows no packed relocations). Issue 29's memory target, issue 31's start-up.
let commandLinking: [LinkerSetting] = {
    #if os(Linux)
    var flags = ["-use-ld=lld"]
    var text = [CChar](repeating: 0, count: 64)   // "glibc 2.36"
    _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count)
    let version = String(cString: text).split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    if version.count >= 2, (version[0], version[1]) >= (2, 36) {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux]))]
    #else
    return []
    #endif
}()

let package = Package(
    name: "Plotline",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Plotline", targets: ["Plotline"]),
        .library(name: "PlotlineSVG", targets: ["PlotlineSVG"]),
        .library(name: "PlotlinePNG", targets: ["PlotlinePNG"]),
        .library(name: "PlotlineAudio", targets: ["PlotlineAudio"]),
        .library(name: "PlotlineHTML", targets: ["PlotlineHTML"]),
        .library(name: "PlotlineSQL", targets: ["PlotlineSQL"]),
        .library(name: "PlotlineSQLite", targets: ["PlotlineSQLite"]),
        .executable(name: "plotline", targets: ["plotline"]),
        // plotline with PostgreSQL's driver, installed beside it: plotline hands a postgres:// chart to it
        .executable(name: "plotline-postgres", targets: ["plotline-postgres"]),
    ],
    dependencies: [
        // DocC: `swift package generate-documentation --target Plotline` (see the README's API section)
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // PostgreSQL: only the command line and its own tests build it (minutes)
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // .xlsx workbooks are ZIP archives: the archive's directory and inflating its entries (zlib)
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // what the outputs see: the scene (shapes, text, colors by role), text metrics and, later, the descriptor
        .target(name: "PlotlineScene"),
        // data -> spec -> resolved chart -> layout -> scene
        .target(name: "Plotline", dependencies: ["PlotlineScene", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // scene -> SVG: the renderer sees the scene and nothing else of the core
        .target(name: "SceneSVG", dependencies: ["PlotlineScene"]),
        // a chart's SVG (`chart.svg()`): resolve, build the scene, hand it to SceneSVG
        .target(name: "PlotlineSVG", dependencies: ["Plotline", "SceneSVG"]),
        // scene -> PNG: Plotline's own rasterizer, FreeType glyphs found through fontconfig, libpng to write
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .target(name: "ScenePNG", dependencies: ["PlotlineScene", "CFreeType", "CPNG", "CFontconfig"]),
        // a chart's PNG (`chart.png()`): resolve, build the scene, hand it to ScenePNG
        .target(name: "PlotlinePNG", dependencies: ["Plotline", "ScenePNG"]),
        // descriptor -> tones -> WAV (the audio graph)
        .target(name: "SceneAudio", dependencies: ["PlotlineScene"]),
        // a chart's audio graph (`chart.audioGraph()`): resolve, then hand the descriptor to SceneAudio
        .target(name: "PlotlineAudio", dependencies: ["Plotline", "SceneAudio"]),
        // page model (scenes, descriptor, table, navigation) -> one interactive page (keyboard, scrubbing,
        // sound, table): the page's writer sees the scene module, the SVG writer and the audio graph, never the core
        .target(name: "ScenePage", dependencies: ["PlotlineScene", "SceneSVG", "SceneAudio"]),
        // a chart's page (`chart.html()`): resolve, make the page model in the core, hand it to ScenePage
        .target(name: "PlotlineHTML", dependencies: ["Plotline", "ScenePage", "SceneAudio"]),
        // the gallery: built-in data and the charts of the source documents
        .target(name: "PlotlineGallery", dependencies: ["Plotline", "PlotlineSVG"]),
        // charts from a database: the plan compiled to SQL (no driver), and the SQLite driver (system libsqlite3)
        .target(name: "PlotlineSQL", dependencies: ["Plotline"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "PlotlineSQLite", dependencies: ["Plotline", "PlotlineSQL", "CSQLite"]),
        .target(name: "PlotlinePostgres", dependencies: [
            "Plotline", "PlotlineSQL", .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        // the command line, as a library so tests can drive it; without PostgreSQL's driver (postgres-nio and
        // swift-nio, the longest part of a release build and a third of a binary), which plotline-postgres adds
        .target(name: "PlotlineCLI", dependencies: [
            "Plotline", "PlotlineSVG", "PlotlinePNG", "PlotlineAudio", "PlotlineHTML", "PlotlineGallery",
            "PlotlineSQL", "PlotlineSQLite",
        ]),
        .executableTarget(name: "plotline", dependencies: ["PlotlineCLI"], linkerSettings: commandLinking),
        .executableTarget(name: "plotline-postgres", dependencies: ["PlotlineCLI", "PlotlinePostgres"],
                          linkerSettings: commandLinking),
        // the database benchmark's baseline: every row pulled through postgres-nio (bench/database.sh)
        .executableTarget(name: "plotline-pg-pull", dependencies: [
            "PlotlinePostgres", .product(name: "PostgresNIO", package: "postgres-nio"),
        ], path: "bench/pg-pull"),
        // what several test targets share: finding and running the command-line tools some tests drive
        .target(name: "PlotlineTestSupport", path: "Tests/Support"),
        // reading an SVG back in tests: its elements, classes and text boxes
        .target(name: "PlotlineSVGTestSupport", dependencies: ["Plotline", "PlotlineSVG"], path: "Tests/SVGSupport"),
        .testTarget(name: "PlotlineTests", dependencies: ["PlotlineTestSupport", "Plotline", "PlotlineScene"]),
        .testTarget(name: "PlotlineSVGTests", dependencies: [
            "PlotlineTestSupport", "PlotlineSVGTestSupport", "Plotline", "PlotlineSVG", "SceneSVG", "PlotlineGallery",
        ]),
        // charts written here as Swift Charts' documentation writes them, compiled unchanged and read back from the SVG
        .testTarget(name: "SwiftChartsPortTests", dependencies: ["PlotlineTestSupport", "PlotlineSVGTestSupport", "Plotline", "PlotlineSVG", "PlotlineAudio", "SceneAudio", "PlotlinePNG", "ScenePNG"]),
        .testTarget(name: "PlotlinePNGTests", dependencies: ["PlotlineTestSupport", "Plotline", "PlotlinePNG", "ScenePNG", "PlotlineSVG", "PlotlineGallery"]),
        .testTarget(name: "PlotlineAudioTests", dependencies: ["PlotlineTestSupport", "Plotline", "PlotlineAudio", "SceneAudio", "PlotlineGallery"]),
        // the same chart from a CSV file, SQLite and PostgreSQL: byte-identical, with the plan run in SQL
        .testTarget(name: "PlotlineSQLTests", dependencies: [
            "PlotlineTestSupport", "PlotlineCLI", "Plotline", "PlotlineSQL", "PlotlineSQLite", "PlotlinePostgres", "CSQLite",
        ]),
        .testTarget(name: "PlotlineHTMLTests", dependencies: [
            "Plotline", "PlotlineScene", "PlotlineHTML", "ScenePage", "PlotlineGallery", "PlotlineSVG", "PlotlineAudio", "SceneSVG", "SceneAudio",
        ]),
        // (ZIPFoundation: a workbook of a million rows is made by the test, not committed)
        .testTarget(name: "PlotlineCLITests", dependencies: [
            "PlotlineTestSupport", "PlotlineCLI", "Plotline", "PlotlineAudio", "SceneAudio",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // seeded mutations of specs, data and options through the library and the command: no crash, no hang
        .testTarget(name: "PlotlineFuzzTests", dependencies: [
            "PlotlineTestSupport", "PlotlineCLI", "Plotline", "PlotlineSVG", "SceneSVG", "PlotlinePNG", "ScenePNG", "PlotlineAudio",
            "SceneAudio", "PlotlineHTML", "PlotlineGallery", "CSQLite",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
