import Foundation
import Testing

/// The outputs (SVG, PNG, HTML, audio) read the resolved chart, its scene, descriptor and tone schedule:
/// never the spec, the data table or the resolver.
///
/// The renderers (`SceneSVG`, `ScenePNG`, `SceneAudio`, and the page's `ScenePage`) are held to it by the
/// compiler: their targets depend on `PlotlineScene` (the scene, the descriptor, the page's model, colors,
/// text metrics, the phrase catalogue), on other renderers (the page embeds the SVG and plays the audio
/// graph) and on C libraries, never on the core, so a renderer that named `ChartSpec` would not build. The
/// manifest is read here so that a dependency added later fails a test rather than a review. The façades
/// (`PlotlineSVG`, ..., `PlotlineHTML`) are one file each: a `Chart`'s `try resolve().svg()` and the like,
/// resolving and handing the scene (or the page's model) over; the text search below holds them to it.
struct OutputBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let renderers = ["SceneSVG", "ScenePNG", "SceneAudio", "ScenePage"]
    static let facades = ["PlotlineSVG", "PlotlinePNG", "PlotlineAudio", "PlotlineHTML"]
    static let outputs = facades
    static let forbidden = ["ChartResolver", "ChartSpec", "MarkSpec", "EncodingSpec", "ScaleSpec", "AxisSpec",
                            "LayerBinding", "DataTable", "DataSource", "TimeRangeCharts", ".spec"]

    static func sources(_ module: String) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources").appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test(arguments: outputs)
    func outputReadsOnlyTheResolvedChart(module: String) throws {
        let files = try Self.sources(module)
        #expect(files.count >= 1, "found the sources of \(module)")
        for (path, text) in files {
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for word in Self.forbidden where Self.mentions(code, word) {
                    Issue.record("\(path):\(n + 1) reads \(word): \(line)")
                }
                // The convenience on `Chart` resolves and hands over; nothing else resolves.
                if code.contains("resolve(") && !code.contains("try resolve().") {
                    Issue.record("\(path):\(n + 1) resolves a chart: \(line)")
                }
            }
        }
    }

    /// A target's dependencies as the manifest declares them: the quoted names in its `dependencies: [...]`.
    static func dependencies(of target: String, in manifest: String) -> [String]? {
        guard let start = manifest.range(of: ".target(name: \"\(target)\"") else { return nil }
        let rest = manifest[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let declaration = rest[..<close]
        guard let open = declaration.range(of: "dependencies: [") else { return [] }
        let list = declaration[open.upperBound...].prefix { $0 != "]" }
        return list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test(arguments: renderers)
    func rendererSeesOnlyTheScene(target: String) throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let dependencies = try #require(Self.dependencies(of: target, in: manifest))
        #expect(dependencies.contains("PlotlineScene"))
        let systemLibraries = manifest.components(separatedBy: ".systemLibrary(name: \"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(systemLibraries.contains("CPNG"))
        for name in dependencies where name != "PlotlineScene" {
            #expect(systemLibraries.contains(name) || Self.renderers.contains(name),
                    "\(target) depends on \(name): a renderer sees the scene, other renderers and C libraries only")
        }
        #expect(try Self.sources(target).count >= 3, "found the sources of \(target)")
    }

    @Test func theSceneDependsOnNothing() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(Self.dependencies(of: "PlotlineScene", in: manifest) == [])
        #expect(Self.dependencies(of: "Plotline", in: manifest)?.contains("PlotlineScene") == true)
    }

    /// A façade resolves and hands over, in one file; the drawing is the renderer's.
    @Test(arguments: facades)
    func facadeIsOneFile(module: String) throws {
        #expect(try Self.sources(module).count == 1)
    }

    /// Whether `code` names `word` as a whole identifier (`DataTable`, not `DataTableHTML`).
    static func mentions(_ code: String, _ word: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        let before = word.hasPrefix(".") ? "" : "(?<![A-Za-z0-9_])"
        return code.range(of: before + escaped + "(?![A-Za-z0-9_])", options: .regularExpression) != nil
    }

    /// The check itself sees a violation, and no more (it would not pass on anything).
    @Test func checkFindsAViolation() {
        #expect(Self.mentions("let ranges = try TimeRangeCharts.resolve(spec: spec, chart: chart)", "TimeRangeCharts"))
        #expect(Self.mentions("var mark = layer.spec", ".spec"))
        #expect(!Self.mentions("enum DataTableHTML {", "DataTable"))
        #expect(!Self.mentions("let specular = 1", ".spec"))
        let manifest = #".library(name: "Y", targets: ["Y"]), .target(name: "SceneX", dependencies: ["PlotlineScene", "Plotline"]), .target(name: "Y")"#
        #expect(Self.dependencies(of: "SceneX", in: manifest) == ["PlotlineScene", "Plotline"])
        #expect(Self.dependencies(of: "Y", in: manifest) == [])
    }
}
