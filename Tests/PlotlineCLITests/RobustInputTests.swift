import Foundation
import Testing
import PlotlineTestSupport
@testable import Plotline
@testable import PlotlineCLI

/// Issue 18: endless, huge, binary and hostile input stops within a second with one clear line; error
/// lines quote at most a short escaped excerpt; a spec reads data only from its own folder.
@Suite struct RobustInputTests {
    /// Runs the command in process with `source` as standard input; also returns the processor seconds it took.
    func run(_ arguments: [String], stdin source: @escaping @Sendable (ReadLimits) -> InputSource) -> (Outcome, Double) {
        final class Box: @unchecked Sendable { var err = ""; let lock = NSLock() }
        let box = Box()
        let io = CommandIO(standardInputSource: source, standardOutput: { _ in },
                           standardError: { text in box.lock.withLock { box.err += text } })
        // The processor time of this thread, which reads and refuses the input: a busy machine does not
        // lengthen it, and input read without end would.
        let (status, seconds) = WorkClock.seconds { CLI.run(arguments, io: io) }
        return (Outcome(status: status, stdout: Data(), stderr: box.err), seconds)
    }

    func expectOneLine(_ outcome: Outcome, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 2, sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.contains(text), "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.count < 400, sourceLocation: sourceLocation)
    }

    @Test("/dev/zero on standard input: not text, at once (was a trap in readDataToEndOfFile)")
    func devZeroOnStandardInput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let (outcome, seconds) = run(["render", "-", "--x", "a", "--y", "b", "-o", scratch.path("o.svg")]) { limits in
            InputSource(descriptor: open("/dev/zero", O_RDONLY), name: "standard input", limits: limits, closing: true)
        }
        expectOneLine(outcome, containing: "standard input: is not text (a NUL byte on line 1)")
        #expect(seconds < 1)
        #expect(scratch.snapshot().isEmpty)
    }

    @Test("/dev/zero, /dev/urandom and a 2 GB sparse file as the data path: not text, at once",
          arguments: ["/dev/zero", "/dev/urandom", "sparse"])
    func endlessOrBinaryDataPath(_ name: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var path = name
        if name == "sparse" {
            path = try scratch.write("", to: "sparse.csv")
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 2 << 30)
            try handle.close()
        }
        let (outcome, seconds) = WorkClock.seconds { plotline(["render", path, "--x", "a", "--y", "b", "-o", scratch.path("o.svg")]) }
        #expect(seconds < 1)
        if name == "/dev/urandom" {
            // Random bytes: whichever comes first, a NUL or a byte that is not UTF-8, is the one named.
            expectOneLine(outcome, containing: "is not text (")
            let reason = outcome.stderr.contains("is not text (a NUL byte on line ")
                || outcome.stderr.range(of: #"is not text \(byte 0x[0-9A-F]{2} on line [0-9]+ is not UTF-8\)"#,
                                        options: .regularExpression) != nil
            #expect(reason, "\(outcome.stderr)")
        } else {
            expectOneLine(outcome, containing: "is not text (a NUL byte on line")
        }
    }

    @Test("An endless line on standard input stops at the line limit")
    func endlessLine() throws {
        let (outcome, seconds) = run(["render", "-", "--x", "a", "--y", "b", "-o", "-"]) { limits in
            endlessPipe(Array("aaaaaaaaaaaaaaa".utf8), limits: limits)
        }
        expectOneLine(outcome, containing: "standard input: line 1 is longer than 1 MB: is it a CSV file?")
        #expect(seconds < 1)
    }

    @Test("Endless blank lines on standard input stop after 1 MB of them")
    func endlessBlankLines() {
        let (outcome, seconds) = run(["render", "-", "--x", "a", "--y", "b", "-o", "-"]) { limits in
            endlessPipe(Array("\n".utf8), limits: limits)
        }
        expectOneLine(outcome, containing: "nothing but white space in its first 1 MB")
        #expect(seconds < 1)
    }

    @Test("Row, byte, column and line limits, each with the option that raises it")
    func limits() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var text = "x,y\n"
        for k in 0..<20 { text += "\(k),\(k * k)\n" }
        let data = try scratch.write(text, to: "d.csv")
        // A quoted cell: read by the general reader, not the one for numbers alone.
        let textData = try scratch.write(text.replacingOccurrences(of: "\n1,", with: "\n\"1\","), to: "t.csv")
        let out = scratch.path("o.svg")
        for path in [data, textData] {
            expectOneLine(plotline(["render", path, "--x", "x", "--y", "y", "-o", out, "--max-rows", "19"]),
                          containing: "has more than 19 data rows (--max-rows raises the limit)")
            _ = expectSuccess(["render", path, "--x", "x", "--y", "y", "-o", out, "--max-rows", "20"])
            expectOneLine(plotline(["render", path, "--x", "x", "--y", "y", "-o", out, "--max-bytes", "100"]),
                          containing: "is larger than 100 bytes (--max-bytes raises the limit)")
            // Standard input, which has no size to check first: stopped while reading.
            expectOneLine(plotline(["render", "-", "--x", "x", "--y", "y", "-o", out, "--max-bytes", "100"],
                                   stdin: Data(text.utf8)),
                          containing: "standard input: is larger than 100 bytes")
        }
        _ = expectSuccess(["render", data, "--x", "x", "--y", "y", "-o", out, "--max-bytes", "1K"])
        expectOneLine(plotline(["render", data, "--x", "x", "--y", "y", "-o", out, "--max-line-bytes", "4"]),
                      containing: "line 12 is longer than 4 bytes")
        let wide = (0..<40).map { "c\($0)" }.joined(separator: ",") + "\n" + Array(repeating: "1", count: 40).joined(separator: ",") + "\n"
        expectOneLine(plotline(["render", try scratch.write(wide, to: "w.csv"), "--x", "c0", "--y", "c1", "-o", out,
                                "--max-columns", "39"]),
                      containing: "the header has 40 columns, more than 39 (--max-columns raises the limit)")
        expectOneLine(plotline(["render", data, "--x", "x", "--y", "y", "-o", out, "--max-bytes", "lots"]),
                      containing: "invalid --max-bytes: expected a size in bytes like 1000000, 500K, 64M or 2G, found 'lots'")
    }

    @Test("A header of a million columns is stopped by the line or the column limit, never echoed")
    func millionColumns() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let header = (0..<1_000_000).map { "c\($0)" }.joined(separator: ",")
        let path = try scratch.write(header + "\n", to: "wide.csv")
        expectOneLine(plotline(["render", path, "--x", "a", "--y", "b", "-o", scratch.path("o.svg")]),
                      containing: "line 1 is longer than 1 MB")
        expectOneLine(plotline(["render", path, "--x", "a", "--y", "b", "-o", scratch.path("o.svg"), "--max-line-bytes", "64M"]),
                      containing: "the header has 1000000 columns, more than 16384")
    }

    @Test("A 10 MB column name is quoted as a short excerpt")
    func hugeColumnName() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(String(repeating: "n", count: 10_000_000) + ",y\n1,2\n", to: "d.csv")
        let outcome = plotline(["render", path, "--x", "a", "--y", "y", "-o", scratch.path("o.svg"), "--max-line-bytes", "20M"])
        expectOneLine(outcome, containing: "column 'a' not found; columns are: nnnnnnnn")
        #expect(outcome.stderr.contains("…(9999960 more characters), y"))
    }

    @Test("A doubled byte order mark shows in the error, escaped")
    func doubledBOM() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("\u{FEFF}\u{FEFF}x,y\n1,2\n", to: "d.csv")
        let outcome = plotline(["render", path, "--x", "x", "--y", "y", "-o", scratch.path("o.svg")])
        expectOneLine(outcome, containing: "columns are: \\u{FEFF}x, y")
    }

    @Test("A loop of symbolic links is named as one, not as a missing file")
    func symlinkLoop() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a.csv"), withDestinationPath: scratch.path("b.csv"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b.csv"), withDestinationPath: scratch.path("a.csv"))
        expectOneLine(plotline(["render", scratch.path("a.csv"), "--x", "x", "--y", "y", "-o", scratch.path("o.svg")]),
                      containing: "a.csv: a loop of symbolic links")
    }

    @Test("A file that is not a table is not quoted in the error")
    func notATable() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("root:*:20228:0:99999:7:::\ndaemon:*:20228:0:99999:7:::\n", to: "shadow")
        let outcome = plotline(["render", path, "--x", "x", "--y", "y", "-o", scratch.path("o.svg")])
        expectOneLine(outcome, containing: "column 'x' not found; the data has a single column")
        #expect(!outcome.stderr.contains("root"))
    }

    @Test("A spec reads data only from its own folder and below, unless told otherwise")
    func specDataConfined() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("x,y\n1,2\n2,3\n", to: "secret.csv")
        try scratch.write("x,y\n1,2\n2,3\n", to: "specs/data/ok.csv")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("specs/link.csv"),
                                                   withDestinationPath: scratch.path("secret.csv"))
        func spec(_ path: String) throws -> String {
            try scratch.write(#"{"data": {"path": "\#(path)"}, "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}"#,
                              to: "specs/chart.json")
        }
        let out = scratch.path("o.svg")
        for outside in ["../secret.csv", scratch.path("secret.csv"), "/etc/passwd", "link.csv", "data/../../secret.csv"] {
            let outcome = plotline(["render", try spec(outside), "-o", out])
            expectOneLine(outcome, containing: "invalid spec at $.data.path:")
            #expect(outcome.stderr.contains("is outside the spec's folder"))
            #expect(FileManager.default.fileExists(atPath: out) == false)
        }
        _ = expectSuccess(["render", try spec("data/ok.csv"), "-o", out])
        _ = expectSuccess(["render", try spec("./data/../data/ok.csv"), "-o", out])
        _ = expectSuccess(["render", try spec("../secret.csv"), "-o", out, "--allow-data-outside"])
        _ = expectSuccess(["render", try spec("../secret.csv"), "-o", out, "--data-root", scratch.url.path])
        // A mark's own data too.
        let markSpec = try scratch.write(#"{"data": {"path": "data/ok.csv"}, "marks": [{"type": "line", "data": {"path": "/etc/hostname"}, "x": {"field": "x"}, "y": {"field": "y"}}]}"#,
                                         to: "specs/marks.json")
        expectOneLine(plotline(["render", markSpec, "-o", out]), containing: "invalid spec at $.marks[0].data.path")
    }

    @Test("The temporary output file is new, unpredictable, and never written through a planted link")
    func plantedLink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "d.csv")
        let victim = try scratch.write("keep me", to: "victim.txt")
        // Links under the names the command used to use, and one under the same folder pattern.
        let pid = ProcessInfo.processInfo.processIdentifier
        for name in [".o.svg.\(pid).tmp", ".o.svg.tmp"] {
            try FileManager.default.createSymbolicLink(atPath: scratch.path(name), withDestinationPath: victim)
        }
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("o.svg")])
        #expect(scratch.read("victim.txt") == Data("keep me".utf8))
        #expect(scratch.read("o.svg")?.starts(with: Data("<svg".utf8)) == true)
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(Set(left) == [".o.svg.\(pid).tmp", ".o.svg.tmp"])
        // O_EXCL | O_NOFOLLOW: creating over an existing name (a link) fails instead of following it.
        #expect(throws: PlotlineError.self) {
            _ = try OutputFile.createTemporaryForTests(at: scratch.path(".o.svg.tmp"))
        }
    }
}

/// A stream that repeats `unit` for as long as it is read (a pipe fed from another thread until closed).
func endlessPipe(_ unit: [UInt8], limits: ReadLimits) -> InputSource {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let block = Array(repeating: unit, count: max(1, 65_536 / max(unit.count, 1))).flatMap { $0 }
    Thread.detachNewThread {
        block.withUnsafeBytes { raw in
            while write(writeEnd, raw.baseAddress!, raw.count) > 0 {}
        }
        close(writeEnd)
    }
    return InputSource(descriptor: readEnd, name: "standard input", limits: limits, closing: true)
}
