import Foundation
import Testing
@testable import PlotlineCLI

/// The Altair / Vega-Lite shorthand on the command line, end to end: the numbers in the SVG, the derived
/// titles, and one line for shorthand that cannot be read.
@Suite struct ShorthandTests {
    static let weather = """
        date,precipitation,temp_max,temp_min,wind,weather
        2012-01-01,0.0,12.8,5.0,4.7,drizzle
        2012-01-02,10.9,10.6,2.8,4.5,rain
        2012-01-03,0.8,11.7,7.2,2.3,rain
        2012-02-01,2.5,8.9,2.8,2.4,sun
        2012-02-02,0.0,12.8,6.1,1.4,sun
        2012-03-15,27.7,15.0,7.2,5.1,rain
        2013-01-05,4.1,9.4,3.3,1.0,fog
        2013-01-06,1.5,8.3,1.1,2.0,sun

        """

    static let cars = """
        Name,Miles_per_Gallon,Horsepower,Origin
        chevrolet chevelle malibu,18,130,USA
        buick skylark 320,15,165,USA
        datsun pl510,27,88,Japan
        volkswagen 1131 deluxe sedan,26,46,Europe
        peugeot 504,25,87,Europe
        toyota corona mark ii,24,95,Japan
        ford pinto,,75,USA
        audi 100 ls,24,90,Europe
        honda civic,33,53,Japan
        mazda rx2,19,97,Japan

        """

    static let stocks = """
        symbol,date,price
        MSFT,2000-01-01,39.81
        AMZN,2000-01-01,64.56
        MSFT,2000-02-01,36.35
        AMZN,2000-02-01,68.87
        IBM,2000-01-01,100.52

        """

    /// Renders SVG to standard output and returns the document, the marks of `kind` and the title.
    func render(_ csv: String, _ arguments: [String], kind: String = "bar",
                sourceLocation: SourceLocation = #_sourceLocation) throws -> (SVGDocument, [[String: String]], String) {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = expectSuccess(["render", try scratch.write(csv, to: "data.csv")] + arguments + ["-o", "-"],
                                    sourceLocation: sourceLocation)
        let document = try #require(parsedSVG(outcome.stdout, sourceLocation: sourceLocation))
        let marks = document.elements(class: "mark \(kind)").map(\.attributes)
        let title = outcome.stdoutText.components(separatedBy: "<title id=\"").dropFirst().first
            .flatMap { $0.split(separator: ">", maxSplits: 1).last }
            .map { String($0.prefix { $0 != "<" }) } ?? ""
        return (document, marks, title)
    }

    @Test func sumOfPrecipitationByMonth() throws {
        let (_, bars, title) = try render(Self.weather, ["--x", "month(date)", "--y", "sum(precipitation)"])
        #expect(title == "Sum of precipitation by month")
        #expect(bars.map { $0["data-x"] } == ["Jan", "Feb", "Mar"])
        // January: 0 + 10.9 + 0.8 in 2012, 4.1 + 1.5 in 2013.
        #expect(bars.map { Double($0["data-y"]!)! } == [0.0 + 10.9 + 0.8 + 4.1 + 1.5, 2.5 + 0.0, 27.7])
    }

    @Test func eachMonthOfEachYearWithYearmonth() throws {
        let (_, bars, title) = try render(Self.weather, ["--x", "yearmonth(date)", "--y", "sum(precipitation)"])
        #expect(title == "Sum of precipitation by month")
        #expect(bars.map { Double($0["data-y"]!)! } == [0.0 + 10.9 + 0.8, 2.5 + 0.0, 27.7, 4.1 + 1.5])
    }

    @Test func countOfDaysByWeatherSortedDescending() throws {
        let (document, bars, title) = try render(Self.weather, ["--x", "weather", "--y", "count()", "--sort", "-y"])
        #expect(title == "Count of records by weather")
        #expect(bars.map { $0["data-x"] } == ["rain", "sun", "drizzle", "fog"])
        #expect(bars.map { $0["data-y"] } == ["3", "3", "1", "1"])
        #expect(document.tickValues(axis: "x") == ["rain", "sun", "drizzle", "fog"])
        let ascending = try render(Self.weather, ["--x", "weather", "--y", "count()", "--sort", "y"]).1
        #expect(ascending.map { $0["data-x"] } == ["drizzle", "fog", "rain", "sun"])
    }

    @Test func aHistogramOfFuelEconomy() throws {
        let (document, bars, title) = try render(Self.cars, ["--x", "bin(Miles_per_Gallon)", "--y", "count()"])
        #expect(title == "Count of records by Miles per Gallon")
        // Nice bins of 2 from 14 to 34: 15 | 18, 19 | 24, 24, 25 | 26, 27 | 33, and the empty bins between as 0.
        #expect(bars.map { $0["data-y"] } == ["1", "0", "2", "0", "0", "3", "2", "0", "0", "1"])
        #expect(bars.map { $0["data-x"] } == ["16", "18", "20", "22", "24", "26", "28", "30", "32", "34"])
        let ticks = document.tickValues(axis: "x").compactMap(Double.init)
        #expect(!ticks.isEmpty && ticks.allSatisfy { $0.truncatingRemainder(dividingBy: 2) == 0 })
        // Bars of adjacent bins touch.
        let edges = bars.map { (Double($0["x"]!)!, Double($0["x"]!)! + Double($0["width"]!)!) }
        #expect(abs(edges[5].1 - edges[6].0) < 0.02)
        #expect(abs(edges[3].1 - edges[3].0 - (edges[1].1 - edges[1].0)) < 0.02)
    }

    @Test func meanFuelEconomyByOrigin() throws {
        let (_, bars, title) = try render(Self.cars, ["--x", "Origin", "--y", "mean(Miles_per_Gallon)"])
        #expect(title == "Mean of Miles per Gallon by Origin")
        #expect(bars.map { $0["data-x"] } == ["USA", "Japan", "Europe"])
        #expect(bars.map { Double($0["data-y"]!)! } == [16.5, 25.75, 25])
    }

    @Test func severalColumnsFoldIntoOneSeriesEachWithALegend() throws {
        let csv = "month,manufacturing,retail_trade,government\n2006-01-01,14210,15351,21847\n2006-02-01,14209,15361,21878\n"
        let (document, _, title) = try render(csv, ["--x", "month", "--y", "manufacturing,retail_trade,government"])
        #expect(title == "Manufacturing, retail trade and government by month")
        let series = document.elements(class: "series").filter { $0.name == "g" }.compactMap { $0.attributes["data-series"] }
        #expect(series == ["manufacturing", "retail trade", "government"])
        #expect(!document.elements(class: "legend").isEmpty)
        let lines = document.elements(class: "series").filter { $0.name == "g" }
        #expect(lines.count == 3)
    }

    @Test func aFilterKeepsOneStock() throws {
        let (_, points, _) = try render(Self.stocks, ["--x", "date", "--y", "price", "--filter", #"symbol == "MSFT""#,
                                                      "--mark", "point"], kind: "point")
        #expect(points.map { $0["data-y"] } == ["39.81", "36.35"])
        let both = try render(Self.stocks, ["--x", "date", "--y", "price", "--mark", "point",
                                            "--filter", #"symbol in ["MSFT", "IBM"] and price > 37"#], kind: "point").1
        #expect(both.map { $0["data-y"] } == ["39.81", "100.52"])
        let notMSFT = try render(Self.stocks, ["--x", "date", "--y", "price", "--mark", "point",
                                               "--filter", "symbol != MSFT", "--filter", "price <= 68.87"], kind: "point").1
        #expect(notMSFT.map { $0["data-y"] } == ["64.56", "68.87"])
    }

    @Test func labelsAndAUnitNameTheAxes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = expectSuccess(["describe", try scratch.write(Self.weather, to: "w.csv"), "--x", "month(date)",
                                     "--y", "sum(precipitation)", "--x-label", "Month", "--y-label", "Rain", "--unit", "mm",
                                     "--title", "Rain by month"])
        let text = outcome.stdoutText
        #expect(text.hasPrefix("Rain by month\n"))
        #expect(text.contains("X axis: Month"))
        #expect(text.contains("Y axis: Rain"))
        #expect(text.contains("- Jan: 17.3 mm"))
    }

    @Test func theSpecWrittenHoldsTheSamePlan() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.weather, to: "w.csv")
        _ = expectSuccess(["render", data, "--x", "month(date)", "--y", "sum(precipitation)", "-o", scratch.path("c.json")])
        let json = String(decoding: try #require(scratch.read("c.json")), as: UTF8.self)
        #expect(json.contains(#""timeUnit" : "monthOfYear""#))
        #expect(json.contains(#""op" : "sum""#))
        let again = expectSuccess(["render", scratch.path("c.json"), "-o", "-"])
        let bars = try #require(parsedSVG(again.stdout)).elements(class: "mark bar").map(\.attributes)
        #expect(bars.map { Double($0["data-y"]!)! } == [0.0 + 10.9 + 0.8 + 4.1 + 1.5, 2.5 + 0.0, 27.7])
    }

    @Test func badShorthandIsOneLineSayingWhatWasExpected() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.weather, to: "w.csv")
        func error(_ arguments: [String]) -> String {
            let outcome = plotline(["render", data] + arguments + ["-o", scratch.path("x.svg")])
            #expect(outcome.status == 2)
            #expect(outcome.stderrLines.count == 1)
            #expect(scratch.read("x.svg") == nil)
            return outcome.stderr
        }
        #expect(error(["--x", "weather", "--y", "sum(precipitation"])
                == "plotline: --y 'sum(precipitation': expected a closing parenthesis, like sum(precipitation)\n")
        #expect(error(["--x", "weather", "--y", "total(precipitation)"])
                == "plotline: --y 'total(precipitation)': unknown function 'total'; expected a column, an aggregate like "
                + "sum(precipitation), mean(mpg) or count(), a time unit like month(date) or yearmonth(date), or bin(column)\n")
        #expect(error(["--x", "weather", "--y", "sum()"])
                == "plotline: --y 'sum()': sum needs a column, like sum(precipitation)\n")
        #expect(error(["--x", "weather", "--y", "sum(precip)"])
                == "plotline: --y 'sum(precip)': column 'precip' not found; columns are: date, precipitation, temp_max, "
                + "temp_min, wind, weather\n")
        #expect(error(["--x", "weather", "--y", "sum(weather)"])
                == "plotline: --y 'sum(weather)': 'weather' holds categories; sum needs numbers (count() counts rows)\n")
        #expect(error(["--x", "month(weather)", "--y", "count()"])
                == "plotline: --x 'month(weather)': 'weather' holds category values; a time unit needs dates (try --x-type date)\n")
        #expect(error(["--x", "month(date)", "--y", "precipitation"])
                == "plotline: --x 'month(date)' groups dates by month; give --y an aggregate, like 'sum(...)', 'mean(...)' or 'count()'\n")
        #expect(error(["--x", "date", "--y", "precipitation", "--filter", "weather = = rain"])
                == "plotline: --filter 'weather = = rain': expected a value after =\n")
        #expect(error(["--x", "date", "--y", "precipitation", "--filter", "weather ~ rain"])
                == "plotline: --filter 'weather ~ rain': expected an operator after 'weather' (==, !=, <, <=, >, >= or in)\n")
        #expect(error(["--x", "date", "--y", "precipitation", "--filter", "weather > rain"])
                == "plotline: --filter: 'weather' holds categories; compare it with ==, != or in\n")
        #expect(error(["--x", "date", "--y", "precipitation", "--sort", "z"])
                == "plotline: --sort 'z': expected x, -x, y or -y (- for descending)\n")
    }

    @Test func helpSaysWhatWorks() throws {
        let help = plotline(["render", "--help"]).stdoutText
        for phrase in ["sum(precipitation)", "count()", "month(date)", "bin(Miles_per_Gallon)", "'a,b,c'", "--filter",
                       "--sort", "--x-label", "--y-label", "--unit"] {
            #expect(help.contains(phrase), "\(phrase)")
        }
        let top = plotline(["--help"]).stdoutText
        #expect(top.contains("--y 'sum(precipitation)'"))
    }
}
