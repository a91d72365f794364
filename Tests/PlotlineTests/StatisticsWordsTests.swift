import Foundation
import Testing
@testable import Plotline

/// The facts the words state come from one statistics pass per series (`SeriesStatistics`): ties counted by
/// mark, both edges of a band, years written as years in the proleptic Gregorian calendar, dates at their
/// data's granularity, and a scatter colored by a number still described by its values. Each case is one of
/// the kinds of wrong words found on public data (vega_datasets), in English, Korean and Turkish.
@Suite struct StatisticsWordsTests {
    func resolve(_ csv: String, marks: [MarkSpec], locale: String = "en-US") throws -> ResolvedChart {
        let table = try CSVReader.read(csv, source: "t.csv")
        return try ChartResolver.resolve(ChartSpec(data: .table(table), marks: marks, locale: locale))
    }

    func mark(_ type: MarkType, _ channels: [Channel: String], types: [Channel: ColumnType] = [:],
              units: [Channel: TimeUnit] = [:]) -> MarkSpec {
        MarkSpec(type: type, channels: channels.mapValues { EncodingSpec(field: $0) }.reduce(into: [:]) { result, pair in
            var encoding = pair.value
            encoding.type = types[pair.key]
            encoding.unit = units[pair.key]
            result[pair.key] = encoding
        })
    }

    // MARK: Ties are counted by mark

    @Test func tiesAreCountedByRowNotByPlace() throws {
        // Seven flowers share the lowest petal width, at five different sepal lengths (iris' versicolor).
        let rows = [(4.9, 1.0), (5.0, 1.0), (5.0, 1.0), (5.2, 1.3), (5.7, 1.0), (6.0, 1.0), (6.0, 1.0), (5.5, 1.0), (6.1, 1.4), (6.3, 1.8)]
        let csv = "sepal,petal\n" + rows.map { "\($0.0),\($0.1)" }.joined(separator: "\n")
        let chart = try resolve(csv, marks: [mark(.point, [.x: "sepal", .y: "petal"])])
        #expect(chart.accessibility.summary.hasPrefix("The lowest value is 1.0 (7 times, first 4.9, last 6.0). The highest is 1.8 (6.3)."))
        let ko = try resolve(csv, marks: [mark(.point, [.x: "sepal", .y: "petal"])], locale: "ko-KR")
        #expect(ko.accessibility.summary.hasPrefix("가장 낮은 값은 1.0(7번, 처음 4.9, 마지막 6.0)입니다. 가장 높은 값은 1.8(6.3)입니다."))
        let tr = try resolve(csv, marks: [mark(.point, [.x: "sepal", .y: "petal"])], locale: "tr-TR")
        #expect(tr.accessibility.summary.hasPrefix("En düşük değer 1,0 (7 kez, ilki 4,9, sonuncusu 6,0). En yüksek değer 1,8 (6,3)."))
    }

    @Test func tiesAtOnePlaceSayHowMany() throws {
        let csv = "x,y\n1,5\n2,3\n2,3\n2,3\n3,4"
        let chart = try resolve(csv, marks: [mark(.point, [.x: "x", .y: "y"])])
        #expect(chart.accessibility.summary.hasPrefix("The lowest value is 3 (3 times, at 2). The highest is 5 (1)."))
    }

    @Test func dailyValuesInMonthBarsAreCountedByDay() throws {
        // Days in month-wide stacked bars (seattle-weather's precipitation by month): 5 days of 0 in 2 months.
        let csv = "date,rain\n2012-01-01,0\n2012-01-02,0\n2012-01-03,4.5\n2012-02-01,0\n2012-02-02,0\n2012-02-03,0\n2012-02-04,2.0"
        let chart = try resolve(csv, marks: [mark(.bar, [.x: "date", .y: "rain"], units: [.x: .month])])
        #expect(chart.accessibility.summary.contains("The lowest value is 0.0 (5 times, first January 2012, last February 2012)"))
        #expect(chart.accessibility.summary.contains("The highest is 4.5 (January 2012)"))
    }

    @Test func consecutiveTiesAreARun() throws {
        let csv = "day,v\n2024-01-01,2\n2024-01-02,9\n2024-01-03,9\n2024-01-04,9\n2024-01-05,1"
        let chart = try resolve(csv, marks: [mark(.line, [.x: "day", .y: "v"])])
        #expect(chart.accessibility.summary.hasPrefix("The lowest value is 1 (January 5). The highest is 9 (from January 2 to January 4)."))
    }

    /// LA riots' deaths per day (vega_datasets la-riots): the days with deaths follow one another as bars, but
    /// the five days holding the lowest, 1, are months apart. A run needs the data's step (a day here); these
    /// are counted, as any tie of places apart is.
    @Test func tiesMonthsApartAreNotARun() throws {
        let csv = "day,deaths\n1992-04-29,8\n1992-04-30,28\n1992-05-01,11\n1992-05-20,1\n1992-06-08,1\n1992-08-21,1"
            + "\n1993-02-02,1\n1993-11-24,1"
        let bars = [mark(.bar, [.x: "day", .y: "deaths"], units: [.x: .day])]
        #expect(try resolve(csv, marks: bars).accessibility.summary.hasPrefix(
            "The lowest value is 1 (5 times, first May 20, 1992, last November 24, 1993). The highest is 28 (April 30, 1992)."))
        #expect(try resolve(csv, marks: bars, locale: "ko-KR").accessibility.summary.hasPrefix(
            "가장 낮은 값은 1(5번, 처음 1992년 5월 20일, 마지막 1993년 11월 24일)입니다. 가장 높은 값은 28(1992년 4월 30일)입니다."))
        #expect(try resolve(csv, marks: bars, locale: "tr-TR").accessibility.summary.hasPrefix(
            "En düşük değer 1 (5 kez, ilki 20 Mayıs 1992, sonuncusu 24 Kasım 1993). En yüksek değer 28 (30 Nisan 1992)."))
        // Two days apart, with no row between: not a run either (the data's step is a day).
        let two = "day,deaths\n1992-04-29,8\n1992-04-30,3\n1992-05-02,3\n1992-05-03,5"
        #expect(try resolve(two, marks: bars).accessibility.summary.hasPrefix(
            "The lowest value is 3 (April 30 and May 2)."))
    }

    /// The data's step is at least its narrowest: weekly dates written as days are a week apart, so three
    /// weeks holding a value are a run; months are a run month by month, whatever their length.
    @Test func aRunIsOneStepOfTheDataAtATime() throws {
        let weekly = "day,v\n2024-01-01,5\n2024-01-08,2\n2024-01-15,2\n2024-01-22,2\n2024-01-29,7"
        #expect(try resolve(weekly, marks: [mark(.line, [.x: "day", .y: "v"])]).accessibility.summary.hasPrefix(
            "The lowest value is 2 (from January 8 to January 22). The highest is 7 (January 29)."))
        let monthly = "month,v\n2024-01-01,5\n2024-02-01,2\n2024-03-01,2\n2024-04-01,2\n2024-06-01,2\n2024-07-01,7"
        #expect(try resolve(monthly, marks: [mark(.line, [.x: "month", .y: "v"])]).accessibility.summary.hasPrefix(
            "The lowest value is 2 (4 times, first February 2024, last June 2024)."))
        let runOfMonths = "month,v\n2024-01-01,5\n2024-02-01,2\n2024-03-01,2\n2024-04-01,2\n2024-05-01,7"
        #expect(try resolve(runOfMonths, marks: [mark(.line, [.x: "month", .y: "v"])]).accessibility.summary.hasPrefix(
            "The lowest value is 2 (from February 2024 to April 2024)."))
        // Numbers: the narrowest step between two marks (1); 3 and 5 follow one another but 4 is not there.
        let numbers = "x,y\n1,9\n2,4\n3,1\n5,1\n6,8"
        #expect(try resolve(numbers, marks: [mark(.line, [.x: "x", .y: "y"])]).accessibility.summary.hasPrefix(
            "The lowest value is 1 (3 and 5). The highest is 9 (1)."))
        let run = "x,y\n1,9\n2,4\n3,1\n4,1\n6,8"
        #expect(try resolve(run, marks: [mark(.line, [.x: "x", .y: "y"])]).accessibility.summary.hasPrefix(
            "The lowest value is 1 (from 3 to 4). The highest is 9 (1)."))
        // Read from the highest x down on a reversed axis: the same steps, the same run.
        var reversed = ChartSpec(data: .table(try CSVReader.read(run, source: "t.csv")), marks: [mark(.line, [.x: "x", .y: "y"])])
        reversed.xScale = ScaleSpec(reversed: true)
        #expect(try ChartResolver.resolve(reversed).accessibility.summary.contains("The lowest value is 1 (from "))
    }

    // MARK: A band has two edges

    @Test func aBandIsDescribedByBothEdges() throws {
        let csv = "date,temp_min,temp_max\n2012-01-01,5.0,12.8\n2012-01-02,-7.1,10.6\n2012-01-03,7.2,35.6\n2012-01-04,-2.1,5.6"
        let band = mark(.area, [.x: "date", .yStart: "temp_min", .yEnd: "temp_max"])
        let en = try resolve(csv, marks: [band]).accessibility
        #expect(en.overview.contains("Y axis: temp min, temp max, "))
        #expect(en.summary == "The lowest value is -7.1 (January 2). The highest is 35.6 (January 3). "
                + "From January 1 to January 4: 5.0 to 12.8 first, -2.1 to 5.6 last.")
        let ko = try resolve(csv, marks: [band], locale: "ko-KR").accessibility
        #expect(ko.summary == "가장 낮은 값은 -7.1(1월 2일)입니다. 가장 높은 값은 35.6(1월 3일)입니다. "
                + "1월 1일부터 1월 4일까지: 첫 값은 5.0부터 12.8까지, 마지막 값은 -2.1부터 5.6까지입니다.")
        let tr = try resolve(csv, marks: [band], locale: "tr-TR").accessibility
        #expect(tr.summary == "En düşük değer -7,1 (2 Ocak). En yüksek değer 35,6 (3 Ocak). "
                + "1 Ocak ile 4 Ocak arası: ilk değer 5,0 ile 12,8 arası, son değer -2,1 ile 5,6 arası.")
    }

    @Test func aBandsDescriptorAndTableHoldBothEdges() throws {
        let csv = "date,temp_min,temp_max\n2012-01-01,5.0,12.8\n2012-01-02,-7.1,10.6"
        let access = try resolve(csv, marks: [mark(.area, [.x: "date", .yStart: "temp_min", .yEnd: "temp_max"])]).accessibility
        let descriptor = access.descriptor
        #expect(descriptor.span?.start == "temp min" && descriptor.span?.end == "temp max")
        #expect(descriptor.series[0].dataPoints.map(\.yStart) == [5.0, -7.1])
        #expect(descriptor.series[0].dataPoints.map(\.y) == [12.8, 10.6])
        let table = access.dataTable().split(separator: "\n").map(String.init)
        #expect(table[0] == "| date | temp min | temp max |")
        #expect(table[2] == "| January 1 | 5.0 | 12.8 |")
        #expect(table[3] == "| January 2 | -7.1 | 10.6 |")
    }

    @Test func aBandsGroupLabelsGiveBothEdges() throws {
        var csv = "t,lo,hi"
        for i in 0..<100 { csv += "\n\(i),\(Double(i % 7) - 3),\(Double(i % 5) + 10)" }
        let access = try resolve(csv, marks: [mark(.area, [.x: "t", .yStart: "lo", .yEnd: "hi"])]).accessibility
        let first = try #require(access.labels.first?.text)
        #expect(first == "From 0 to 9: -3 to 10 first, -1 to 14 last; lowest -3; highest 14")
    }

    // MARK: Years and granularity

    @Test func yearsBeforeTheReformAreProlepticGregorianYears() throws {
        let csv = "year,count\n\"1565\",3\n\"1570\",5\n\"1575\",2\n\"1580\",7\n\"1590\",4"
        let chart = try resolve(csv, marks: [mark(.bar, [.x: "year", .y: "count"], types: [.x: .date])])
        let access = chart.accessibility
        #expect(access.overview.hasPrefix("Bar chart. X axis: year, 1565 to 1590."))
        #expect(access.labels.map(\.text) == ["1565: 3", "1570: 5", "1575: 2", "1580: 7", "1590: 4"])
        // A year is a year wide: from its January 1 to the next.
        let bar = try #require(chart.layers[0].marks.first)
        let width = bar.x1 - bar.x0
        let next = try #require(chart.layers[0].marks.dropFirst().first)
        #expect(width > (next.x0 - bar.x0) / 5 * 0.5, "a year-wide bar, not a day (\(width))")
        #expect(DateFormat.long(ISODate.parse("1565-01-01")!, calendar: chart.calendar, locale: Locale(identifier: "en-US")) == "January 1, 1565")
        #expect(DateFormat.long(ISODate.parse("1066-10-14")!, calendar: chart.calendar, locale: Locale(identifier: "en-US")) == "October 14, 1066")
        let ko = try resolve(csv, marks: [mark(.bar, [.x: "year", .y: "count"], types: [.x: .date])], locale: "ko-KR")
        #expect(ko.accessibility.labels.first?.text == "1565년: 3")
        let tr = try resolve(csv, marks: [mark(.bar, [.x: "year", .y: "count"], types: [.x: .date])], locale: "tr-TR")
        #expect(tr.accessibility.labels.first?.text == "1565: 3")
    }

    @Test func monthlyDataStampedAtOneHourIsReadAsMonths() throws {
        // Monthly values stamped 08:00 UTC (midnight in California, as some public JSON files are).
        let csv = "month,jobs\n2000-01-01T08:00:00Z,10\n2000-02-01T08:00:00Z,12\n2000-03-01T08:00:00Z,11"
        let access = try resolve(csv, marks: [mark(.line, [.x: "month", .y: "jobs"])]).accessibility
        #expect(access.labels.map(\.text) == ["January 2000: 10", "February 2000: 12", "March 2000: 11"])
        #expect(!access.summary.contains("AM"))
        let ko = try resolve(csv, marks: [mark(.line, [.x: "month", .y: "jobs"])], locale: "ko-KR").accessibility
        #expect(ko.labels.first?.text == "2000년 1월: 10")
        let tr = try resolve(csv, marks: [mark(.line, [.x: "month", .y: "jobs"])], locale: "tr-TR").accessibility
        #expect(tr.labels.first?.text == "Ocak 2000: 10")
    }

    @Test func readingsAtDifferentTimesKeepTheirTimes() throws {
        let csv = "t,v\n2024-01-01T08:00:00Z,1\n2024-01-01T09:30:00Z,2\n2024-01-02T08:00:00Z,3"
        let access = try resolve(csv, marks: [mark(.line, [.x: "t", .y: "v"])]).accessibility
        #expect(access.labels.first?.text.contains("8:00") == true)
    }

    // MARK: Histograms

    @Test func aHistogramSaysItsEmptyBinsAndTheRowsWithoutAValue() throws {
        // la-riots' ages: none from 70 to 80, one row without an age.
        let csv = "age\n15\n25\n26\nNA\n35\n62\n85"
        let table = try CSVReader.read(csv, source: "t.csv")
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .bar, channels: [
            .xStart: EncodingSpec(field: "age_start"), .xEnd: EncodingSpec(field: "age_end"), .y: EncodingSpec(field: "count")])])
        spec.transform = [.bin(BinTransform(field: "age", step: 10)),
                          .aggregate([AggregateMeasure(.count)], groupBy: [GroupField("age_start"), GroupField("age_end")])]
        let access = try ChartResolver.resolve(spec).accessibility
        #expect(access.labels.map(\.text) == ["10 to 20: 1", "20 to 30: 2", "30 to 40: 1", "40 to 50: 0", "50 to 60: 0",
                                              "60 to 70: 1", "70 to 80: 0", "80 to 90: 1"])
        #expect(access.summary.hasPrefix("The lowest value is 0 (40 to 50, 50 to 60 and 70 to 80). The highest is 2 (20 to 30)."))
        #expect(access.summary.hasSuffix("1 value is missing."))
    }

    // MARK: Layers of different columns

    @Test func layersOfThreeColumnsAreThreeSeries() throws {
        // us-employment's sectors drawn as three line marks, one column each, no series channel.
        let csv = "month,construction,manufacturing,retail_trade\n2006-01-01,7601,14210,15351.5\n2006-02-01,7666,14191,15344\n2006-03-01,7713,14206,15372"
        let chart = try resolve(csv, marks: ["construction", "manufacturing", "retail_trade"].map {
            mark(.line, [.x: "month", .y: $0])
        })
        #expect(chart.series.map(\.name) == ["construction", "manufacturing", "retail trade"])
        // Three colors, not one blue three times.
        #expect(Set(chart.layers.map { $0.marks[0].series }) == [0, 1, 2])
        let access = chart.accessibility
        #expect(access.overview == "Line chart. X axis: month, January 2006 to March 2006. Y axis: construction, manufacturing, retail trade, "
                + "7,500 to 17,500. 3 series: construction, manufacturing, retail trade. 9 values.")
        #expect(access.summary.hasPrefix("construction: The lowest value is 7,601.0 (January 2006). The highest is 7,713.0 (March 2006)."))
        #expect(access.summary.contains("manufacturing: The lowest value is 14,191.0 (February 2006)"))
        #expect(access.summary.contains("retail trade: The lowest value is 15,344.0 (February 2006)"))
        // A line with its points shows one column: one series.
        let one = try resolve(csv, marks: [mark(.line, [.x: "month", .y: "construction"]), mark(.point, [.x: "month", .y: "construction"])])
        #expect(one.series.count <= 1)
    }

    // MARK: A number as color beside values

    @Test func aScatterColoredByANumberIsDescribedByItsValues() throws {
        let csv = "hp,mpg,cyl\n100,20,4\n150,15,6\n200,10,8\n90,30,4"
        let chart = try resolve(csv, marks: [mark(.point, [.x: "hp", .y: "mpg", .color: "cyl"], types: [.color: .number])])
        let access = chart.accessibility
        #expect(access.overview.contains("Color: cyl, 4 to 8."))
        #expect(access.summary.hasPrefix("The lowest value is 10 (200). The highest is 30 (90). hp and mpg: Pearson r = "))
    }
}
