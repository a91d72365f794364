import Foundation
import Testing
@testable import Plotline

/// "The Swift API and JSON produce the same resolved chart" and "the JSON spec round-trips" (issue 2):
/// charts built with the Swift API are written as JSON, read back, and resolved again; hand-written JSON
/// resolves as the Swift chart it describes; a spec with a wrong field names its JSON path.
@Suite struct SpecRoundTripTests {
    // MARK: - Data

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int = 1) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day))!
    }

    struct Month { let start: Date; let steps: Int }
    /// Two years of monthly totals, 2023 and 2024.
    static let months: [Month] = (0..<24).map { i in
        Month(start: date(2023 + i / 12, i % 12 + 1), steps: 180_000 + (i * 37_117) % 95_000)
    }

    struct Sale { let fruit: String; let store: String; let sold: Int }
    static let sales: [Sale] = [
        Sale(fruit: "Apples", store: "North", sold: 12), Sale(fruit: "Apples", store: "South", sold: 7),
        Sale(fruit: "Pears", store: "North", sold: 5), Sale(fruit: "Pears", store: "South", sold: 9),
        Sale(fruit: "Plums", store: "North", sold: 14), Sale(fruit: "Plums", store: "South", sold: 3),
    ]

    struct Pulse { let time: Date; let person: String; let bpm: Double }
    /// Two people's heart rate every 15 minutes for 3 hours.
    static let pulses: [Pulse] = (0..<24).map { (i: Int) -> Pulse in
        let seconds: Double = Double(i / 2) * 900 + 21_600
        let bpm: Double = 58 + Double((i * 53) % 114)
        return Pulse(time: date(2024, 8, 6).addingTimeInterval(seconds), person: i % 2 == 0 ? "Ana" : "Ben", bpm: bpm)
    }

    struct Animal { let name: String; let body: Double; let brain: Double }
    static let animals: [Animal] = [
        Animal(name: "Mouse", body: 0.023, brain: 0.4), Animal(name: "Cat", body: 3.3, brain: 25.6),
        Animal(name: "Human", body: 62, brain: 1_320), Animal(name: "Elephant", body: 6_654, brain: 5_712),
    ]

    // MARK: - Charts made with the Swift API

    /// Monthly bars (dates with a unit), a goal rule, a fixed y domain and monthly ticks.
    static func monthlyBars() -> Chart {
        Chart {
            ForEach(months, id: \.start) { month in
                BarMark(x: .value("Month", month.start, unit: .month), y: .value("Steps", month.steps))
            }
            RuleMark(y: .value("Goal", 250_000))
        }
        .chartTitle("Steps per month", subtitle: "Two years")
        .chartYScale(domain: 0...400_000)
        .chartXAxis { AxisMarks(values: .stride(by: .month, count: 3)) }
    }

    /// Stacked bars by category with a series by color, and a rule.
    static func stackedFruit() -> Chart {
        Chart {
            ForEach(sales, id: \.fruit) { sale in
                BarMark(x: .value("Fruit", sale.fruit), y: .value("Sold", sale.sold))
                    .foregroundStyle(by: .value("Store", sale.store))
            }
            RuleMark(y: .value("Goal", 20))
        }
        .chartLegend(position: .top)
    }

    /// Grouped bars: the same data side by side.
    static func groupedFruit() -> Chart {
        Chart(sales) { sale in
            BarMark(x: .value("Fruit", sale.fruit), y: .value("Sold", sale.sold))
                .foregroundStyle(by: .value("Store", sale.store))
                .position(by: .value("Store", sale.store))
        }
        .chartXScale(domain: ["Plums", "Pears", "Apples"])
    }

    /// Two series of lines with points on them (M4), by color and symbol, in ko-KR, on a time axis.
    static func pulseLines() -> Chart {
        Chart(pulses) { p in
            LineMark(x: .value("Time", p.time), y: .value("Heart rate", p.bpm, unit: "beats per minute"))
                .foregroundStyle(by: .value("Person", p.person))
                .interpolationMethod(.monotone)
            PointMark(x: .value("Time", p.time), y: .value("Heart rate", p.bpm))
                .foregroundStyle(by: .value("Person", p.person))
                .symbol(by: .value("Person", p.person))
        }
        .chartTitle("심박수")
        .chartYScale(domain: .automatic(includesZero: false))
        .chartYAxis { AxisMarks(position: .leading) }
        .chartLocale("ko-KR")
    }

    /// Points on two log scales with a value format, in tr-TR.
    static func brainsLog() -> Chart {
        Chart(animals) { a in
            PointMark(x: .value("Body", a.body, format: "%.2f kg"), y: .value("Brain", a.brain, format: "%g g"))
                .symbolSize(40)
        }
        .chartXScale(type: .log)
        .chartYScale(type: .log)
        .chartLocale("tr-TR")
        .frame(width: 480, height: 480)
    }

    /// Horizontal bars with a numeric stride and a hidden legend.
    static func horizontalBars() -> Chart {
        Chart(sales.filter { $0.store == "North" }) { sale in
            BarMark(x: .value("Sold", sale.sold), y: .value("Fruit", sale.fruit))
                .cornerRadius(3)
        }
        .chartXAxis { AxisMarks(values: .stride(by: 2.5)) }
        .chartXAxisLabel("Crates sold")
        .chartLegend(.hidden)
    }

    /// Scales and legend as Swift Charts spells them (issue 14): a style mapping, a corner legend, a
    /// histogram of `NumberBins`.
    static func styledFruit() -> Chart {
        let bins = NumberBins(data: sales.map { Double($0.sold) }, desiredCount: 4)
        return Chart {
            ForEach(sales, id: \.fruit) { sale in
                BarMark(x: .value("Fruit", sale.fruit), y: .value("Sold", sale.sold))
                    .foregroundStyle(by: .value("Store", sale.store))
            }
            ForEach(bins.indices, id: \.self) { i in
                PointMark(x: .value("Fruit", "Bin \(i)"), y: .value("Edge", bins[i].upperBound))
            }
        }
        .chartForegroundStyleScale(["South": Color.orange, "North": .teal])
        .chartLegend(position: .bottomTrailing, spacing: 12)
    }

    static let charts: [(String, Chart)] = [
        ("monthly bars", monthlyBars()), ("stacked fruit", stackedFruit()), ("grouped fruit", groupedFruit()),
        ("pulse lines", pulseLines()), ("brains log", brainsLog()), ("horizontal bars", horizontalBars()),
        ("styled fruit", styledFruit()),
        ("sampled function with a selection", sampledFunctionWithSelection()),
        ("parametric curve in row order", parametricCurve()),
    ]

    // MARK: - Comparing resolved charts

    /// Expects two resolved charts to agree in everything a layout, a picture or a description reads.
    static func expectSame(_ a: ResolvedChart, _ b: ResolvedChart, _ name: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.title == b.title, "\(name): title", sourceLocation: sourceLocation)
        #expect(a.subtitle == b.subtitle, "\(name): subtitle", sourceLocation: sourceLocation)
        #expect(a.width == b.width && a.height == b.height, "\(name): size", sourceLocation: sourceLocation)
        #expect(a.locale.identifier == b.locale.identifier, "\(name): locale", sourceLocation: sourceLocation)
        #expect(a.calendar == b.calendar, "\(name): calendar", sourceLocation: sourceLocation)
        for (axisName, x, y) in [("x", a.x, b.x), ("y", a.y, b.y)] {
            let what = "\(name): \(axisName) axis"
            #expect(x.scale.kind == y.scale.kind, "\(what) scale kind", sourceLocation: sourceLocation)
            #expect(x.scale.domain == y.scale.domain, "\(what) domain", sourceLocation: sourceLocation)
            #expect(x.scale.categories == y.scale.categories, "\(what) categories", sourceLocation: sourceLocation)
            #expect(x.scale == y.scale, "\(what) scale", sourceLocation: sourceLocation)
            #expect(x.ticks.map(\.value) == y.ticks.map(\.value), "\(what) tick values", sourceLocation: sourceLocation)
            #expect(x.ticks.map(\.label) == y.ticks.map(\.label), "\(what) tick labels", sourceLocation: sourceLocation)
            #expect(x.title == y.title, "\(what) title", sourceLocation: sourceLocation)
            #expect(x.position == y.position, "\(what) position", sourceLocation: sourceLocation)
            #expect(x.hidden == y.hidden && x.showsGrid == y.showsGrid, "\(what) shown", sourceLocation: sourceLocation)
            #expect(x.tickCount == y.tickCount, "\(what) tick count", sourceLocation: sourceLocation)
            #expect(x.timeUnit == y.timeUnit, "\(what) time unit", sourceLocation: sourceLocation)
            #expect(x.valueDescription == y.valueDescription, "\(what) value description", sourceLocation: sourceLocation)
            #expect(x.tickRule.stride == y.tickRule.stride, "\(what) stride", sourceLocation: sourceLocation)
            // The coarser ticks a layout asks for when labels collide (X4) agree too.
            for count in 1...12 {
                #expect(x.tickRule.ticks(count: count) == y.tickRule.ticks(count: count),
                        "\(what) ticks for count \(count)", sourceLocation: sourceLocation)
            }
        }
        #expect(a.series.map(\.name) == b.series.map(\.name), "\(name): series names", sourceLocation: sourceLocation)
        #expect(a.series == b.series, "\(name): series", sourceLocation: sourceLocation)
        #expect(a.legend == b.legend, "\(name): legend", sourceLocation: sourceLocation)
        #expect(a.selection == b.selection, "\(name): selection", sourceLocation: sourceLocation)
        #expect(a.layers.count == b.layers.count, "\(name): layers", sourceLocation: sourceLocation)
        for (i, (p, q)) in zip(a.layers, b.layers).enumerated() {
            let what = "\(name): layer \(i)"
            #expect(p.type == q.type && p.isHorizontal == q.isHorizontal, "\(what) kind", sourceLocation: sourceLocation)
            #expect(p.interpolation == q.interpolation && p.style == q.style, "\(what) style", sourceLocation: sourceLocation)
            #expect(p.hasSeries == q.hasSeries && p.annotations == q.annotations, "\(what) series and notes",
                    sourceLocation: sourceLocation)
            #expect(p.marks.count == q.marks.count, "\(what) mark count", sourceLocation: sourceLocation)
            for (j, (m, n)) in zip(p.marks, q.marks).enumerated() {
                // Exact equality: the same doubles, not nearly the same.
                #expect(m.x0 == n.x0 && m.x1 == n.x1 && m.y0 == n.y0 && m.y1 == n.y1,
                        "\(what) mark \(j) position", sourceLocation: sourceLocation)
                #expect(m == n, "\(what) mark \(j)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - Swift -> JSON -> Swift

    @Test(arguments: charts.map(\.0))
    func swiftChartRoundTripsThroughJSON(_ name: String) throws {
        let chart = try #require(Self.charts.first { $0.0 == name }?.1)
        let json = try chart.spec.encoded()
        let decoded = try ChartSpec.decode(json)
        // (i) The decoded spec writes the same bytes.
        let again = try decoded.encoded()
        #expect(String(decoding: again, as: UTF8.self) == String(decoding: json, as: UTF8.self))
        // (ii) It resolves to the same chart.
        Self.expectSame(try ChartResolver.resolve(decoded), try chart.resolve(), name)
    }

    /// The charts resolve to what they should, so the comparison above compares something.
    @Test func swiftChartsResolveAsExpected() throws {
        let bars = try Self.monthlyBars().resolve()
        #expect(bars.x.scale.kind == .time)
        #expect(bars.y.scale.domain == 0...400_000 && bars.y.scale.isFixed)
        // Bars by month reach the end of December 2024, so the last quarter tick is 1 January 2025.
        #expect(bars.x.ticks.map(\.label) == ["2023", "Apr", "Jul", "Oct", "2024", "Apr", "Jul", "Oct", "2025"])
        #expect(bars.y.ticks.map(\.label) == ["0", "100K", "200K", "300K", "400K"])
        #expect(bars.layers.map(\.marks.count) == [24, 1])
        #expect(bars.x.title == "Month" && bars.y.title == "Steps")

        let stacked = try Self.stackedFruit().resolve()
        #expect(stacked.x.scale.categories == ["Apples", "Pears", "Plums"])
        #expect(stacked.series.map(\.name) == ["North", "South"])
        #expect(stacked.y.scale.domain == 0...20)

        let grouped = try Self.groupedFruit().resolve()
        #expect(grouped.x.scale.categories == ["Plums", "Pears", "Apples"])

        let pulse = try Self.pulseLines().resolve()
        #expect(pulse.y.position == .leading)
        #expect(pulse.y.title == "Heart rate (beats per minute)")
        #expect(pulse.y.scale.domain.lowerBound > 0)             // a pulse line does not start at zero (X2)

        let brains = try Self.brainsLog().resolve()
        #expect(brains.x.scale.kind == .log && brains.y.scale.kind == .log)
        #expect(brains.x.scale.domain == 0.01...10_000)
        #expect(brains.y.valueDescription?.describe(25.6, locale: brains.locale) == "25,6 g")

        let horizontal = try Self.horizontalBars().resolve()
        #expect(horizontal.layers[0].isHorizontal)
        #expect(horizontal.x.ticks.map(\.label) == ["0", "2.5", "5", "7.5", "10", "12.5"])
        #expect(horizontal.x.title == "Crates sold")
    }

    // MARK: - Hand-written JSON

    /// `stackedFruit()` written by hand: no types (inferred), no stacking (standard by default).
    static let stackedFruitJSON = #"""
    {
      "data": { "values": [
        { "Fruit": "Apples", "Store": "North", "Sold": 12 }, { "Fruit": "Apples", "Store": "South", "Sold": 7 },
        { "Fruit": "Pears", "Store": "North", "Sold": 5 }, { "Fruit": "Pears", "Store": "South", "Sold": 9 },
        { "Fruit": "Plums", "Store": "North", "Sold": 14 }, { "Fruit": "Plums", "Store": "South", "Sold": 3 }
      ] },
      "marks": [
        { "type": "bar", "x": { "field": "Fruit" }, "y": { "field": "Sold" }, "color": { "field": "Store" } },
        { "type": "rule", "data": { "values": [ { "Goal": 20 } ] }, "y": { "field": "Goal" } }
      ],
      "legend": { "position": "top" }
    }
    """#

    /// `monthlyBars()` written by hand, with the dates as ISO 8601 text.
    static var monthlyBarsJSON: String {
        let rows = months.map { #"{ "Month": "\#(ISODate.string($0.start.timeIntervalSince1970))", "Steps": \#($0.steps) }"# }
        return #"""
        {
          "title": "Steps per month", "subtitle": "Two years",
          "marks": [
            { "type": "bar", "data": { "values": [ \#(rows.joined(separator: ", ")) ] },
              "x": { "field": "Month", "unit": "month" }, "y": { "field": "Steps" } },
            { "type": "rule", "data": { "values": [ { "Goal": 250000 } ] }, "y": { "field": "Goal" } }
          ],
          "yScale": { "domain": [0, 400000] },
          "xAxis": { "stride": { "unit": "month", "count": 3 } }
        }
        """#
    }

    @Test func handWrittenJSONResolvesAsTheSwiftChart() throws {
        let fruit = try ChartSpec.decode(Data(Self.stackedFruitJSON.utf8))
        Self.expectSame(try ChartResolver.resolve(fruit), try Self.stackedFruit().resolve(), "stacked fruit")
        let months = try ChartSpec.decode(Data(Self.monthlyBarsJSON.utf8))
        Self.expectSame(try ChartResolver.resolve(months), try Self.monthlyBars().resolve(), "monthly bars")
    }

    // MARK: - Time zones

    /// Dates in a spec are written as instants with "Z" (`ISODate.instant`), so a chart in another time zone
    /// reads them back as the same instants, not as local midnights.
    @Test func chartInAnotherTimeZoneRoundTrips() throws {
        let chart = Chart(Self.months.prefix(6)) { month in
            PointMark(x: .value("Month", month.start), y: .value("Steps", month.steps))
        }
        .chartTimeZone("America/New_York")
        let decoded = try ChartSpec.decode(chart.spec.encoded())
        let a = try ChartResolver.resolve(decoded), b = try chart.resolve()
        #expect(a.x.scale.domain == b.x.scale.domain)
        #expect(a.layers[0].marks.map(\.x0) == b.layers[0].marks.map(\.x0))
    }

    /// `chartXScale(domain:)` keeps its dates as ISO instants in the spec, so a fixed domain means the same
    /// instants in a chart in another time zone, and the marks at its bounds sit on its edges.
    @Test func fixedDateDomainInAnotherTimeZoneIsKept() throws {
        let first = Self.date(2024, 8, 1), last = Self.date(2024, 8, 11)
        let chart = Chart([first, last]) { day in
            PointMark(x: .value("Day", day), y: .value("Value", 1))
        }
        .chartXScale(domain: first...last)
        .chartTimeZone("America/New_York")
        let resolved = try chart.resolve()
        #expect(resolved.x.scale.domain == first.timeIntervalSince1970...last.timeIntervalSince1970)
        #expect(resolved.layers[0].marks.map(\.x0) == [0, 1])
    }

    // MARK: - Errors name the JSON path

    static func decodingError(_ json: String) -> String? {
        do {
            _ = try ChartSpec.decode(Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    /// Every decoding error names the JSON path and what was wrong; unknown names list the names there are.
    @Test(arguments: [
        (#"{}"#, "invalid spec at $.marks: is required"),
        (#"{"marks": null}"#, "invalid spec at $.marks: expected an array, found null"),
        (#"{"marks": "bar"}"#, "invalid spec at $.marks: expected an array"),
        (#"{"marks": [{}]}"#, "invalid spec at $.marks[0].type: is required"),
        (#"{"marks": [{"type": 3}]}"#, "invalid spec at $.marks[0].type: expected a string"),
        (#"{"marks": [{"type": "pie"}]}"#, "invalid spec at $.marks[0].type: unknown value 'pie'; use one of: bar, line, point, area, rule, rectangle, sector, boxplot, tick"),
        (#"{"marks": [{"type": "bar", "x": {}}]}"#, "invalid spec at $.marks[0].x.field: is required"),
        (#"{"marks": [{"type": "bar", "x": {"field": 7}}]}"#, "invalid spec at $.marks[0].x.field: expected a string"),
        (#"{"marks": [{"type": "bar", "x": {"field": "a", "type": "quantitative"}}]}"#, "invalid spec at $.marks[0].x.type: unknown value 'quantitative'; use one of: number, date, category"),
        (#"{"marks": [{"type": "bar", "x": {"field": "a", "unit": "fortnight"}}]}"#, "invalid spec at $.marks[0].x.unit: unknown value 'fortnight'; use one of: second, minute, hour, day, week, month, quarter, year"),
        (#"{"marks": [{"type": "line", "interpolation": "bezier"}]}"#, "invalid spec at $.marks[0].interpolation: unknown value 'bezier'; use one of: linear, monotone, stepStart, stepCenter, stepEnd, cardinal, catmullRom"),
        (#"{"marks": [{"type": "line", "interpolation": {"method": "cardinal", "tension": 2}}]}"#, "invalid spec at $.marks[0].interpolation.tension: tension must be from 0 to 1, not 2.0"),
        (#"{"marks": [{"type": "line", "interpolation": {"method": "monotone", "alpha": 0.5}}]}"#, "invalid spec at $.marks[0].interpolation.alpha: alpha is for catmullRom only"),
        (#"{"marks": [{"type": "line", "style": {"dash": [4, "x"]}}]}"#, "invalid spec at $.marks[0].style.dash[1]: expected a number"),
        (#"{"marks": [{"type": "point", "style": {"symbol": "star"}}]}"#, "invalid spec at $.marks[0].style.symbol: unknown value 'star'; use one of: circle, diamond, square, triangle, cross, plus, pentagon, asterisk"),
        (#"{"marks": [{"type": "bar", "style": {"opacity": "half"}}]}"#, "invalid spec at $.marks[0].style.opacity: expected a number"),
        (#"{"marks": [], "data": {}}"#, "invalid spec at $.data: data needs \"values\" (an array of objects) or \"path\" (a file)"),
        (#"{"marks": [], "data": {"values": [[1, 2]]}}"#, "invalid spec at $.data.values[0]: expected an object"),
        (#"{"marks": [], "data": {"values": [{"a": {"b": 1}}]}}"#, "invalid spec at $.data.values[0].a: expected a number, a string, true, false or null"),
        (#"{"marks": [], "width": "wide"}"#, "invalid spec at $.width: expected a number"),
        (#"{"marks": [], "xAxis": 3}"#, "invalid spec at $.xAxis: expected an object"),
        (#"{"marks": [], "xAxis": {"tickCount": 2.5}}"#, "invalid spec at $.xAxis.tickCount: expected a whole number from 0 to 100, found 2.5"),
        (#"{"marks": [], "xAxis": {"hidden": "yes"}}"#, "invalid spec at $.xAxis.hidden: expected true or false"),
        (#"{"marks": [], "yScale": {"domain": [{}]}}"#, "invalid spec at $.yScale.domain[0]: expected a number, a string, true, false or null"),
        (#"{"marks": [], "yScale": {"domain": 100}}"#, "invalid spec at $.yScale.domain: expected an array"),
        (#"{"marks": [], "legend": {"position": "left"}}"#, "invalid spec at $.legend.position: unknown value 'left'; use one of: automatic, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, overlay"),
    ])
    func decodingErrorsNameTheJSONPath(_ json: String, _ message: String) {
        #expect(Self.decodingError(json) == message)
    }

    @Test func malformedJSONIsReportedAsSuch() {
        let message = Self.decodingError(#"{"marks": [}"#) ?? ""
        #expect(message.hasPrefix("malformed JSON: "))
    }
}

extension SpecRoundTripTests {
    /// A function plot (its samples are its data) with a selection on it.
    static func sampledFunctionWithSelection() -> Chart {
        Chart {
            AreaPlot(x: "x", y: "Density", domain: -3...3) { x in exp(-x * x / 2) / (2 * Double.pi).squareRoot() }
        }
        .chartXSelection(value: .constant(1.0))
    }

    /// A parametric curve: joined in order of t (`pathOrder: data`), doubling back on x.
    static func parametricCurve() -> Chart {
        Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * Double.pi)) { t in (x: sin(3 * t), y: sin(2 * t)) }
        }
    }
}
