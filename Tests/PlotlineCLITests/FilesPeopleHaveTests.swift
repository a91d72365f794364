import Foundation
import Testing
@testable import PlotlineCLI
@testable import Plotline

/// The files people are handed (#33): the same weather rows as CSV, TSV, a European spreadsheet's export
/// (BOM, semicolons, decimal commas), JSON in the forms services return, JSON Lines and an .xlsx workbook
/// draw the same chart, byte for byte, and each form other than plain CSV or JSON says how it was read.
@Suite struct FilesPeopleHaveTests {
    /// The workbooks made by Tests/Fixtures/workbooks/make_workbooks.py (openpyxl).
    static func workbook(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/workbooks/\(name)").path
    }

    static let rows: [(String, String, String, String, String)] = [
        ("2012-01-01", "drizzle", "12.8", "5.0", "0.0"),
        ("2012-01-02", "rain", "10.6", "2.8", "10.9"),
        ("2012-01-03", "rain", "11.7", "7.2", "0.8"),
        ("2012-01-04", "sun", "12.2", "5.6", ""),
        ("2012-01-05", "snow", "8.9", "2.8", "1.3"),
    ]
    static let names = ["date", "weather", "temp_max", "temp_min", "precipitation"]

    static func delimited(_ separator: String, decimalComma: Bool = false, bom: Bool = false, lineEnd: String = "\n") -> String {
        let number = { (text: String) in decimalComma ? text.replacingOccurrences(of: ".", with: ",") : text }
        var lines = [names.joined(separator: separator)]
        for (date, kind, high, low, rain) in rows {
            lines.append([date, kind, number(high), number(low), number(rain)].joined(separator: separator))
        }
        return (bom ? "\u{FEFF}" : "") + lines.joined(separator: lineEnd) + lineEnd
    }

    static func object(_ row: (String, String, String, String, String), nested: Bool) -> String {
        let rain = row.4.isEmpty ? "null" : row.4
        let temps = nested ? "\"temp\": {\"max\": \(row.2), \"min\": \(row.3)}"
                           : "\"temp_max\": \(row.2), \"temp_min\": \(row.3)"
        return "{\"date\": \"\(row.0)\", \"weather\": \"\(row.1)\", \(temps), \"precipitation\": \(rain)}"
    }

    static var json: String { "[" + rows.map { object($0, nested: false) }.joined(separator: ",\n") + "]" }
    static var nestedJSON: String { "[" + rows.map { object($0, nested: true) }.joined(separator: ",\n") + "]" }
    static var jsonLines: String { rows.map { object($0, nested: false) }.joined(separator: "\n") + "\n" }
    static var arrayOfRows: String {
        let header = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let body = rows.map { "[\"\($0.0)\", \"\($0.1)\", \($0.2), \($0.3), \($0.4.isEmpty ? "null" : $0.4)]" }
        return "{\"source\": \"a weather service\", \"count\": 5, \"data\": [" + ([header] + body).joined(separator: ",\n") + "]}"
    }

    /// Each form, its file name, the --y that names temp_max in it, and the lines it prints.
    static var forms: [(name: String, text: String?, y: String, said: [String])] {
        [
            ("weather.csv", delimited(","), "temp_max", []),
            ("weather.tsv", delimited("\t"), "temp_max", []),
            ("weather-tabs.txt", delimited("\t"), "temp_max",
             ["plotline: warning: read as tab-separated values: the header and the first rows have a tab between fields (--delimiter says otherwise)"]),
            ("excel-de.csv", delimited(";", decimalComma: true, bom: true, lineEnd: "\r\n"), "temp_max",
             ["plotline: warning: read as semicolon-separated values, with decimal commas (3,5 is 3.5): the header and the first rows have a semicolon between fields (--delimiter and --decimal say otherwise)"]),
            ("weather-pipes.csv", delimited("|"), "temp_max",
             ["plotline: warning: read as pipe-separated values: the header and the first rows have a pipe between fields (--delimiter says otherwise)"]),
            ("weather.json", json, "temp_max", []),
            ("nested.json", nestedJSON, "temp.max",
             ["plotline: warning: objects inside the records are columns named by their path: temp.max, temp.min (--y temp.max names one)"]),
            ("weather.jsonl", jsonLines, "temp_max", ["plotline: warning: read as JSON Lines: one object a line"]),
            ("service.json", arrayOfRows, "temp_max",
             ["plotline: warning: read as the records in \"data\", an array of rows: the first names the columns"]),
            ("weather.xlsx", nil, "temp_max",
             ["plotline: warning: read the sheet 'weather' of 2 (--sheet NAME or --sheet NUMBER reads another: weather, notes)"]),
            ("weather-1904.xlsx", nil, "temp_max",
             ["plotline: warning: read the sheet 'weather' of 2 (--sheet NAME or --sheet NUMBER reads another: weather, notes)"]),
        ]
    }

    @Test func theSameChartFromEveryForm() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var first: Data?
        for form in Self.forms {
            let path = try form.text.map { try scratch.write($0, to: form.name) } ?? Self.workbook(form.name)
            let out = plotline(["render", path, "--x", "date", "--y", form.y, "--y-label", "temp max",
                                "--title", "Highs", "-o", "-"])
            #expect(out.status == 0, "\(form.name): \(out.stderr)")
            #expect(out.stderrLines.map(String.init) == form.said, "\(form.name)")
            if let first {
                #expect(out.stdout == first, "\(form.name) draws another chart")
            } else {
                first = out.stdout
            }
        }
        // The numbers reached the picture and the words: five points, 8.9 to 12.8.
        let words = plotline(["describe", Self.workbook("weather.xlsx"), "--x", "date", "--y", "temp_max"]).stdoutText
        #expect(words.contains("X axis: date, January 1 to January 5, 2012. Y axis: temp max, 8 to 13. 5 values."))
        #expect(words.contains("12.8") && words.contains("8.9"))
        let svg = String(decoding: try #require(first), as: UTF8.self)
        #expect(svg.contains("12.8") && svg.contains("8.9"))
    }

    /// A workbook's cells formatted as a currency or a percent (`"$"#,##0.00`, `0.0%`, the built-in `0%`,
    /// `#,##0.00 [$€-407]`) are read as the sheet's CSV export writes them: the same chart, the same words,
    /// the same lines saying how each column was read, and the unit on the ticks.
    @Test func formattedCellsReadAsTheirCSVExport() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let export = try scratch.write("""
            month,revenue,share,growth,cost
            Jan,"$1,200.50",12.5%,3%,"980,25 €"
            Feb,"$1,350.00",13.1%,-2%,"1.020,00 €"
            Mar,$990.75,9.8%,5%,"870,10 €"
            Apr,"$1,410.20",14.0%,7%,"1.100,00 €"

            """, to: "prices.csv")
        let workbook = Self.workbook("prices.xlsx")
        for y in ["revenue", "share", "growth", "cost"] {
            let fromCSV = plotline(["render", export, "--x", "month", "--y", y, "--mark", "bar", "-o", "-"])
            let fromBook = plotline(["render", workbook, "--x", "month", "--y", y, "--mark", "bar", "-o", "-"])
            #expect(fromCSV.status == 0 && fromBook.status == 0, "\(y): \(fromCSV.stderr) \(fromBook.stderr)")
            #expect(fromBook.stdout == fromCSV.stdout, "\(y): the workbook draws another chart than its CSV export")
            let csvWords = plotline(["describe", export, "--x", "month", "--y", y])
            let bookWords = plotline(["describe", workbook, "--x", "month", "--y", y])
            #expect(bookWords.stdoutText == csvWords.stdoutText, "\(y)")
        }
        let revenue = plotline(["describe", workbook, "--x", "month", "--y", "revenue"])
        #expect(revenue.stderrLines.contains { $0.contains("revenue") && $0.contains("US dollars") }, "\(revenue.stderr)")
        #expect(revenue.stdoutText.contains("1,410.2 US dollars"), "\(revenue.stdoutText)")
        let share = plotline(["render", workbook, "--x", "month", "--y", "share", "--mark", "bar", "-o", "-"]).stdoutText
        #expect(share.contains(">10%<") && share.contains(">15%<"), "ticks carry the percent sign")
        #expect(!share.contains(">0.14<"), "the share is 14%, not 0.14")
        let growth = plotline(["describe", workbook, "--x", "month", "--y", "growth"]).stdoutText
        #expect(growth.contains("-2%") && growth.contains("7%"), "\(growth)")
        let cost = plotline(["render", workbook, "--x", "month", "--y", "cost", "--mark", "bar", "-o", "-"]).stdoutText
        #expect(cost.contains(" €<"), "the euro follows its numbers, spaced, as the format writes it")
    }

    /// The format codes spreadsheets write, classified; values taken to Excel's 15 significant digits.
    @Test func numberFormatCodes() {
        #expect(ExcelNumberFormat.of(id: 9, code: nil) == .percent)
        #expect(ExcelNumberFormat.of(id: 14, code: nil) == .date)
        #expect(ExcelNumberFormat.of(id: 5, code: nil) == .plain)  // the locale's currency: unknown
        #expect(ExcelNumberFormat.of(id: 164, code: "\"$\"#,##0.00") == .currency(.usDollar, before: true, spaced: false))
        #expect(ExcelNumberFormat.of(id: 164, code: "_(\"$\"* #,##0.00_);_(\"$\"* \\(#,##0.00\\)") == .currency(.usDollar, before: true, spaced: true))
        #expect(ExcelNumberFormat.of(id: 164, code: "#,##0.00 [$€-407]") == .currency(.euro, before: false, spaced: true))
        #expect(ExcelNumberFormat.of(id: 164, code: "[$£-809]#,##0") == .currency(.pound, before: true, spaced: false))
        #expect(ExcelNumberFormat.of(id: 164, code: "#,##0.00\\ \"₺\"") == .currency(.lira, before: false, spaced: true))
        #expect(ExcelNumberFormat.of(id: 164, code: "[Red]0.0%") == .percent)
        #expect(ExcelNumberFormat.of(id: 164, code: "#,##0.00 \"kg\"") == .plain)
        #expect(ExcelNumberFormat.of(id: 164, code: "[$-409]#,##0") == .plain)
        #expect(ExcelNumberFormat.of(id: 164, code: "yyyy-mm-dd") == .date)
        #expect(ExcelNumberFormat.of(id: 164, code: "General") == .plain)
        #expect(ExcelNumberFormat.percent.text(of: "0.13100000000000001") == "13.1%")
        #expect(ExcelNumberFormat.percent.text(of: "-1.5E-3") == "-0.15%")
        #expect(ExcelNumberFormat.currency(.usDollar, before: true, spaced: false).text(of: "-1200.5") == "-$1200.5")
        #expect(ExcelNumberFormat.currency(.euro, before: false, spaced: true).text(of: "1E+20") == "100000000000000000000 €")
        #expect(ExcelNumberFormat.plain.text(of: "1") == nil)
    }

    /// Standard input has no name: JSON Lines and semicolons are known by their bytes.
    @Test func standardInputIsSniffedToo() {
        let lines = plotline(["describe", "-", "--x", "date", "--y", "temp_max"], stdin: Data(Self.jsonLines.utf8))
        #expect(lines.status == 0)
        #expect(lines.stderrLines == ["plotline: warning: read as JSON Lines: one object a line"])
        let semicolons = plotline(["describe", "-", "--x", "date", "--y", "temp_max"],
                                  stdin: Data(Self.delimited(";", decimalComma: true).utf8))
        #expect(semicolons.status == 0)
        #expect(semicolons.stdoutText.contains("Y axis: temp max, 8 to 13. 5 values."))
    }

    @Test func theAuthorOverridesTheGuess() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // Semicolons between fields, decimal points: --decimal . keeps 1.200 as one point two.
        let path = try scratch.write("x;y\n1;1.200\n2;2.500\n", to: "points.csv")
        let points = plotline(["describe", path, "--x", "x", "--y", "y", "--decimal", "."])
        #expect(points.status == 0)
        #expect(points.stdoutText.contains("Y axis: y, 1 to 2.5"), "\(points.stdoutText)")
        #expect(points.stderrLines == ["plotline: warning: read as semicolon-separated values: the header and the first rows have a semicolon between fields (--delimiter says otherwise)"])
        // Told the delimiter, nothing is guessed and nothing said.
        let told = plotline(["describe", path, "--x", "x", "--y", "y", "--delimiter", ";", "--decimal", "."])
        #expect(told.status == 0)
        #expect(told.stderr.isEmpty)
        // A comma file read with --delimiter ';' is one column, and the error says so.
        let comma = try scratch.write("x,y\n1,2\n", to: "comma.csv")
        let wrong = plotline(["describe", comma, "--x", "x", "--y", "y", "--delimiter", "semicolon"])
        #expect(wrong.status == 2)
        let bad = plotline(["describe", comma, "--x", "x", "--y", "y", "--delimiter", "colon"])
        #expect(bad.stderrLines == ["plotline: invalid --delimiter: expected , ; tab or |, found 'colon'"])
        #expect(bad.status == 2)
    }

    /// Thousands separators inside quoted numbers, as spreadsheets export them.
    @Test func groupedNumbersAreNumbers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("city,people\nA,\"1,200\"\nB,\"12,500.5\"\nC,\"1,234,567\"\n", to: "cities.csv")
        let out = expectSuccess(["describe", path, "--x", "city", "--y", "people"]).stdoutText
        #expect(out.contains("1,234,567") && out.contains("Y axis: people, 0 to"), "\(out)")
        let german = try scratch.write("city;people\nA;1.200\nB;12.500,5\nC;1.234.567\n", to: "städte.csv")
        let read = plotline(["describe", german, "--x", "city", "--y", "people", "--decimal", ","]).stdoutText
        #expect(read == out)
    }

    /// The other sheet, its booleans, and a sheet that is not there.
    @Test func anotherSheet() {
        let byName = plotline(["describe", Self.workbook("weather.xlsx"), "--sheet", "notes", "--x", "what", "--y", "windy"])
        let byNumber = plotline(["describe", Self.workbook("weather.xlsx"), "--sheet", "2", "--x", "what", "--y", "windy"])
        #expect(byName.status == 0 && byName.stderr.isEmpty, "\(byName.stderr)")
        #expect(byName.stdout == byNumber.stdout)
        #expect(byName.stdoutText.contains("true") && byName.stdoutText.contains("second week"))
        let missing = plotline(["render", Self.workbook("weather.xlsx"), "--sheet", "3", "--x", "what", "--y", "windy", "-o", "-"])
        #expect(missing.status == 2)
        #expect(missing.stderrLines.map(String.init) == ["plotline: invalid --sheet: '3' is not a sheet of \(Self.workbook("weather.xlsx")); its sheets are: 1 weather, 2 notes"])
    }

    /// Bad input: one line each, exit 2, nothing written.
    @Test(arguments: [
        ("binary.csv", "is not text (a NUL byte on line 3); is it a CSV, JSON or .xlsx file?"),
        ("latin1.csv", "is not text (byte 0xE9 on line 2 is not UTF-8); is it a CSV, JSON or .xlsx file?"),
        ("not-a-workbook.xlsx", "is not a readable .xlsx workbook: it is a ZIP archive without the xl/workbook.xml an .xlsx workbook has; save it again from the spreadsheet as .xlsx, or export the sheet as CSV"),
        ("password.xlsx", "is an OLE compound file, not an .xlsx workbook: a workbook saved with a password, or an old .xls; save it without a password as .xlsx (or export it as CSV) and read that"),
        ("formula-no-value.xlsx", "cell B3 holds a formula whose value the workbook did not save; open the workbook in a spreadsheet and save it (which saves the values), or export the sheet as CSV"),
    ])
    func badInput(name: String, reason: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var path = Self.workbook(name)
        if name == "binary.csv" {  // a PNG's first bytes
            path = scratch.path(name)
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: URL(fileURLWithPath: path))
        }
        if name == "latin1.csv" {  // "café" in Latin-1
            path = scratch.path(name)
            try Data("x,y\ncaf".utf8 + [0xE9] + Data(",1\nthé,2\n".utf8)).write(to: URL(fileURLWithPath: path))
        }
        let output = scratch.path("chart.svg")
        let out = plotline(["render", path, "--x", "x", "--y", "y", "-o", output])
        #expect(out.status == 2)
        #expect(out.stderrLines.map(String.init) == ["plotline: \(path): \(reason)"])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Help that says what to type: the near column, the near mark, a count for --x alone, a histogram.
    @Test func helpThatSaysWhatToType() {
        let workbook = Self.workbook("weather.xlsx")
        let column = plotline(["render", workbook, "--sheet", "1", "--x", "date", "--y", "tmp_max", "-o", "-"])
        #expect(column.status == 2)
        #expect(column.stderrLines == ["plotline: column 'tmp_max' not found; did you mean 'temp_max'? columns are: date, weather, temp_max, temp_min, precipitation"])
        let mark = plotline(["render", workbook, "--x", "date", "--y", "temp_max", "--mark", "lines", "-o", "-"])
        #expect(mark.status == 2)
        #expect(mark.stderrLines == ["plotline: unknown mark 'lines'; did you mean --mark line? use bar, line, point, area, rule, rectangle, sector, boxplot, tick or candlestick (histogram: bars of counted bins)"])
        let count = plotline(["describe", workbook, "--sheet", "weather", "--x", "weather"])
        #expect(count.status == 0)
        #expect(count.stderrLines == ["plotline: warning: no --y, so each bar counts the rows for each weather (--y 'count()'; --y COLUMN draws a column instead)"])
        #expect(count.stdoutText.contains("Bar chart. X axis: weather, 4 categories from drizzle to snow. Y axis: Count of records, 0 to 2. 4 bars."))
        let histogram = plotline(["render", workbook, "--sheet", "1", "--x", "temp_max", "--mark", "histogram", "-o", "-"])
        let spelled = plotline(["render", workbook, "--sheet", "1", "--x", "bin(temp_max)", "--y", "count()", "--mark", "bar", "-o", "-"])
        #expect(histogram.status == 0 && histogram.stderr.isEmpty)
        #expect(histogram.stdout == spelled.stdout)
    }

    /// In nested JSON an object's name is not a column, its fields are: `--y temp` names `temp.max` and
    /// `temp.min`, and `--y max` the one path that ends in it.
    @Test func nestedPathsAreSuggested() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.nestedJSON, to: "nested.json")
        let object = plotline(["render", path, "--x", "date", "--y", "temp", "-o", "-"])
        #expect(object.status == 2)
        #expect(object.stderrLines.last.map(String.init) == "plotline: column 'temp' not found; did you mean one of temp.max, temp.min? "
                + "columns are: date, weather, temp.max, temp.min, precipitation")
        let field = plotline(["render", path, "--x", "date", "--y", "MAX", "-o", "-"])
        #expect(field.status == 2)
        #expect(field.stderrLines.last.map(String.init) == "plotline: column 'MAX' not found; did you mean 'temp.max'? "
                + "columns are: date, weather, temp.max, temp.min, precipitation")
        #expect(object.stdout.isEmpty && field.stdout.isEmpty)
    }

    /// --y2: a band, a range bar or an error bar from --y to --y2, with words that give both ends.
    @Test func secondValues() throws {
        let workbook = Self.workbook("weather.xlsx")
        let band = plotline(["describe", workbook, "--sheet", "1", "--x", "date", "--y", "temp_min", "--y2", "temp_max", "--mark", "area"])
        #expect(band.status == 0 && band.stderr.isEmpty, "\(band.stderr)")
        #expect(band.stdoutText.contains("Area chart. X axis: date, January 1 to January 5, 2012. Y axis: temp min, temp max, 2.5 to 15. 5 values."))
        #expect(band.stdoutText.contains("From January 1 to January 5: 5.0 to 12.8 first, 2.8 to 8.9 last."))
        let bars = plotline(["render", workbook, "--sheet", "1", "--x", "weather", "--y", "temp_min", "--y2", "temp_max", "--mark", "bar", "-o", "-"])
        #expect(bars.status == 0)
        #expect(bars.stdoutText.components(separatedBy: "class=\"mark bar").count - 1 == 5)
        let missing = plotline(["render", workbook, "--sheet", "1", "--x", "date", "--y", "temp_min", "--y2", "tmp_max", "-o", "-"])
        #expect(missing.status == 2)
        #expect(missing.stderrLines == ["plotline: --y2: column 'tmp_max' not found; did you mean 'temp_max'? columns are: date, weather, temp_max, temp_min, precipitation"])
        let aggregate = plotline(["render", workbook, "--sheet", "1", "--x", "weather", "--y", "mean(temp_min)", "--y2", "temp_max", "-o", "-"])
        #expect(aggregate.status == 2)
        #expect(aggregate.stderrLines == ["plotline: --y2 goes with a plain column on --y, not 'mean(temp_min)'"])
    }
}
