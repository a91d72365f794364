import Foundation
import Plotline
import PlotlinePostgres
import PlotlineSQL
import PlotlineTestSupport
import Testing

/// A PostgreSQL database as hostile input (issue 34): values the driver would trap on, functions that
/// write past a read-only transaction, views, and servers that die, freeze or restart mid-query. The
/// shared server is the one PLOTLINE_PG_URL names; the fault tests start a private one of their own
/// (on a socket in a new folder), which they stop, freeze and restart.
///
/// Nested in ``PostgresTests`` so the two suites never run at once on the shared server (one of those
/// counts every row the server sends while it runs).
extension PostgresTests {
@Suite(.serialized) struct HostilePostgresTests {
    static var enabled: Bool { PostgresTests.enabled }
    let shared = PostgresTests()

    @Test(.enabled(if: enabled)) func numericsTheDriverWouldTrapOn() throws {
        let url = try shared.server()
        let name = "numerics_\(UUID().uuidString.prefix(8).lowercased())"
        try shared.psql(url, "CREATE TABLE \(name) (a integer, b numeric); INSERT INTO \(name) VALUES "
                        + "(1, 1e-200), (2, 1e166), (3, -1.5e300), (4, 0), (5, 'NaN'), (6, 123456789.000123), (7, -0.000042)")
        defer { _ = try? shared.psql(url, "DROP TABLE \(name)") }
        for input in [["--table", name], ["--query", "SELECT a, b FROM \(name)"], ["--query", "SELECT a, b FROM \(name) WHERE a = 1"]] {
            let run = plotline(["describe", url] + input + ["--x", "a", "--y", "b", "--mark", "point"])
            #expect(run.status == 0, "\(input): \(run.stderr)")
        }
        // Read from its own bytes: the values as PostgreSQL holds them.
        let database = try PostgresDatabase(address: try PostgresAddress(url: url))
        let rows = try database.run(SQLQuery(text: "SELECT b FROM \(name) ORDER BY a")).rows.map { $0[0] }
        #expect(rows == [.double(1e-200), .double(1e166), .double(-1.5e300), .double(0), .null, .double(123456789.000123), .double(-0.000042)])
    }

    @Test(.enabled(if: enabled)) func largeObjectsAndLocksDoNotOutliveTheQuery() throws {
        let url = try shared.server()
        let count = "SELECT count(*) FROM pg_largeobject_metadata"
        let before = try shared.psql(url, count)
        let folder = try Folder()
        defer { folder.remove() }
        // lo_from_bytea is allowed in a READ ONLY transaction, for any role: the transaction is rolled back.
        let run = plotline(["render", url, "--query", "SELECT lo_from_bytea(0, 'x') AS a, 1 AS b", "--x", "a", "--y", "b",
                            "-o", folder.path("chart.svg")])
        _ = run
        #expect(try shared.psql(url, count) == before, "a large object was left behind")
        // A session's advisory lock survives a rollback: released before the connection is used again.
        let database = try PostgresDatabase(address: try PostgresAddress(url: url))
        _ = try database.run(SQLQuery(text: "SELECT pg_advisory_lock(4242) AS a, lo_from_bytea(0, 'y') AS b"))
        #expect(try shared.psql(url, "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242") == "0")
        #expect(try shared.psql(url, count) == before)
        // Sequences refuse to move in a read-only transaction.
        try shared.psql(url, "CREATE SEQUENCE IF NOT EXISTS plotline_hostile_seq")
        let next = plotline(["render", url, "--query", "SELECT nextval('plotline_hostile_seq') AS a, 1 AS b", "--x", "a", "--y", "b",
                             "-o", folder.path("chart.svg")])
        #expect(next.status == 2)
        #expect(next.stderr == "plotline: invalid --query: the rows would call nextval(), \(Self.volatile)\n")
    }

    static let volatile = "a volatile function that could change the database or the server; only a query that reads is run "
        + "(a function of your own that only reads can be declared STABLE)"

    /// Functions whose effects a rollback does not undo are refused from the plan, before any row is read,
    /// in a query or hidden in a view; harmless volatile ones (random) are not.
    @Test(.enabled(if: enabled)) func volatileFunctionsAreRefusedFromThePlan() throws {
        let url = try shared.server()
        let folder = try Folder()
        defer { folder.remove() }
        let view = "reloads_\(UUID().uuidString.prefix(8).lowercased())"
        try shared.psql(url, "CREATE VIEW \(view) AS SELECT g AS a, g AS b, pg_reload_conf() AS c FROM generate_series(1, 3) g;"
                        + "CREATE OR REPLACE FUNCTION \"Plotline Touch\"(x int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN x; END $$")
        defer { _ = try? shared.psql(url, "DROP VIEW \(view); DROP FUNCTION \"Plotline Touch\"(int)") }
        let cases: [([String], String)] = [
            (["--table", view], "pg_reload_conf"),
            (["--query", "SELECT a, b FROM (SELECT 1 AS a, 2 AS b, pg_terminate_backend(0) AS t) s"], "pg_terminate_backend"),
            (["--query", "SELECT public.\"Plotline Touch\"(g) AS a, g AS b FROM generate_series(1, 3) g"], "Plotline Touch"),
        ]
        for (input, name) in cases {
            let run = plotline(["render", url] + input + ["--x", "a", "--y", "b", "-o", folder.path("chart.svg")])
            #expect(run.status == 2, "\(input)")
            #expect(run.stderr == "plotline: invalid \(input[0]): the rows would call \(name)(), \(Self.volatile)\n", "\(input)")
        }
        let harmless = plotline(["render", url, "--query", "SELECT g AS a, random() + g AS b FROM generate_series(1, 9) g",
                                 "--x", "a", "--y", "b", "-o", folder.path("chart.svg")])
        #expect(harmless.status == 0, "\(harmless.stderr)")
    }

    @Test(.enabled(if: enabled)) func viewsAndCommentedQueriesReadAsTablesDo() throws {
        let url = try shared.server()
        let folder = try Folder()
        defer { folder.remove() }
        let name = try shared.load(Tables.levels(rows: 400), url: url, folder: folder)
        defer { _ = try? shared.psql(url, "DROP VIEW IF EXISTS \(name)_north; DROP TABLE \(name)") }
        try shared.psql(url, "CREATE VIEW \(name)_north AS SELECT time, level FROM \(name) WHERE site = 'north'")
        let options = ["--x", "time", "--y", "level", "--mark", "line"]
        let select = "SELECT time, level FROM \(name) WHERE site = 'north'"
        let query = plotline(["describe", url, "--query", select] + options)
        #expect(query.status == 0, "\(query.stderr)")
        let view = plotline(["describe", url, "--table", "\(name)_north"] + options)
        #expect(view.status == 0, "\(view.stderr)")
        #expect(!view.stdout.isEmpty && view.stdout == query.stdout)
        for text in [select + " -- the northern site", "-- the northern site\n" + select + ";", select + "; -- done\n/* a /* nested */ block */",
                     "SELECT time, level, $$ -- ; $$ AS note FROM \(name) WHERE site = 'north' -- it's"] {
            let run = plotline(["describe", url, "--query", text] + options)
            #expect(run.status == 0, "\(text): \(run.stderr)")
            #expect(run.stdout == query.stdout, "\(text)")
        }
        let empty = plotline(["render", url, "--table", name, "--x", "site", "--y", "level", "--filter", "level > 1000",
                              "-o", folder.path("chart.svg")])
        #expect(empty.stderr == "plotline: table '\(name)' after the filter has no data rows\n")
    }

    @Test(.enabled(if: enabled)) func valuesAreBoundedAsAFilesAre() throws {
        let url = try shared.server()
        let folder = try Folder()
        defer { folder.remove() }
        let server = "PostgreSQL at " + (try PostgresAddress(url: url)).description
        let run = plotline(["render", url, "--query", "SELECT g AS a, g AS b, repeat('x', 2000000) AS c FROM generate_series(1, 3) g",
                            "--x", "a", "--y", "b", "-o", folder.path("chart.svg")])
        #expect(run.status == 2)
        #expect(run.stderr == "plotline: \(server): sent a value of 1.9 MB, longer than 1 MB (--max-line-bytes raises the limit)\n")
        let many = plotline(["render", url, "--query", "SELECT g AS a, g AS b FROM generate_series(1, 500) g",
                             "--x", "a", "--y", "b", "--max-rows", "100", "-o", folder.path("chart.svg")])
        #expect(many.stderr == "plotline: \(server): sent more than 100 rows (--max-rows raises the limit)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("chart.svg")))
    }

    // MARK: - Faults on a private server

    /// A server of this test's own, on a socket in a new folder (no TCP port), which it may stop, freeze
    /// and restart. Needs Debian's postgresql; run as root, the server runs as the postgres user.
    final class PrivateServer {
        let folder: String
        let bin: String
        let runAs: [String]
        var url: String { "postgres://plotline@/postgres?host=\(folder)&port=54331" }

        init() throws {
            let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
            guard let version = versions.sorted(by: { Int($0) ?? 0 < Int($1) ?? 0 }).last else { throw Failure("no PostgreSQL server installed") }
            bin = "/usr/lib/postgresql/\(version)/bin"
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-pg-private-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            runAs = getuid() == 0 ? ["runuser", "-u", "postgres", "--"] : []
            if getuid() == 0 { try shell("chown postgres \(folder) && chmod 755 \(folder)") }
            try shell(as: true, "\(bin)/initdb -D \(folder)/data -U plotline --auth=trust -E UTF8 --locale=C.UTF-8")
            guard let settings = FileHandle(forWritingAtPath: "\(folder)/data/postgresql.conf") else { throw Failure("no postgresql.conf") }
            try settings.seekToEnd()
            try settings.write(contentsOf: Data("\nlisten_addresses = ''\nport = 54331\nunix_socket_directories = '\(folder)'\nfsync = off\n".utf8))
            try settings.close()
            try start()
        }

        /// Runs a shell line and waits for it (posix_spawn and waitpid: Foundation's Process can miss the end
        /// of a child whose own child, the server, lives on).
        func shell(as server: Bool = false, _ command: String) throws {
            let line = (server ? runAs.joined(separator: " ") + " " : "") + command + " </dev/null >/dev/null 2>&1"
            var pid: pid_t = 0
            let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", line].map { (text: String) in strdup(text) } + [nil]
            defer { arguments.forEach { free($0) } }
            guard posix_spawn(&pid, "/bin/sh", nil, nil, arguments, environ) == 0 else { throw Failure("cannot run: \(command)") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            guard status == 0 else { throw Failure("failed (\(status)): \(command)") }
        }

        func start() throws { try shell(as: true, "\(bin)/pg_ctl -D \(folder)/data -l \(folder)/log -w start") }
        func stop(_ mode: String = "fast") { try? shell(as: true, "\(bin)/pg_ctl -D \(folder)/data -m \(mode) stop") }
        func restart() throws { try shell(as: true, "\(bin)/pg_ctl -D \(folder)/data -m immediate -w restart -l \(folder)/log") }

        /// The server's processes: the postmaster (the first line of postmaster.pid) and its children.
        func processes() -> [pid_t] {
            guard let text = try? String(contentsOfFile: "\(folder)/data/postmaster.pid", encoding: .utf8),
                  let line = text.split(separator: "\n").first, let main = pid_t(line) else { return [] }
            var all = [main]
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, pid_t(fields[1]) == main { all.append(pid) }
            }
            return all
        }

        func signal(_ signal: Int32) { for pid in processes() { kill(pid, signal) } }

        /// Waits until one of the server's backends is running a statement that starts with `verb` (its
        /// process title, as `ps` shows it: `postgres: plotline postgres [local] SELECT`), so a fault comes
        /// during the query however long the command took to start and connect.
        func waitForStatement(_ verb: String, within seconds: Double = 60) throws {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                for pid in processes() {
                    guard let title = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { continue }
                    if title.hasPrefix("postgres: plotline ") && title.contains("] \(verb)") { return }
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            throw Failure("no backend ran a \(verb) within \(seconds) s")
        }

        deinit {
            signal(SIGCONT)
            stop("immediate")
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// Runs the command on another thread, doing `meanwhile` after `delay` seconds; returns the run and
    /// the seconds it took.
    func run(_ arguments: [String], after delay: Double, _ meanwhile: () throws -> Void) throws -> (Run, Double) {
        let start = Date()
        let box = RunBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.run = plotline(arguments)
            done.signal()
        }
        Thread.sleep(forTimeInterval: delay)
        try meanwhile()
        done.wait()
        return (box.run!, Date().timeIntervalSince(start))
    }

    final class RunBox: @unchecked Sendable { var run: Run? }

    static var privateEnabled: Bool { enabled && FileManager.default.fileExists(atPath: "/usr/lib/postgresql") }

    @Test(.enabled(if: privateEnabled)) func frozenServerEndsAtTheDeadline() throws {
        let server = try PrivateServer()
        let folder = try Folder()
        defer { folder.remove() }
        let address = "PostgreSQL at plotline@\(server.folder):54331/postgres"
        // Frozen mid-query (in pg_sleep, so its own statement_timeout never fires): the client's deadline does.
        let slow = ["render", server.url, "--query-timeout", "2", "--query", "SELECT g AS a, g AS b FROM generate_series(1, 3) g, pg_sleep(1.5)",
                    "--x", "a", "--y", "b", "-o", folder.path("chart.svg")]
        var stopped = Date()
        let (frozen, _) = try run(slow, after: 0) {
            try server.waitForStatement("SELECT")
            server.signal(SIGSTOP)
            stopped = Date()
        }
        let seconds = Date().timeIntervalSince(stopped)
        server.signal(SIGCONT)
        #expect(frozen.status == 2)
        #expect(frozen.stderr == "plotline: \(address): the server did not answer within 5 s (the query's time limit of 2 s and 3 s); "
                + "it may be stopped or unreachable\n")
        #expect(seconds < 7, "ended \(seconds) s after the server froze")
        // Frozen before the command connects (once the first query's session has ended).
        Thread.sleep(forTimeInterval: 1)
        server.signal(SIGSTOP)
        let (unanswered, connectSeconds) = try run(["render", server.url, "--query-timeout", "2", "--query", "SELECT 1 AS a, 2 AS b",
                                                    "--x", "a", "--y", "b", "-o", folder.path("chart.svg")], after: 0) {}
        server.signal(SIGCONT)
        #expect(unanswered.status == 2)
        // Usually the kernel takes the connection and the server never answers; on a loaded machine the
        // socket's queue may refuse it instead. Either way: one line, at once or at the deadline.
        #expect(["plotline: \(address): cannot connect: no answer within 5 s\n",
                 "plotline: \(address): cannot connect (refused, or nothing listens there)\n"].contains(unanswered.stderr),
                "\(unanswered.stderr)")
        #expect(connectSeconds < 9, "took \(connectSeconds) s")
        #expect(!FileManager.default.fileExists(atPath: folder.path("chart.svg")))
    }

    @Test(.enabled(if: privateEnabled)) func serverStoppedOrRestartedMidStream() throws {
        let server = try PrivateServer()
        let folder = try Folder()
        defer { folder.remove() }
        // Rows that stream for seconds (a millisecond each), the server stopped or restarted at once while they come.
        let streaming = ["render", server.url, "--query-timeout", "20", "--query",
                         "SELECT g AS a, g % 17 AS b FROM generate_series(1, 20000) g, LATERAL (SELECT pg_sleep(0.001 + g * 0)) s",
                         "--x", "a", "--y", "b", "-o", folder.path("chart.svg")]
        for fault in ["stop", "restart"] {
            let (run, seconds) = try run(streaming, after: 0) {
                try server.waitForStatement("SELECT")
                Thread.sleep(forTimeInterval: 0.5)  // rows are coming
                if fault == "stop" { server.stop("immediate") } else { try server.restart() }
            }
            #expect(run.status == 2, "\(fault)")
            #expect(run.stderr.hasPrefix("plotline: PostgreSQL at plotline@\(server.folder):54331/postgres: "), "\(run.stderr)")
            #expect(run.stderr.contains("during the query"), "\(fault): \(run.stderr)")
            #expect(seconds < 23, "\(fault) took \(seconds) s")
            #expect(!FileManager.default.fileExists(atPath: folder.path("chart.svg")))
            if fault == "stop" { try server.start() }
        }
    }
}
}
