import Foundation
import Testing
@testable import PlotlineCLI

/// Real files read right from the command line: the stocks and Seattle weather shapes, stray values, huge
/// and out-of-range numbers, ambiguous dates and the author's date format, each with the exact warning.
@Suite struct DataReadingCommandTests {
    /// Shaped like Vega-Lite's stocks.csv: `Jan 1 2000` dates, a symbol per row.
    static let stocks = """
        symbol,date,price
        MSFT,Jan 1 2000,39.81
        MSFT,Feb 1 2000,36.35
        MSFT,Mar 1 2000,43.22
        AMZN,Jan 1 2000,64.56
        AMZN,Feb 1 2000,68.87
        AMZN,Mar 1 2000,67
        """

    /// Shaped like seattle-weather.csv: `2012/01/01` dates.
    static let weather = """
        date,precipitation,temp_max,temp_min,wind,weather
        2012/01/01,0.0,12.8,5.0,4.7,drizzle
        2012/01/02,10.9,10.6,2.8,4.5,rain
        2012/01/03,0.8,11.7,7.2,2.3,rain
        2012/01/04,20.3,-1.1,5.6,4.7,rain
        """

    func descriptor(_ outcome: Outcome) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
    }

    @Test func stocksAreALinePerSymbolOverTime() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.stocks, to: "stocks.csv")
        let out = expectSuccess(["render", path, "--x", "date", "--y", "price", "--series", "symbol", "-o", "-"])
        let svg = out.stdoutText
        // Lines, one per symbol; no bars.
        #expect(svg.components(separatedBy: "class=\"mark line").count - 1 == 2)
        #expect(!svg.contains("class=\"mark bar"))
        let words = expectSuccess(["describe", path, "--x", "date", "--y", "price", "--series", "symbol"]).stdoutText
        let lines = words.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "price by date for each symbol")
        #expect(lines[2] == "Line chart. X axis: date, January 2000 to March 2000. Y axis: price, 30 to 70. 2 series: MSFT, AMZN. 6 values.")
        // Dates on the first of each month stand for their months.
        #expect(lines[4] == "MSFT: The lowest value is 36.35 (February 2000). The highest is 43.22 (March 2000). "
                + "From January 2000 to March 2000: 39.81 to 43.22, up 3.41 (8.6%). "
                + "AMZN: The lowest value is 64.56 (January 2000). The highest is 68.87 (February 2000). "
                + "From January 2000 to March 2000: 64.56 to 67.00, up 2.44 (3.8%).")
    }

    /// Without --series, dates that repeat once per symbol still make a line per symbol, and one line says so.
    @Test func stocksWithoutSeriesAreSplitBySymbolAndSaySo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.stocks, to: "stocks.csv")
        let out = plotline(["render", path, "--x", "date", "--y", "price", "-o", "-"])
        #expect(out.status == 0)
        #expect(out.stderrLines == ["plotline: warning: each symbol is a line of its own: the dates on --x repeat once per symbol (--series names another column)"])
        #expect(out.stdoutText.components(separatedBy: "class=\"mark line").count - 1 == 2)
        // Dates that do not repeat guess nothing.
        let single = try scratch.write("symbol,date,price\nMSFT,Jan 1 2000,39.81\nAMZN,Feb 1 2000,68.87\n", to: "single.csv")
        _ = expectSuccess(["render", single, "--x", "date", "--y", "price", "-o", "-"])
        // The guess reads the rows the filters keep: one symbol's rows are one line, with nothing to say.
        let one = plotline(["render", path, "--x", "date", "--y", "price", "--filter", "symbol == \"MSFT\"", "-o", "-"])
        #expect(one.status == 0)
        #expect(one.stderrLines.isEmpty, "\(one.stderrLines)")
        #expect(one.stdoutText.components(separatedBy: "class=\"mark line").count - 1 == 1)
        // A filter that keeps both symbols still splits them, and says so.
        let both = plotline(["render", path, "--x", "date", "--y", "price", "--filter", "price > 0", "-o", "-"])
        #expect(both.stderrLines == out.stderrLines)
        #expect(both.stdoutText.components(separatedBy: "class=\"mark line").count - 1 == 2)
    }

    @Test func weatherIsADailyLineWithTitlesNotUnits() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.weather, to: "seattle-weather.csv")
        let words = expectSuccess(["describe", path, "--x", "date", "--y", "temp_max"]).stdoutText
        let lines = words.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "temp max by date")
        #expect(lines[2] == "Line chart. X axis: date, January 1 to January 4, 2012. Y axis: temp max, -5 to 15. 4 values.")
        // A temperature (crossing zero, too) has no percent change.
        #expect(lines[4] == "The lowest value is -1.1 (January 4). The highest is 12.8 (January 1). "
                + "From January 1 to January 4: 12.8 to -1.1, down 13.9.")
        #expect(lines[6] == "- January 1: 12.8")
        // Precipitation has a true zero: a percent change.
        let rain = expectSuccess(["describe", path, "--x", "date", "--y", "precipitation"]).stdoutText
        #expect(rain.contains("From January 1 to January 4: 0.0 to 20.3, up 20.3."))
        let wind = expectSuccess(["describe", path, "--x", "date", "--y", "wind"]).stdoutText
        #expect(wind.contains("From January 1 to January 4: 4.7 to 4.7, no change."))
    }

    @Test func aFewNotNumbersAreMissingWithOneWarningLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var rows = (1...30).map { "2024-01-\(String(format: "%02d", $0)),\($0)" }
        rows[4] = "2024-01-05,n/a"
        rows[18] = "2024-01-19,about 19"
        rows[29] = "2024-01-30,?"
        let path = try scratch.write("day,price\n" + rows.joined(separator: "\n"), to: "p.csv")
        let out = plotline(["describe", path, "--x", "day", "--y", "price"])
        #expect(out.status == 0)
        #expect(out.stderrLines == [#"plotline: warning: column "price": 1 value is not a number (row 19: "about 19") and is read as missing"#])
        let lines = out.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Line chart. X axis: day, January 1 to January 29, 2024. Y axis: price, 0 to 30. 27 values.")
        #expect(lines[4].hasSuffix(" 3 values are missing."))
    }

    @Test func hugeNumbersGetShortLabelsAndTheFullPlot() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("x,y\n1,1e308\n2,5e307\n3,1.7e308\n", to: "huge.csv")
        let svg = expectSuccess(["render", path, "--x", "x", "--y", "y", "-o", "-"]).stdoutText
        let labels = svg.matches(of: /<text class="tick-label"[^>]*>([^<]*)<\/text>/).map { String($0.1) }
        #expect(labels.suffix(6) == ["5×10³⁰⁷", "7.5×10³⁰⁷", "1×10³⁰⁸", "1.25×10³⁰⁸", "1.5×10³⁰⁸", "1.75×10³⁰⁸"])
        // The plot keeps its width: the grid runs across most of the 640-point chart.
        let line = try #require(svg.firstMatch(of: /class="grid-line y"[^>]* x1="([0-9.]+)"[^>]* x2="([0-9.]+)"/))
        #expect(Double(line.2)! - Double(line.1)! > 500)
        let words = expectSuccess(["describe", path, "--x", "x", "--y", "y"]).stdoutText
        #expect(words.contains("The lowest value is 5×10³⁰⁷ (2). The highest is 1.7×10³⁰⁸ (3)."))
    }

    @Test func aNumberTooLargeIsMissingWithAWarningNotACategory() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("x,y\n1,3\n2,1e400\n3,4\n", to: "over.csv")
        let out = plotline(["describe", path, "--x", "x", "--y", "y"])
        #expect(out.status == 0)
        #expect(out.stderrLines == [#"plotline: warning: column "y": 1 value is too large for a number (row 2: "1e400") and is read as missing"#])
        #expect(out.stdoutText.contains("Scatter plot. X axis: x, 1 to 3. Y axis: y, 3 to 4. 2 points."))
        #expect(out.stdoutText.contains("1 value is missing."))
    }

    @Test func ambiguousDatesFollowTheLocaleAndSaySo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("day,v\n01/02/2012,1\n03/04/2012,2\n", to: "d.csv")
        let us = plotline(["describe", path, "--x", "day", "--y", "v"])
        #expect(us.stderrLines == [#"plotline: warning: column "day": dates like "01/02/2012" could be month/day/year or day/month/year; read as month/day/year (the en-US order); --date-format %d/%m/%Y reads them as day/month/year"#])
        #expect(us.stdoutText.contains("X axis: day, January 2 to March 4, 2012."))
        let gb = plotline(["describe", path, "--x", "day", "--y", "v", "--locale", "en-GB"])
        #expect(gb.stderrLines == [#"plotline: warning: column "day": dates like "01/02/2012" could be month/day/year or day/month/year; read as day/month/year (the en-GB order); --date-format %m/%d/%Y reads them as month/day/year"#])
        #expect(gb.stdoutText.contains("X axis: day, 1 February to 3 April 2012."))
        let told = expectSuccess(["describe", path, "--x", "day", "--y", "v", "--date-format", "%d/%m/%Y"])
        #expect(told.stdoutText.contains("X axis: day, February 1 to April 3, 2012."))
    }

    @Test func unixTimeWhenAsked() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("t,v\n1704067200,1\n1704153600,2\n", to: "u.csv")
        let plain = expectSuccess(["describe", path, "--x", "t", "--y", "v"]).stdoutText
        #expect(plain.contains("Scatter plot. X axis: t, 1,704,067,200 to 1,704,153,600."))
        let dated = expectSuccess(["describe", path, "--x", "t", "--y", "v", "--date-format", "unix"]).stdoutText
        #expect(dated.contains("Line chart. X axis: t, January 1 to January 2, 2024."))
        let ms = try scratch.write("t,v\n1704067200000,1\n1704153600000,2\n", to: "ms.csv")
        let msWords = expectSuccess(["describe", ms, "--x", "t", "--y", "v", "--date-format", "unix-ms"]).stdoutText
        #expect(msWords.contains("Line chart. X axis: t, January 1 to January 2, 2024."))
    }

    @Test func aBadDateFormatIsOneLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("day,v\n01/02/2012,1\n", to: "d.csv")
        let out = plotline(["describe", path, "--x", "day", "--y", "v", "--date-format", "%d/%q/%Y"])
        #expect(out.status == 2)
        #expect(out.stderrLines == ["plotline: invalid date format: '%d/%q/%Y': %q is not a directive Plotline reads; use %Y %y %m %d %j %H %I %p %M %S %b %B %z or %%"])
    }

    @Test func aSpecSaysItsDateFormat() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("day,v\n01/02/2012,1\n03/04/2012,2\n", to: "d.csv")
        let spec = try scratch.write("""
            {"data": {"path": "d.csv", "dateFormat": "%d/%m/%Y"},
             "marks": [{"type": "line", "x": {"field": "day"}, "y": {"field": "v"}}]}
            """, to: "chart.json")
        let words = expectSuccess(["describe", spec]).stdoutText
        #expect(words.contains("X axis: day, February 1 to April 3, 2012."))
        // Written back as a spec, the format stays with its data.
        let copy = scratch.path("sub/copy.json")
        try FileManager.default.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: true)
        _ = expectSuccess(["render", spec, "-o", copy])
        let written = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: copy))) as? [String: Any])
        let data = try #require(written["data"] as? [String: Any])
        #expect(data["path"] as? String == "../d.csv")
        #expect(data["dateFormat"] as? String == "%d/%m/%Y")
        let bad = try scratch.write("""
            {"data": {"path": "d.csv", "dateFormat": "%d/%m"},
             "marks": [{"type": "line", "x": {"field": "day"}, "y": {"field": "v"}}]}
            """, to: "bad.json")
        let out = plotline(["describe", bad])
        #expect(out.status == 2)
        #expect(out.stderrLines == ["plotline: invalid spec at $.data.dateFormat: '%d/%m': has no year (%Y or %y)"])
    }
}
