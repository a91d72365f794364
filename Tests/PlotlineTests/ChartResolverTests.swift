import Foundation
import Testing
@testable import Plotline

/// The resolver: scale kinds, domains (X1, X2), stacks, bands, mark positions, and its errors.
@Suite struct ChartResolverTests {
    static let aug1 = 1_722_470_400.0
    static let day = 86_400.0

    static func dates(_ n: Int) -> [Date] { (0..<n).map { Date(timeIntervalSince1970: aug1 + Double($0) * day) } }

    func table(_ columns: [Column]) -> DataSource { .table(try! DataTable(columns: columns)) }

    @Test func barsByDayCoverWholeDaysAndStartAtZero() throws {
        let days = Self.dates(31)
        let steps = (0..<31).map { 6_000 + $0 * 300 }   // 6,000 ... 15,000
        let chart = Chart(Array(zip(days, steps)), id: \.0) { d in
            BarMark(x: .value("Day", d.0, unit: .day), y: .value("Steps", d.1))
        }
        let r = try chart.resolve()
        #expect(r.x.scale.kind == .time)
        #expect(r.x.scale.domain == Self.aug1...(Self.aug1 + 31 * Self.day))   // Aug 1 to Sep 1: every day whole
        #expect(r.y.scale.kind == .linear)
        #expect(r.y.scale.domain.lowerBound == 0)                              // X2: bars start at zero
        #expect(r.y.scale.domain.upperBound >= 15_000 && r.y.scale.domain.upperBound <= 20_000)  // X1: dynamic, niced
        #expect(r.layers[0].marks.count == 31)
        let first = r.layers[0].marks[0]
        #expect(first.y0 == 0)
        // The first bar sits in the first of 31 equal slots, inset by the band padding.
        #expect(abs(first.x0 - 0.1 / 31) < 1e-12 && abs(first.x1 - 0.9 / 31) < 1e-12)
        #expect(r.y.ticks.first?.value == 0)
        #expect(r.y.ticks.allSatisfy { $0.value.truncatingRemainder(dividingBy: 5_000) == 0 || $0.value.truncatingRemainder(dividingBy: 2_000) == 0 })
        #expect(r.series.map(\.name) == ["Steps"])
        #expect(!r.legend.isShown)
    }

    @Test func fixedDomainIsUsedExactly() throws {
        let chart = Chart([1, 2, 3]) { i in
            LineMark(x: .value("Hour", i), y: .value("Charge", 40 + i * 10))
        }
        .chartYScale(domain: 0...100)
        let r = try chart.resolve()
        #expect(r.y.scale.domain == 0...100)
        #expect(r.y.scale.isFixed)
        #expect(r.y.ticks.map(\.label) == ["0", "20", "40", "60", "80", "100"] || r.y.ticks.map(\.label) == ["0", "25", "50", "75", "100"])
    }

    @Test func linesAndPointsFitTheDataNotZero() throws {
        let chart = Chart([58.0, 90, 172]) { v in
            PointMark(x: .value("Reading", v), y: .value("Heart rate", v))
        }
        let r = try chart.resolve()
        #expect(r.y.scale.domain.lowerBound >= 40)          // X2: not zero
        #expect(r.y.scale.domain.lowerBound <= 58)
        #expect(r.y.scale.domain.upperBound >= 172 && r.y.scale.domain.upperBound <= 200)
        for tick in r.y.ticks {  // X3: 20s or 25s, never 61, 83
            #expect(tick.value.truncatingRemainder(dividingBy: 20) == 0 || tick.value.truncatingRemainder(dividingBy: 25) == 0)
        }
    }

    @Test func includesZeroCanBeOverridden() throws {
        let line = try Chart([5.0, 9]) { v in LineMark(x: .value("X", v), y: .value("Y", v)) }
            .chartYScale(domain: .automatic(includesZero: true)).resolve()
        #expect(line.y.scale.domain.lowerBound == 0)
        let bars = try Chart(["a", "b"]) { c in BarMark(x: .value("C", c), y: .value("Y", c == "a" ? 50 : 60)) }
            .chartYScale(domain: .automatic(includesZero: false)).resolve()
        #expect(bars.y.scale.domain.lowerBound > 0)
        #expect(bars.layers[0].marks.allSatisfy { $0.y0 == 0 })   // bars still start at the bottom edge
    }

    @Test func categoriesKeepDataOrderUnlessGiven() throws {
        let chart = Chart(["Wed", "Mon", "Tue"]) { d in BarMark(x: .value("Day", d), y: .value("Count", d.count)) }
        #expect(try chart.resolve().x.scale.categories == ["Wed", "Mon", "Tue"])
        let ordered = try chart.chartXScale(domain: ["Mon", "Tue", "Wed"]).resolve()
        #expect(ordered.x.scale.categories == ["Mon", "Tue", "Wed"])
        #expect(ordered.x.ticks.map(\.label) == ["Mon", "Tue", "Wed"])
        #expect(ordered.x.scale.kind == .band)
        #expect(!ordered.x.showsGrid)
    }

    @Test func seriesStackInLegendOrder() throws {
        struct Row { let day: String; let kind: String; let value: Double }
        let rows = [Row(day: "Mon", kind: "Walk", value: 3), Row(day: "Mon", kind: "Run", value: 2),
                    Row(day: "Tue", kind: "Walk", value: 4), Row(day: "Tue", kind: "Run", value: -1)]
        let chart = Chart(rows, id: \.value) { r in
            BarMark(x: .value("Day", r.day), y: .value("Km", r.value)).foregroundStyle(by: .value("Kind", r.kind))
        }
        let r = try chart.resolve()
        #expect(r.series.map(\.name) == ["Walk", "Run"])
        #expect(r.legend.isShown)
        #expect(r.legend.title == "Kind")
        let y = r.y.scale
        let marks = r.layers[0].marks
        // Mon: Walk 0..3, Run 3..5; Tue: Walk 0..4, Run 0..-1 (negatives stack down).
        #expect(marks[0].y0 == y.position(0) && marks[0].y1 == y.position(3))
        #expect(marks[1].y0 == y.position(3) && marks[1].y1 == y.position(5))
        #expect(marks[3].y0 == y.position(0) && marks[3].y1 == y.position(-1))
        #expect(y.domain.lowerBound < 0)
    }

    /// Bars on spans (a histogram's bins, per series) stack per bin, not across the whole axis: each bin's
    /// first series stands on zero and the second on the first.
    @Test func histogramOfTwoSeriesStacksPerBin() throws {
        struct Row { let start: Double; let end: Double; let kind: String; let count: Double }
        let rows = [Row(start: 0, end: 10, kind: "a", count: 3), Row(start: 0, end: 10, kind: "b", count: 1),
                    Row(start: 10, end: 20, kind: "a", count: 5), Row(start: 10, end: 20, kind: "b", count: 2)]
        let chart = Chart(rows, id: \.count) { r in
            BarMark(xStart: .value("V", r.start), xEnd: .value("V", r.end), y: .value("Count", r.count))
                .foregroundStyle(by: .value("Kind", r.kind))
        }
        let r = try chart.resolve()
        let y = r.y.scale
        let marks = r.layers[0].marks
        #expect(marks[0].y0 == y.position(0) && marks[0].y1 == y.position(3))
        #expect(marks[1].y0 == y.position(3) && marks[1].y1 == y.position(4))
        #expect(marks[2].y0 == y.position(0) && marks[2].y1 == y.position(5))
        #expect(marks[3].y0 == y.position(5) && marks[3].y1 == y.position(7))
        // A bar without its span's end is not drawn, and lifts nothing.
        let gap = [Row(start: 0, end: .nan, kind: "a", count: 5), Row(start: 0, end: 10, kind: "b", count: 3)]
        let open = try Chart(gap, id: \.count) { r in
            BarMark(xStart: .value("V", r.start), xEnd: .value("V", r.end), y: .value("Count", r.count))
                .foregroundStyle(by: .value("Kind", r.kind))
        }.resolve()
        let drawn = open.layers[0].marks
        #expect(drawn.count == 1 && drawn[0].y0 == open.y.scale.position(0) && drawn[0].y1 == open.y.scale.position(3))
    }

    @Test func normalizedStacksSpanZeroToOne() throws {
        let parts = [("A", 1.0), ("B", 3.0)]
        let chart = Chart(parts, id: \.0) { p in
            BarMark(x: .value("Share", p.1), stacking: .normalized).foregroundStyle(by: .value("Part", p.0))
        }
        let r = try chart.resolve()
        #expect(r.layers[0].isHorizontal)
        let x = r.x.scale
        #expect(r.layers[0].marks[0].x0 == x.position(0) && r.layers[0].marks[0].x1 == x.position(0.25))
        #expect(r.layers[0].marks[1].x1 == x.position(1))
        #expect(r.layers[0].marks[0].y0 == 0 && r.layers[0].marks[0].y1 == 1)   // no y: the whole height
    }

    @Test func positionGroupsBarsSideBySide() throws {
        let rows = [("Mon", "A", 1.0), ("Mon", "B", 2.0)]
        let chart = Chart(rows, id: \.1) { r in
            BarMark(x: .value("Day", r.0), y: .value("V", r.2))
                .foregroundStyle(by: .value("K", r.1))
                .position(by: .value("K", r.1))
        }
        let marks = try chart.resolve().layers[0].marks
        #expect(marks[0].y0 == marks[1].y0)         // both from zero: not stacked
        #expect(marks[0].x1 <= marks[1].x0 + 1e-12)  // side by side
        #expect(abs((marks[0].x1 - marks[0].x0) - (marks[1].x1 - marks[1].x0)) < 1e-12)
    }

    @Test func horizontalBarsWhenCategoriesAreOnY() throws {
        let chart = Chart(["Photos", "Apps"]) { c in
            BarMark(x: .value("GB", c == "Photos" ? 60 : 40), y: .value("Category", c))
        }
        let r = try chart.resolve()
        #expect(r.layers[0].isHorizontal)
        #expect(r.y.scale.kind == .band)
        #expect(r.x.scale.domain.lowerBound == 0)
        #expect(r.layers[0].marks[0].x0 == 0)
    }

    @Test func ruleAcrossThePlotArea() throws {
        let chart = Chart {
            ForEach(["a", "b"], id: \.self) { c in BarMark(x: .value("C", c), y: .value("Y", 5)) }
            RuleMark(y: .value("Goal", 10))
        }
        let r = try chart.resolve()
        let rule = r.layers[1].marks[0]
        #expect(rule.x0 == 0 && rule.x1 == 1)
        #expect(rule.y0 == r.y.scale.position(10))
        #expect(r.y.scale.domain.upperBound >= 10)   // the goal is in view
        #expect(rule.series == 0)
    }

    @Test func linesAreSortedAlongXWithinSeries() throws {
        let chart = Chart([3.0, 1, 2]) { v in LineMark(x: .value("X", v), y: .value("Y", v * v)) }
        let marks = try chart.resolve().layers[0].marks
        #expect(marks.map(\.row) == [1, 2, 0])
    }

    @Test func logScaleUsesPowersOfTen() throws {
        let chart = Chart([3.0, 450, 12_000]) { v in PointMark(x: .value("I", v), y: .value("Population", v)) }
            .chartYScale(type: .log)
        let r = try chart.resolve()
        #expect(r.y.scale.kind == .log)
        #expect(r.y.scale.domain == 1...100_000)
        #expect(r.y.ticks.map(\.value) == [1, 100, 10_000])   // 4 ticks asked: every other power
        #expect(r.y.scale.position(1_000) == 0.6)
    }

    @Test func logScaleRejectsZeroNamingTheColumn() {
        let chart = Chart([0.0, 5]) { v in PointMark(x: .value("I", v), y: .value("Population", v)) }
            .chartYScale(type: .log)
        #expect {
            try chart.resolve()
        } throws: { error in
            guard case PlotlineError.invalidScale(let column, _) = error else { return false }
            return column == "Population" && "\(error)".contains("Population")
        }
    }

    @Test func degenerateDomainsStillResolve() throws {
        for values in [[5.0], [7, 7, 7], [-5, -1], [1e-300, 5e-300], [1e299, 1e300], [-3, 0]] {
            let chart = Chart(values) { v in PointMark(x: .value("X", v), y: .value("Y", v)) }
            let r = try chart.resolve()
            #expect(r.y.scale.domain.lowerBound < r.y.scale.domain.upperBound, "\(values)")
            #expect(r.y.scale.domain.lowerBound.isFinite && r.y.scale.domain.upperBound.isFinite)
            #expect(!r.y.ticks.isEmpty, "\(values)")
            for mark in r.layers[0].marks { #expect((0...1).contains(mark.y0), "\(values)") }
        }
    }

    @Test func strideByMonthPutsTicksOnTheFirst() throws {
        let days = Self.dates(120)
        let chart = Chart(days, id: \.self) { d in LineMark(x: .value("Date", d), y: .value("V", 1)) }
            .chartXAxis { AxisMarks(values: .stride(by: .month)) }
        let r = try chart.resolve()
        #expect(r.x.ticks.map { ISODate.string($0.value) } == ["2024-08-01", "2024-09-01", "2024-10-01", "2024-11-01"])
        #expect(r.x.ticks.first?.label == "Aug 2024")
        #expect(r.x.ticks.dropFirst().first?.label == "Sep")
    }

    @Test func koreanLocaleFormatsTicks() throws {
        let chart = Chart([0.0, 20_000]) { v in BarMark(x: .value("C", "\(v)"), y: .value("걸음 수", v)) }
            .chartLocale("ko-KR")
        let r = try chart.resolve()
        #expect(r.y.title == "걸음 수")
        #expect(r.y.ticks.last?.label == "2만")
    }

    @Test func unitNameGoesIntoTheAxisTitle() throws {
        let chart = Chart([20.0, 31]) { v in
            PointMark(x: .value("Weight", v / 10, format: "%.2f tons"), y: .value("Efficiency", v, unit: "miles per gallon"))
        }
        let r = try chart.resolve()
        #expect(r.y.title == "Efficiency (miles per gallon)")
        #expect(r.x.title == "Weight")
        #expect(r.y.valueDescription?.describe(31, locale: Locale(identifier: "en_US")) == "31 miles per gallon")
        #expect(r.x.valueDescription?.describe(2.5, locale: Locale(identifier: "en_US")) == "2.50 tons")
    }

    @Test func tickDensityFollowsSize() throws {
        let values = (0...100).map(Double.init)
        let base = Chart(values) { v in LineMark(x: .value("X", v), y: .value("Y", v)) }
        let small = try base.frame(width: 320, height: 160).resolve()
        let large = try base.frame(width: 1280, height: 640).resolve()
        let glance = try base.frame(width: 120, height: 50).resolve()
        #expect(small.y.ticks.count < large.y.ticks.count)
        #expect(small.x.ticks.count < large.x.ticks.count)
        #expect(glance.x.ticks.isEmpty && glance.y.ticks.isEmpty)   // X4: none on a glance-sized chart
    }

    @Test func symbolSizeByANumberScalesTheArea() throws {
        let cities = [("A", 10.0), ("B", 40), ("C", 100)]
        let chart = Chart(cities, id: \.0) { c in
            PointMark(x: .value("City", c.0), y: .value("Y", 1)).symbolSize(by: .value("Population", c.1))
        }
        let r = try chart.resolve()
        #expect(r.size?.title == "Population")
        #expect(r.size?.domain == 10...100)
        let areas = r.layers[0].marks.map { $0.size ?? 0 }
        #expect(areas[0] == SizeScale.defaultAreas.lowerBound && areas[2] == SizeScale.defaultAreas.upperBound)
        #expect(areas[0] < areas[1] && areas[1] < areas[2])
    }

    @Test func missingValuesBreakALine() throws {
        let json = """
        {"data": {"values": [{"x": 1, "y": 1}, {"x": 2, "y": 2}, {"x": 3, "y": null}, {"x": 4, "y": 4}, {"x": 5, "y": 5}]},
         "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}
        """
        let r = try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8)))
        let marks = r.layers[0].marks
        #expect(marks.map(\.row) == [0, 1, 3, 4])
        #expect(marks.map(\.startsSegment) == [false, false, true, false])
    }

    /// Whole numbers titled as years are labelled as the words write them, "1960", never "1,960"; the same
    /// numbers under another title keep their grouping.
    @Test func yearTicksAreWrittenAsYears() throws {
        func labels(_ field: String) throws -> [String] {
            let json = """
            {"data": {"values": [{"\(field)": 1954, "gas": 0.3}, {"\(field)": 1983, "gas": 1.2}, {"\(field)": 2010, "gas": 2.8}]},
             "marks": [{"type": "line", "x": {"field": "\(field)"}, "y": {"field": "gas"}}]}
            """
            return try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8))).x.ticks.map(\.label)
        }
        let years = try labels("year")
        #expect(!years.isEmpty && years.allSatisfy { $0.count == 4 && $0.allSatisfy(\.isNumber) }, "\(years)")
        #expect(years.contains("1960") && years.contains("2000"), "\(years)")
        let counts = try labels("count")
        #expect(counts.contains("1,960") || counts.contains("2,000"), "\(counts)")
    }

    @Test func reversedAndZeroWidthFixedDomains() throws {
        let base = Chart([1.0, 2]) { v in PointMark(x: .value("X", v), y: .value("Rank", v)) }
        let reversed = try base.chartYScale(domain: ChartSpecDomain([10, 1])).resolve()
        #expect(reversed.y.scale.domain == 1...10)
        #expect(reversed.y.scale.reversed)
        #expect(reversed.y.scale.position(1) == 1)   // rank 1 at the top
        let flat = try base.chartYScale(domain: 5.0...5.0).resolve()
        #expect(flat.y.scale.domain.lowerBound < 5 && flat.y.scale.domain.upperBound > 5)
    }

    // MARK: Errors

    @Test func missingColumnInASpec() {
        let spec = ChartSpec(data: table([Column(name: "date", values: .dates([Self.aug1])),
                                          Column(name: "steps", values: .numbers([1]))]),
                             marks: [MarkSpec(type: .bar, channels: [.x: EncodingSpec(field: "date"), .y: EncodingSpec(field: "stepz")])])
        #expect(throws: PlotlineError.columnNotFound("stepz", available: ["date", "steps"])) {
            try ChartResolver.resolve(spec)
        }
    }

    @Test func aChartOfNoDataSaysSo() throws {
        struct Day { let date: Date; let steps: Int }
        let none: [Day] = []
        let chart = Chart(none) { d in BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.steps)) }
            .chartTitle("Steps")
        let r = try chart.resolve()
        #expect(r.layers.isEmpty && r.series.isEmpty)
        #expect(r.x.ticks.isEmpty && r.y.ticks.isEmpty)
        #expect(r.accessibility.summary == "There is no data.")
        #expect(r.accessibility.overview == "There is no data.")
        #expect(r.accessibility.labels.isEmpty)
    }

    @Test func aMarkNeedsData() {
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].data", reason: "no data: give the mark or the chart \"data\"")) {
            try ChartResolver.resolve(ChartSpec(marks: [MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "a")])]))
        }
    }

    @Test func emptyDataIsReported() {
        let spec = ChartSpec(data: table([Column(name: "a", values: .numbers([]))]),
                             marks: [MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "a")])])
        #expect(throws: PlotlineError.emptyData(source: "the data of mark 0")) { try ChartResolver.resolve(spec) }
    }

    @Test func mixedTypesOnOneAxis() {
        let spec = ChartSpec(data: table([Column(name: "n", values: .numbers([1])), Column(name: "c", values: .categories(["a"]))]),
                             marks: [MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "n"), .y: EncodingSpec(field: "n")]),
                                     MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "c"), .y: EncodingSpec(field: "n")])])
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[1].x",
                                                  reason: "'c' holds category values but 'n' on the same x axis holds number values")) {
            try ChartResolver.resolve(spec)
        }
    }

    @Test func badOptionsAreNamed() {
        let base = Chart([1.0]) { v in PointMark(x: .value("X", v), y: .value("Y", v)) }
        #expect(throws: PlotlineError.invalidOption(name: "time zone", reason: "unknown time zone 'Mars/Olympus'")) {
            try base.chartTimeZone("Mars/Olympus").resolve()
        }
        #expect(throws: PlotlineError.invalidOption(name: "width", reason: "-5.0 is not a size from 16 to 20000 points")) {
            try base.frame(width: -5, height: 100).resolve()
        }
        #expect(throws: PlotlineError.self) { try base.chartLocale("xx-!!").resolve() }
        #expect(throws: PlotlineError.self) {
            try Chart([1.0]) { v in PointMark(x: .value("X", v, format: "%q"), y: .value("Y", v)) }.resolve()
        }
    }
}

/// A fixed domain written in either order, as a JSON spec may hold it.
struct ChartSpecDomain: ScaleDomain {
    let bounds: [Double]
    init(_ bounds: [Double]) { self.bounds = bounds }
    func apply(to scale: inout ScaleSpec) { scale.domain = bounds.map { .number($0) } }
}

extension ChartResolverTests {
    @Test func barsByDayNeverGetTicksBetweenDays() throws {
        let days = Self.dates(4)
        let chart = Chart(days, id: \.self) { d in BarMark(x: .value("Day", d, unit: .day), y: .value("Steps", 1)) }
        let r = try chart.resolve()
        #expect(r.x.ticks.map { ISODate.string($0.value) } == ["2024-08-01", "2024-08-02", "2024-08-03", "2024-08-04", "2024-08-05"])
        #expect(r.x.ticks.map(\.label) == ["Aug 1, 2024", "Aug 2", "Aug 3", "Aug 4", "Aug 5"])
    }
}

extension ChartResolverTests {
    /// A huge line with points on it (M4) is one series to hear and read, though the line and the points
    /// are each reduced to different rows of the same data.
    @Test func aReducedLineWithPointsIsOneSeries() throws {
        let xs = (0..<60_000).map(Double.init)
        let values = xs.map { sin($0 / 900) * 100 + $0.truncatingRemainder(dividingBy: 7) }
        let chart = Chart(Array(zip(xs, values)), id: \.0) { p in
            LineMark(x: .value("X", p.0), y: .value("Y", p.1))
            PointMark(x: .value("X", p.0), y: .value("Y", p.1))
        }
        let resolved = try chart.resolve()
        #expect(resolved.layers.allSatisfy { $0.reduction != nil })
        let words = resolved.accessibility
        #expect(words.descriptor.series.count == 1)
        #expect(words.descriptor.series.first?.isContinuous == true)
    }
}
