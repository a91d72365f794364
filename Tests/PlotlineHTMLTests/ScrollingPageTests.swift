import Foundation
import Plotline
import PlotlineSVG
import PlotlineHTML
@testable import ScenePage
import Testing

/// A scrolling chart's page (issue 14): the whole chart at the window's scale in a box the picture's size,
/// scrolled to the window, with the picture's title, value axis and legend pinned over it. The browser test
/// (`Tests/Browser/check_pages.py --scrolling`) drives the same page.
@Suite struct ScrollingPageTests {
    static func chart() throws -> ResolvedChart {
        let rows = (0..<120).map { i in
            "{\"day\": \"\(ISODate.instant(1_704_067_200 + Double(i) * 86_400))\", \"value\": \(i % 17 + 3)}"
        }.joined(separator: ", ")
        let json = """
        {"title": "Daily", "data": {"values": [\(rows)]},
         "marks": [{"type": "line", "x": {"field": "day", "unit": "day"}, "y": {"field": "value"}}],
         "scroll": {"axes": ["x"], "xVisibleLength": 2592000, "initialX": "2024-02-01"}}
        """
        return try ChartResolver.resolve(ChartSpec.decode(Data(json.utf8)))
    }

    @Test func thePageScrollsOverTheWholeChartFromTheWindow() throws {
        let chart = try Self.chart()
        let window = try #require(chart.scroll?.x)
        let html = HTMLPage.render(chart)
        #expect(html.contains("<div class=\"chart scrolls\" id=\"chart\""))
        // The model's box is the picture's size, and starts where the picture's window starts, in points of
        // the whole chart's plot area.
        let json = try #require(html.range(of: "id=\"plotline-model\">").map { html[$0.upperBound...] })
        let model = try JSONSerialization.jsonObject(with: Data(json[..<json.range(of: "</script>")!.lowerBound].utf8)) as! [String: Any]
        let view = (model["views"] as! [[String: Any]])[0]
        let box = try #require(view["scroll"] as? [String: Any])
        #expect(box["width"] as? Double == chart.width && box["height"] as? Double == chart.height)
        let whole = try #require(chart.scroll?.whole)
        let plot = Scene(whole, theme: HTMLPage.readable(.light)).plotArea
        #expect(box["x"] as? Double == (window.offset * plot.width).rounded())
        // The page's picture is the whole chart: its marks cover 120 days, and its navigation every point.
        let nav = view["nav"] as! [String: Any]
        let series = (nav["series"] as! [[String: Any]])[0]
        #expect((series["points"] as! [Any]).count == 120)
        // The pin: the picture's title and value axis, and no marks or x ticks, over a background with the
        // window cut out.
        let pin = ScrollPin.scene(Scene(chart, theme: HTMLPage.readable(.light)))
        #expect(pin.texts.contains { $0.classes.contains("title") && $0.text == "Daily" })
        let labels = pin.texts.filter { $0.classes.contains("tick-label") }
        #expect(!labels.isEmpty && labels.allSatisfy { $0.x <= pin.plotArea.x || $0.x >= pin.plotArea.maxX }, "only the value axis's labels")
        #expect(!pin.shapes.contains { $0.classes.hasPrefix("mark") || $0.classes.contains("grid-line") })
        #expect(pin.shapes.filter { $0.classes == "pin-background" }.count == 4)
        #expect(html.contains("<div class=\"pin\" aria-hidden=\"true\">"))
        #expect(html.contains("id=\"v0-pin-dark\""))
        // A chart that does not scroll has no box.
        let plain = try ChartResolver.resolve(ChartSpec.decode(Data("""
            {"data": {"values": [{"x": 1, "y": 2}]}, "marks": [{"type": "point", "x": {"field": "x"}, "y": {"field": "y"}}]}
            """.utf8)))
        #expect(!HTMLPage.render(plain).contains("chart scrolls"))
    }
}
