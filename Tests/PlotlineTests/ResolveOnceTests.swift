import Foundation
import Testing
@testable import Plotline

/// Resolve once, lay out many (issue 31): every stage that places a chart again (a plot area of a given size,
/// a range padded in points, a scrolling window and the whole chart at its scale, each time range, each
/// mask) places the data bound once. The input is read once, and no stage turns large-data reduction off.
@Suite struct ResolveOnceTests {
    /// 400 daily rows as a CSV file in a folder of its own.
    static func csvFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = "day,value,low\n"
        for i in 0..<400 {
            text += "\(ISODate.string(1_704_067_200 + Double(i) * 86_400).prefix(10)),\(10 + i % 23),\(5 + i % 7)\n"
        }
        try text.write(to: folder.appendingPathComponent("daily.csv"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Every stage at once: scrolling, a plot height, a padded x range, two time ranges and a mask drawing
    /// the chart's own data.
    static let everyStage = #"""
    {"data": {"path": "daily.csv"},
     "timeRanges": ["1M", "1Y"],
     "plotStyle": {"height": 200},
     "xScale": {"range": {"startPadding": 20, "endPadding": 10}},
     "scroll": {"axes": ["x"], "xVisibleLength": 2592000},
     "marks": [{"type": "line", "x": {"field": "day"}, "y": {"field": "value"},
                "mask": [{"type": "area", "x": {"field": "day"}, "yStart": {"field": "low"}, "yEnd": {"field": "value"}}]}]}
    """#

    @Test func theInputIsReadOnceHoweverManyStagesPlaceIt() throws {
        let folder = try Self.csvFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try ChartSpec.decode(Data(Self.everyStage.utf8))
        var chart: ResolvedChart?
        let reads = try WorkCount.counting { chart = try ChartResolver.resolve(spec, baseDirectory: folder.path) }
        #expect(reads[.dataReads] == 1)
        // And every stage did its part on that one reading.
        let resolved = try #require(chart)
        #expect(resolved.scroll?.x != nil)
        #expect(resolved.timeRanges.count == 2)
        #expect(resolved.masks[0]?.first?.marks.count == 400)
        let layout = ChartLayout(resolved, theme: Theme.light.applying(resolved.appearance))
        #expect(abs(layout.plotArea.height - 200) < 0.01)
        // The padded range is the layout's: the scales' 0 to 1 drawn 20 points in from the leading edge and
        // 10 from the trailing one.
        #expect(abs(layout.dataArea.x - (layout.plotArea.x + 20)) < 0.001)
        #expect(abs(layout.dataArea.maxX - (layout.plotArea.maxX - 10)) < 0.001)
        #expect(layout.dataArea.y == layout.plotArea.y && layout.dataArea.height == layout.plotArea.height)
    }

    /// A range padded in points (`chartXScale(range: .plotDimension(padding: 20))`) is a layout decision: the
    /// marks are placed once, over 0 to 1, and each output's layout insets them by the padding in its own
    /// theme (the page's text size too), so a mark at the domain's end is 20 points in on every output.
    @Test func aPaddedRangeIsPlacedOnceAndInsetByTheLayout() throws {
        let rows = (0...10).map { #"{"x": \#($0), "y": \#($0 % 4)}"# }.joined(separator: ", ")
        let spec = try ChartSpec.decode(Data(#"""
        {"data": {"values": [\#(rows)]}, "xScale": {"domain": [0, 10], "range": {"startPadding": 20, "endPadding": 30}},
         "yScale": {"range": {"startPadding": 12}},
         "marks": [{"type": "point", "x": {"field": "x"}, "y": {"field": "y"}}]}
        """#.utf8))
        var chart: ResolvedChart?
        #expect(try WorkCount.counting { chart = try ChartResolver.resolve(spec) }[.placements] == 1)
        let resolved = try #require(chart)
        // Placed over the whole of 0 to 1: the first and last points at the ends.
        let xs = resolved.layers[0].marks.map(\.centreX)
        #expect(xs.min() == 0 && xs.max() == 1)
        for theme in [Theme.light, Theme.light.applying(resolved.appearance)] {
            let layout = ChartLayout(resolved, theme: theme)
            #expect(abs(layout.px(0) - (layout.plotArea.x + 20)) < 1e-9)
            #expect(abs(layout.px(1) - (layout.plotArea.maxX - 30)) < 1e-9)
            #expect(abs(layout.py(0) - (layout.plotArea.maxY - 12)) < 1e-9)
            #expect(abs(layout.py(1) - layout.plotArea.y) < 1e-9)
        }
    }

    /// A plot area of a given size is laid out again at each new chart size, and placed again only when the
    /// new size changes its tick counts or a large layer's grid: a plot a little larger than the default
    /// chart's keeps its ticks, so the chart is placed once; a plot of 300 by 150 points has fewer ticks than
    /// the first placement's, so it is placed again, and its ticks are those of its size.
    @Test func aPlotOfAGivenSizeIsPlacedAgainOnlyWhenItsTicksChange() throws {
        func spec(_ plotStyle: String) throws -> ChartSpec {
            let rows = (0..<50).map { #"{"x": \#($0), "y": \#($0 % 7)}"# }.joined(separator: ", ")
            return try ChartSpec.decode(Data(#"""
            {"data": {"values": [\#(rows)]}, "plotStyle": \#(plotStyle),
             "marks": [{"type": "point", "x": {"field": "x"}, "y": {"field": "y"}}]}
            """#.utf8))
        }
        // The default chart's plot area, and one 10 points wider and 5 higher: the same tick counts.
        let plain = try ChartResolver.resolve(try spec("{}"))
        let area = ChartLayout(plain, theme: Theme.light.applying(plain.appearance)).plotArea
        var chart: ResolvedChart?
        let same = try spec(#"{"width": \#(area.width + 10), "height": \#(area.height + 5)}"#)
        #expect(try WorkCount.counting { chart = try ChartResolver.resolve(same) }[.placements] == 1)
        var resolved = try #require(chart)
        var plot = ChartLayout(resolved, theme: Theme.light.applying(resolved.appearance)).plotArea
        #expect(abs(plot.width - area.width - 10) < 0.01 && abs(plot.height - area.height - 5) < 0.01)
        #expect(resolved.width > plain.width && resolved.height > plain.height)

        let fewer = try spec(#"{"width": 300, "height": 150}"#)
        #expect(try WorkCount.counting { chart = try ChartResolver.resolve(fewer) }[.placements] >= 2)
        resolved = try #require(chart)
        plot = ChartLayout(resolved, theme: Theme.light.applying(resolved.appearance)).plotArea
        #expect(abs(plot.width - 300) < 0.01 && abs(plot.height - 150) < 0.01)
        let counts = ChartResolver.tickCounts(width: resolved.width, height: resolved.height, x: nil, y: nil)
        #expect(counts != ChartResolver.tickCounts(width: ChartSpec.defaultWidth, height: ChartSpec.defaultHeight, x: nil, y: nil))
        // The drawing is the one a chart placed at its final size from the start gets.
        var direct = fewer
        direct.plotStyle = nil
        direct.width = resolved.width
        direct.height = resolved.height
        let again = try ChartResolver.resolve(direct)
        #expect(again.x.ticks.map(\.label) == resolved.x.ticks.map(\.label))
        #expect(again.y.ticks.map(\.label) == resolved.y.ticks.map(\.label))
        #expect(again.layers[0].marks.map(\.x0) == resolved.layers[0].marks.map(\.x0))
    }

    @Test func inlineValuesAreReadOnce() throws {
        let rows = (0..<50).map { #"{"x": \#($0), "y": \#($0 % 7)}"# }.joined(separator: ", ")
        let spec = try ChartSpec.decode(Data(#"""
        {"data": {"values": [\#(rows)]}, "plotStyle": {"width": 300, "height": 150},
         "yScale": {"range": {"startPadding": 10, "endPadding": 10}},
         "marks": [{"type": "point", "x": {"field": "x"}, "y": {"field": "y"}}]}
        """#.utf8))
        #expect(try WorkCount.counting { _ = try ChartResolver.resolve(spec) }[.dataReads] == 1)
    }

    /// A scrolling line of 300,000 rows stays reduced in its window and in the whole chart the page scrolls
    /// over: the window is not read as the author's zoom (which places every row).
    @Test func aScrollingLargeLineStaysReduced() throws {
        let n = 300_000
        let xs = (0..<n).map { Double($0) }
        let ys = xs.map { sin($0 / 500) * 100 + ($0.truncatingRemainder(dividingBy: 13)) }
        let table = try DataTable(columns: [Column(name: "t", values: .numbers(xs)), Column(name: "v", values: .numbers(ys))])
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [.x: EncodingSpec(field: "t"), .y: EncodingSpec(field: "v")])])
        spec.scroll = ScrollSpec(axes: [.x], xVisibleLength: 30_000)
        let chart = try ChartResolver.resolve(spec)
        let window = try #require(chart.scroll?.x)
        #expect(abs(window.share - 0.1) < 0.01)
        let shown = chart.layers[0].marks.count, whole = try #require(chart.scroll?.whole).layers[0].marks.count
        // The window keeps the rows drawn in it and in a bucket either side, as a plain chart of its
        // width would; the whole chart the page scrolls over keeps as many per point, ten plot widths.
        let inside = chart.layers[0].marks.filter { $0.x0 >= 0 && $0.x0 <= 1 }.count
        #expect(inside > 1_000 && shown - inside < 20)
        let plain = try ChartResolver.resolve(ChartSpec(data: .table(table), marks: spec.marks)).layers[0].marks.count
        #expect(Double(shown) < 1.2 * Double(plain))
        #expect(Double(whole) > 5 * Double(plain) && Double(whole) < 12 * Double(plain))
    }

    /// Vertical bars whose names would be cut are turned on their side (BarOrientation) from the same
    /// bindings: the data read once, the layers placed upright once (to lay out and see the names cut) and
    /// turned once; the spec is not changed. Bars whose names fit are placed once.
    @Test func barsTurnedOnTheirSideAreReadOnce() throws {
        let names = ["Northern Territory Office", "Western Australia Office", "South Australia Office",
                     "Queensland Office North", "Queensland Office South", "New South Wales Office",
                     "Victoria Office Central", "Tasmania Office Hobart", "Australian Capital Territory",
                     "Northern Rivers Office", "Gold Coast Hinterland", "Sunshine Coast Office"]
        func spec(_ names: [String]) throws -> ChartSpec {
            let rows = names.enumerated().map { #"{"office": "\#($1)", "sales": \#(100 + $0 * 10)}"# }.joined(separator: ", ")
            return try ChartSpec.decode(Data(#"""
            {"data": {"values": [\#(rows)]}, "width": 420, "height": 360,
             "marks": [{"type": "bar", "x": {"field": "office"}, "y": {"field": "sales"}}]}
            """#.utf8))
        }
        let long = try spec(names)
        var chart: ResolvedChart?
        let work = try WorkCount.counting { chart = try ChartResolver.resolve(long) }
        #expect(work[.dataReads] == 1)
        #expect(work[.placements] == 2)
        let turned = try #require(chart)
        #expect(turned.y.scale.kind == .band && turned.y.scale.categories == names)
        #expect(turned.x.title == "sales" && turned.y.title == "office")
        #expect(long.marks[0].x?.field == "office")
        let short = try spec(["A", "B", "C"])
        let plain = try WorkCount.counting { chart = try ChartResolver.resolve(short) }
        #expect(plain[.placements] == 1)
        #expect(try #require(chart).x.scale.kind == .band)
    }
}
