import CSQLite
import Foundation
import PlotlineTestSupport
import Testing
@testable import PlotlineCLI

/// SQLite files from someone else, fuzzed (issue 34): a small valid database with a table, a view and an
/// index, in rollback and WAL mode, its bytes flipped in place (so its pages keep their places and the
/// damage reaches the page parser), or cut and spliced as the other inputs are. Each mutant is charted from
/// a table, a view and a query through the command: exit status 0 or 2, one line on failure, no output
/// left by a failure, and nothing written beside the file.
@Suite(.serialized) struct DatabaseFuzzTests {
    /// The seed databases' bytes.
    static let seeds: [[UInt8]] = ["DELETE", "WAL"].map { mode in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-fuzz-seed-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/seed.db"
        var db: OpaquePointer?
        sqlite3_open(path, &db)
        var sql = "PRAGMA page_size = 512; PRAGMA journal_mode = \(mode); CREATE TABLE t(a INTEGER, b REAL, c TEXT);"
            + "CREATE INDEX t_c ON t(c); CREATE VIEW v AS SELECT a, b * 2 AS b, c FROM t WHERE a % 3 <> 0; BEGIN;"
        for i in 0..<120 { sql += "INSERT INTO t VALUES (\(i), \(Double(i % 17) * 1.5), '\(["north", "south", "é", "x,y"][i % 4])');" }
        sql += "COMMIT;"
        sqlite3_exec(db, sql, nil, nil, nil)
        sqlite3_close(db)
        return [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    @Test func flippedDatabases() throws {
        let scratch = try FuzzScratch()
        defer { scratch.remove() }
        let home = try FuzzScratch()
        defer { home.remove() }
        #expect(Self.seeds.allSatisfy { $0.count >= 2048 }, "the seed databases were not made")
        var rng = SeededGenerator(seed: 0x5EED_0034)
        var findings: [String] = []
        let path = home.path("data.db")
        for i in 0..<(150 * FuzzTests.scale) {
            var bytes = rng.pick(Self.seeds)
            if rng.chance(0.8) {
                for _ in 0..<(1 + rng.below(8)) {
                    let at = rng.chance(0.3) ? rng.below(min(bytes.count, 100)) : rng.below(bytes.count)   // the header, often
                    bytes[at] = rng.chance(0.5) ? bytes[at] ^ UInt8(1 << rng.below(8)) : UInt8(truncatingIfNeeded: rng.below(256))
                }
            } else {
                bytes = Mutate.bytes(bytes, &rng)
            }
            for name in home.names() { try? FileManager.default.removeItem(atPath: home.path(name)) }
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let relation = rng.pick([["--table", "t"], ["--table", "v"], ["--query", "SELECT a, b, c FROM t WHERE c <> 'x'"]])
            let chart = rng.pick([["--x", "a", "--y", "b"], ["--x", "a", "--y", "b", "--series", "c", "--mark", "line"],
                                  ["--x", "c", "--y", "sum(b)"], ["--x", "bin(b)", "--y", "count()"]])
            let arguments = ["render", "sqlite:" + path] + relation + chart + ["--query-timeout", "5"]
            if let finding = CommandRun.run(arguments, stdin: Data(), format: "svg", in: scratch, name: "sqlite #\(i)") {
                findings.append(finding)
            }
            if home.names() != ["data.db"] { findings.append("sqlite #\(i): left \(home.names()) beside the file") }
        }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.prefix(20).joined(separator: "\n"))")
    }
}
