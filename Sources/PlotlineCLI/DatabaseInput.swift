import Foundation
import Plotline
import PlotlineSQL
import PlotlineSQLite

/// A data argument naming a database (`sqlite:data.db`, `postgres://user@host/db`) with `--table` or
/// `--query`: the connection and the rows it reads. Messages name the database without its password.
struct DatabaseInput {
    var source: DatabaseSource

    /// Whether a data argument names a database rather than a file.
    static func isDatabase(_ argument: String) -> Bool {
        scheme(argument) != nil
    }

    /// The database kind an argument names by its scheme, in any case (`POSTGRES://` as `postgres://`).
    static func scheme(_ argument: String) -> String? {
        let lower = argument.prefix(16).lowercased()
        if lower.hasPrefix("sqlite:") { return "sqlite" }
        if lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://") { return "postgres" }
        return nil
    }

    /// Opens the database an argument names, reading `table` or running `query` (exactly one of them).
    static func open(_ argument: String, table: String?, query: String?, timeout: Double) throws -> DatabaseInput {
        let relation: DatabaseRelation
        switch (table, query) {
        case (let table?, nil): relation = .table(table)
        case (nil, let query?): relation = .query(query)
        case (nil, nil): throw CommandError(message: "a database needs --table NAME or --query 'SELECT ...'")
        case (_?, _?): throw CommandError(message: "give --table or --query, not both")
        }
        let connection: any DatabaseConnection
        if scheme(argument) == "sqlite" {
            var path = String(argument.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path.removeFirst(2) }
            guard !path.isEmpty else { throw CommandError(message: "sqlite: needs a file, like sqlite:data.db") }
            connection = try SQLiteConnection(path: path, timeout: timeout)
        } else {
            connection = try PostgresOpener.open(argument, timeout: timeout)
        }
        return DatabaseInput(source: DatabaseSource(connection: connection, relation: relation))
    }
}
