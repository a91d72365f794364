import CSQLite
import Foundation
@testable import PlotlineCLI
import PlotlinePostgres

/// What one run of the command did.
struct Run {
    var status: Int32
    var stdout: Data
    var stderr: String
}

private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = ""
    func output(_ data: Data) { lock.withLock { out.append(data) } }
    func error(_ text: String) { lock.withLock { err += text } }
    var collected: (Data, String) { lock.withLock { (out, err) } }
}

/// Runs `plotline ARGUMENTS` in process, with PostgreSQL's driver as `plotline-postgres` gives it.
func plotline(_ arguments: [String]) -> Run {
    PostgresOpener.use { url, timeout in try PostgresDatabase(address: try PostgresAddress(url: url), timeout: timeout) }
    let capture = Capture()
    let io = CommandIO(standardInput: { Data() }, standardOutput: { capture.output($0) },
                       standardError: { capture.error($0) })
    let status = CLI.run(arguments, io: io)
    let (out, err) = capture.collected
    return Run(status: status, stdout: out, stderr: err)
}

/// A fresh folder for one test's files.
struct Folder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-sql-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func remove() { try? FileManager.default.removeItem(at: url) }
    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}

/// One table of test data, written as a CSV file and as a SQLite table (in the same row order), so the
/// two inputs of a chart hold the same rows.
struct TestTable {
    var name: String
    var columns: [(String, String)]   // name, SQL type
    var rows: [[String?]]             // nil: missing (an empty CSV field, NULL in SQL)

    func csv() -> String {
        var text = columns.map(\.0).joined(separator: ",") + "\n"
        for row in rows { text += row.map { Self.field($0) }.joined(separator: ",") + "\n" }
        return text
    }

    /// A CSV field: quoted (quotes doubled) where it holds a comma, a quote or a line break.
    private static func field(_ value: String?) -> String {
        guard let value else { return "" }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Writes the table into the SQLite file at `path` (made if missing).
    func write(sqlite path: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw Failure("cannot open \(path)") }
        defer { sqlite3_close(db) }
        let definition = columns.map { "\"\($0.0)\" \($0.1)" }.joined(separator: ", ")
        try exec(db, "CREATE TABLE \"\(name)\" (\(definition))")
        try exec(db, "BEGIN")
        var statement: OpaquePointer?
        let marks = columns.map { _ in "?" }.joined(separator: ", ")
        guard sqlite3_prepare_v2(db, "INSERT INTO \"\(name)\" VALUES (\(marks))", -1, &statement, nil) == SQLITE_OK else {
            throw Failure(String(cString: sqlite3_errmsg(db)))
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            sqlite3_reset(statement)
            for (i, value) in row.enumerated() {
                let index = Int32(i + 1)
                guard let value else { sqlite3_bind_null(statement, index); continue }
                switch columns[i].1 {
                case "REAL": sqlite3_bind_double(statement, index, Double(value)!)
                case "INTEGER": sqlite3_bind_int64(statement, index, Int64(value)!)
                default: sqlite3_bind_text(statement, index, value, -1, transient)
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(String(cString: sqlite3_errmsg(db))) }
        }
        try exec(db, "COMMIT")
    }

    private func exec(_ db: OpaquePointer?, _ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(String(cString: sqlite3_errmsg(db))) }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ text: String) { description = text }
}

/// A seeded generator, so each run makes the same data.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

enum Tables {
    /// Five lines whose series names hold quotes, a backslash, braces and a comma (as a database's array
    /// literal must escape them), one without a name, and whole-number levels that repeat in every bucket,
    /// so many rows share each bucket's lowest and highest value.
    static func awkwardSeries(rows: Int = 6_000) -> TestTable {
        var data: [[String?]] = []
        for i in 0..<rows {
            for (k, series) in [#"say "hi""#, #"c:\data\"#, "{a,b}", "über", nil].enumerated() {
                let level = (i / 37 + k * 3 + (i * 7919) % 5) % 11
                data.append([String(i), series, String(level)])
            }
        }
        return TestTable(name: "awkward", columns: [("t", "REAL"), ("s", "TEXT"), ("v", "INTEGER")], rows: data)
    }

    /// Two sites' levels every ten minutes: a dense line per site, with `gaps` missing levels.
    static func levels(rows: Int, gaps: Bool = false) -> TestTable {
        var generator = Seeded(state: 7)
        var data: [[String?]] = []
        let start = 1_577_836_800.0
        for i in 0..<rows {
            for site in ["north", "south"] {
                let t = start + Double(i) * 600
                let noise = Double.random(in: -1...1, using: &generator)
                let level = sin(Double(i) / 500) * 10 + noise + (site == "south" ? 5 : 0)
                let missing = gaps && (i % 997 == 3 || (i / 50) % 200 == 7)
                data.append([ISODateText.instant(t), site, missing ? nil : String(format: "%.3f", level)])
            }
        }
        return TestTable(name: "levels", columns: [("time", "TEXT"), ("site", "TEXT"), ("level", "REAL")], rows: data)
    }

    /// `levels` with local times (no offset, a space before the time), every ten minutes from 2024-03-09, so
    /// the days cross New York's change to summer time: a chart in that zone reads them as a CSV's are.
    static func localLevels(rows: Int) -> TestTable {
        var table = levels(rows: rows)
        table.name = "local_levels"
        for i in table.rows.indices {
            let wall = 1_709_942_400.0 + Double(i / 2) * 600
            table.rows[i][0] = String(ISODateText.instant(wall).dropLast()).replacingOccurrences(of: "T", with: " ")
        }
        return table
    }

    /// A temperature every six hours from 2023-01-01, its date written as people write dates in files
    /// (`format` a strftime-like pattern of %Y %m %d %H %M and %b, a month's English abbreviation), so a
    /// database reads the same text as a CSV file does. A few dates are `NA` (missing).
    static func writtenDates(_ format: String, rows: Int = 2_000, step: Double = 21_600, name: String = "written") -> TestTable {
        var generator = Seeded(state: 5)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var data: [[String?]] = []
        for i in 0..<rows {
            let date = calendar.dateComponents([.year, .month, .day, .hour, .minute],
                                               from: Date(timeIntervalSince1970: 1_672_531_200 + Double(i) * step))
            var text = format
            for (key, value) in [("%Y", String(date.year!)), ("%m", String(format: "%02d", date.month!)),
                                 ("%d", String(format: "%02d", date.day!)), ("%H", String(format: "%02d", date.hour!)),
                                 ("%M", String(format: "%02d", date.minute!)), ("%b", months[date.month! - 1])] {
                text = text.replacingOccurrences(of: key, with: value)
            }
            let temp = 10 + 8 * sin(Double(i) / 230) + Double.random(in: -2...2, using: &generator)
            data.append([i % 401 == 17 ? "NA" : text, String(format: "%.2f", temp)])
        }
        return TestTable(name: name, columns: [("date", "TEXT"), ("temp", "REAL")], rows: data)
    }

    /// Spending written as people write it, in TEXT columns: a day (ISO), a category, a price in dollars
    /// (`$1,200.50`, `-$35`), a share in percent (`12.5%`) and a price in euros (`1.200,50 €`), a few of each
    /// missing (empty, `NA`). `trap` puts one value that is no such number (`about $5`) in row 1,500, past
    /// the 1,000 rows a database's sample reads, so the whole column stays text, as the file's does.
    static func writtenNumbers(rows: Int = 2_400, trap: Bool = false) -> TestTable {
        var generator = Seeded(state: 21)
        func grouped(_ whole: Int, _ mark: String) -> String {
            whole >= 1000 ? "\(whole / 1000)\(mark)\(String(format: "%03d", whole % 1000))" : String(whole)
        }
        let data: [[String?]] = (0..<rows).map { i in
            let cents = Int(Double.random(in: -5_000...250_000, using: &generator))
            let negative = cents < 0, whole = abs(cents) / 100, fraction = abs(cents) % 100
            var price = (negative ? "-$" : "$") + grouped(whole, ",") + (fraction == 0 ? "" : String(format: ".%02d", fraction))
            if trap && i == 1_500 { price = "about $5" }
            let share = String(format: "%.1f%%", Double.random(in: 0...40, using: &generator))
            let euros = grouped(whole, ".") + String(format: ",%02d", fraction) + " €"
            let day = ISODateText.instant(1_672_531_200 + Double(i) * 86_400).prefix(10)
            return [String(day), ["rent", "food", "books", "travel"][i % 4],
                    i % 97 == 13 ? nil : i % 211 == 7 ? "NA" : price, i % 89 == 3 ? nil : share, i % 101 == 9 ? "NA" : euros]
        }
        return TestTable(name: "spending", columns: [("day", "TEXT"), ("item", "TEXT"), ("price", "TEXT"), ("share", "TEXT"),
                                                     ("euros", "TEXT")], rows: data)
    }

    /// Readings with a date of a database's own type (`DATE`: one a day; `TIMESTAMP`: local times every six
    /// hours; `TIMESTAMPTZ`: instants every six hours) and a `NUMERIC` value, written in the CSV file as
    /// ISO 8601 text: PostgreSQL sends these types in binary, and the chart must be the file's.
    static func typedDates(_ sqlType: String, rows: Int = 1_500) -> TestTable {
        var generator = Seeded(state: 13)
        let step = sqlType == "DATE" ? 86_400.0 : 21_600
        let data: [[String?]] = (0..<rows).map { i in
            let instant = ISODateText.instant(1_672_531_200 + Double(i) * step)
            let date: String = switch sqlType {
            case "DATE": String(instant.prefix(10))
            case "TIMESTAMP": String(instant.dropLast()).replacingOccurrences(of: "T", with: " ")
            default: instant
            }
            return [i % 97 == 5 ? nil : date, String(format: "%.2f", 20 + sin(Double(i) / 40) * 6 + Double.random(in: -1...1, using: &generator))]
        }
        return TestTable(name: "typed_\(sqlType.lowercased())", columns: [("day", sqlType), ("value", "NUMERIC")], rows: data)
    }

    /// Two date columns written day first: `a` on days 1 to 12 only (no value shows the order), `b` past the 12th
    /// (which shows it); a database must read each as a file reads it, `a` in the locale's order.
    static func twoDateOrders() -> TestTable {
        var data: [[String?]] = []
        for i in 0..<60 {
            let a = String(format: "%02d/%02d/2020", i % 12 + 1, i / 12 + 1)
            let b = String(format: "%02d/01/2020", i % 28 + 1)
            data.append([a, b, String(i * 3 % 17)])
        }
        return TestTable(name: "two_orders", columns: [("a", "TEXT"), ("b", "TEXT"), ("v", "REAL")], rows: data)
    }

    /// A value a year, the year a REAL (2018.0, as pandas writes a float column): a date with `--x-type date`.
    static func realYears() -> TestTable {
        TestTable(name: "real_years", columns: [("year", "REAL"), ("v", "REAL")],
                  rows: (2000..<2024).map { [String($0), String(($0 * 7) % 31)] })
    }

    /// A reading every hour from 2023-11-14, its time an integer of Unix seconds (`--date-format unix`).
    static func unixTimes(rows: Int = 3_000) -> TestTable {
        var generator = Seeded(state: 9)
        let data: [[String?]] = (0..<rows).map { i in
            [String(1_699_920_000 + i * 3600), String(format: "%.2f", cos(Double(i) / 90) * 4 + Double.random(in: -1...1, using: &generator))]
        }
        return TestTable(name: "unix_times", columns: [("t", "INTEGER"), ("v", "REAL")], rows: data)
    }

    /// Three groups of points, y about twice x.
    static func points(rows: Int) -> TestTable {
        var generator = Seeded(state: 11)
        var data: [[String?]] = []
        for _ in 0..<rows {
            let group = ["a", "b", "c"][Int.random(in: 0..<3, using: &generator)]
            let x = Double.random(in: -3...3, using: &generator)
            let y = 2 * x + Double.random(in: -1...1, using: &generator)
            data.append([String(format: "%.4f", x), String(format: "%.4f", y), group])
        }
        return TestTable(name: "points", columns: [("x", "REAL"), ("y", "REAL"), ("g", "TEXT")], rows: data)
    }
}

enum ISODateText {
    static func instant(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
