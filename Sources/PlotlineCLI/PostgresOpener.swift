import Plotline
import PlotlinePostgres
import PlotlineSQL

/// Opens a PostgreSQL connection from a URL and the PG* environment variables.
enum PostgresOpener {
    static func open(_ url: String, timeout: Double) throws -> any DatabaseConnection {
        try PostgresDatabase(address: try PostgresAddress(url: url), timeout: timeout)
    }
}
