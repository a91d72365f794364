import Plotline
import PlotlineSQL

/// Opens a PostgreSQL connection from a URL and the PG* environment variables.
enum PostgresOpener {
    static func open(_ url: String, timeout: Double) throws -> any DatabaseConnection {
        throw CommandError(message: "PostgreSQL is not built into this plotline")
    }
}
