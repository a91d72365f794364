import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Axis content written as Swift Charts writes it (`AxisMarks { value in ... }`), each chart checked by the
/// tick values and label text read back from its SVG.
@Suite struct SwiftChartsAxisTests {
    struct Sale { var month: Date; var units: Double }
    static let utc: Calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "UTC")!; return c }()
    static let sales: [Sale] = (1...12).map { m in
        Sale(month: utc.date(from: DateComponents(year: 2024, month: m, day: 1))!, units: Double(100 + m * 7 % 40))
    }
    struct Share { var day: Int; var fraction: Double }
    static let shares = [Share(day: 1, fraction: 0.12), Share(day: 2, fraction: 0.48), Share(day: 3, fraction: 0.93)]

    /// The ticks of one axis in the SVG: (data-value, label text or nil, has a tick line).
    static func ticks(_ svg: ParsedSVG, _ axis: String) -> [(value: String, label: String?, line: Bool)] {
        svg.elements("g", classes: "axis", axis).flatMap { $0.children(named: "g") }.filter { $0.value("class") == "tick" }
            .map { ($0.value("data-value") ?? "", $0.children(named: "text").first?.stringValue, !$0.children(named: "line").isEmpty) }
    }

    static func grid(_ svg: ParsedSVG, _ axis: String) -> [String] {
        svg.elements("line", classes: "grid-line", axis).compactMap { $0.value("data-value") }
    }

    @Test func everyOtherStrideValueGetsAnAbbreviatedMonth() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, count: 3)) { value in
                AxisGridLine()
                AxisTick()
                if value.index % 2 == 0 {
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let x = Self.ticks(svg, "x")
        #expect(x.map { $0.value } == ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"])
        #expect(x.map { $0.label } == ["Jan", nil, "Jul", nil])
        #expect(x.allSatisfy { $0.line })
        #expect(Self.grid(svg, "x") == ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"])
    }

    @Test func contentReadsTheValueAsADate() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month, count: 3)) { value in
                if let date = value.as(Date.self), Self.utc.component(.month, from: date) == 1 {
                    AxisValueLabel("\(Self.utc.component(.year, from: date))")
                } else {
                    AxisTick()
                    AxisValueLabel(format: .dateTime.month(.narrow))
                }
                if value.as(Double.self) != nil { AxisGridLine() }
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let x = Self.ticks(svg, "x")
        #expect(x.map { $0.label } == ["2024", "A", "J", "O"])
        #expect(x.map { $0.line } == [false, true, true, true])
        // A date is not a Double: no grid line.
        #expect(Self.grid(svg, "x").isEmpty)
    }

    @Test func explicitValuesWithPercentLabelsAndNoTicks() throws {
        let chart = Chart(Self.shares, id: \.day) { share in
            BarMark(x: .value("Day", "Day \(share.day)"), y: .value("Share", share.fraction))
        }
        .chartYScale(domain: 0...1)
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 0.5, 1]) { _ in
                AxisGridLine()
                AxisValueLabel(format: .percent)
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let y = Self.ticks(svg, "y")
        #expect(y.map { $0.value } == ["0", "0.5", "1"])
        #expect(y.map { $0.label } == ["0%", "50%", "100%"])
        #expect(y.allSatisfy { !$0.line })
        #expect(Self.grid(svg, "y") == ["0", "0.5", "1"])
        // Its JSON form says what the content draws for every value.
        let axis = try #require(chart.spec.yAxis)
        #expect(axis.values == [.number(0), .number(0.5), .number(1)])
        #expect(axis.grid == true && axis.ticks == false && axis.labels == true && axis.position == .leading)
    }

    @Test func desiredCountWithFixedDecimals() throws {
        let chart = Chart(Self.shares, id: \.day) { share in
            PointMark(x: .value("Day", Double(share.day)), y: .value("Share", share.fraction * 10))
        }
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                AxisTick()
                AxisValueLabel(format: .number.precision(.fractionLength(1)))
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let y = Self.ticks(svg, "y")
        #expect(y.map { $0.value } == ["0", "2.5", "5", "7.5", "10"])
        #expect(y.map { $0.label } == ["0.0", "2.5", "5.0", "7.5", "10.0"])
        #expect(Self.grid(svg, "y").isEmpty)
    }

    @Test func specFieldsDrawTheSameAsSwiftContent() throws {
        let base = Chart(Self.sales, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        var spec = base.spec
        let json = #"{"stride": {"unit": "month", "count": 3}, "labelEvery": 2, "ticks": false, "format": {"date": "MMM yy"}}"#
        spec.xAxis = try JSONDecoder().decode(AxisSpec.self, from: Data(json.utf8))
        let svg = try ParsedSVG(try Chart(spec: spec).svg())
        let x = Self.ticks(svg, "x")
        // Values with neither a tick nor a label draw nothing on the axis, and keep their grid line.
        #expect(x.map { $0.value } == ["2024-01-01", "2024-07-01"])
        #expect(x.map { $0.label } == ["Jan 24", "Jul 24"])
        #expect(x.allSatisfy { !$0.line })
        #expect(Self.grid(svg, "x") == ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"])
    }

    @Test func explicitCategoryValuesAndAnUnknownOne() throws {
        let chart = Chart(Self.shares, id: \.day) { share in
            BarMark(x: .value("Day", "Day \(share.day)"), y: .value("Share", share.fraction))
        }
        let svg = try ParsedSVG(try chart.chartXAxis { AxisMarks(values: ["Day 1", "Day 3"]) }.svg())
        #expect(Self.ticks(svg, "x").map { $0.label } == ["Day 1", "Day 3"])
        #expect(throws: PlotlineError.self) { try chart.chartXAxis { AxisMarks(values: ["Day 9"]) }.svg() }
        do {
            _ = try chart.chartXAxis { AxisMarks(values: ["Day 9"]) }.svg()
        } catch {
            #expect("\(error)" == "invalid spec at $.xAxis.values: 'Day 9' is not one of the axis's categories")
        }
    }

    @Test func axisTitleAlignedAlongTheAxis() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartXAxisLabel("Month of 2024", alignment: .trailing)
        .chartYAxisLabel("Units sold", position: .top, alignment: .center)
        let scene = Scene(try chart.resolve())
        let titles = scene.texts.filter { $0.classes == "axis-title" }
        let xTitle = try #require(titles.first { $0.text == "Month of 2024" })
        #expect(xTitle.anchor == .end && xTitle.x == scene.plotArea.maxX)
        let yTitle = try #require(titles.first { $0.text == "Units sold" })
        #expect(yTitle.anchor == .middle && yTitle.x == scene.plotArea.x + scene.plotArea.width / 2)
    }

    @Test func whatIsNotDrawnIsReported() throws {
        let chart = Chart(Self.shares, id: \.day) { share in
            PointMark(x: .value("Day", Double(share.day)), y: .value("Share", share.fraction))
        }
        let side = chart.chartYAxisLabel("Share", position: .bottom)
        #expect(throws: PlotlineError.self) { try side.svg() }
        do { _ = try side.svg() } catch {
            #expect("\(error)" == "invalid chartYAxisLabel: position .bottom is not drawn; the title sits at .top")
        }
    }

    @Test func titlePositionsAlongTheirOwnRow() throws {
        let chart = Chart(Self.shares, id: \.day) { share in
            PointMark(x: .value("Day", Double(share.day)), y: .value("Share", share.fraction))
        }
        func title(_ chart: Chart, _ text: String) throws -> (anchor: SceneText.Anchor, x: Double, plot: Rect) {
            let scene = Scene(try chart.resolve())
            let t = try #require(scene.texts.first { $0.classes.contains("axis-title") && $0.text == text })
            return (t.anchor, t.x, scene.plotArea)
        }
        // A y title at .trailing is written across the top at the trailing end; .topLeading at the leading end.
        let trailing = try title(chart.chartYAxisLabel("Share", position: .trailing), "Share")
        #expect(trailing.anchor == .end && trailing.x == trailing.plot.maxX)
        let leading = try title(chart.chartYAxisLabel("Share", position: .topLeading), "Share")
        #expect(leading.anchor == .start && leading.x == leading.plot.x)
        // An x title at .bottomTrailing ends at the plot's trailing edge; an alignment given wins.
        let x = try title(chart.chartXAxisLabel("Day", position: .bottomTrailing), "Day")
        #expect(x.anchor == .end && x.x == x.plot.maxX)
        let centred = try title(chart.chartXAxisLabel("Day", position: .trailing, alignment: .center), "Day")
        #expect(centred.anchor == .middle)
        // A place that is no row is reported (an x title at .top is drawn above the plot: SwiftChartsTopAxisTitleTests).
        for (bad, message) in [(chart.chartXAxisLabel("Day", position: .overlay), "invalid chartXAxisLabel: position .overlay is not drawn; the title sits at .bottom"),
                               (chart.chartYAxisLabel("Share", position: .overlay), "invalid chartYAxisLabel: position .overlay is not drawn; the title sits at .top")] {
            do { _ = try bad.svg(); Issue.record("drew \(message)") } catch { #expect("\(error)" == message) }
        }
    }
}
