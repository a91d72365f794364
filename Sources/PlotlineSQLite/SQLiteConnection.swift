import CSQLite
import Foundation
import Plotline
import PlotlineSQL

/// A SQLite file opened read-only (the system's libsqlite3): no server, nothing to set up.
///
/// The file is opened with SQLITE_OPEN_READONLY, and each statement is checked with `sqlite3_stmt_readonly`
/// before it runs, so a query that writes is refused with one line. A statement running longer than
/// `timeout` seconds is interrupted (a progress handler checks the clock).
public final class SQLiteConnection: DatabaseConnection, @unchecked Sendable {
    public let dialect = SQLDialect.sqlite
    public let path: String
    public let timeout: Double
    public var timeZone: TimeZone = .gmt
    private var db: OpaquePointer?
    private let lock = NSLock()
    private var deadline: Double = .infinity

    public init(path: String, timeout: Double = 30) throws(PlotlineError) {
        self.path = path
        self.timeout = timeout
        let opening = try Self.opening(path)
        privateCopy = opening.privateCopy
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(opening.uri, &handle, opening.flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot be opened"
            sqlite3_close(handle)
            Self.remove(privateCopy)
            throw PlotlineError.io(path: path, reason: "cannot be opened as a SQLite database: \(message)")
        }
        db = handle
        // No extensions, and nothing in the file's schema (a view, a trigger) may call a function that is
        // not marked harmless: Plotline's own functions are for Plotline's statements only.
        sqlite3_enable_load_extension(handle, 0)
        _ = plotline_sqlite3_db_config(handle, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0)
        _ = plotline_sqlite3_db_config(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        _ = plotline_sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, 1)
        // A file that is not a database fails at its first read: read the schema now, for one clear line.
        var check: OpaquePointer?
        let schema = sqlite3_prepare_v2(handle, "SELECT count(*) FROM sqlite_master", -1, &check, nil)
        let stepped = schema == SQLITE_OK ? sqlite3_step(check) : schema
        sqlite3_finalize(check)
        guard stepped == SQLITE_ROW else {
            let message = String(cString: sqlite3_errmsg(handle))
            sqlite3_close(handle)
            db = nil
            Self.remove(privateCopy)
            throw PlotlineError.io(path: path, reason: "is not a SQLite database (\(message))")
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        // plotline_epoch(value, reading): the seconds of a date written as the column's DateReading (its code)
        // says, read as a CSV file's same text is (local times in the connection's time zone); NULL where the
        // value is missing or not a date.
        sqlite3_create_function_v2(handle, "plotline_epoch", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, context, { call, count, arguments in
            guard let call, count == 2, let arguments, let argument = arguments[0], let user = sqlite3_user_data(call),
                  let text = sqlite3_value_text(argument), let code = arguments[1].flatMap({ sqlite3_value_text($0) }),
                  sqlite3_value_bytes(argument) <= 1_000   // far longer than any date is written
            else { if let call { sqlite3_result_null(call) }; return }
            let connection = Unmanaged<SQLiteConnection>.fromOpaque(user).takeUnretainedValue()
            // A REAL is read as the text the first rows showed it as (2018.0 as "2018", a year).
            let written = sqlite3_value_type(argument) == SQLITE_FLOAT
                ? SQLValue.double(sqlite3_value_double(argument)).text ?? "" : String(cString: text)
            if let seconds = connection.epoch(written, reading: String(cString: code)) {
                sqlite3_result_double(call, seconds)
            } else {
                sqlite3_result_null(call)
            }
        }, nil, nil, nil)
        // plotline_number(text): the number a text value writes, read as a file's cell is; NULL where it is not one.
        sqlite3_create_function_v2(handle, "plotline_number", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, { call, count, arguments in
            guard let call else { return }
            guard count == 1, let arguments, let argument = arguments[0], let text = sqlite3_value_text(argument),
                  let value = NumberText.parse(String(cString: text)) else { sqlite3_result_null(call); return }
            sqlite3_result_double(call, value)
        }, nil, nil, nil)
        // plotline_time_key(seconds, unit, week start): a time unit's key of an instant in the connection's
        // time zone, computed by the engine's own calendar arithmetic (TimeGroupKeys); NULL for a missing one.
        sqlite3_create_function_v2(handle, "plotline_time_key", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, context, { call, count, arguments in
            guard let call, count == 3, let arguments, let user = sqlite3_user_data(call),
                  let seconds = arguments[0], sqlite3_value_type(seconds) != SQLITE_NULL,
                  let unitText = arguments[1].flatMap({ sqlite3_value_text($0) }),
                  let grouping = TimeGrouping(rawValue: String(cString: unitText)) else { sqlite3_result_null(call); return }
            let weekStart = Int(arguments[2].map { sqlite3_value_int($0) } ?? 0)
            let instant = sqlite3_value_double(seconds)
            // The instants the engine keys (as PostgreSQL's statement bounds them), and a week that starts on a day.
            guard (0...6).contains(weekStart), instant >= -210_000_000_000, instant < 6e12 else { sqlite3_result_null(call); return }
            let connection = Unmanaged<SQLiteConnection>.fromOpaque(user).takeUnretainedValue()
            if let key = connection.timeKey(grouping, instant, weekStart: weekStart) {
                sqlite3_result_int64(call, Int64(key))
            } else {
                sqlite3_result_null(call)
            }
        }, nil, nil, nil)
        // plotline_bin(value, start, step, count, decimals, low, high): the bin the engine cuts a number into
        // (BinCut), NULL for a missing value or one outside the range.
        sqlite3_create_function_v2(handle, "plotline_bin", 7, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, { call, count, arguments in
            guard let call, count == 7, let arguments, let value = arguments[0], sqlite3_value_type(value) != SQLITE_NULL else {
                if let call { sqlite3_result_null(call) }
                return
            }
            func number(_ i: Int) -> Double { arguments[i].map { sqlite3_value_double($0) } ?? .nan }
            guard let cut = SQLiteConnection.binCut(number(1), number(2), number(3), number(4), number(5), number(6)) else {
                sqlite3_result_error(call, "plotline_bin: expected a finite start, a step above 0, 1 to \(BinTransform.binLimit) bins, "
                    + "0 to 15 decimals and a finite range", -1)
                return
            }
            if let k = cut.index(of: sqlite3_value_double(value)) { sqlite3_result_int64(call, Int64(k)) } else { sqlite3_result_null(call) }
        }, nil, nil, nil)
        sqlite3_progress_handler(handle, 10_000, { context in
            guard let context else { return 0 }
            let connection = Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue()
            return Date().timeIntervalSince1970 > connection.deadline ? 1 : 0
        }, context)
    }

    deinit {
        sqlite3_close(db)
        Self.remove(privateCopy)
    }

    /// The folder of a private copy of the file (and its write-ahead log), removed when the connection closes.
    private let privateCopy: String?

    /// How a file is opened so that reading it changes nothing beside it, and nothing blocks:
    /// - only a regular file (a FIFO would block the open for ever, a device would stream without end);
    /// - a file in WAL mode (which a reader would give `-wal` and `-shm` files, and which cannot be read in a
    ///   folder the reader cannot write) is opened as immutable when it has no log waiting, and otherwise
    ///   read from a private copy of the file and its log, so the log's rows are read too;
    /// - any other file read-only, as it is.
    static func opening(_ path: String) throws(PlotlineError) -> (uri: String, flags: Int32, privateCopy: String?) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PlotlineError.io(path: path, reason: errno == EACCES ? "cannot be read (permission denied)" : "no such SQLite file")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw PlotlineError.io(path: path, reason: "is a folder, not a SQLite file")
        default: throw PlotlineError.io(path: path, reason: "is not a regular file (a FIFO, a device or a socket), so not a SQLite file")
        }
        let readOnly = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        guard isWAL(path) else { return (uri(path, immutable: false), readOnly, nil) }
        var log = stat()
        guard stat(path + "-wal", &log) == 0, log.st_size > 0 else { return (uri(path, immutable: true), readOnly, nil) }
        // A log with rows not yet in the file: both copied to a folder of Plotline's own, where SQLite may
        // write the log's index; the original is only read.
        let limit = ReadLimits.current.maxBytes
        if Int(info.st_size) + Int(log.st_size) > limit {
            throw PlotlineError.inputLimit(source: path, reason: "is a database in WAL mode larger than \(ReadLimits.describe(bytes: limit)) "
                + "with its log, which is read from a copy (--max-bytes raises the limit)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-sqlite-\(UUID().uuidString)").path
        let copy = (folder as NSString).appendingPathComponent("data.db")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        } catch {
            remove(folder)
            throw PlotlineError.io(path: path, reason: "is a database in WAL mode, and its copy to read could not be made")
        }
        return (uri(copy, immutable: false), SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, folder)
    }

    /// Whether the file's header says it is in WAL mode (its read and write versions are 2).
    static func isWAL(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 20)) ?? Data())
        return header.count == 20 && header.starts(with: Array("SQLite format 3\0".utf8)) && (header[18] == 2 || header[19] == 2)
    }

    /// A file URI for SQLite: the path with `%`, `?` and `#` escaped, made absolute.
    static func uri(_ path: String, immutable: Bool) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var escaped: [UInt8] = []
        for byte in absolute.utf8 {
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                escaped += Array(String(format: "%%%02X", byte).utf8)
            } else {
                escaped.append(byte)
            }
        }
        return "file:" + String(decoding: escaped, as: UTF8.self) + (immutable ? "?immutable=1" : "")
    }

    static func remove(_ folder: String?) {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Each unit's keys (by unit and week start) in the current time zone, made once; statements run one at a
    /// time, under the lock.
    private var timeKeys: [String: TimeGroupKeys] = [:]
    private var timeKeysZone: TimeZone?

    /// Each reading by its code, read once (under the lock, as `timeKeys`).
    private var readings: [String: DateReading] = [:]

    /// The seconds of one date written as the reading `code` (``DateReading/code``) says.
    func epoch(_ text: String, reading code: String) -> Double? {
        if readings[code] == nil { readings[code] = DateReading(code: code) }
        return readings[code]?.seconds(text, timeZone: timeZone)
    }

    /// A time unit's key of one instant; weeks and days of the week count from `weekStart` (0 for Sunday).
    func timeKey(_ grouping: TimeGrouping, _ seconds: Double, weekStart: Int) -> Int? {
        if timeKeysZone != timeZone { timeKeys = [:]; timeKeysZone = timeZone }
        let name = "\(grouping.rawValue) \(weekStart)"
        if timeKeys[name] == nil { timeKeys[name] = try? TimeGroupKeys(grouping, timeZone: timeZone, weekStart: weekStart) }
        return timeKeys[name]?.keys(of: [seconds])[0] ?? nil
    }

    public func run(_ query: SQLQuery) throws(PlotlineError) -> (columns: [String], rows: [[SQLValue]]) {
        lock.lock()
        defer { lock.unlock() }
        guard let db else { throw PlotlineError.io(path: path, reason: "the database is closed") }
        if ProcessInfo.processInfo.environment["PLOTLINE_SQL_TRACE"] != nil { FileHandle.standardError.write(Data((query.text + "\n" + "\(query.bindings)\n").utf8)) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, query.text, -1, &statement, nil) == SQLITE_OK, let statement else {
            let message = String(cString: sqlite3_errmsg(db))
            sqlite3_finalize(statement)
            throw Self.error(message, path: path)
        }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_stmt_readonly(statement) != 0 else {
            throw PlotlineError.invalidOption(name: "--query", reason: "the query would change the database; only a query that reads (SELECT) is run")
        }
        for (i, value) in query.bindings.enumerated() {
            let index = Int32(i + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, index)
            case .integer(let v): sqlite3_bind_int64(statement, index, v)
            case .double(let v): sqlite3_bind_double(statement, index, v)
            case .text(let v): sqlite3_bind_text(statement, index, v, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            // SQLite has no arrays (its dialect has no boundArray): numbers bound together go as their literal text.
            case .doubles: sqlite3_bind_text(statement, index, value.text ?? "{}", -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }
        let count = sqlite3_column_count(statement)
        let columns = (0..<count).map { String(cString: sqlite3_column_name(statement, $0)) }
        var rows: [[SQLValue]] = []
        var limits = ResultLimits(source: path)
        deadline = Date().timeIntervalSince1970 + timeout
        defer { deadline = .infinity }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                if status == SQLITE_INTERRUPT {
                    throw PlotlineError.invalidData("the query ran longer than its time limit of \(Self.seconds(timeout)) and was stopped")
                }
                throw Self.error(String(cString: sqlite3_errmsg(db)), path: path)
            }
            try limits.row(cells: Int(count))
            var row: [SQLValue] = []
            row.reserveCapacity(Int(count))
            for c in 0..<count {
                switch sqlite3_column_type(statement, c) {
                case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, c)))
                case SQLITE_FLOAT: row.append(.double(sqlite3_column_double(statement, c)))
                case SQLITE_NULL: row.append(.null)
                default:
                    // Its length before its bytes: a value past the limits is never copied.
                    try limits.text(length: Int(sqlite3_column_bytes(statement, c)))
                    if let text = sqlite3_column_text(statement, c) { row.append(.text(String(cString: text))) } else { row.append(.null) }
                }
            }
            rows.append(row)
        }
        return (columns, rows)
    }

    /// The cut `plotline_bin` was given, or nil where its numbers are not one the engine makes (a count no
    /// whole number holds, a step of 0): the function reports an error rather than trapping.
    static func binCut(_ start: Double, _ step: Double, _ count: Double, _ decimals: Double, _ low: Double, _ high: Double) -> BinCut? {
        guard start.isFinite, step.isFinite, step > 0, low.isFinite, high.isFinite, low <= high,
              count >= 1, count <= Double(BinTransform.binLimit), count == count.rounded(),
              decimals >= 0, decimals <= 15, decimals == decimals.rounded() else { return nil }
        return BinCut(start: start, step: step, count: Int(count), decimals: Int(decimals), low: low, high: high)
    }

    static func seconds(_ t: Double) -> String {
        t == t.rounded() ? "\(Int(t)) s" : "\(t) s"
    }

    /// SQLite's message as one line: a missing table or column named as such.
    static func error(_ message: String, path: String) -> PlotlineError {
        if message.hasPrefix("no such table: ") {
            return .invalidData("the database has no table '\(message.dropFirst("no such table: ".count))'")
        }
        if message.hasPrefix("no such column: ") {
            return .invalidData("the database has no column '\(message.dropFirst("no such column: ".count))'")
        }
        let writes = ["INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP", "ALTER"]
        if message.contains("readonly") || message.contains("read-only")
            || writes.contains(where: { message.hasPrefix("near \"\($0)\"") }) {
            return .invalidOption(name: "--query", reason: "the query would change the database; only a query that reads (SELECT) is run")
        }
        return .invalidData("SQLite: " + message.replacingOccurrences(of: "\n", with: " "))
    }
}
