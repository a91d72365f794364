import Foundation
import Testing

/// The outputs (SVG, PNG, HTML, audio) read the resolved chart, its scene, descriptor and tone schedule:
/// never the spec, the data table or the resolver. Their one way in from a declared `Chart` is the
/// convenience `try resolve().svg()`, which hands them a finished chart.
struct OutputBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let outputs = ["PlotlineSVG", "PlotlinePNG", "PlotlineHTML", "PlotlineAudio"]
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
        #expect(files.count >= 3, "found the sources of \(module)")
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
    }
}
