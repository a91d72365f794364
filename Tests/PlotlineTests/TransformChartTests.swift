import Foundation
import Testing
@testable import Plotline

/// Charts whose data goes through a plan: a histogram, error bars and a band, series from a fold, one
/// stock of five, bars in order of value, and the Swift API's `chartTransform`.
@Suite struct TransformChartTests {
    static func resolve(_ spec: ChartSpec) throws -> ResolvedChart { try Chart(spec: spec).resolve() }

    static func number(_ value: DataValue?) -> Double? {
        if case .number(let v)? = value { return v }
        return nil
    }

    static let stocks = """
        symbol,date,price
        MSFT,2000-01-01,39.81
        MSFT,2000-02-01,36.35
        AMZN,2000-01-01,64.56
        AMZN,2000-02-01,68.87
        IBM,2000-01-01,100.52
        IBM,2000-02-01,92.11
        MSFT,2000-03-01,43.22

        """

    @Test func aHistogramsBarsTouchOnTheBinEdgesWithTicksThere() throws {
        let mpg: [Double] = [9, 10, 14.9, 15, 20, 21, 22, 31, 46.6]
        var spec = ChartSpec(data: .table(try DataTable(columns: [Column(name: "mpg", values: .numbers(mpg))])),
                             marks: [MarkSpec(type: .bar, channels: [.xStart: EncodingSpec(field: "mpg_start"),
                                                                     .xEnd: EncodingSpec(field: "mpg_end"),
                                                                     .y: EncodingSpec(field: "count")])])
        spec.transform = [.bin(BinTransform(field: "mpg")),
                          .aggregate([AggregateMeasure(.count)], groupBy: [GroupField("mpg_start"), GroupField("mpg_end")])]
        let chart = try Self.resolve(spec)
        let marks = chart.layers[0].marks
        #expect(chart.layers[0].isHorizontal == false)
        // Bins 5-10, 10-15, 15-20, 20-25, 30-35 and 45-50, and the empty bins between them as 0.
        #expect(marks.map { Self.number($0.yValue) } == [1, 2, 1, 3, 0, 1, 0, 0, 1])
        // Adjacent bins share an edge: no gap between their bars.
        #expect(abs(marks[0].x1 - marks[1].x0) < 1e-12)
        #expect(abs(marks[3].x1 - chart.x.scale.position(25)) < 1e-12)
        #expect(abs(marks[0].x0 - chart.x.scale.position(5)) < 1e-12)
        // Ticks on bin edges (multiples of the width, 5), every one or every other.
        let ticks = chart.x.ticks.map(\.value)
        #expect(!ticks.isEmpty)
        #expect(ticks.allSatisfy { $0.truncatingRemainder(dividingBy: 5) == 0 })
        #expect(chart.y.scale.domain.lowerBound == 0)
    }

    @Test func errorBarsAndABandOfMeanPlusMinusOneDeviation() throws {
        let csv = "g,v\na,1\na,3\nb,10\nb,14\nb,12\n"
        let table = try CSVReader.read(from: InputSource(bytes: Array(csv.utf8), name: "t", limits: .standard),
                                       types: [:], timeZone: .gmt)
        var spec = ChartSpec(data: .table(table), marks: [
            MarkSpec(type: .rule, channels: [.x: EncodingSpec(field: "g"), .yStart: EncodingSpec(field: "low"),
                                             .yEnd: EncodingSpec(field: "high")]),
            MarkSpec(type: .point, channels: [.x: EncodingSpec(field: "g"), .y: EncodingSpec(field: "mean")]),
        ])
        spec.transform = [.aggregate([AggregateMeasure(.mean, "v", as: "mean"), AggregateMeasure(.meanMinusStdev, "v", as: "low"),
                                      AggregateMeasure(.meanPlusStdev, "v", as: "high")], groupBy: [GroupField("g")])]
        let chart = try Self.resolve(spec)
        let rules = chart.layers[0].marks
        // a: mean 2, deviation √2; b: mean 12, deviation 2.
        #expect(rules.count == 2)
        let y = chart.y.scale
        #expect(abs(min(rules[0].y0, rules[0].y1) - y.position(2 - 2.0.squareRoot())) < 1e-9)
        #expect(abs(max(rules[0].y0, rules[0].y1) - y.position(2 + 2.0.squareRoot())) < 1e-9)
        #expect(abs(min(rules[1].y0, rules[1].y1) - y.position(10)) < 1e-9)
        #expect(abs(max(rules[1].y0, rules[1].y1) - y.position(14)) < 1e-9)
        #expect(chart.layers[1].marks.map { Self.number($0.yValue) } == [2, 12])

        // The same ends as an area band over dates.
        let days = "d,v\n2024-01-01,1\n2024-01-01,3\n2024-01-02,10\n2024-01-02,14\n"
        var band = ChartSpec(data: .table(try CSVReader.read(from: InputSource(bytes: Array(days.utf8), name: "t", limits: .standard),
                                                             types: [:], timeZone: .gmt)),
                             marks: [MarkSpec(type: .area, channels: [.x: EncodingSpec(field: "d"), .yStart: EncodingSpec(field: "low"),
                                                                      .yEnd: EncodingSpec(field: "high")])])
        band.transform = [.aggregate([AggregateMeasure(.meanMinusStdev, "v", as: "low"), AggregateMeasure(.meanPlusStdev, "v", as: "high")],
                                     groupBy: [GroupField("d", timeUnit: .day)])]
        let area = try Self.resolve(band).layers[0].marks
        #expect(area.count == 2)
        #expect(abs(max(area[1].y0, area[1].y1) - min(area[1].y0, area[1].y1)) > 0)
    }

    @Test func aFoldMakesThreeSeriesWithALegend() throws {
        let csv = "month,manufacturing,retail,government\n2024-01-01,1,2,3\n2024-02-01,4,5,6\n"
        let table = try CSVReader.read(from: InputSource(bytes: Array(csv.utf8), name: "t", limits: .standard),
                                       types: [:], timeZone: .gmt)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "month"), .y: EncodingSpec(field: "jobs"), .color: EncodingSpec(field: "sector")])])
        spec.transform = [.fold(FoldTransform(fields: ["manufacturing", "retail", "government"], as: ["sector", "jobs"]))]
        let chart = try Self.resolve(spec)
        #expect(chart.series.map(\.name) == ["manufacturing", "retail", "government"])
        #expect(chart.legend.isShown)
        let d = chart.accessibility.descriptor
        #expect(d.series.map { $0.dataPoints.map(\.y) } == [[1, 4], [2, 5], [3, 6]])
    }

    @Test func aFilterKeepsOneStockOfThree() throws {
        let table = try CSVReader.read(from: InputSource(bytes: Array(Self.stocks.utf8), name: "t", limits: .standard),
                                       types: [:], timeZone: .gmt)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "date"), .y: EncodingSpec(field: "price")])])
        spec.transform = [.filter(FilterTransform(field: "symbol", equal: .string("MSFT")))]
        let d = try Self.resolve(spec).accessibility.descriptor
        #expect(d.series.count == 1)
        #expect(d.series[0].dataPoints.map(\.y) == [39.81, 36.35, 43.22])
    }

    @Test func barsFollowTheSortOfTheirRows() throws {
        let table = try CSVReader.read(from: InputSource(bytes: Array(Self.stocks.utf8), name: "t", limits: .standard),
                                       types: [:], timeZone: .gmt)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .bar, channels: [
            .x: EncodingSpec(field: "symbol"), .y: EncodingSpec(field: "price")])])
        spec.transform = [.aggregate([AggregateMeasure(.mean, "price")], groupBy: [GroupField("symbol")]),
                          .sort(SortTransform([SortKey("price", order: .descending)]))]
        let chart = try Self.resolve(spec)
        #expect(chart.x.scale.categories == ["IBM", "AMZN", "MSFT"])
        spec.transform![1] = .sort(SortTransform([SortKey("price")]))
        #expect(try Self.resolve(spec).x.scale.categories == ["MSFT", "AMZN", "IBM"])
    }

    @Test func theSwiftAPIRunsAPlanOnEveryLayersRows() throws {
        struct Day { let date: String; let weather: String }
        let days = [Day(date: "1", weather: "rain"), Day(date: "2", weather: "sun"), Day(date: "3", weather: "rain")]
        let chart = Chart(days) { day in
            BarMark(x: .value("Weather", day.weather), y: .value("Days", 1))
        }
        .chartTransform([.aggregate([AggregateMeasure(.sum, "Days")], groupBy: [GroupField("Weather")])])
        let d = try chart.resolve().accessibility.descriptor
        #expect(d.series[0].dataPoints.map(\.x) == [.category("rain"), .category("sun")])
        #expect(d.series[0].dataPoints.map(\.y) == [2, 1])
    }

    @Test func aPlanThatLeavesNoRowsSaysSo() throws {
        let table = try CSVReader.read(from: InputSource(bytes: Array(Self.stocks.utf8), name: "t", limits: .standard),
                                       types: [:], timeZone: .gmt)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "date"), .y: EncodingSpec(field: "price")])])
        spec.transform = [.filter(FilterTransform(field: "symbol", equal: .string("GOOG")))]
        #expect(throws: PlotlineError.emptyData(source: "the data of mark 0 after its transforms")) { _ = try Self.resolve(spec) }
    }
}
