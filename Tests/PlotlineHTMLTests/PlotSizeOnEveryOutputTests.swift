import Foundation
import Plotline
@testable import PlotlineSVG
@testable import SceneSVG
import PlotlineHTML
@testable import ScenePage
import Testing

/// A plot area of a given size (`chartPlotStyle { $0.frame(height: 200) }`) is that size in every output:
/// the picture's layout and the page's, whose text is larger, each size the chart around it (issue 31).
@Suite struct PlotSizeOnEveryOutputTests {
    static func chart() throws -> ResolvedChart {
        let rows = (0..<40).map { #"{"day": "2024-03-\#(String(format: "%02d", $0 % 28 + 1))", "steps": \#(4_000 + $0 * 137 % 9_000), "kind": "\#($0 % 2 == 0 ? "walk" : "run")"}"# }
        let json = #"""
        {"title": "Steps", "subtitle": "A plot 200 points high and 420 wide",
         "data": {"values": [\#(rows.joined(separator: ", "))]},
         "plotStyle": {"width": 420, "height": 200},
         "marks": [{"type": "point", "x": {"field": "day"}, "y": {"field": "steps"}, "color": {"field": "kind"}}]}
        """#
        return try ChartResolver.resolve(ChartSpec.decode(Data(json.utf8)))
    }

    @Test func thePlotIsTheSizeAskedForInThePictureAndThePage() throws {
        let chart = try Self.chart()
        for theme in [Theme.light, .dark, HTMLPage.readable(.light), HTMLPage.readable(.dark)] {
            let plot = Scene(chart, theme: theme).plotArea
            #expect(abs(plot.height - 200) < 0.01, "theme with tick labels \(theme.tickLabelSize): \(plot.height)")
            #expect(abs(plot.width - 420) < 0.01, "theme with tick labels \(theme.tickLabelSize): \(plot.width)")
        }
        // The page's text is larger, so its chart is larger around the same plot area; its SVG and its
        // navigation's layout say so.
        let page = Scene(chart, theme: HTMLPage.readable(.light))
        #expect(page.height > chart.height || page.width > chart.width)
        let html = HTMLPage.render(chart)
        let json = try #require(html.range(of: "id=\"plotline-model\">").map { html[$0.upperBound...] })
        let model = try JSONSerialization.jsonObject(with: Data(json[..<json.range(of: "</script>")!.lowerBound].utf8)) as! [String: Any]
        let view = (model["views"] as! [[String: Any]])[0]
        let layouts = (view["nav"] as! [String: Any])["layouts"] as! [[String: Any]]
        let own = try #require(layouts.last)
        let plot = own["plot"] as! [Double]
        #expect(abs(plot[2] - 420) < 0.01 && abs(plot[3] - 200) < 0.01)
        #expect(own["width"] as? Double == page.width && own["height"] as? Double == page.height)
        #expect(html.contains("viewBox=\"0 0 \(SVGNumber.format(page.width)) \(SVGNumber.format(page.height))\""))
    }
}
