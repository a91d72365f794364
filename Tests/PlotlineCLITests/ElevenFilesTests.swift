import Foundation
import Testing
@testable import PlotlineCLI

/// Issue 15's eleven files, each shaped like Vega-Lite's example data (PyPI's vega_datasets) and asked the
/// one command an analyst would write: the numbers read back from the SVG and the exact words.
@Suite struct ElevenFilesTests {
    static let stocks = """
        symbol,date,price
        MSFT,Jan 1 2000,39.81
        MSFT,Feb 1 2000,36.35
        MSFT,Mar 1 2000,43.22
        AMZN,Jan 1 2000,64.56
        AMZN,Feb 1 2000,68.87
        AMZN,Mar 1 2000,67
        IBM,Jan 1 2000,100.52
        IBM,Feb 1 2000,92.11
        IBM,Mar 1 2000,106.11
        """
    static let weather = """
        date,precipitation,temp_max,temp_min,wind,weather
        2012/01/01,0.0,12.8,5.0,4.7,drizzle
        2012/01/02,10.9,10.6,2.8,4.5,rain
        2012/01/03,0.8,11.7,7.2,2.3,rain
        2012/01/04,20.3,12.2,5.6,4.7,rain
        2012/02/01,0.0,8.9,2.8,2.4,sun
        2012/02/02,1.3,7.2,0.6,1.1,snow
        2012/02/03,0.0,15.6,4.4,2.2,sun
        2013/01/01,0.0,5.0,-2.8,1.4,sun
        2013/01/02,4.1,8.3,1.1,2.0,fog
        """
    static let cars = """
        [{"Name":"chevrolet chevelle malibu","Miles_per_Gallon":18,"Cylinders":8,"Horsepower":130,"Year":"1970-01-01","Origin":"USA"},
         {"Name":"buick skylark 320","Miles_per_Gallon":15,"Cylinders":8,"Horsepower":165,"Year":"1970-01-01","Origin":"USA"},
         {"Name":"ford torino","Miles_per_Gallon":17,"Cylinders":8,"Horsepower":140,"Year":"1970-01-01","Origin":"USA"},
         {"Name":"ford pinto","Miles_per_Gallon":null,"Cylinders":4,"Horsepower":75,"Year":"1971-01-01","Origin":"USA"},
         {"Name":"datsun pl510","Miles_per_Gallon":27,"Cylinders":4,"Horsepower":88,"Year":"1970-01-01","Origin":"Japan"},
         {"Name":"toyota corona","Miles_per_Gallon":24,"Cylinders":4,"Horsepower":95,"Year":"1970-01-01","Origin":"Japan"},
         {"Name":"honda civic","Miles_per_Gallon":33,"Cylinders":4,"Horsepower":53,"Year":"1974-01-01","Origin":"Japan"},
         {"Name":"volkswagen 1131 deluxe sedan","Miles_per_Gallon":26,"Cylinders":4,"Horsepower":46,"Year":"1970-01-01","Origin":"Europe"},
         {"Name":"peugeot 504","Miles_per_Gallon":25,"Cylinders":4,"Horsepower":87,"Year":"1970-01-01","Origin":"Europe"},
         {"Name":"audi 100 ls","Miles_per_Gallon":24,"Cylinders":4,"Horsepower":90,"Year":"1970-01-01","Origin":"Europe"}]
        """
    static let iowa = """
        year,source,net_generation
        2001-01-01,Fossil Fuels,35361
        2002-01-01,Fossil Fuels,35991
        2003-01-01,Fossil Fuels,36234
        2001-01-01,Nuclear Energy,3853
        2002-01-01,Nuclear Energy,4574
        2003-01-01,Nuclear Energy,3988
        2001-01-01,Renewables,1437
        2002-01-01,Renewables,1963
        2003-01-01,Renewables,1885
        """
    static let employment = """
        month,nonfarm,manufacturing,retail_trade,government,nonfarm_change
        2006-01-01,135450,14210,15351.5,21847,282
        2006-02-01,135762,14209,15361.3,21878,312
        2006-03-01,136059,14210,15389.9,21933,297
        2006-04-01,136227,14226,15378.2,21925,168
        """
    static let ohlc = """
        [{"date":"2009-06-01","open":28.7,"high":30.05,"low":28.45,"close":30.04,"signal":"short","ret":-4.89},
         {"date":"2009-06-02","open":30.04,"high":30.13,"low":28.3,"close":29.63,"signal":"short","ret":-0.32},
         {"date":"2009-06-03","open":29.62,"high":31.79,"low":29.62,"close":31.02,"signal":"short","ret":3.68},
         {"date":"2009-06-04","open":31.02,"high":31.02,"low":29.92,"close":30.18,"signal":"short","ret":4.93}]
        """

    /// The SVG and the words (`describe`) of one command on `text` written to `name`.
    func chart(_ text: String, _ name: String, _ arguments: [String],
               sourceLocation: SourceLocation = #_sourceLocation) throws -> (svg: String, document: SVGDocument, words: [Substring]) {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(text, to: name)
        let svg = expectSuccess(["render", path] + arguments + ["-o", "-"], sourceLocation: sourceLocation)
        let document = try #require(parsedSVG(svg.stdout, sourceLocation: sourceLocation))
        let words = expectSuccess(["describe", path] + arguments, sourceLocation: sourceLocation).stdoutText
        return (svg.stdoutText, document, words.split(separator: "\n", omittingEmptySubsequences: false))
    }

    func marks(_ document: SVGDocument, _ kind: String, _ attribute: String) -> [String] {
        document.elements(class: "mark \(kind)").compactMap { $0.attributes[attribute] }
    }

    func legend(_ document: SVGDocument) -> [String] {
        document.elements(class: "legend-entry").compactMap { $0.attributes["data-series"] }
    }

    @Test func stocksArePricesOverTimePerSymbol() throws {
        let (_, document, words) = try chart(Self.stocks, "stocks.csv", ["--x", "date", "--y", "price", "--series", "symbol"])
        #expect(marks(document, "line", "data-series") == ["MSFT", "AMZN", "IBM"])
        #expect(legend(document) == ["MSFT", "AMZN", "IBM"])
        #expect(words[2] == "Line chart. X axis: date, January 2000 to March 2000. Y axis: price, 25 to 125. 3 series: MSFT, AMZN, IBM. 9 values.")
        #expect(words.contains("- IBM, February 2000: 92.11"))
    }

    @Test func seattleWeatherIsTheDailyHighTemperature() throws {
        let (_, document, words) = try chart(Self.weather, "seattle-weather.csv", ["--x", "date", "--y", "temp_max"])
        #expect(document.elements(class: "mark line").count == 1)
        #expect(document.tickValues(axis: "y") == ["5", "7.5", "10", "12.5", "15", "17.5"])
        #expect(words[0] == "temp max by date")
        #expect(words[4] == "The lowest value is 5.0 (January 1, 2013). The highest is 15.6 (February 3, 2012). "
                + "From January 1, 2012 to January 2, 2013: 12.8 to 8.3, down 4.5.")
    }

    @Test func seattleWeatherIsPrecipitationByMonth() throws {
        let (_, document, words) = try chart(Self.weather, "seattle-weather.csv", ["--x", "month(date)", "--y", "sum(precipitation)"])
        #expect(marks(document, "bar", "data-x") == ["Jan", "Feb"])
        // January: 0 + 10.9 + 0.8 + 20.3 in 2012 and 0 + 4.1 in 2013.
        #expect(marks(document, "bar", "data-y").compactMap(Double.init) == [0 + 10.9 + 0.8 + 20.3 + 0 + 4.1, 1.3])
        #expect(words[0] == "Sum of precipitation by month")
        #expect(words[4] == "The lowest value is 1.3 (Feb). The highest is 36.1 (Jan).")
    }

    @Test func seattleWeatherIsDaysPerWeatherType() throws {
        let (_, document, words) = try chart(Self.weather, "seattle-weather.csv", ["--x", "weather", "--y", "count()", "--sort", "-y"])
        #expect(marks(document, "bar", "data-x") == ["rain", "sun", "drizzle", "snow", "fog"])
        #expect(marks(document, "bar", "data-y") == ["3", "3", "1", "1", "1"])
        #expect(words[0] == "Count of records by weather")
        #expect(words[4] == "The lowest value is 1 (drizzle, snow and fog). The highest is 3 (rain and sun).")
    }

    @Test func carsAreHorsepowerAgainstFuelEconomyByOrigin() throws {
        let (_, document, words) = try chart(Self.cars, "cars.json", ["--x", "Horsepower", "--y", "Miles_per_Gallon", "--series", "Origin"])
        // Nine points: the car without a fuel economy is not drawn.
        #expect(marks(document, "point", "data-y").count == 9)
        #expect(legend(document) == ["USA", "Japan", "Europe"])
        #expect(words[2] == "Scatter plot. X axis: Horsepower, 46 to 165. Y axis: Miles per Gallon, 15 to 35. 3 series: USA, Japan, Europe. 9 points.")
        #expect(words[4].hasSuffix("Miles per Gallon is lower where Horsepower is higher. 1 value is missing."))
        #expect(words.contains("- Japan, 53: 33"))
    }

    @Test func carsAreAHistogramOfFuelEconomyWithBinsInTheWords() throws {
        let (_, document, words) = try chart(Self.cars, "cars.json", ["--x", "bin(Miles_per_Gallon)", "--y", "count()"])
        // Bins of 2: 15 | 17 | 18 | 24, 24, 25 | 26, 27 | 33; the four empty bins between are bins of 0.
        #expect(marks(document, "bar", "data-y") == ["1", "1", "1", "0", "0", "3", "2", "0", "0", "1"])
        #expect(words[2] == "Bar chart. X axis: Miles per Gallon (binned), 14 to 34. Y axis: Count of records, 0 to 4. 10 bars.")
        // The car without a fuel economy is in no bin: it is a missing value.
        // A histogram's counts rise and fall with how the values spread: no change from the first bin to the last.
        #expect(words[4] == "The lowest value is 0 (4 times, first 20 to 22, last 30 to 32). The highest is 3 (24 to 26). "
                + "1 value is missing.")
        #expect(words[6...15] == ["- 14 to 16: 1", "- 16 to 18: 1", "- 18 to 20: 1", "- 20 to 22: 0", "- 22 to 24: 0", "- 24 to 26: 3",
                                  "- 26 to 28: 2", "- 28 to 30: 0", "- 30 to 32: 0", "- 32 to 34: 1"])
    }

    @Test func carsAreMeanFuelEconomyByOrigin() throws {
        let (_, document, words) = try chart(Self.cars, "cars.json", ["--x", "Origin", "--y", "mean(Miles_per_Gallon)"])
        #expect(marks(document, "bar", "data-x") == ["USA", "Japan", "Europe"])
        let means = marks(document, "bar", "data-y").compactMap(Double.init)
        #expect(means.count == 3 && abs(means[0] - 50.0 / 3) < 1e-9 && means[1] == 28 && means[2] == 25)
        #expect(words[0] == "Mean of Miles per Gallon by Origin")
        #expect(words[4] == "The lowest value is 16.67 (USA). The highest is 28.00 (Japan).")
    }

    @Test func iowaElectricityIsStackedAreasBySource() throws {
        let (_, document, words) = try chart(Self.iowa, "iowa-electricity.csv",
                                             ["--x", "year", "--y", "net_generation", "--series", "source", "--mark", "area"])
        let areas = document.elements(class: "mark area").filter { $0.attributes["class"] == "mark area" }
        #expect(areas.compactMap { $0.attributes["data-series"] } == ["Fossil Fuels", "Nuclear Energy", "Renewables"])
        // Stacked: each area's lower edge is the top edge of the one below.
        let paths = areas.compactMap { $0.attributes["d"] }
        func top(_ d: String) -> String { String(d.dropFirst().prefix { $0 != "L" }) }
        #expect(paths.count == 3 && paths[1].hasSuffix("L\(top(paths[0]))Z") && paths[2].hasSuffix("L\(top(paths[1]))Z"))
        #expect(words[2] == "Area chart. X axis: year, 2001 to 2003. Y axis: net generation, 0 to 50,000. "
                + "3 series: Fossil Fuels, Nuclear Energy, Renewables. 9 values.")
        #expect(words.contains("- Renewables, 2002: 1,963"))
    }

    @Test func employmentSectorsAreLines() throws {
        let (_, document, words) = try chart(Self.employment, "us-employment.csv", ["--x", "month", "--y", "manufacturing,retail_trade,government"])
        #expect(marks(document, "line", "data-series") == ["manufacturing", "retail trade", "government"])
        #expect(legend(document) == ["manufacturing", "retail trade", "government"])
        #expect(words[0] == "Manufacturing, retail trade and government by month")
        #expect(words[2] == "Line chart. X axis: month, January 2006 to April 2006. Y axis: value, 14,000 to 22,000. "
                + "3 series: manufacturing, retail trade, government. 12 values.")
        #expect(words.contains("- retail trade, March 2006: 15,389.9"))
    }

    @Test func ohlcIsACandlestick() throws {
        let (svg, document, words) = try chart(Self.ohlc, "ohlc.json", ["--x", "date", "--mark", "candlestick"])
        // A rule from low to high each day, under a bar from open to close.
        #expect(marks(document, "rule", "data-x") == ["2009-06-01", "2009-06-02", "2009-06-03", "2009-06-04"])
        #expect(marks(document, "rule", "data-y") == ["30.05", "30.13", "31.79", "31.02"])
        #expect(marks(document, "bar", "data-y") == ["30.04", "31.02", "29.63", "30.18"])
        #expect(legend(document) == ["Up", "Down"])
        // Down days differ by fill as well as color.
        #expect(svg.components(separatedBy: "class=\"patterned\"").count - 1 == 2)
        let fills = document.elements(class: "mark bar").compactMap { $0.attributes["fill"] }
        #expect(Set(fills).count == 2)
        #expect(words[0] == "Open, high, low and close by date")
        #expect(words[2] == "Bar chart. X axis: date, June 1 to June 4, 2009. Y axis: price, 28 to 32. 2 series: Up, Down. 4 bars.")
        #expect(words[6...9] == ["- Up, June 1: 28.70 to 30.04", "- Up, June 3: 29.62 to 31.02",
                                 "- Down, June 2: 30.04 to 29.63", "- Down, June 4: 31.02 to 30.18"])
        // Up days close above their open and down days below: open and close are two channels, and the
        // summary speaks of the close, not of the lowest open.
        #expect(words[4].hasPrefix("Up: The lowest close is 30.04 (June 1). The highest is 31.02 (June 3). "))
        #expect(words[4].contains("Down: The lowest close is 29.63 (June 2). The highest is 30.18 (June 4). "))
        // The table keeps every price of a day: open and close from the bar, low and high from the wick the
        // words leave out.
        let tableScratch = try Scratch()
        defer { tableScratch.remove() }
        let ohlcPath = try tableScratch.write(Self.ohlc, to: "ohlc.json")
        let tablePath = tableScratch.path("table.md")
        _ = expectSuccess(["render", ohlcPath, "--x", "date", "--mark", "candlestick", "-o", tablePath])
        let table = try String(contentsOfFile: tablePath, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(table[0] == "| Series | date | open | close | low | high | Day |")
        #expect(table[2] == "| Up | June 1 | 28.70 | 30.04 | 28.45 | 30.05 | Up |")
        #expect(table[4] == "| Down | June 2 | 30.04 | 29.63 | 28.30 | 30.13 | Down |")
        // Named columns, and one line for what is not there.
        let renamed = Self.ohlc.replacingOccurrences(of: "\"open\"", with: "\"first\"")
        _ = try chart(renamed, "ohlc.json", ["--x", "date", "--mark", "candlestick", "--open", "first"])
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(renamed, to: "ohlc.json")
        let missing = plotline(["render", path, "--x", "date", "--mark", "candlestick", "-o", "-"])
        #expect(missing.status != 0)
        #expect(missing.stderrLines == ["plotline: --mark candlestick needs --open: there is no column 'open'; columns are: date, first, high, low, close, signal, ret"])
    }

    /// A candlestick's directions and its key's title are words of the chart's language, as every other
    /// word is: the legend, the series the words name and the table's column.
    @Test(arguments: [("ko-KR", "상승", "하락", "일"), ("tr-TR", "Yükseliş", "Düşüş", "Gün")])
    func candlestickDirectionsAreInTheChartsLanguage(locale: String, up: String, down: String, day: String) throws {
        let (_, document, words) = try chart(Self.ohlc, "ohlc.json", ["--x", "date", "--mark", "candlestick", "--locale", locale])
        #expect(legend(document) == [up, down])
        #expect(words.contains { $0.hasPrefix("- \(up), ") })
        #expect(words.contains { $0.hasPrefix("- \(down), ") })
        #expect(!words.contains { $0.contains("Up") || $0.contains("Down") })
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.ohlc, to: "ohlc.json")
        let tablePath = scratch.path("table.md")
        _ = expectSuccess(["render", path, "--x", "date", "--mark", "candlestick", "--locale", locale, "-o", tablePath])
        let table = try String(contentsOfFile: tablePath, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(table[0].hasSuffix(" | \(day) |"))
        #expect(table[2].hasPrefix("| \(up) | ") && table[2].hasSuffix(" | \(up) |"))
    }

    /// A year of hourly temperatures (8,760 rows): one line; narrower, the large-data reduction keeps fewer
    /// points and the words stay the same.
    @Test func hourlyTemperaturesOverAYearAreOneLine() throws {
        var csv = "date,temp\n"
        let start = Date(timeIntervalSince1970: 1_262_304_000)   // 2010-01-01T00:00:00Z
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd HH:mm"
        for hour in 0..<8760 {
            // Warmer through the year and through each day: 30.00 at the first hour, 66.63 at the last.
            let value = 30 + Double(hour / 24) / 10 + Double(hour % 24) / 100
            csv += formatter.string(from: start.addingTimeInterval(Double(hour) * 3600)) + "," + String(format: "%.2f", value) + "\n"
        }
        let expected = "The lowest value is 30.00 (January 1 at 12:00 AM). The highest is 66.63 (December 31 at 11:00 PM). "
            + "From January 1 at 12:00 AM to December 31 at 11:00 PM: 30.00 to 66.63, up 36.63."
        func points(_ svg: String) -> Int {
            guard let d = svg.components(separatedBy: "class=\"mark line\"").dropFirst().first?
                .components(separatedBy: " d=\"").dropFirst().first?.prefix(while: { $0 != "\"" }) else { return 0 }
            return d.filter { $0 == "L" }.count + 1
        }
        let whole = try chart(csv, "seattle-temps.csv", ["--x", "date", "--y", "temp"])
        #expect(whole.document.elements(class: "mark line").count == 1)
        #expect(whole.words[2].replacingOccurrences(of: "\u{202F}", with: " ") == "Line chart. X axis: date, January 1, 2010 at 12:00 AM to December 31, 2010 at 11:00 PM. Y axis: temp, 30 to 70. 8,760 values.")
        #expect(whole.words[4].replacingOccurrences(of: "\u{202F}", with: " ") == expected)
        let narrow = try chart(csv, "seattle-temps.csv", ["--x", "date", "--y", "temp", "--width", "300"])
        #expect(points(narrow.svg) < 8760 / 2)
        #expect(points(narrow.svg) > 100)
        #expect(narrow.words[4] == whole.words[4])
    }

    /// Numbers that are years on x (vega_datasets' jobs and global-temp write them as JSON and CSV numbers)
    /// are time, as dates are: a line per series whose change is said from the first year to the last. Where
    /// a series holds a year twice (the countries of a region), the chart stays points, with Pearson's r.
    @Test func numbersThatAreYearsAreALineWhereEachSeriesHoldsAYearOnce() throws {
        let jobs = """
            [{"job":"Teacher","sex":"men","year":1850,"perc":0.0056},{"job":"Teacher","sex":"women","year":1850,"perc":0.0005},
             {"job":"Teacher","sex":"men","year":1900,"perc":0.0038},{"job":"Teacher","sex":"women","year":1900,"perc":0.0111},
             {"job":"Clerk","sex":"men","year":1850,"perc":0.0020},{"job":"Clerk","sex":"women","year":1850,"perc":0.0001},
             {"job":"Teacher","sex":"men","year":1950,"perc":0.0049},{"job":"Teacher","sex":"women","year":1950,"perc":0.0142}]
            """
        // The filter leaves each sex one row a year: lines, though the whole file repeats 1850.
        let (_, document, words) = try chart(jobs, "jobs.json", ["--x", "year", "--y", "perc", "--series", "sex",
                                                                 "--filter", "job == \"Teacher\""])
        #expect(marks(document, "line", "data-series") == ["men", "women"])
        #expect(words[2] == "Line chart. X axis: year, 1850 to 1950. Y axis: perc, 0 to 0.015. 2 series: men, women. 6 values.")
        #expect(words[4] == "men: The lowest value is 0.0038 (1900). The highest is 0.0056 (1850). "
                + "From 1850 to 1950: 0.0056 to 0.0049, down 0.0007 (12.5%). women: The lowest value is 0.0005 (1850). "
                + "The highest is 0.0142 (1950). From 1850 to 1950: 0.0005 to 0.0142, up 0.0137 (2,740.0%).")
        // Unfiltered, men hold 1850 twice (a teacher and a clerk): points.
        let all = try chart(jobs, "jobs.json", ["--x", "year", "--y", "perc", "--series", "sex"])
        #expect(all.document.elements(class: "mark line").isEmpty)
        #expect(all.words[2].hasPrefix("Scatter plot."))
        // A column of years that is not titled as years stays numbers and points.
        let counts = try chart("n,perc\n1850,1\n1900,2\n1950,4\n", "counts.csv", ["--x", "n", "--y", "perc"])
        #expect(counts.words[2].hasPrefix("Scatter plot."))
        // Asked for as categories, years are bars.
        let bars = try chart("year,perc\n1850,1\n1900,2\n1950,4\n", "years.csv", ["--x", "year:N", "--y", "perc"])
        #expect(bars.words[2].hasPrefix("Bar chart."))
        let line = try chart("year,temp\n1880,-0.17\n1881,-0.09\n1882,-0.11\n", "temp.csv", ["--x", "year", "--y", "temp"])
        #expect(line.words[4] == "The lowest value is -0.17 (1880). The highest is -0.09 (1881). From 1880 to 1882: -0.17 to -0.11, up 0.06.")
    }

    /// A derived title and axis titles are the chart's language's words, from its catalogue, not English
    /// ones in a Korean or Turkish chart.
    @Test func derivedTitlesAreInTheChartsLanguage() throws {
        let histogram = ["--x", "bin(Miles_per_Gallon)", "--y", "count()"]
        let ko = try chart(Self.cars, "cars.json", histogram + ["--locale", "ko-KR"]).words
        #expect(ko[0] == "Miles per Gallon별 레코드 수")
        #expect(ko[2].hasPrefix("막대 차트. X축: Miles per Gallon (구간), 14부터 34까지. Y축: 레코드 수, "))
        let tr = try chart(Self.cars, "cars.json", histogram + ["--locale", "tr-TR"]).words
        #expect(tr[0] == "Kayıt sayısı, Miles per Gallon bazında")
        #expect(tr[2].hasPrefix("Çubuk grafik. X ekseni: Miles per Gallon (aralıklar), 14 ile 34 arası. Y ekseni: Kayıt sayısı, "))
        let months = ["--x", "month(date)", "--y", "sum(precipitation)"]
        let koMonths = try chart(Self.weather, "seattle-weather.csv", months + ["--locale", "ko-KR"]).words
        #expect(koMonths[0] == "월별 precipitation 합계")
        #expect(koMonths[2].contains("X축: date (월), "))
        let trMonths = try chart(Self.weather, "seattle-weather.csv", ["--x", "month(date)", "--y", "mean(temp_max)", "--locale", "tr-TR"]).words
        #expect(trMonths[0] == "Ortalama temp max, ay bazında")
        // Folded columns are listed as the language lists them.
        let folded = try chart(Self.weather, "seattle-weather.csv", ["--x", "date", "--y", "temp_max,temp_min", "--locale", "tr-TR"]).words
        #expect(folded[0] == "Temp max ve temp min, date bazında")
    }
}
