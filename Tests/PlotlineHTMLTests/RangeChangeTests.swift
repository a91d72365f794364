import Foundation
@testable import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// A time range's button says the change the chart's own statistics give: percent only on a ratio scale.
/// A temperature in °C has no true zero, so "down 69.4 percent" of it means nothing (found on Seattle's
/// weather); a price has one.
@Suite struct RangeChangeTests {
    static func announcements(column: String, values: [Double], unit: String? = nil) throws -> [String] {
        var csv = "date,\(column)"
        for (i, v) in values.enumerated() {
            csv += "\n2015-\(String(format: "%02d", i / 28 + 1))-\(String(format: "%02d", i % 28 + 1)),\(v)"
        }
        let table = try CSVReader.read(csv, source: "t.csv")
        var y = EncodingSpec(field: column)
        y.unitName = unit
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [.x: EncodingSpec(field: "date"), .y: y])])
        spec.timeRanges = [TimeRange(count: 1, unit: .month)]
        let page = try ParsedPage(try ChartResolver.resolve(spec).html())
        let views = try #require(page.model["views"] as? [[String: Any]])
        return views.compactMap { $0["announcement"] as? String }
    }

    @Test func aTemperatureHasNoPercentChange() throws {
        // 84 days from 12.0 down to 3.7 degrees: the whole and the last month.
        let values = (0..<84).map { 12.0 - Double($0) * 0.1 }
        let texts = try Self.announcements(column: "temp_max", values: values)
        #expect(!texts.isEmpty)
        for text in texts { #expect(!text.contains("percent"), "\(text)") }
        #expect(texts == ["Showing all the data: from 12.0 to 3.7", "Showing 1 month: from 6.5 to 3.7"])
    }

    @Test func aPriceHasOne() throws {
        let values = (0..<84).map { 100.0 - Double($0) }
        let texts = try Self.announcements(column: "price", values: values)
        #expect(texts.contains { $0.hasSuffix("from 100 to 17, down 83.0 percent") }, "\(texts)")
    }
}
