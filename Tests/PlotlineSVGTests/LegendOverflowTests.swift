import Foundation
import Testing
@testable import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Issue 18: a key with more series than its room holds draws the entries that fit, then one entry that
/// counts the rest ("and 944 more"), all on the canvas; the series it leaves out are still in the words
/// and the descriptor.
@Suite struct LegendOverflowTests {
    /// `count` series of one point each, named "series 0" ... on a point chart.
    static func chart(series count: Int, width: Double? = nil, height: Double? = nil, locale: String? = nil,
                      position: LegendPosition? = nil, size: Bool = false) throws -> ResolvedChart {
        var columns = [Column(name: "x", values: .numbers((0..<count).map { Double($0 % 17) })),
                       Column(name: "y", values: .numbers((0..<count).map { Double(($0 * 37) % 101) })),
                       Column(name: "k", values: .categories((0..<count).map { "series \($0)" }))]
        if size { columns.append(Column(name: "w", values: .numbers((0..<count).map { Double($0 % 9 + 1) }))) }
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: "x"), .y: EncodingSpec(field: "y"),
                                                 .color: EncodingSpec(field: "k")]
        if size { channels[.size] = EncodingSpec(field: "w", label: "Weight") }
        var spec = ChartSpec(data: .table(try DataTable(columns: columns)), marks: [MarkSpec(type: .point, channels: channels)])
        spec.width = width
        spec.height = height
        spec.locale = locale
        if let position { spec.legend = LegendSpec(position: position) }
        return try ChartResolver.resolve(spec)
    }

    /// The legend entries and the "and N more" text read back from the SVG.
    static func keyInSVG(_ chart: ResolvedChart) throws -> (entries: [String], more: [String], count: [String]) {
        let svg = try ParsedSVG(chart.svg())
        let entries = svg.elements("g", classes: "legend-entry").map { $0.value("data-series") ?? "" }
        let more = svg.elements("text", classes: "legend-more")
        return (entries, more.map(\.stringValue), more.compactMap { $0.value("data-count") })
    }

    /// Everything the legend draws, as boxes: text by its measured extent, shapes by their points.
    static func legendBoxes(_ scene: Scene) -> [(what: String, rect: Rect)] {
        func boxes(_ node: SceneNode, inLegend: Bool) -> [(String, Rect)] {
            switch node {
            case .group(let g):
                let inside = inLegend || g.classes == "legend"
                return g.children.flatMap { boxes($0, inLegend: inside) }
            case .text(let t):
                return inLegend ? [(t.text, TextBox(t).rect)] : []
            case .shape(let s):
                guard inLegend else { return [] }
                let points: [(Double, Double)]
                switch s.geometry {
                case .rect(let r, _): points = [(r.x, r.y), (r.maxX, r.maxY)]
                case .line(let x1, let y1, let x2, let y2): points = [(x1, y1), (x2, y2)]
                case .circle(let cx, let cy, let r): points = [(cx - r, cy - r), (cx + r, cy + r)]
                case .path(let path):
                    points = path.elements.flatMap { element -> [(Double, Double)] in
                        switch element {
                        case .move(let x, let y), .line(let x, let y): [(x, y)]
                        case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): [(c1x, c1y), (c2x, c2y), (x, y)]
                        case .close: []
                        }
                    }
                }
                let xs = points.map(\.0), ys = points.map(\.1)
                guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return [] }
                return [(s.classes, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))]
            default:
                return []
            }
        }
        return scene.nodes.flatMap { boxes($0, inLegend: false) }
    }

    static func offCanvas(_ chart: ResolvedChart) -> [String] {
        legendBoxes(Scene(chart)).filter { _, r in
            r.x < -0.01 || r.y < -0.01 || r.maxX > chart.width + 0.01 || r.maxY > chart.height + 0.01
        }.map { "\($0.what) at \($0.rect)" }
    }

    @Test("56 series at 300 x 200: the entries that fit, then 'and 48 more', all on the canvas")
    func smallCanvas() throws {
        let chart = try Self.chart(series: 56, width: 300, height: 200)
        let key = try Self.keyInSVG(chart)
        #expect(key.entries == (0..<8).map { "series \($0)" })
        #expect(key.more == ["and 48 more"])
        #expect(key.count == ["48"])
        #expect(Self.offCanvas(chart).isEmpty, "\(Self.offCanvas(chart))")
        // The key takes at most a third of the height below the title, so the plot keeps the rest.
        let layout = ChartLayout(chart)
        let legend = try #require(layout.legend)
        #expect(legend.height <= (200 - 2 * 12) / 3)
        #expect(legend.y + legend.height <= 200 - 12)
    }

    @Test("1,000 series at the default size keep the plot and count the rest", arguments: [
        (LegendPosition.bottom, 33, "and 967 more"), (.top, 33, "and 967 more"),
        (.trailing, 15, "and 985 more"), (.leading, 15, "and 985 more"),
    ])
    func thousandSeries(position: LegendPosition, shown: Int, more: String) throws {
        let chart = try Self.chart(series: 1_000, position: position)
        let key = try Self.keyInSVG(chart)
        #expect(key.entries == (0..<shown).map { "series \($0)" })
        #expect(key.more == [more])
        #expect(Self.offCanvas(chart).isEmpty, "\(Self.offCanvas(chart))")
        let plot = ChartLayout(chart).plotArea
        #expect(plot.height > 320 / 3 && plot.width > 640 / 2)
    }

    @Test("The count is in the chart's language", arguments: [
        ("en-US", 33, "and 967 more"), ("ko-KR", 34, "외 966개"), ("tr-TR", 33, "ve 967 tane daha"),
    ])
    func localized(locale: String, shown: Int, more: String) throws {
        let key = try Self.keyInSVG(try Self.chart(series: 1_000, locale: locale))
        #expect(key.more == [more])
        #expect(key.entries.count == shown)
    }

    @Test("Numbers in the count are grouped the chart's way")
    func groupedCount() throws {
        #expect(Phrases(locale: Locale(identifier: "en_US")).moreKeyEntries(49_935) == "and 49,935 more")
        #expect(Phrases(locale: Locale(identifier: "ko_KR")).moreKeyEntries(49_935) == "외 49,935개")
        #expect(Phrases(locale: Locale(identifier: "tr_TR")).moreKeyEntries(49_935) == "ve 49.935 tane daha")
    }

    @Test("A key that fits has no count, and a size key keeps its row below the series")
    func fittingAndSizes() throws {
        let few = try Self.keyInSVG(try Self.chart(series: 6))
        #expect(few.entries.count == 6 && few.more.isEmpty)
        let sized = try Self.chart(series: 300, width: 400, height: 300, size: true)
        let key = try Self.keyInSVG(sized)
        #expect(key.more.count == 1)
        #expect(key.more.first == "and \(300 - key.entries.count) more")
        let layout = try #require(ChartLayout(sized).legend)
        let sizeRow = try #require(layout.sizeTitle?.row)
        #expect(sizeRow >= (layout.more?.row ?? .max))
        #expect(Self.offCanvas(sized).isEmpty, "\(Self.offCanvas(sized))")
    }

    @Test("Series left out of the key are in the descriptor and the words")
    func leftOutSeriesAreReachable() throws {
        let chart = try Self.chart(series: 1_000)
        let access = chart.accessibility
        #expect(access.descriptor.series.count == 1_000)
        #expect(access.descriptor.series.last?.name == "series 999")
        #expect(access.plainText().contains("series 999"))
        #expect(access.markdown().contains("series 999"))
    }

    @Test("Small, flat and tall canvases end the key with the count, on the canvas", arguments: [
        (201.0, 121.0), (240.0, 160.0), (1_000.0, 130.0), (300.0, 2_000.0),
    ])
    func extremeCanvases(width: Double, height: Double) throws {
        for position in [LegendPosition.bottom, .trailing] {
            let chart = try Self.chart(series: 400, width: width, height: height, position: position)
            let key = try Self.keyInSVG(chart)
            // A side key too narrow for the words gives the count alone.
            let left = 400 - key.entries.count
            #expect(key.more == ["and \(left) more"] || (position == .trailing && key.more == ["+\(left)"]))
            #expect(key.count == [String(left)])
            #expect(Self.offCanvas(chart).isEmpty, "\(width) x \(height) \(position): \(Self.offCanvas(chart))")
        }
    }
}
