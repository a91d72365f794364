import Foundation
import Plotline

/// Where a PostgreSQL server is and who logs in: from a URL (`postgres://user:password@host:port/db`,
/// `?host=/run/postgresql` for a socket folder) and, for what it leaves out, the usual PG* environment
/// variables (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE). ``description`` never holds the password.
public struct PostgresAddress: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String

    /// A socket folder (a host starting with /) rather than a network host.
    public var socketPath: String? {
        host.hasPrefix("/") ? (host as NSString).appendingPathComponent(".s.PGSQL.\(port)") : nil
    }

    /// user@host:port/database, without the password.
    public var description: String { "\(user)@\(host):\(port)/\(database)" }

    public init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PlotlineError) {
        func bad(_ reason: String) -> PlotlineError { .invalidOption(name: "database", reason: reason) }
        let scheme = text.prefix(16).lowercased()
        guard scheme.hasPrefix("postgres://") || scheme.hasPrefix("postgresql://"),
              let components = URLComponents(string: text) else {
            throw bad("not a PostgreSQL URL; write it like postgres://user@host:5432/database")
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let hostFromURL = (components.host?.isEmpty == false ? components.percentEncodedHost?.removingPercentEncoding : nil)
        host = hostFromURL ?? query["host"] ?? environment["PGHOST"] ?? "localhost"
        if let port = components.port {
            guard (1...65535).contains(port) else { throw bad("port '\(port)' is not a number from 1 to 65535") }
            self.port = port
        } else if let text = query["port"] ?? environment["PGPORT"] {
            guard let port = Int(text), (1...65535).contains(port) else { throw bad("port '\(text)' is not a number from 1 to 65535") }
            self.port = port
        } else {
            port = 5432
        }
        user = components.user?.removingPercentEncoding ?? query["user"] ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        password = components.password?.removingPercentEncoding ?? query["password"] ?? environment["PGPASSWORD"]
        var path = components.path
        if path.hasPrefix("/") { path.removeFirst() }
        database = path.isEmpty ? (query["dbname"] ?? environment["PGDATABASE"] ?? user) : (path.removingPercentEncoding ?? path)
        let known: Set<String> = ["host", "port", "user", "password", "dbname", "sslmode"]
        if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
            throw bad("unknown URL parameter '\(unknown)'; use host, port, user, dbname or sslmode")
        }
    }
}
