import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// The user's own plottable types and histograms of `NumberBins` and `DateBins`, written as Swift Charts'
/// documentation writes them, read back from the SVG.
@Suite struct SwiftChartsPlottableTests {
    /// A type of the user's own, plotted as a string.
    struct Weekday: Plottable, Hashable {
        static let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        var number: Int
        var primitivePlottable: String { Self.names[number] }
        init(number: Int) { self.number = number }
        init?(primitivePlottable: String) {
            guard let n = Self.names.firstIndex(of: primitivePlottable) else { return nil }
            number = n
        }
    }

    enum Fruit: String, Plottable { case apple = "Apple", pear = "Pear", plum = "Plum" }

    /// The ticks of one axis: (data-value, label text).
    static func ticks(_ svg: ParsedSVG, _ axis: String) -> [(value: String, label: String?)] {
        svg.elements("g", classes: "axis", axis).flatMap { $0.children(named: "g") }.filter { $0.value("class") == "tick" }
            .map { ($0.value("data-value") ?? "", $0.children(named: "text").first?.stringValue) }
    }

    static func bars(_ svg: ParsedSVG) -> [(x: Double, width: Double, label: String)] {
        svg.elements("rect", classes: "mark", "bar").map {
            (Double($0.value("x")!)!, Double($0.value("width")!)!, $0.value("aria-label") ?? "")
        }
    }

    /// Where each x tick's line is, from its `transform="translate(x,y)"` or its line's x1.
    static func tickPositions(_ svg: ParsedSVG) -> [String: Double] {
        var result: [String: Double] = [:]
        for line in svg.elements("line", classes: "grid-line", "x") {
            if let v = line.value("data-value"), let x = line.value("x1").flatMap(Double.init) { result[v] = x }
        }
        return result
    }

    @Test func ownTypesAndStringEnumsAreCategories() throws {
        struct Visit { var day: Weekday; var fruit: Fruit; var count: Int16 }
        let visits = [Visit(day: Weekday(number: 1), fruit: .pear, count: 4), Visit(day: Weekday(number: 3), fruit: .apple, count: 9),
                      Visit(day: Weekday(number: 5), fruit: .plum, count: 2)]
        let chart = Chart(visits, id: \.day) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(by: .value("Fruit", visit.fruit))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.ticks(svg, "x").map(\.label) == ["Mon", "Wed", "Fri"])
        #expect(svg.elements("rect", classes: "mark", "bar").compactMap { $0.value("data-x") } == ["Mon", "Wed", "Fri"])
        #expect(svg.elements("text", classes: "legend-label").map(\.stringValue) == ["Pear", "Apple", "Plum"])
        // Read back as the user's own type.
        #expect(AxisValue(.category("Tue"), index: 0, count: 1).as(Weekday.self) == Weekday(number: 2))
        #expect(AxisValue(.category("Plum"), index: 0, count: 1).as(Fruit.self) == .plum)
        #expect(AxisValue(.category("Kiwi"), index: 0, count: 1).as(Fruit.self) == nil)
    }

    @Test func everyIntegerTypeDecimalAndFloatAreNumbers() throws {
        #expect(Int8(-5).dataValue == .number(-5))
        #expect(UInt64(7).dataValue == .number(7))
        #expect(UInt8(dataValue: .number(300)) == nil)
        #expect(Int32(dataValue: .number(2.5)) == nil)
        #expect(Int16(dataValue: .number(-12)) == -12)
        #expect(Decimal(string: "2.25")!.dataValue == .number(2.25))
        #expect(Decimal(dataValue: .number(0.1)) == Decimal(string: "0.1"))
        #expect(Float(1.5).dataValue == .number(1.5))
        struct Price { var item: String; var amount: Decimal; var units: UInt32 }
        let prices = [Price(item: "Tea", amount: Decimal(string: "3.5")!, units: 4), Price(item: "Cake", amount: 6, units: 1)]
        let chart = Chart(prices, id: \.item) { price in
            BarMark(x: .value("Item", price.item), y: .value("Amount", price.amount))
            PointMark(x: .value("Item", price.item), y: .value("Units", price.units))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(svg.elements("rect", classes: "mark", "bar").compactMap { $0.value("data-y") } == ["3.5", "6"])
        #expect(AxisValue(.number(42), index: 0, count: 1).as(UInt16.self) == 42)
    }

    @Test func numberBinsMakeAHistogramTickedOnItsEdges() throws {
        let weights: [Double] = [2.1, 3.4, 3.9, 4.2, 4.4, 5.0, 5.6, 6.1, 6.3, 7.8, 8.2, 9.9]
        let bins = NumberBins(data: weights, desiredCount: 5)
        #expect(bins.thresholds == [2, 4, 6, 8, 10])
        #expect(bins.count == 4)
        #expect(bins.index(for: 4) == 1 && bins.index(for: 3.99) == 0 && bins.index(for: 10) == 3)
        let groups = Dictionary(grouping: weights, by: bins.index(for:))
        let counts = bins.indices.map { groups[$0]?.count ?? 0 }
        #expect(counts == [3, 4, 3, 2])
        let chart = Chart(bins.indices, id: \.self) { i in
            BarMark(x: .value("Weight", bins[i]), y: .value("Count", counts[i]))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.ticks(svg, "x").map(\.value) == ["2", "4", "6", "8", "10"])
        let bars = Self.bars(svg)
        let ticks = Self.tickPositions(svg)
        #expect(bars.count == 4)
        for (i, bar) in bars.enumerated() {
            // Each bar sits exactly between its bounds' tick lines.
            let lower = ticks[String(Int(bins[i].lowerBound))]!, upper = ticks[String(Int(bins[i].upperBound))]!
            #expect(abs(bar.x - lower) < 0.01 && abs(bar.x + bar.width - upper) < 0.01)
        }
    }

    @Test func numberBinsByWidthCountAndThresholds() {
        #expect(NumberBins(size: 2.5, range: 0.0...10).thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(NumberBins(size: 3.0, range: 1.0...11).thresholds == [1, 4, 7, 10, 13])
        #expect(NumberBins(range: 0.0...1, count: 4).thresholds == [0, 0.25, 0.5, 0.75, 1])
        #expect(NumberBins(range: 0...100, count: 4).thresholds == [0, 25, 50, 75, 100])
        #expect(NumberBins(thresholds: [10, 0, 3]).map { [$0.lowerBound, $0.upperBound] } == [[0, 3], [3, 10]])
        #expect(NumberBins(data: [1, 2, 3, 17, 40], desiredCount: 4).thresholds == [0, 10, 20, 30, 40])
        #expect(NumberBins(size: 0.1, range: 0.0...0.3).thresholds == [0, 0.1, 0.2, 0.3])
    }

    @Test func unevenThresholdsTickOnEveryEdge() throws {
        let bins = NumberBins(thresholds: [0, 1, 3, 7, 15])
        let counts = [5, 8, 4, 1]
        let chart = Chart(bins.indices, id: \.self) { i in
            BarMark(x: .value("Delay (minutes)", bins[i]), y: .value("Flights", counts[i]))
        }
        let svg = try ParsedSVG(try chart.svg())
        #expect(Self.ticks(svg, "x").map(\.value) == ["0", "1", "3", "7", "15"])
        let ticks = Self.tickPositions(svg)
        let bars = Self.bars(svg)
        #expect(abs(bars[2].x - ticks["3"]!) < 0.01 && abs(bars[2].x + bars[2].width - ticks["7"]!) < 0.01)
        // The JSON form is the same chart: a start and an end column.
        let spec = chart.spec
        #expect(spec.marks[0].xStart?.field == "Delay (minutes)" && spec.marks[0].xEnd != nil)
        #expect(try Chart(spec: ChartSpec.decode(spec.encoded())).svg() == chart.svg())
    }

    @Test func dateBinsByMonthSpanTheirMonths() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.date(from: DateComponents(year: 2024, month: 1, day: 15))!
        let end = utc.date(from: DateComponents(year: 2024, month: 4, day: 2))!
        let bins = DateBins(unit: .month, range: start...end, calendar: utc)
        #expect(bins.thresholds.map { ISO8601DateFormatter().string(from: $0) }
                == ["2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-05-01T00:00:00Z"])
        #expect(bins.index(for: utc.date(from: DateComponents(year: 2024, month: 2, day: 29))!) == 1)
        let hours = DateBins(timeInterval: 3600, range: start...start.addingTimeInterval(7200))
        #expect(hours.thresholds.map { $0.timeIntervalSince(start) } == [0, 3600, 7200])
        let orders = [12, 30, 18, 4]
        let chart = Chart(bins.indices, id: \.self) { i in
            BarMark(x: .value("Month", bins[i]), y: .value("Orders", orders[i]))
        }
        let bars = Self.bars(try ParsedSVG(try chart.svg()))
        #expect(bars.count == 4)
        // February (29 days) is narrower than January and March (31 days), by 2/31.
        #expect(abs(bars[1].width / bars[0].width - 29.0 / 31) < 0.001)
        #expect(abs(bars[0].x + bars[0].width - bars[1].x) < 0.01)
    }
}
