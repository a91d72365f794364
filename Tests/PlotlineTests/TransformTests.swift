import Foundation
import Testing
@testable import Plotline

/// The transform plan (`Transform`, `TransformEngine`): exact values out of each step, the same plan from
/// JSON, and through a spec to the descriptor.
@Suite struct TransformTests {
    /// Rows shaped like Seattle weather (date,precipitation,temp_max,temp_min,wind,weather).
    static let weatherCSV = """
        date,precipitation,temp_max,temp_min,wind,weather
        2012-01-01,0.0,12.8,5.0,4.7,drizzle
        2012-01-02,10.9,10.6,2.8,4.5,rain
        2012-01-03,0.8,11.7,7.2,2.3,rain
        2012-02-01,2.5,8.9,2.8,2.4,sun
        2012-02-02,0.0,12.8,6.1,1.4,sun
        2012-03-15,27.7,15.0,7.2,5.1,rain
        2013-01-05,4.1,9.4,3.3,1.0,fog
        2013-01-06,,8.3,1.1,2.0,sun

        """

    static func table(_ csv: String) throws -> DataTable {
        try CSVReader.read(from: InputSource(bytes: Array(csv.utf8), name: "fixture", limits: .standard),
                           types: [:], timeZone: .gmt)
    }

    static func numbers(_ table: DataTable, _ name: String) throws -> [Double] {
        switch try table.column(named: name).values {
        case .numbers(let v), .dates(let v): return v
        case .categories: Issue.record("\(name) holds categories"); return []
        }
    }

    static func categories(_ table: DataTable, _ name: String) throws -> [String?] {
        guard case .categories(let v) = try table.column(named: name).values else { return [] }
        return v
    }

    static func day(_ text: String) -> Double { ISODate.parse(text)! }

    // MARK: aggregate

    @Test func sumOfPrecipitationByMonthOfEachYear() throws {
        let out = try Self.table(Self.weatherCSV).transformed(by: [
            .aggregate([AggregateMeasure(.sum, "precipitation"), AggregateMeasure(.count)],
                       groupBy: [GroupField("date", timeUnit: .month)]),
        ])
        #expect(out.columnNames == ["date", "precipitation", "count"])
        #expect(try Self.numbers(out, "date") == ["2012-01-01", "2012-02-01", "2012-03-01", "2013-01-01"].map(Self.day))
        #expect(try Self.numbers(out, "precipitation") == [0.0 + 10.9 + 0.8, 2.5 + 0.0, 27.7, 4.1])
        #expect(try Self.numbers(out, "count") == [3, 2, 1, 2])
        #expect(try out.column(named: "date").type == .date)
    }

    @Test func monthOfYearGroupsJanuariesTogetherByName() throws {
        let out = try Self.table(Self.weatherCSV).transformed(by: [
            .aggregate([AggregateMeasure(.sum, "precipitation", as: "total")],
                       groupBy: [GroupField("date", timeUnit: .monthOfYear, as: "month")]),
        ])
        #expect(try Self.categories(out, "month") == ["Jan", "Feb", "Mar"])
        #expect(try Self.numbers(out, "total") == [15.8, 2.5, 27.7])
    }

    @Test func groupsByCategoryInOrderOfFirstAppearance() throws {
        let out = try Self.table(Self.weatherCSV).transformed(by: [
            .aggregate([AggregateMeasure(.count), AggregateMeasure(.mean, "temp_max")], groupBy: [GroupField("weather")]),
        ])
        #expect(try Self.categories(out, "weather") == ["drizzle", "rain", "sun", "fog"])
        #expect(try Self.numbers(out, "count") == [1, 3, 3, 1])
        let means = try Self.numbers(out, "temp_max")
        #expect(abs(means[1] - (10.6 + 11.7 + 15.0) / 3) < 1e-12)
    }

    @Test func quartilesMedianExtremesAndDeviation() throws {
        let table = try DataTable(columns: [Column(name: "v", values: .numbers([8, 1, 7, 2, 6, 3, 5, 4, .nan]))])
        let ops: [AggregateOp] = [.q1, .median, .q3, .min, .max, .stdev, .variance, .mean, .sum, .valid, .missing,
                                  .distinct, .meanMinusStdev, .meanPlusStdev]
        let out = try table.transformed(by: [.aggregate(ops.map { AggregateMeasure($0, "v", as: $0.rawValue) })])
        func value(_ op: AggregateOp) throws -> Double { try Self.numbers(out, op.rawValue)[0] }
        #expect(try value(.q1) == 2.75)
        #expect(try value(.median) == 4.5)
        #expect(try value(.q3) == 6.25)
        #expect(try value(.min) == 1)
        #expect(try value(.max) == 8)
        #expect(try value(.variance) == 6)
        #expect(try abs(value(.stdev) - 6.0.squareRoot()) < 1e-12)
        #expect(try value(.mean) == 4.5)
        #expect(try value(.sum) == 36)
        #expect(try value(.valid) == 8)
        #expect(try value(.missing) == 1)
        #expect(try value(.distinct) == 8)
        #expect(try abs(value(.meanMinusStdev) - (4.5 - 6.0.squareRoot())) < 1e-12)
        #expect(try abs(value(.meanPlusStdev) - (4.5 + 6.0.squareRoot())) < 1e-12)
    }

    @Test func timeUnitsFollowTheChartsTimeZone() throws {
        // 03:00 UTC on 1 March is 22:00 on 29 February in New York.
        let table = try DataTable(columns: [Column(name: "t", values: .dates([Self.day("2024-03-01T03:00:00Z")]))])
        let zone = TimeZone(identifier: "America/New_York")!
        let plan: [Transform] = [.aggregate([AggregateMeasure(.count)], groupBy: [GroupField("t", timeUnit: .month)])]
        let local = try table.transformed(by: plan, timeZone: zone)
        #expect(try Self.numbers(local, "t") == [Self.day("2024-02-01T05:00:00Z")])
        let utc = try table.transformed(by: plan)
        #expect(try Self.numbers(utc, "t") == [Self.day("2024-03-01")])
        let hours = try table.transformed(by: [.aggregate([AggregateMeasure(.count)], groupBy: [GroupField("t", timeUnit: .hourOfDay)])],
                                          timeZone: zone)
        #expect(try Self.numbers(hours, "t") == [22])
        let weekday = try table.transformed(by: [.aggregate([AggregateMeasure(.count)], groupBy: [GroupField("t", timeUnit: .dayOfWeek)])],
                                            timeZone: zone)
        #expect(try Self.categories(weekday, "t") == ["Thu"])
    }

    @Test func weeksStartOnTheLocalesFirstDay() throws {
        // Wednesday 2024-01-10: the week from Sunday 7 January (en-US), from Monday 8 January (tr-TR).
        let table = try DataTable(columns: [Column(name: "t", values: .dates([Self.day("2024-01-10")]))])
        let plan: [Transform] = [.aggregate([AggregateMeasure(.count)], groupBy: [GroupField("t", timeUnit: .week)])]
        #expect(try Self.numbers(table.transformed(by: plan, locale: Locale(identifier: "en_US")), "t") == [Self.day("2024-01-07")])
        #expect(try Self.numbers(table.transformed(by: plan, locale: Locale(identifier: "tr_TR")), "t") == [Self.day("2024-01-08")])
    }

    // MARK: bin

    @Test func niceBinsHaveEdgesAtMultiplesOfTheStepAndCountEveryValue() throws {
        let table = try DataTable(columns: [Column(name: "mpg", values: .numbers([9, 10, 14.9, 15, 20, 46.6, .nan]))])
        let out = try table.transformed(by: [
            .bin(BinTransform(field: "mpg")),
            .aggregate([AggregateMeasure(.count)], groupBy: [GroupField("mpg_start"), GroupField("mpg_end")]),
        ])
        // Every bin from the first to the last, the empty ones counted 0 (as pandas counts a cut).
        #expect(try Self.numbers(out, "mpg_start") == [5, 10, 15, 20, 25, 30, 35, 40, 45])
        #expect(try Self.numbers(out, "mpg_end") == [10, 15, 20, 25, 30, 35, 40, 45, 50])
        #expect(try Self.numbers(out, "count") == [1, 2, 1, 1, 0, 0, 0, 0, 1])
        // A mean has no value for an empty bin: its groups stay as they are.
        let means = try table.transformed(by: [
            .bin(BinTransform(field: "mpg")),
            .aggregate([AggregateMeasure(.mean, "mpg")], groupBy: [GroupField("mpg_start"), GroupField("mpg_end")]),
        ])
        #expect(try Self.numbers(means, "mpg_start") == [5, 10, 15, 20, 45])
    }

    @Test func binsOfAGivenStepOrCountAndTheLargestValueInTheLastBin() throws {
        let table = try DataTable(columns: [Column(name: "v", values: .numbers([0, 0.1, 0.25, 0.3, 1]))])
        let stepped = try table.transformed(by: [.bin(BinTransform(field: "v", step: 0.1))])
        #expect(try Self.numbers(stepped, "v_start") == [0, 0.1, 0.2, 0.3, 0.9])
        #expect(try Self.numbers(stepped, "v_end") == [0.1, 0.2, 0.3, 0.4, 1])
        let counted = try table.transformed(by: [.bin(BinTransform(field: "v", count: 4, as: ["lo", "hi"]))])
        #expect(try Self.numbers(counted, "lo") == [0, 0, 0.25, 0.25, 0.75])
        #expect(try Self.numbers(counted, "hi") == [0.25, 0.25, 0.5, 0.5, 1])
    }

    // MARK: filter, fold, window, sort, top

    @Test func filtersByEqualityListRangeBoundsAndValidity() throws {
        let table = try Self.table(Self.weatherCSV)
        func count(_ filter: FilterTransform) throws -> Int { try table.transformed(by: [.filter(filter)]).rowCount }
        #expect(try count(FilterTransform(field: "weather", equal: .string("rain"))) == 3)
        #expect(try count(FilterTransform(field: "weather", notEqual: .string("rain"))) == 5)
        #expect(try count(FilterTransform(field: "weather", oneOf: [.string("fog"), .string("drizzle")])) == 2)
        #expect(try count(FilterTransform(field: "precipitation", range: [.number(0.8), .number(10.9)])) == 4)
        #expect(try count(FilterTransform(field: "precipitation", gt: .number(0.8))) == 4)
        #expect(try count(FilterTransform(field: "precipitation", gte: .number(0.8))) == 5)
        #expect(try count(FilterTransform(field: "precipitation", lt: .number(0.8))) == 2)
        #expect(try count(FilterTransform(field: "precipitation", valid: false)) == 1)
        #expect(try count(FilterTransform(field: "date", range: [.string("2012-02-01"), .string("2012-03-31")])) == 3)
    }

    @Test func foldMakesOneRowPerColumnWithKeyAndValue() throws {
        let table = try Self.table("month,a,b,c\n2024-01-01,1,2,3\n2024-02-01,4,5,6\n")
        let out = try table.transformed(by: [.fold(FoldTransform(fields: ["a", "b", "c"], as: ["sector", "jobs"]))])
        #expect(out.columnNames == ["month", "sector", "jobs"])
        #expect(try Self.categories(out, "sector") == ["a", "b", "c", "a", "b", "c"])
        #expect(try Self.numbers(out, "jobs") == [1, 2, 3, 4, 5, 6])
        #expect(try Self.numbers(out, "month") == [0, 0, 0, 1, 1, 1].map { $0 == 0 ? Self.day("2024-01-01") : Self.day("2024-02-01") })
    }

    /// Labels name the keys ("retail trade" for retail_trade); one per field, or a one-line error.
    @Test func foldLabelsNameTheKeys() throws {
        let table = try Self.table("month,retail_trade,government\n2024-01-01,1,2\n")
        let out = try table.transformed(by: [.fold(FoldTransform(fields: ["retail_trade", "government"],
                                                                 labels: ["retail trade", "government"]))])
        #expect(try Self.categories(out, "key") == ["retail trade", "government"])
        let decoded = try JSONDecoder().decode(FoldTransform.self, from: Data(#"{"fields": ["a", "b"], "labels": ["A"]}"#.utf8))
        #expect(decoded.labels == ["A"])
        #expect(throws: PlotlineError.self) {
            try table.transformed(by: [.fold(FoldTransform(fields: ["retail_trade", "government"], labels: ["one"]))])
        }
    }

    @Test func windowRunningSumAndMovingMeanPerGroupInSortedOrder() throws {
        let table = try Self.table("t,g,v\n3,a,30\n1,a,10\n2,a,20\n1,b,5\n2,b,7\n")
        let out = try table.transformed(by: [
            .window(WindowTransform(.sum, field: "v", as: "running", groupBy: ["g"], sortBy: "t")),
            .window(WindowTransform(.mean, field: "v", as: "moving", frame: [-1, 0], groupBy: ["g"], sortBy: "t")),
        ])
        #expect(try Self.numbers(out, "running") == [60, 10, 30, 5, 12])
        #expect(try Self.numbers(out, "moving") == [25, 10, 15, 5, 6])
    }

    @Test func sortIsStableAndPutsMissingValuesLast() throws {
        let table = try Self.table(Self.weatherCSV)
        let out = try table.transformed(by: [.sort(SortTransform([SortKey("precipitation", order: .descending)]))])
        #expect(try Self.numbers(out, "precipitation").prefix(7) == [27.7, 10.9, 4.1, 2.5, 0.8, 0, 0])
        #expect(try Self.numbers(out, "precipitation")[7].isNaN)
        // The two zeros keep their order: 1 January before 2 February.
        #expect(try Self.numbers(out, "date")[5...6] == [Self.day("2012-01-01"), Self.day("2012-02-02")])
    }

    @Test func topKeepsTheLargestAndSumsTheRestAsOther() throws {
        let table = try Self.table("source,mwh\ncoal,50\ngas,30\nwind,15\nsolar,4\ncoal,10\nhydro,1\n")
        let out = try table.transformed(by: [.top(TopTransform(field: "mwh", by: "source", n: 2))])
        #expect(try Self.categories(out, "source") == ["coal", "gas", "Other"])
        #expect(try Self.numbers(out, "mwh") == [60, 30, 20])
    }

    // MARK: errors

    @Test func anUnknownFieldNamesItsPathAndTheColumns() throws {
        let table = try Self.table(Self.weatherCSV)
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[1].aggregate.measures[0].field",
            reason: "column 'precip' not found; columns are: date, precipitation, temp_max, temp_min, wind, weather")) {
            _ = try TransformEngine.apply([.filter(FilterTransform(field: "weather", valid: true)),
                                           .aggregate([AggregateMeasure(.sum, "precip")])], to: table)
        }
    }

    @Test func aWrongTypeIsOneLineSayingWhatItHolds() throws {
        let table = try Self.table(Self.weatherCSV)
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0].aggregate.measures[0].op",
            reason: "cannot take the sum of 'weather': it holds categories; use count, valid, missing or distinct")) {
            _ = try table.transformed(by: [.aggregate([AggregateMeasure(.sum, "weather")])])
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0].aggregate.groupBy[0].timeUnit",
            reason: "'weather' holds category values; a time unit groups dates")) {
            _ = try table.transformed(by: [.aggregate([AggregateMeasure(.count)], groupBy: [GroupField("weather", timeUnit: .month)])])
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0].bin.field",
            reason: "cannot bin 'weather': it holds category values, not numbers")) {
            _ = try table.transformed(by: [.bin(BinTransform(field: "weather"))])
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0].filter",
            reason: "a filter takes one test; it has equal, gt (use one filter for each)")) {
            _ = try table.transformed(by: [.filter(FilterTransform(field: "wind", equal: .number(1), gt: .number(2)))])
        }
    }

    // MARK: JSON

    @Test func aPlanReadsFromJSONAndWritesBackTheSame() throws {
        let json = #"""
        {"data": {"values": [{"d": "2024-01-05", "v": 1}]},
         "transform": [
           {"filter": {"field": "v", "gte": 0}},
           {"aggregate": {"groupBy": [{"field": "d", "timeUnit": "monthOfYear", "as": "m"}],
                          "measures": [{"op": "sum", "field": "v"}]}},
           {"sort": [{"field": "v", "order": "descending"}]}
         ],
         "marks": [{"type": "bar", "x": {"field": "m"}, "y": {"field": "v"}}]}
        """#
        let spec = try ChartSpec.decode(Data(json.utf8))
        #expect(spec.transform == [
            .filter(FilterTransform(field: "v", gte: .number(0))),
            .aggregate([AggregateMeasure(.sum, "v")], groupBy: [GroupField("d", timeUnit: .monthOfYear, as: "m")]),
            .sort(SortTransform([SortKey("v", order: .descending)])),
        ])
        #expect(try ChartSpec.decode(spec.encoded()) == spec)
        let d = try Chart(spec: spec).resolve().accessibility.descriptor
        #expect(d.series[0].dataPoints.map(\.x) == [.category("Jan")])
        #expect(d.series[0].dataPoints.map(\.y) == [1])
    }

    @Test func anUnknownTransformIsNamedWithTheOnesThereAre() {
        let json = #"{"transform": [{"pivot": {}}], "marks": []}"#
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0]",
            reason: "unknown transform 'pivot'; use one of: filter, aggregate, bin, fold, window, sort, top")) {
            _ = try ChartSpec.decode(Data(json.utf8))
        }
    }
}

/// Plans at the edges of what numbers can say: one line, never a trap.
@Suite struct TransformEdgeTests {
    @Test func binsOverTheWholeRangeOfDoublesAreAnErrorNotATrap() throws {
        let table = try DataTable(columns: [Column(name: "v", values: .numbers([-1e308, 1e308]))])
        #expect(throws: PlotlineError.invalidSpec(path: "$.transform[0].bin.field",
            reason: "the values of 'v' span too wide a range to bin (-1e+308 to 1e+308)")) {
            _ = try table.transformed(by: [.bin(BinTransform(field: "v", count: 4))])
        }
    }

    @Test func windowFramesOfAnySizeStopAtThePartitionsEdges() throws {
        let table = try DataTable(columns: [Column(name: "v", values: .numbers([1, 2, 3]))])
        let out = try table.transformed(by: [
            .window(WindowTransform(.sum, field: "v", as: "all", frame: [Int.min, Int.max])),
            .window(WindowTransform(.sum, field: "v", as: "ahead", frame: [Int.max - 1, Int.max])),
        ])
        #expect(try TransformTests.numbers(out, "all") == [6, 6, 6])
        #expect(try TransformTests.numbers(out, "ahead").allSatisfy(\.isNaN))
    }

    @Test func aBinsStartFieldReplacedByHugeNumbersGroupsWithoutATrap() throws {
        let table = try DataTable(columns: [Column(name: "v", values: .numbers([1, 2, 3]))])
        let out = try table.transformed(by: [
            .bin(BinTransform(field: "v")),
            .window(WindowTransform(.sum, field: "v", as: "v_start", frame: [nil, nil])),
            .aggregate([AggregateMeasure(.count)], groupBy: [GroupField("v_start")]),
        ])
        #expect(out.rowCount >= 1)
    }
}
