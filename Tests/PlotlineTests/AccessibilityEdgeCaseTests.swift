import Foundation
import Testing
@testable import Plotline

/// A chart with no values, one value, or missing values says so in its summary instead of failing.
@Suite struct AccessibilityEdgeCaseTests {
    static func spec(_ json: String, locale: String) throws -> ChartAccessibility {
        var spec = try ChartSpec.decode(Data(json.utf8))
        spec.locale = locale
        return try ChartResolver.resolve(spec).accessibility
    }

    @Test func noData() throws {
        // Empty data is refused before it gets here ("inline data has no data rows"); rows whose values are
        // all missing resolve, and the summary says so.
        let allMissing = """
        {"marks": [{"type": "bar", "data": {"values": [{"day": "2024-08-01", "steps": null}, {"day": "2024-08-02", "steps": null}]},
                    "x": {"field": "day", "type": "date"}, "y": {"field": "steps", "type": "number"}}]}
        """
        #expect(try Self.spec(allMissing, locale: "en-US").summary == "There is no data. 2 values are missing.")
        #expect(try Self.spec(allMissing, locale: "ko-KR").summary == "데이터가 없습니다. 값 2개가 누락되었습니다.")
        #expect(try Self.spec(allMissing, locale: "tr-TR").summary == "Veri yok. 2 değer eksik.")
        #expect(try Self.spec(allMissing, locale: "en-US").labels.isEmpty)
        // No bounds for axes with nothing on them (the time scale's placeholder is January 1, 1970).
        #expect(try Self.spec(allMissing, locale: "en-US").overview == "Bar chart. X axis: day. Y axis: steps. 0 bars.")
        #expect(try Self.spec(allMissing, locale: "ko-KR").overview == "막대 차트. X축: day. Y축: steps. 막대 0개.")
        #expect(try Self.spec(allMissing, locale: "tr-TR").overview == "Çubuk grafik. X ekseni: day. Y ekseni: steps. 0 çubuk.")
    }

    @Test func onePoint() throws {
        let chart = Chart([Fixtures.Day(date: Fixtures.day(6), steps: 8_214)]) { d in
            BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps))
        }
        #expect(try Fixtures.access(chart, "en-US").summary == "One value: 8,214 (August 6).")
        #expect(try Fixtures.access(chart, "ko-KR").summary == "값이 1개입니다: 8,214(8월 6일).")
        #expect(try Fixtures.access(chart, "tr-TR").summary == "Tek değer: 8.214 (6 Ağustos).")
        #expect(try Fixtures.access(chart, "en-US").labels.map(\.text) == ["August 6: 8,214"])
    }

    static let withNulls = """
    {"marks": [{"type": "line",
                "data": {"values": [{"day": "2024-08-01", "steps": 4200}, {"day": "2024-08-02", "steps": null},
                                    {"day": "2024-08-03", "steps": 9800}, {"day": "2024-08-04", "steps": null},
                                    {"day": "2024-08-05", "steps": null}, {"day": "2024-08-06", "steps": 7100}]},
                "x": {"field": "day", "type": "date"}, "y": {"field": "steps", "type": "number", "label": "Steps"}}]}
    """

    @Test func missingValuesAreCounted() throws {
        let summary = { (locale: String) in try Self.spec(Self.withNulls, locale: locale) }
        let en = try summary("en-US")
        #expect(en.summary.hasSuffix(" 3 values are missing."))
        #expect(en.summary == "The lowest value is 4,200 (August 1). The highest is 9,800 (August 3). "
            + "From August 1 to August 6: 4,200 to 7,100, up 2,900 (69.0%). "
            + "No value at August 2. No values from August 4 to August 5. 3 values are missing.")
        #expect(en.labels.count == 3)
        #expect(try summary("ko-KR").summary.hasSuffix("까지 값이 없습니다. 값 3개가 누락되었습니다."))
        #expect(try summary("tr-TR").summary.hasSuffix("arası değer yok. 3 değer eksik."))
        #expect(Phrases(locale: Locale(identifier: "en-US")).missing(1) == "1 value is missing.")
    }

    /// Points on a line repeat its rows: their missing values are the line's, counted once.
    @Test func missingValuesOfPointsOnALineCountOnce() throws {
        var spec = try ChartSpec.decode(Data(Self.withNulls.utf8))
        var points = spec.marks[0]
        points.type = .point
        spec.marks.append(points)
        let a = try ChartResolver.resolve(spec).accessibility
        #expect(a.summary.hasSuffix("(69.0%). No value at August 2. No values from August 4 to August 5. 3 values are missing."))
        #expect(a.labels.count == 3)
    }
}
