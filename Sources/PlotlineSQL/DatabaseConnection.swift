import Foundation
import Plotline

/// An open connection that runs read-only statements and returns their rows. Each driver (SQLite,
/// PostgreSQL) makes one; the queries themselves are written by ``DatabaseSource`` in its ``SQLDialect``.
///
/// A connection refuses statements that write, stops a statement that runs past its time limit, and reports
/// every failure as one line that names the problem and never a password.
public protocol DatabaseConnection: AnyObject, Sendable {
    var dialect: SQLDialect { get }
    /// The zone in which dates written without an offset (a `timestamp`, or text like `2024-03-01 09:00`)
    /// are read, as a CSV file's are: the chart's time zone. UTC unless set.
    var timeZone: TimeZone { get set }
    /// The names of a statement's result columns and its rows.
    func run(_ query: SQLQuery) throws(PlotlineError) -> (columns: [String], rows: [[SQLValue]])
    /// Refuses a relation (`SELECT * FROM ...` of the author's table or query) whose rows would be made by
    /// calling a function that could change something a rolled-back read-only transaction does not undo.
    func checkFunctions(of statement: String, option: String) throws(PlotlineError)
}

extension DatabaseConnection {
    /// A database whose every function is harmless to a read (SQLite, with its file opened read-only and
    /// no extensions) has nothing to check.
    public func checkFunctions(of statement: String, option: String) throws(PlotlineError) {}
}

