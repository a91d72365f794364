import Foundation
import Testing
@testable import Plotline
import PlotlineGallery

/// Marks sized by a number get a key for their sizes: the scale's title and a few familiar values, each
/// drawn at the size it gives, after the series.
@Suite struct SizeLegendTests {
    static func sized(series: Bool, hidden: Bool = false) throws -> Scene {
        Scene(try resolved(series: series, hidden: hidden))
    }

    static func resolved(series: Bool, hidden: Bool = false) throws -> ResolvedChart {
        let table = try DataTable(columns: [
            Column(name: "w", values: .numbers([1, 2, 3, 4])), Column(name: "mpg", values: .numbers([30, 25, 20, 15])),
            Column(name: "price", values: .numbers([14_000, 26_000, 33_000, 47_500])),
            Column(name: "origin", values: .categories(["USA", "Japan", "USA", "Japan"]))])
        var mark = MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "w"), .y: EncodingSpec(field: "mpg"),
                                                     .size: EncodingSpec(field: "price", label: "Price")])
        if series { mark.color = EncodingSpec(field: "origin") }
        var spec = ChartSpec(data: .table(table), marks: [mark])
        if hidden { spec.legend = LegendSpec(hidden: true) }
        return try ChartResolver.resolve(spec)
    }

    static func group(_ nodes: [SceneNode], _ classes: String) -> [SceneGroup] {
        nodes.flatMap { node -> [SceneGroup] in
            guard case .group(let g) = node else { return [] }
            return (g.classes == classes ? [g] : []) + group(g.children, classes)
        }
    }

    @Test func valuesAreFamiliarAndDrawnAtTheirSize() throws {
        let scene = try Self.sized(series: true)
        let sizes = try #require(Self.group(scene.nodes, "legend-sizes").first)
        let texts = sizes.children.flatMap { node -> [String] in
            switch node {
            case .text(let t): [t.text]
            case .group(let g): g.children.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
            default: []
            }
        }
        #expect(texts == ["Price", "20K", "30K", "40K"])
        let entries = Self.group(sizes.children, "legend-size")
        #expect(entries.map { $0.attributes.first { $0.name == "data-value" }?.value } == ["20000", "30000", "40000"])
        // Each circle has the area the size scale gives its value: the marks' own sizes.
        let size = try #require(try Self.resolved(series: true).size)
        for (entry, value) in zip(entries, [20_000.0, 30_000, 40_000]) {
            guard case .shape(let circle)? = entry.children.first, case .circle(_, _, let r) = circle.geometry else {
                Issue.record("no circle")
                continue
            }
            #expect(abs(Double.pi * r * r - size.area(value)) < 1e-9)
        }
        // The series' key is still there, before the sizes.
        #expect(Self.group(scene.nodes, "legend-entry s0").count == 1 && Self.group(scene.nodes, "legend-entry s1").count == 1)
    }

    @Test func oneSeriesShowsOnlyTheSizes() throws {
        let scene = try Self.sized(series: false)
        #expect(Self.group(scene.nodes, "legend-sizes").count == 1)
        #expect(scene.texts.filter { $0.classes == "legend-label" }.map(\.text) == ["20K", "30K", "40K"])
        let hidden = try Self.sized(series: false, hidden: true)
        #expect(Self.group(hidden.nodes, "legend-sizes").isEmpty)
    }

    /// Extreme sizes: labels fit the legend, circles still differ, and values that read alike are keyed once.
    @Test func extremeSizesStayReadable() throws {
        func legend(_ sizes: [Double]) throws -> LegendLayout {
            let table = try DataTable(columns: [
                Column(name: "x", values: .numbers(sizes.indices.map(Double.init))), Column(name: "y", values: .numbers(sizes)),
                Column(name: "s", values: .numbers(sizes))])
            let spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .point, channels: [
                .x: EncodingSpec(field: "x"), .y: EncodingSpec(field: "y"), .size: EncodingSpec(field: "s")])])
            return try #require(ChartLayout(try ChartResolver.resolve(spec)).legend)
        }
        let huge = try legend([-1e308, 0, 1e308])
        #expect(huge.sizeEntries.count >= 2)
        #expect(huge.sizeEntries.allSatisfy { TextMetrics.width($0.label, style: huge.style) <= 640 })
        #expect(Set(huge.sizeEntries.map(\.area)).count == huge.sizeEntries.count)
        let tiny = try legend([1e-320, 2e-320])
        #expect(Set(tiny.sizeEntries.map(\.label)).count == tiny.sizeEntries.count)
    }

    @Test func theCarsChartKeysItsPrices() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "09-cars" })
        let scene = Scene(try entry.chart.resolve())
        let labels = scene.texts.filter { $0.classes == "legend-label" || $0.classes == "legend-title" }.map(\.text)
        #expect(labels == ["USA", "Europe", "Japan", "Price", "20K", "30K", "40K", "50K"])
        // Narrow, the sizes wrap to a row of their own, the title with its first value.
        for width in [320.0, 640, 1280] {
            let legend = try #require(ChartLayout(try entry.chart.frame(width: width, height: 320).resolve()).legend)
            let title = try #require(legend.sizeTitle)
            #expect(title.row == legend.sizeEntries.first?.row, "at \(width)")
            #expect(legend.width <= width)
        }
    }
}
