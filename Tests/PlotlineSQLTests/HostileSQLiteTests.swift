import CSQLite
import Foundation
import Testing

/// A SQLite file from someone else, held to what a file is held to (issue 34): no crash, no hang, no
/// write beside it, no value past the reading limits. Each case runs the command on a real file.
@Suite struct HostileSQLiteTests {
    /// Runs SQL on a file as its owner would (made if missing).
    static func exec(_ path: String, _ sql: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw Failure("cannot open \(path)") }
        defer { sqlite3_close(db) }
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(String(cString: sqlite3_errmsg(db))) }
    }

    /// The command's one line and exit status 2, with nothing written into the folder.
    func expectError(_ folder: Folder, _ arguments: [String], _ message: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let before = folder.files
        let run = plotline(arguments + ["-o", folder.path("chart.svg")])
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stderr == "plotline: \(message)\n", sourceLocation: sourceLocation)
        #expect(folder.files == before, "a file was written", sourceLocation: sourceLocation)
    }

    @Test func fifoIsRefusedAtOnce() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        #expect(mkfifo(path, 0o600) == 0)
        // Opening a FIFO without a writer blocks for ever: the command must not open it.
        expectError(folder, ["render", "sqlite:" + path, "--table", "t", "--x", "a", "--y", "b"],
                    "\(path): is not a regular file (a FIFO, a device or a socket), so not a SQLite file")
        expectError(folder, ["render", "sqlite:/dev/zero", "--table", "t", "--x", "a", "--y", "b"],
                    "/dev/zero: is not a regular file (a FIFO, a device or a socket), so not a SQLite file")
    }

    @Test func valuesAreBoundedAsAFilesAre() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        // A view of values of 2 MB: longer than a file's longest line (1 MB).
        try Self.exec(path, """
            CREATE TABLE t(a INTEGER, b INTEGER); INSERT INTO t VALUES (1, 2), (2, 3);
            CREATE VIEW huge AS SELECT a, b, printf('%.*c', 2000000, 'x') AS c FROM t;
            CREATE VIEW wide AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 400)
                SELECT i AS a, i AS b, printf('%.*c', 5000, 'y') AS c FROM n;
            """)
        expectError(folder, ["render", "sqlite:" + path, "--table", "huge", "--x", "a", "--y", "b"],
                    "\(path): sent a value of 1.9 MB, longer than 1 MB (--max-line-bytes raises the limit)")
        // 400 values of 5,000 bytes: past a limit of 1 MB for everything one query sends.
        expectError(folder, ["render", "sqlite:" + path, "--table", "wide", "--x", "a", "--y", "b", "--max-bytes", "1M"],
                    "\(path): sent more than 1 MB for one query (--max-bytes raises the limit)")
        expectError(folder, ["render", "sqlite:" + path, "--table", "wide", "--x", "a", "--y", "b", "--max-rows", "100"],
                    "\(path): sent more than 100 rows (--max-rows raises the limit)")
        // Within the limits, the same views draw.
        let run = plotline(["render", "sqlite:" + path, "--table", "wide", "--x", "a", "--y", "b", "-o", folder.path("ok.svg")])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func plotlinesFunctionsCheckTheirArguments() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        try Self.exec(path, """
            CREATE TABLE t(a INTEGER, b INTEGER); INSERT INTO t VALUES (1, 2), (2, 3);
            CREATE VIEW trap AS SELECT plotline_bin(a, 0, 1, 1e30, 0, 0, 10) AS a, b FROM t;
            """)
        // Called by the author's query with a count no integer holds: an error, not a trap.
        expectError(folder, ["render", "sqlite:" + path, "--query", "SELECT plotline_bin(a, 0, 1, 1e30, 0, 0, 10) AS a, b FROM t",
                             "--x", "a", "--y", "b"],
                    "invalid data: SQLite: plotline_bin: expected a finite start, a step above 0, 1 to 100000 bins, 0 to 15 decimals and a finite range")
        expectError(folder, ["render", "sqlite:" + path, "--query", "SELECT plotline_bin(a, 0, 0, 5, 0, 0, 10) AS a, b FROM t",
                             "--x", "a", "--y", "b"],
                    "invalid data: SQLite: plotline_bin: expected a finite start, a step above 0, 1 to 100000 bins, 0 to 15 decimals and a finite range")
        // A view in the file may not call Plotline's functions at all (the file's schema is not trusted).
        expectError(folder, ["render", "sqlite:" + path, "--table", "trap", "--x", "a", "--y", "b"],
                    "invalid data: SQLite: unsafe use of plotline_bin()")
        // Nor load an extension.
        expectError(folder, ["render", "sqlite:" + path, "--query", "SELECT load_extension('/no/such/lib') AS a, 1 AS b",
                             "--x", "a", "--y", "b"],
                    "invalid data: SQLite: not authorized")
    }

    /// A file in WAL mode is read without leaving `-wal` or `-shm` files beside it, the rows still in its log
    /// included.
    @Test func walFileLeavesNothingBesideIt() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        try Self.exec(path, "PRAGMA journal_mode = WAL; CREATE TABLE t(a INTEGER, b INTEGER); INSERT INTO t VALUES (1, 2), (2, 3), (3, 1);")
        #expect(folder.files == ["data.db"], "\(folder.files)")
        #expect(plotline(["render", "sqlite:" + path, "--table", "t", "--x", "a", "--y", "b", "-o", folder.path("a.svg")]).status == 0)
        #expect(folder.files == ["a.svg", "data.db"], "reading left \(folder.files)")
        // A writer still open, its rows only in the log: read from a private copy, the writer's files untouched.
        var writer: OpaquePointer?
        #expect(sqlite3_open(path, &writer) == SQLITE_OK)
        defer { sqlite3_close(writer) }
        #expect(sqlite3_exec(writer, "PRAGMA wal_autocheckpoint = 0; INSERT INTO t VALUES (4, 250);", nil, nil, nil) == SQLITE_OK)
        let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
        let files = folder.files
        let run = plotline(["describe", "sqlite:" + path, "--table", "t", "--x", "a", "--y", "b", "--mark", "bar"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("250"), "the log's row was not read")
        #expect(folder.files == files)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == log, "the writer's log changed")
    }

    @Test func viewsAndCommentedQueriesReadAsTablesDo() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        try Tables.levels(rows: 300).write(sqlite: path)
        try Self.exec(path, "CREATE VIEW north AS SELECT time, level FROM levels WHERE site = 'north';"
                      + "CREATE TABLE keyed(k TEXT PRIMARY KEY, v REAL) WITHOUT ROWID; INSERT INTO keyed VALUES ('a', 1), ('b', 2);")
        let options = ["--x", "time", "--y", "level", "--mark", "line"]
        let view = plotline(["describe", "sqlite:" + path, "--table", "north"] + options)
        let query = plotline(["describe", "sqlite:" + path, "--query", "SELECT time, level FROM levels WHERE site = 'north'"] + options)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(!view.stdout.isEmpty && view.stdout == query.stdout)
        let keyed = plotline(["describe", "sqlite:" + path, "--table", "keyed", "--x", "k", "--y", "v"])
        #expect(keyed.status == 0, "\(keyed.stderr)")
        // Comments before and after, a semicolon before a comment.
        for text in ["SELECT time, level FROM levels WHERE site = 'north' -- the northern site",
                     "-- the northern site\nSELECT time, level FROM levels WHERE site = 'north';",
                     "SELECT time, level FROM levels WHERE site = 'north'; -- done\n/* and a block */ ",
                     "/* a; */ SELECT time, level FROM levels WHERE site = 'north' -- it's ;"] {
            let run = plotline(["describe", "sqlite:" + path, "--query", text] + options)
            #expect(run.status == 0, "\(text): \(run.stderr)")
            #expect(run.stdout == query.stdout, "\(text)")
        }
    }

    @Test func messagesNameTheProblem() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path("data.db")
        try Tables.levels(rows: 50).write(sqlite: path)
        expectError(folder, ["render", "sqlite:" + path, "--table", "levels", "--x", "site", "--y", "level", "--filter", "level > 1000"],
                    "table 'levels' after the filter has no data rows")
        expectError(folder, ["render", "sqlite:" + path, "--table", "levels", "--x", "time", "--y", "level", "--query-timeout", "-1"],
                    "--query-timeout must be a number of seconds above 0, like --query-timeout 60")
        expectError(folder, ["render", "sqlite:" + path, "--query", "-- only a comment", "--x", "time", "--y", "level"],
                    "invalid --query: the query is empty")
        // A scheme in capitals is still a database, and a password is never shown, whatever the scheme.
        let upper = plotline(["describe", "SQLITE:" + path, "--table", "levels", "--x", "time", "--y", "level"])
        #expect(upper.status == 0, "\(upper.stderr)")
        for url in ["POSTGRES://u:pw-s3cret@127.0.0.1:1/db", "PostgreSQL://u:pw-s3cret@127.0.0.1:1/db", "mysql://u:pw-s3cret@h/db"] {
            let run = plotline(["render", url, "--table", "t", "--x", "a", "--y", "b", "-o", folder.path("x.svg")])
            #expect(run.status == 2)
            #expect(!run.stderr.contains("pw-s3cret"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
    }
}
