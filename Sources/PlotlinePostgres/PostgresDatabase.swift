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
        let configuration: PostgresConnection.Configuration
        if let socket = address.socketPath {
            configuration = .init(unixSocketPath: socket, username: address.user, password: address.password, database: address.database)
        } else {
            configuration = .init(host: address.host, port: address.port, username: address.user, password: address.password,
                                  database: address.database, tls: .disable)
        }
        let logger = self.logger
        let result = Self.wait { () async throws -> PostgresConnection in
            try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        }
        switch result {
        case .success(let connection): self.connection = connection
        case .failure(let error): throw Self.message(error, address: address, connecting: true)
        }
    }

    deinit {
        let connection = connection
        _ = Self.wait { try await connection.close() }
    }

    /// Runs async work to its end from synchronous code (the command line is synchronous).
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
        let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result!
    }

    public func run(_ query: SQLQuery) throws(PlotlineError) -> (columns: [String], rows: [[SQLValue]]) {
        lock.lock()
        defer { lock.unlock() }
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
        let result = Self.wait { () async throws -> ([String], [[SQLValue]]) in
            try await connection.query("BEGIN TRANSACTION READ ONLY", logger: logger)
            do {
                try await connection.query(PostgresQuery(unsafeSQL: "SET LOCAL statement_timeout = \(milliseconds)"), logger: logger)
                try await connection.query("SELECT set_config('TimeZone', \(zone), true), set_config('DateStyle', 'ISO, MDY', true)", logger: logger)
                for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
                    try await connection.query("SELECT set_config(\(name), \(value), true)", logger: logger)
                }
                var columns: [String] = []
                var rows: [[SQLValue]] = []
                for try await row in try await connection.query(statement, logger: logger) {
                    if columns.isEmpty { columns = row.map(\.columnName) }
                    rows.append(row.map(Self.value))
                }
                try await connection.query("COMMIT", logger: logger)
                return (columns, rows)
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
        switch result {
        case .success(let (columns, rows)): return (columns, rows)
        case .failure(let error): throw Self.message(error, address: address, connecting: false, timeout: timeout)
        }
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
            if let value = try? cell.decode(Double.self) { return .double(value) }
            return (try? cell.decode(Decimal.self)).map { .double(NSDecimalNumber(decimal: $0).doubleValue) } ?? .null
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

    /// One line for what went wrong, naming the server without its password.
    static func message(_ error: any Error, address: PostgresAddress, connecting: Bool, timeout: Double = 0) -> PlotlineError {
        let server = "PostgreSQL at \(address.description)"
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
            case "": break
            default: return .invalidData("PostgreSQL: \(text)")
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
        if text.contains("refused") || text.contains("NIOConnectionError") || text.contains("No such file") {
            return .io(path: server, reason: "cannot connect (refused, or nothing listens there)")
        }
        if text.contains("resolve") || text.contains("DNS") || text.contains("unknownHost") {
            return .io(path: server, reason: "cannot find the host '\(address.host)'")
        }
        return .io(path: server, reason: connecting ? "cannot connect" : "the query failed")
    }
}

/// Where a task leaves its result for the thread waiting on it.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
