import Plotline
import PlotlineSQL
#if !PLOTLINE_WITHOUT_POSTGRES
import PlotlinePostgres
#endif

/// Opens a PostgreSQL connection from a URL and the PG* environment variables.
enum PostgresOpener {
    static func open(_ url: String, timeout: Double) throws -> any DatabaseConnection {
        #if PLOTLINE_WITHOUT_POSTGRES
        // A build for the benchmarks (PLOTLINE_WITHOUT_POSTGRES=1, see Package.swift) has no driver to open it with.
        throw CommandError(message: "this plotline was built without its PostgreSQL driver (PLOTLINE_WITHOUT_POSTGRES=1): build it without that setting to read a PostgreSQL database")
        #else
        try PostgresDatabase(address: try PostgresAddress(url: url), timeout: timeout)
        #endif
    }
}
