import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Text written as SwiftUI writes it in charts (interpolations with formats and specifiers, `Text(_:format:)`,
/// axis labels and titles as views, `AxisMarks(format:)`), and the chart's own space (`padding`,
/// `aspectRatio`), each read back from the SVG.
@Suite struct SwiftChartsTextAndPaddingTests {
    struct Reading { var hour: Int; var level: Double }
    static let readings = [Reading(hour: 1, level: 0.125), Reading(hour: 2, level: 0.5), Reading(hour: 3, level: 0.875)]
    static let mean = readings.map(\.level).reduce(0, +) / Double(readings.count)

    static func annotations(_ svg: String) throws -> [String] {
        try ParsedSVG(svg).elements("text", classes: "annotation").map(\.stringValue)
    }

    static func tickLabels(_ svg: String, _ axis: String) throws -> [String] {
        try ParsedSVG(svg).elements("g", classes: "axis", axis).flatMap { $0.children(named: "g") }
            .filter { $0.value("class") == "tick" }.compactMap { $0.children(named: "text").first?.stringValue }
    }

    static func plotArea(_ svg: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let g = try #require(try ParsedSVG(svg).elements("g", classes: "plot-area").first)
        return (Double(g.value("data-x")!)!, Double(g.value("data-y")!)!, Double(g.value("data-width")!)!,
                Double(g.value("data-height")!)!)
    }

    static func size(_ svg: String) throws -> (width: Double, height: Double) {
        let root = try ParsedSVG(svg).root
        return (Double(root.value("width")!)!, Double(root.value("height")!)!)
    }

    @Test func interpolationsAreWrittenAsSwiftUIWritesThem() throws {
        let chart = Chart {
            ForEach(Self.readings, id: \.hour) { r in
                LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
            }
            RuleMark(y: .value("Mean", Self.mean))
                .annotation(position: .top, alignment: .leading) {
                    VStack(alignment: .leading) {
                        Text("Mean \(Self.mean, format: .number.precision(.fractionLength(2)))")
                        Text("\(Self.mean * 100, specifier: "%.1f")% of capacity")
                        Text("\(Self.readings.count) readings, \(Self.mean) exactly")
                        Text(1234.5, format: .number)
                        Text(Self.mean, format: .percent.precision(.fractionLength(0)))
                    }
                }
        }
        let texts = try Self.annotations(chart.svg())
        #expect(texts == [
            "Mean 0.50", "50.0% of capacity", "3 readings, 0.500000 exactly", "1,234.5", "50%",
        ])
    }

    @Test func textModifiersKeepTheirStyleAndCase() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            BarMark(x: .value("Hour", String(r.hour)), y: .value("Level", r.level))
                .annotation(position: .top) {
                    Text("peak").font(.system(.caption, weight: .bold)).textCase(.uppercase).italic().monospacedDigit()
                }
        }
        let labels = try ParsedSVG(try chart.svg()).elements("text", classes: "annotation")
        #expect(labels.map(\.stringValue) == ["PEAK", "PEAK", "PEAK"])
        #expect(labels.allSatisfy { $0.value("font-size") == "12" && $0.value("font-weight") == "bold" })
    }

    @Test func axisValueLabelsWrittenAsViews() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            BarMark(x: .value("Hour", String(r.hour)), y: .value("Level", r.level))
        }
        .chartYAxis {
            AxisMarks(values: [0, 0.25, 0.5, 0.75, 1]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let level = value.as(Double.self), level > 0 {
                        Text(level, format: .currency(code: "USD"))
                    }
                }
            }
        }
        // The value 0 has no text (the `if` fails), so it has no label, as SwiftUI draws none.
        let labels = try Self.tickLabels(chart.svg(), "y")
        #expect(labels == ["$0.25", "$0.50", "$0.75", "$1.00"])
    }

    @Test func axisMarksWithAFormat() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        .chartYAxis { AxisMarks(format: .percent, values: [0, 0.5, 1]) }
        .chartXAxis { AxisMarks(format: .number.precision(.fractionLength(1)), values: [1, 2, 3]) }
        let svg = try chart.svg()
        #expect(try Self.tickLabels(svg, "y") == ["0%", "50%", "100%"])
        #expect(try Self.tickLabels(svg, "x") == ["1.0", "2.0", "3.0"])
        // Each value gets its grid line too, as AxisMarks with no content draws it.
        #expect(try ParsedSVG(svg).elements("line", classes: "grid-line", "y").count == 3)
    }

    @Test func axisTitlesWrittenAsViews() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        .chartXAxisLabel(position: .bottom, alignment: .center) { HStack { Text("Hour"); Text("(UTC)") } }
        .chartYAxisLabel { Text("Level in \(Self.readings.count) tanks") }
        let titles = try ParsedSVG(try chart.svg()).elements("text", classes: "axis-title").map(\.stringValue)
        #expect(titles == ["Hour (UTC)", "Level in 3 tanks"])
    }

    @Test func weeksWrittenAsCalendarComponents() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = (0..<28).map { utc.date(byAdding: .day, value: $0, to: utc.date(from: DateComponents(year: 2024, month: 3, day: 4))!)! }
        let chart = Chart(days, id: \.self) { day in
            BarMark(x: .value("Day", day, unit: .weekday), y: .value("Cups", 2))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .weekOfYear)) { _ in AxisValueLabel(format: .dateTime.day().month(.abbreviated)) } }
        let labels = try Self.tickLabels(chart.svg(), "x")
        // Weeks start on Sunday in en-US: the first tick is the first Sunday (4 March 2024 is a Monday).
        #expect(labels == ["Mar 10", "Mar 17", "Mar 24", "Mar 31"])
    }

    @Test func paddingPutsSpaceAroundTheSameChart() throws {
        let plain = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        .frame(height: 300)
        let padded = plain.padding()
        let sides = plain.padding(.horizontal, 20).padding(.top, 8)
        let a = try plain.svg(), b = try padded.svg(), c = try sides.svg()
        #expect(try Self.size(a) == (640, 300))
        #expect(try Self.size(b) == (672, 332))
        #expect(try Self.size(c) == (680, 308))
        let pa = try Self.plotArea(a), pb = try Self.plotArea(b), pc = try Self.plotArea(c)
        #expect(pb.x == pa.x + 16 && pb.y == pa.y + 16 && pb.width == pa.width && pb.height == pa.height)
        #expect(pc.x == pa.x + 20 && pc.y == pa.y + 8 && pc.width == pa.width && pc.height == pa.height)
        // The same ticks and labels: the chart inside is the one without padding.
        #expect(try Self.tickLabels(b, "x") == Self.tickLabels(a, "x"))
        #expect(try Self.tickLabels(b, "y") == Self.tickLabels(a, "y"))
        // A frame after the padding sets the whole size, the padding kept inside it.
        let framed = try plain.padding(10).frame(width: 400, height: 250).svg()
        #expect(try Self.size(framed) == (400, 250))
        #expect(try Self.plotArea(framed).x >= 10 + 12)
    }

    @Test func paddingThatLeavesNoRoomIsAnError() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        .padding(200).frame(width: 300, height: 300)
        #expect(throws: PlotlineError.self) { try chart.svg() }
        do { _ = try chart.svg() } catch {
            #expect("\(error)".contains("padding"))
        }
    }

    @Test func aspectRatioSetsTheHeightFromTheWidth() throws {
        let base = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        #expect(try Self.size(base.aspectRatio(1.5, contentMode: .fit).svg()) == (640, 427))
        #expect(try Self.size(base.frame(width: 400).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).svg()) == (400, 300))
        #expect(try Self.size(base.aspectRatio(contentMode: .fit).svg()) == (640, 320))
    }
}

extension SwiftChartsTextAndPaddingTests {
    @Test func aStyleOnTheWholeChartColorsMarksWithoutTheirOwn() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            BarMark(x: .value("Hour", String(r.hour)), y: .value("Level", r.level))
        }
        .foregroundStyle(.teal)
        let fills = try ParsedSVG(try chart.svg()).elements("rect", classes: "mark", "bar").compactMap { $0.value("fill") }
        #expect(fills.count == 3)
        #expect(Set(fills) == [Color.teal.cssColor])
        // A mark's own style wins over the chart's.
        let own = Chart(Self.readings, id: \.hour) { r in
            BarMark(x: .value("Hour", String(r.hour)), y: .value("Level", r.level)).foregroundStyle(.orange)
        }
        .foregroundStyle(.teal)
        let ownFills = try ParsedSVG(try own.svg()).elements("rect", classes: "mark", "bar").compactMap { $0.value("fill") }
        #expect(Set(ownFills) == [Color.orange.cssColor])
    }
}
