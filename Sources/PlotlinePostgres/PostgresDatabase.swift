import Foundation
import Logging
import NIOCore
import NIOPosix
import Plotline
import PlotlineSQL
import PostgresNIO

/// A PostgreSQL server reached through postgres-nio. Every statement runs in a READ ONLY transaction with
/// a statement timeout, its values bound as parameters; errors are one line naming the server as
/// user@host:port/database, never with the password.
public final class PostgresDatabase: DatabaseConnection, @unchecked Sendable {
    public let dialect = SQLDialect.postgres
    public let address: PostgresAddress
    public let timeout: Double
    public var timeZone: TimeZone = .gmt
    private let connection: PostgresConnection
    private let logger = Logger(label: "plotline.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    private let lock = NSLock()

    public init(address: PostgresAddress, timeout: Double = 60) throws(PlotlineError) {
        self.address = address
        self.timeout = timeout
        var configuration: PostgresConnection.Configuration
        if let socket = address.socketPath {
            configuration = .init(unixSocketPath: socket, username: address.user, password: address.password, database: address.database)
        } else {
            configuration = .init(host: address.host, port: address.port, username: address.user, password: address.password,
                                  database: address.database, tls: .disable)
        }
        configuration.options.connectTimeout = .milliseconds(Int64(Self.grace(timeout) * 1000))
        let logger = self.logger, configured = configuration
        // A server that accepts the connection and never answers (frozen, or not PostgreSQL) is given up on
        // at the same deadline as one that never accepts it.
        let connecting = PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configured,
                                                    id: 1, logger: logger)
        switch Self.wait(seconds: Self.grace(timeout), connecting) {
        case .success(let connection): self.connection = connection
        case .failure(is Deadline):
            // A connection made after all is closed (the driver requires it of every connection).
            connecting.whenSuccess { connection in
                connection.close().whenComplete { (_: Result<Void, any Error>) -> Void in _ = connection.isClosed }
            }
            throw PlotlineError.io(path: "PostgreSQL at \(address.description)",
                                   reason: "cannot connect: no answer within \(Self.seconds(Self.grace(timeout)))")
        case .failure(let error): throw Self.message(error, address: address, connecting: true)
        }
    }

    deinit {
        // Closed at once, without waiting on a server that may never answer.
        Self.closeNow(connection)
    }

    /// Closes the connection's channel (locally, sending nothing), waiting at most a second for it. The
    /// connection is kept until it is closed: the driver requires that of its connections.
    static func closeNow(_ connection: PostgresConnection) {
        let closed: EventLoopFuture<Void> = connection.close()
        let done = DispatchSemaphore(value: 0)
        closed.whenComplete { (_: Result<Void, any Error>) -> Void in
            _ = connection.isClosed
            done.signal()
        }
        _ = done.wait(timeout: .now() + 1)
    }

    /// The client's own deadline for one step that waits on the server: the query's time limit and a few
    /// seconds for the server to say it stopped it.
    static func grace(_ timeout: Double) -> Double { timeout + 3 }

    static func seconds(_ t: Double) -> String { t == t.rounded() && abs(t) < 1e15 ? "\(Int(t)) s" : "\(t) s" }

    /// What ``wait(seconds:closing:_:)`` returns when the deadline passes first.
    struct Deadline: Error {}
    /// What it returns when the connection ends first.
    struct ConnectionLost: Error {}

    /// Waits from synchronous code (the command line is synchronous) for work the driver does on its own
    /// event loop, never on Swift's shared pool of threads, which blocked callers could exhaust; until
    /// `seconds` pass (then ``Deadline``, the work left to end on its own). `closing` is the connection's
    /// end: when it ends first (the server went away), ``ConnectionLost`` without waiting for the driver,
    /// which may never finish a statement whose connection is gone.
    static func wait<T: Sendable>(seconds: Double = .infinity, closing: EventLoopFuture<Void>? = nil,
                                  _ work: EventLoopFuture<T>) -> Result<T, any Error> {
        let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
        work.whenComplete { result in
            if box.setFirst(result) { done.signal() }
        }
        closing?.whenComplete { (_: Result<Void, any Error>) -> Void in
            if box.setFirst(.failure(ConnectionLost())) { done.signal() }
        }
        if seconds.isFinite {
            guard done.wait(timeout: .now() + seconds) == .success else { return .failure(Deadline()) }
        } else {
            done.wait()
        }
        return box.get()!
    }

    /// Set once a deadline passed: the connection was closed, and nothing more is sent.
    private var broken = false

    public func run(_ query: SQLQuery) throws(PlotlineError) -> (columns: [String], rows: [[SQLValue]]) {
        lock.lock()
        defer { lock.unlock() }
        let server = "PostgreSQL at \(address.description)"
        guard !broken else { throw PlotlineError.io(path: server, reason: "the connection was closed after the server stopped answering") }
        var binds = PostgresBindings(capacity: query.bindings.count)
        for value in query.bindings {
            switch value {
            case .null: binds.appendNull()
            case .integer(let v): binds.append(v)
            case .double(let v): binds.append(v)
            case .text(let v): binds.append(v)
            case .doubles(let v): binds.append(v)
            }
        }
        let statement = PostgresQuery(unsafeSQL: query.text, binds: binds)
        let connection = connection, logger = logger
        let milliseconds = max(Int((timeout * 1000).rounded()), 1)
        let zone = Self.zoneSetting(timeZone), settings = query.settings
        let collector = RowCollector(ResultLimits(source: server, limits: ReadLimits.current))
        func send(_ text: PostgresQuery) -> EventLoopFuture<Void> { connection.query(text, logger: logger).map { _ in } }
        var steps = send("BEGIN TRANSACTION READ ONLY")
            .flatMap { send(PostgresQuery(unsafeSQL: "SET LOCAL statement_timeout = \(milliseconds)")) }
            .flatMap { send("SELECT set_config('TimeZone', \(zone), true), set_config('DateStyle', 'ISO, MDY', true)") }
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
            steps = steps.flatMap { send("SELECT set_config(\(name), \(value), true)") }
        }
        // Rows taken as the driver reads them, on its event loop (its callback form, which always asks for
        // more): its form with back-pressure can trap, or never end, when the server goes away while the
        // reader is behind.
        let ran = steps.flatMap {
            connection.query(statement, logger: logger) { row in try collector.add(row) }.map { _ in collector.taken }
        }
        // Rolled back whatever happened, the statement's own error kept first.
        let promise = connection.eventLoop.makePromise(of: ([String], [[SQLValue]]).self)
        ran.whenComplete { outcome in
            Self.undo(connection, logger: logger).whenComplete { undone in
                switch (outcome, undone) {
                case (.failure(let error), _), (.success, .failure(let error)): promise.fail(error)
                case (.success(let rows), .success): promise.succeed(rows)
                }
            }
        }
        let result = Self.wait(seconds: Self.grace(timeout), closing: connection.closeFuture, promise.futureResult)
        switch result {
        case .success(let (columns, rows)): return (columns, rows)
        case .failure(is Deadline):
            broken = true
            Self.closeNow(connection)
            throw PlotlineError.io(path: server, reason: "the server did not answer within \(Self.seconds(Self.grace(timeout))) "
                + "(the query's time limit of \(Self.seconds(timeout)) and 3 s); it may be stopped or unreachable")
        case .failure(is ConnectionLost):
            broken = true
            throw PlotlineError.io(path: server, reason: Self.closedDuringQuery)
        case .failure(let error): throw Self.message(error, address: address, connecting: false, timeout: timeout)
        }
    }

    static let closedDuringQuery = "the server closed the connection during the query (it was stopped or restarted)"

    /// Volatile functions known to leave nothing behind once the transaction is rolled back (and advisory
    /// locks released), or to change nothing at all: every other volatile function the author's rows would
    /// call is refused before they are read.
    static let harmlessVolatile: Set<String> = [
        "random", "random_normal", "setseed", "gen_random_uuid", "uuid_generate_v1", "uuid_generate_v1mc", "uuid_generate_v4",
        "clock_timestamp", "timeofday", "pg_sleep", "pg_sleep_for", "pg_sleep_until", "txid_current", "txid_current_if_assigned",
        "pg_current_xact_id", "pg_current_xact_id_if_assigned", "lo_from_bytea", "lo_create", "lo_creat", "lo_open", "lo_close",
        "loread", "lowrite", "lo_get", "lo_put", "lo_truncate", "lo_truncate64", "lo_lseek", "lo_lseek64", "lo_tell", "lo_tell64",
        "lo_unlink", "pg_notify", "pg_advisory_lock", "pg_advisory_lock_shared", "pg_try_advisory_lock", "pg_try_advisory_lock_shared",
        "pg_advisory_xact_lock", "pg_advisory_xact_lock_shared", "pg_try_advisory_xact_lock", "pg_try_advisory_xact_lock_shared",
        "pg_advisory_unlock", "pg_advisory_unlock_shared", "pg_advisory_unlock_all", "set_config", "pg_stat_clear_snapshot",
        "array_fill", "pg_trigger_depth", "now", "statement_timestamp", "transaction_timestamp",
    ]

    /// The author's rows are planned (not run) with every expression written out, and each function the plan
    /// names is looked up: a volatile one that is not known harmless (``harmlessVolatile``) is refused, so a
    /// view or a query cannot write a server file, end another session or reach another database through a
    /// function the read-only transaction lets through.
    public func checkFunctions(of statement: String, option: String) throws(PlotlineError) {
        let plan = try run(SQLQuery(text: "EXPLAIN (VERBOSE, FORMAT JSON) " + statement)).rows.compactMap { $0.first?.text }.joined()
        let names = Self.calledNames(plan)
        guard !names.isEmpty else { return }
        let literal = "{" + names.sorted().map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }.joined(separator: ",") + "}"
        let volatile = try run(SQLQuery(text: "SELECT DISTINCT proname::text FROM pg_catalog.pg_proc WHERE provolatile = 'v' "
                                        + "AND proname = ANY(CAST($1 AS text[])) ORDER BY 1", bindings: [.text(literal)])).rows
        if let name = volatile.compactMap({ $0.first?.text }).first(where: { !Self.harmlessVolatile.contains($0) }) {
            throw PlotlineError.invalidOption(name: option, reason: "the rows would call \(name)(), a volatile function that could change "
                + "the database or the server; only a query that reads is run (a function of your own that only reads can be declared STABLE)")
        }
    }

    /// The names written before an opening parenthesis in a plan's expressions: `lo_from_bytea('0'::oid, ...)`,
    /// `public.f(x)`, `"My Function"(x)`; the last part of a qualified name, unquoted.
    static func calledNames(_ plan: String) -> Set<String> {
        var names = Set<String>()
        let scalars = Array(plan.unicodeScalars)
        var i = 0
        func isName(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c) }
        while i < scalars.count {
            guard scalars[i] == "(" else { i += 1; continue }
            var j = i - 1
            while j >= 0, scalars[j] == " " { j -= 1 }
            var name = ""
            if j >= 0, scalars[j] == "\"" {
                // A quoted name, inside the plan's JSON string: "\"My Function\"(".
                var k = j - 1
                while k >= 0, scalars[k] != "\"" { k -= 1 }
                name = String(String.UnicodeScalarView(scalars[max(k + 1, 0)..<j])).replacingOccurrences(of: "\\", with: "")
            } else {
                var k = j
                while k >= 0, isName(scalars[k]) { k -= 1 }
                if k < j { name = String(String.UnicodeScalarView(scalars[(k + 1)...j])) }
            }
            if !name.isEmpty, !(name.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true) { names.insert(name) }
            i += 1
        }
        return names
    }

    /// Ends a statement's transaction leaving nothing behind: rolled back, never committed, so what a
    /// read-only transaction still lets a function do (a large object made by `lo_from_bytea`) is undone;
    /// advisory locks taken for the session, which a rollback keeps, are released after it.
    static func undo(_ connection: PostgresConnection, logger: Logger) -> EventLoopFuture<Void> {
        let rollback = connection.query("ROLLBACK", logger: logger).map { _ in }
        return rollback.flatMapError { _ in connection.eventLoop.makeSucceededVoidFuture() }
            .flatMap { connection.query("SELECT pg_advisory_unlock_all()", logger: logger).map { _ in } }
            .flatMap { rollback }
    }

    /// The chart's zone as PostgreSQL's `TimeZone` setting: a region by its name; a fixed offset (Foundation's
    /// `GMT+0530`, which PostgreSQL would read as a POSIX zone west of Greenwich) as a POSIX zone whose sign
    /// runs the other way (`UTC-05:30:00` is 5 hours 30 east of UTC).
    static func zoneSetting(_ zone: TimeZone) -> String {
        let name = zone.identifier
        if name == "GMT" || name == "UTC" { return "UTC" }
        guard name.hasPrefix("GMT+") || name.hasPrefix("GMT-") else { return name }
        let seconds = zone.secondsFromGMT(), a = abs(seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "UTC" + (seconds > 0 ? "-" : "+") + two(a / 3600) + ":" + two(a % 3600 / 60) + ":" + two(a % 60)
    }

    static func value(_ cell: PostgresCell) -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .float8, .float4:
            return (try? cell.decode(Double.self)).map(SQLValue.double) ?? .null
        case .numeric:
            // Read from its bytes here: the driver's own decoding traps on some values (1e-200, 1e166).
            guard var bytes = cell.bytes else { return .null }
            if cell.format == .text { return Double(String(buffer: bytes)).map(SQLValue.double) ?? .null }
            return numericText(&bytes).flatMap { Double($0) }.map(SQLValue.double) ?? .null
        case .int8, .int4, .int2:
            return (try? cell.decode(Int64.self)).map(SQLValue.integer) ?? .null
        case .bool:
            return (try? cell.decode(Bool.self)).map { .text($0 ? "true" : "false") } ?? .null
        case .date, .timestamp, .timestamptz:
            // Binary dates as the text a file would hold: a day, a local date and time (read in the chart's
            // zone, as SQL reads a timestamp in the session's), or an instant.
            guard let date = try? cell.decode(Date.self) else { return .null }
            let seconds = date.timeIntervalSince1970
            switch cell.dataType {
            case .date: return .text(String(ISODate.instant(seconds).prefix(10)))
            case .timestamp: return .text(String(ISODate.instant(seconds).dropLast()))
            default: return .text(ISODate.instant(seconds))
            }
        case .text, .varchar, .bpchar, .name, .uuid, .json, .jsonb:
            return (try? cell.decode(String.self)).map(SQLValue.text) ?? .null
        default:
            // Other types (an enum's label, say) as their text, unless it is not text at all.
            guard let text = try? cell.decode(String.self), !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" })
            else { return .null }
            return .text(text)
        }
    }

    /// A `numeric` in PostgreSQL's binary form as decimal text (`123456e-2`); nil for NaN, the infinities
    /// and bytes that are not one. The form: digit count, weight (of the first digit, in powers of 10000),
    /// sign and display scale, each 16 bits, then the digits, each 0 to 9999.
    static func numericText(_ bytes: inout ByteBuffer) -> String? {
        guard let count = bytes.readInteger(as: Int16.self), let weight = bytes.readInteger(as: Int16.self),
              let sign = bytes.readInteger(as: UInt16.self), bytes.readInteger(as: Int16.self) != nil,
              count >= 0, bytes.readableBytes == Int(count) * 2, sign == 0 || sign == 0x4000 else { return nil }
        if count == 0 { return "0" }
        var text = sign == 0x4000 ? "-" : ""
        for _ in 0..<count {
            guard let digit = bytes.readInteger(as: Int16.self), (0...9999).contains(digit) else { return nil }
            let group = String(digit)
            text += String(repeating: "0", count: 4 - group.count) + group
        }
        return text + "e\((Int(weight) - Int(count) + 1) * 4)"
    }

    /// One line for what went wrong, naming the server without its password.
    static func message(_ error: any Error, address: PostgresAddress, connecting: Bool, timeout: Double = 0) -> PlotlineError {
        let server = "PostgreSQL at \(address.description)"
        if let error = error as? PlotlineError { return error }
        if let error = error as? PSQLError {
            let state = error.serverInfo?[.sqlState] ?? ""
            let text = (error.serverInfo?[.message] ?? "").replacingOccurrences(of: "\n", with: " ")
            switch state {
            case "42P01": return .invalidData("the database has no \(text.replacingOccurrences(of: "relation", with: "table").replacingOccurrences(of: " does not exist", with: ""))")
            case "42703": return .invalidData("the database has no \(text.replacingOccurrences(of: " does not exist", with: ""))")
            case "25006": return .invalidOption(name: "--query", reason: "the query would change the database; only a query that reads (SELECT) is run")
            case "57014": return .invalidData("the query ran longer than its time limit of \(timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s") and was stopped")
            case "28P01", "28000": return .io(path: server, reason: "the server refused the login of user '\(address.user)'")
            case "3D000": return .io(path: server, reason: "there is no database '\(address.database)'")
            case "0A000" where text.contains("data-modifying"):
                return .invalidOption(name: "--query", reason: "the query would change the database; only a query that reads (SELECT) is run")
            case "57P01", "57P02" where !connecting:
                return .io(path: server, reason: closedDuringQuery)
            case "57P03": return .io(path: server, reason: "the server is starting up or shutting down and takes no connections")
            case "": break
            default: return .invalidData("PostgreSQL: \(text)")
            }
            if !connecting, [.connectionError, .serverClosedConnection, .uncleanShutdown].contains(error.code) {
                return .io(path: server, reason: closedDuringQuery)
            }
            if error.code == .connectionError || error.code == .serverClosedConnection {
                return .io(path: server, reason: "cannot connect (refused, or nothing listens there)")
            }
            if error.code == .authMechanismRequiresPassword {
                return .io(path: server, reason: "the server asks for a password; give it in the URL or PGPASSWORD")
            }
            return .io(path: server, reason: connecting ? "cannot connect (\(error.code))" : "the query failed (\(error.code))")
        }
        let text = String(describing: error)
        if !connecting, error is ChannelError || error is IOError {
            return .io(path: server, reason: "the connection was lost during the query (the server stopped, or the network failed)")
        }
        if text.contains("refused") || text.contains("NIOConnectionError") || text.contains("No such file") {
            return .io(path: server, reason: "cannot connect (refused, or nothing listens there)")
        }
        if text.contains("resolve") || text.contains("DNS") || text.contains("unknownHost") {
            return .io(path: server, reason: "cannot find the host '\(address.host)'")
        }
        return .io(path: server, reason: connecting ? "cannot connect" : "the query failed")
    }
}

/// The rows of one statement as the driver hands them over, each counted against the reading limits
/// before it is decoded.
private final class RowCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var limits: ResultLimits
    private var columns: [String] = []
    private var rows: [[SQLValue]] = []

    init(_ limits: ResultLimits) { self.limits = limits }

    func add(_ row: PostgresRow) throws {
        try lock.withLock { () throws -> Void in
            if columns.isEmpty { columns = row.map(\.columnName) }
            var cells = 0
            for cell in row {
                cells += 1
                // A value's bytes are counted before they are decoded.
                if let bytes = cell.bytes?.readableBytes, bytes > 8 { try limits.text(length: bytes) }
            }
            try limits.row(cells: cells)
            rows.append(row.map(PostgresDatabase.value))
        }
    }

    var taken: ([String], [[SQLValue]]) { lock.withLock { (columns, rows) } }
}

/// Where a task leaves its result for the thread waiting on it.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?
    /// Keeps the first result given; whether this one was it.
    func setFirst(_ value: Result<T, any Error>) -> Bool {
        lock.withLock {
            guard result == nil else { return false }
            result = value
            return true
        }
    }
    func get() -> Result<T, any Error>? { lock.withLock { result } }
}
