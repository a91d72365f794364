import CSQLite
import Foundation
import Plotline
@testable import PlotlineSQL
import PlotlineSQLite
import Testing

/// The simulation behind docs/distributed.md: a table spread over shards (rows dealt out by row number,
/// as a hash-distributed table is), M4 run on each shard with the one grid of the whole table, the shards'
/// rows gathered and M4 run once more over them (the coordinator's merge) keeps exactly the rows M4 keeps
/// over the whole table. So M4 distributes as a GROUP BY does: partial results per shard, then a merge.
@Suite struct DistributedM4Tests {
    func exec(_ path: String, _ sql: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw Failure("cannot open \(path)") }
        defer { sqlite3_close(db) }
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(String(cString: sqlite3_errmsg(db))) }
    }

    /// The row ids M4 keeps from `relation` (rows ordered by its column `id`).
    func m4(_ connection: SQLiteConnection, table: String, x: String, xType: ColumnType, y: String, series: String,
            buckets: Int, lo: Double, hi: Double) throws -> [[SQLValue]] {
        var dialect = SQLDialect.sqlite
        dialect.tableRowOrder = "id"
        let queries = LayerQueries(dialect: dialect, relation: .table(table), conditions: { _ in [] },
                                   columns: SQLColumns(types: [x: xType, y: .number]), x: x, y: y, series: [series])
        return try connection.run(try queries.m4(buckets: buckets, lo: lo, hi: hi, gaps: false, firstRows: [])).rows
    }

    @Test(arguments: [2, 4, 7]) func m4OfShardsMergedIsM4OfTheWhole(shards: Int) throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        try Tables.levels(rows: 20_000).write(sqlite: path)
        try exec(path, "CREATE TABLE whole AS SELECT rowid AS id, time, site, level FROM levels")
        for k in 0..<shards {
            try exec(path, "CREATE TABLE shard_\(k) AS SELECT id, time, site, level FROM whole WHERE (id / 2) % \(shards) = \(k)")
        }
        let connection = try SQLiteConnection(path: path)
        // The grid is the whole table's: its lowest and highest x, a distributed min and max.
        let range = try connection.run(SQLQuery(text: "SELECT min(unixepoch(time)), max(unixepoch(time)) FROM whole")).rows[0]
        let lo = range[0].number, hi = range[1].number, buckets = 500
        let whole = try m4(connection, table: "whole", x: "time", xType: .date, y: "level", series: "site",
                           buckets: buckets, lo: lo, hi: hi)
        var gathered: [[SQLValue]] = []
        for k in 0..<shards {
            gathered += try m4(connection, table: "shard_\(k)", x: "time", xType: .date, y: "level", series: "site",
                               buckets: buckets, lo: lo, hi: hi)
        }
        #expect(gathered.count >= whole.count)
        try exec(path, "CREATE TABLE gathered (x REAL, level REAL, site TEXT, id INTEGER)")
        let values = gathered.map { row in
            "(\(row[0].number), \(row[1].number), '\(row[2].text ?? "")', \(row[3].text ?? "0"))"
        }
        try exec(path, "INSERT INTO gathered VALUES " + values.joined(separator: ", "))
        let merged = try m4(SQLiteConnection(path: path), table: "gathered", x: "x", xType: .number, y: "level", series: "site",
                            buckets: buckets, lo: lo, hi: hi)
        #expect(merged.map { $0[3] } == whole.map { $0[3] }, "the merged shards keep other rows")
        #expect(whole.count <= 4 * buckets * 2)
    }
}
