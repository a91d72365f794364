import Foundation
import Testing
@testable import Plotline

/// Issue 18: an invalid color, palette, accent or count is refused with one line naming the field, whether
/// the chart comes from JSON or from the Swift API (it used to be ignored without a word there).
@Suite struct SpecValidationTests {
    struct Day { let day: Int; let steps: Int }
    static let days = (1...5).map { Day(day: $0, steps: 6_000 + $0 * 500) }

    static func problem(_ chart: Chart) -> String? {
        do {
            _ = try chart.resolve()
            return nil
        } catch {
            return error.description
        }
    }

    static var bars: Chart {
        Chart(days) { d in BarMark(x: .value("Day", d.day), y: .value("Steps", d.steps)) }
    }

    @Test("The Swift API refuses what a JSON spec is refused for, with the same line")
    func swiftAPI() {
        let blurple = Chart(Self.days) { d in
            BarMark(x: .value("Day", d.day), y: .value("Steps", d.steps)).foregroundStyle("blurple")
        }
        #expect(Self.problem(blurple) == "invalid spec at $.marks[0].style.color: 'blurple' is not a color; "
                + "use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")
        #expect(Self.problem(Self.bars.chartForegroundStyleScale(["#ff0000", "#12"]))
                == "invalid spec at $.appearance.palette[1]: '#12' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")
        #expect(Self.problem(Self.bars.chartForegroundStyleScale([]))
                == "invalid spec at $.appearance.palette: a palette needs at least one color")
        #expect(Self.problem(Self.bars.chartAccent("url(x)"))
                == "invalid spec at $.appearance.accent: 'url(x)' is not a color; use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")
        #expect(Self.problem(Self.bars.chartYAxis { AxisMarks(values: .automatic(desiredCount: 1_000_000_000)) })
                == "invalid spec at $.yAxis.tickCount: expected a whole number from 0 to 100, found 1000000000")
        #expect(Self.problem(Self.bars.chartXAxis { AxisMarks(values: .automatic(desiredCount: -1)) })
                == "invalid spec at $.xAxis.tickCount: expected a whole number from 0 to 100, found -1")
        #expect(Self.problem(Self.bars.chartXAxis { AxisMarks(values: .stride(by: .month, count: 0)) })
                == "invalid spec at $.xAxis.stride.count: expected a whole number from 1 to 10000, found 0")
        // Valid values draw.
        #expect(Self.problem(Self.bars.chartAccent("#ff2d55").chartYAxis { AxisMarks(values: .automatic(desiredCount: 100)) }) == nil)
    }

    @Test("The resolver checks a spec built in Swift as the command does")
    func resolverChecks() {
        var spec = ChartSpec(data: .table(try! DataTable(columns: [Column(name: "x", values: .numbers([1, 2])),
                                                                   Column(name: "y", values: .numbers([3, 4]))])),
                             marks: [MarkSpec(type: .line, channels: [.x: EncodingSpec(field: "x"), .y: EncodingSpec(field: "y")])])
        spec.appearance = AppearanceSpec(accent: "not-a-color")
        #expect(throws: PlotlineError.invalidSpec(path: "$.appearance.accent", reason: "'not-a-color' is not a color; "
                                                  + "use #rgb, #rrggbb, #rrggbbaa, rgba(r, g, b, a) or a color name like red")) {
            try ChartResolver.resolve(spec)
        }
    }

    @Test("Whole-number fields in JSON name the field and the range", arguments: [
        (#""xAxis": {"tickCount": 1e9}"#, "invalid spec at $.xAxis.tickCount: expected a whole number from 0 to 100, found 1000000000"),
        (#""yAxis": {"tickCount": 1e300}"#, "invalid spec at $.yAxis.tickCount: expected a whole number from 0 to 100, found 1e+300"),
        (#""yAxis": {"tickCount": -3}"#, "invalid spec at $.yAxis.tickCount: expected a whole number from 0 to 100, found -3"),
        (#""xAxis": {"tickCount": 2.5}"#, "invalid spec at $.xAxis.tickCount: expected a whole number from 0 to 100, found 2.5"),
        (#""xAxis": {"stride": {"unit": "month", "count": 99999999999}}"#,
         "invalid spec at $.xAxis.stride.count: expected a whole number from 1 to 10000, found 99999999999"),
        (#""xAxis": {"stride": {"unit": "month", "count": 0}}"#,
         "invalid spec at $.xAxis.stride.count: expected a whole number from 1 to 10000, found 0"),
    ])
    func jsonWholeNumbers(field: String, message: String) {
        let json = #"{"marks": [], \#(field)}"#
        #expect(throws: PlotlineError.self) { try ChartSpec.decode(Data(json.utf8)) }
        do {
            _ = try ChartSpec.decode(Data(json.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("The ends of each range are accepted")
    func rangeEnds() throws {
        for json in [#"{"marks": [], "xAxis": {"tickCount": 0}, "yAxis": {"tickCount": 100}}"#,
                     #"{"marks": [], "xAxis": {"stride": {"unit": "day", "count": 1}}, "yAxis": {"stride": {"unit": "year", "count": 10000}}}"#] {
            let spec = try ChartSpec.decode(Data(json.utf8))
            try spec.validate()
        }
    }

    @Test("Chart sizes out of range name the option and the range")
    func sizes() {
        for (json, message) in [(#"{"marks": [], "width": 1e9}"#, "invalid width: 1000000000.0 is not a size from 16 to 20000 points"),
                                (#"{"marks": [], "height": 2}"#, "invalid height: 2.0 is not a size from 16 to 20000 points")] {
            do {
                _ = try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8)))
                Issue.record("\(json) resolved")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test("A time range outside 1 to 999 names the form, quoting the text briefly")
    func timeRanges() throws {
        let form = "use a count from 1 to 999 and a unit letter (D, W, M or Y), like 7D, 1M, 3M, 1Y or 5Y"
        for (text, shown) in [("1000M", "1000M"), ("0D", "0D"), (String(repeating: "9", count: 100_000) + "Y", String(repeating: "9", count: 60) + "…(99941 more characters)")] {
            do {
                _ = try ChartSpec.decode(Data(#"{"marks": [], "timeRanges": ["1M", "\#(text)"]}"#.utf8))
                Issue.record("\(text.prefix(10)) decoded")
            } catch {
                #expect(error.description == "invalid spec at $.timeRanges[1]: '\(shown)' is not a time range; \(form)")
            }
        }
        var spec = ChartSpec(marks: [])
        spec.timeRanges = [TimeRange(count: 1, unit: .month), TimeRange(count: 5_000, unit: .year)]
        #expect(throws: PlotlineError.invalidSpec(path: "$.timeRanges[1]", reason: "'5000Y' is not a time range; \(form)")) {
            try spec.checkedTimeRanges()
        }
        // Many ranges are checked for repeats in one pass.
        spec.timeRanges = (1...999).flatMap { n in TimeRange.Unit.allCases.map { TimeRange(count: n, unit: $0) } } + [TimeRange(count: 3, unit: .month)]
        #expect(throws: PlotlineError.invalidSpec(path: "$.timeRanges[3996]", reason: "'3M' is listed twice")) {
            try spec.checkedTimeRanges()
        }
    }
}
