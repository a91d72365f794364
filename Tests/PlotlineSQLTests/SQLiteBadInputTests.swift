import Foundation
import Testing

/// Bad database input: one clear line on standard error, exit status 2, no file written.
@Suite struct SQLiteBadInputTests {
    func expectError(_ arguments: (Folder) -> [String], _ message: String, setUp: (Folder) throws -> Void = { _ in },
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectError(arguments, { _ in message }, setUp: setUp, sourceLocation: sourceLocation)
    }

    func expectError(_ arguments: (Folder) -> [String], _ message: (Folder) -> String, setUp: (Folder) throws -> Void = { _ in },
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try Folder()
        defer { folder.remove() }
        try setUp(folder)
        let before = folder.files
        let given = arguments(folder)
        let run = plotline(given + (given.contains("-o") ? [] : ["-o", folder.path("chart.svg")]))
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stderr == "plotline: \(message(folder))\n", sourceLocation: sourceLocation)
        #expect(folder.files == before, "a file was written", sourceLocation: sourceLocation)
    }

    func levels(_ folder: Folder) throws { try Tables.levels(rows: 100).write(sqlite: folder.path("data.db")) }

    @Test func missingFile() throws {
        try expectError({ ["render", "sqlite:" + $0.path("none.db"), "--table", "t", "--x", "a", "--y", "b"] },
                        { "\($0.path("none.db")): no such SQLite file" })
    }

    @Test func notADatabase() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--table", "t", "--x", "a", "--y", "b"] },
                        { "\($0.path("data.db")): is not a SQLite database (file is not a database)" },
                        setUp: { try "a,b\n1,2\n".write(toFile: $0.path("data.db"), atomically: true, encoding: .utf8) })
    }

    @Test func missingTable() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--table", "nope", "--x", "time", "--y", "level"] },
                        "invalid data: the database has no table 'nope'", setUp: levels)
    }

    @Test func missingColumn() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--table", "levels", "--x", "time", "--y", "depth"] },
                        "column 'depth' not found; columns are: time, site, level", setUp: levels)
    }

    @Test func queryThatWrites() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--query", "DELETE FROM levels", "--x", "time", "--y", "level"] },
                        "invalid --query: the query would change the database or is not a query (DELETE); only a query that reads (SELECT) is run",
                        setUp: levels)
    }

    @Test func queryThatWritesInsideAWith() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--query",
                           "WITH d AS (SELECT 1) INSERT INTO levels SELECT * FROM levels", "--x", "time", "--y", "level"] },
                        "invalid --query: the query would change the database; only a query that reads (SELECT) is run", setUp: levels)
    }

    @Test func nullFilledColumn() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--table", "levels", "--x", "time", "--y", "level"] },
                        "invalid data: column 'level' is empty: each of its 200 rows is NULL", setUp: { folder in
            var table = Tables.levels(rows: 100)
            table.rows = table.rows.map { [$0[0], $0[1], nil] }
            try table.write(sqlite: folder.path("data.db"))
        })
    }

    @Test func slowQueryPastItsTimeLimit() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--query-timeout", "0.5", "--query",
                           "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c LIMIT 300000000) SELECT i AS a, i * 2 AS b FROM c",
                           "--x", "a", "--y", "b"] },
                        "invalid data: the query ran longer than its time limit of 0.5 s and was stopped", setUp: levels)
    }

    @Test func specOutput() throws {
        try expectError({ ["render", "sqlite:" + $0.path("data.db"), "--table", "levels", "--x", "time", "--y", "level",
                           "-o", $0.path("chart.json")] },
                        "a chart from a database is not written as a spec: its rows stay in the database", setUp: levels)
    }

    @Test func tableWithoutDatabase() throws {
        try expectError({ ["render", $0.path("x.csv"), "--table", "t", "--x", "a", "--y", "b"] },
                        "--table, --query and --query-timeout go with a database (sqlite:FILE or postgres://...)",
                        setUp: { try "a,b\n1,2\n".write(toFile: $0.path("x.csv"), atomically: true, encoding: .utf8) })
    }
}
