import Foundation
import Testing
@testable import Plotline

/// A layer's `mask` in a JSON spec: its marks drawing the chart's own data are read as the chart's layers are
/// (the chart's locale's day order), and stay with the layer in each time range's view.
@Suite struct MaskSpecTests {
    /// Four months; the area is masked by a band of its own data.
    static func spec(locale: String? = nil, dates: [String], timeRanges: Bool) -> String {
        let rows = dates.enumerated().map { #"{"d": "\#($1)", "v": \#(3 + $0 % 3), "lo": \#(1 + $0 % 2)}"# }.joined(separator: ", ")
        return #"""
        {\#(locale.map { #""locale": "\#($0)", "# } ?? "")"data": {"values": [\#(rows)]},
         \#(timeRanges ? #""timeRanges": ["1M", "1Y"],"# : "")
         "marks": [{"type": "area", "x": {"field": "d"}, "y": {"field": "v"},
                    "mask": [{"type": "area", "x": {"field": "d"}, "yStart": {"field": "lo"}, "yEnd": {"field": "v"}}]}]}
        """#
    }

    @Test func aMaskOfTheChartsDataIsKeptInEachTimeRange() throws {
        let spec = try ChartSpec.decode(Data(Self.spec(dates: ["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01"], timeRanges: true).utf8))
        let chart = try ChartResolver.resolve(spec)
        #expect(chart.masks[0]?.first?.marks.count == 4)
        #expect(chart.timeRanges.count == 2)
        for view in chart.timeRanges { #expect(view.chart.masks[0]?.first?.marks.count == 4) }
    }

    @Test func aMaskReadsDatesInTheChartsLocale() throws {
        // 01/02/2024 is 1 February in en-GB: the mask's marks sit where the area's do, day first too.
        let spec = try ChartSpec.decode(Data(Self.spec(locale: "en-GB", dates: ["01/02/2024", "01/03/2024", "01/04/2024", "01/05/2024"],
                                                       timeRanges: false).utf8))
        let chart = try ChartResolver.resolve(spec)
        let area = try #require(chart.layers.first?.marks.map(\.x0))
        let mask = try #require(chart.masks[0]?.first?.marks.map(\.x0))
        #expect(area == mask)
    }

    /// A mask of numbers over a date axis would be placed nowhere and hide the layer: refused by name.
    @Test func aMaskOfAnotherKindOfValueIsRefused() throws {
        let json = #"""
        {"data": {"values": [{"d": "2024-01-01", "v": 3}, {"d": "2024-02-01", "v": 5}]},
         "marks": [{"type": "line", "x": {"field": "d"}, "y": {"field": "v"},
                    "mask": [{"type": "rectangle", "data": {"values": [{"a": 1, "b": 2}]}, "xStart": {"field": "a"}, "xEnd": {"field": "b"}}]}]}
        """#
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].mask", reason: "the mask's x holds numbers but the chart's axis shows dates")) {
            try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8)))
        }
    }
}
