import Foundation
import Testing

/// Issue 18: a signal during a write leaves no temporary file beside the output. The real binary is held
/// (PLOTLINE_TEST_HOLD_TEMPORARY) with its temporary file written and not yet renamed, then signalled.
@Suite("Signals during a write", .serialized)
struct SignalTests {
    @Test(.enabled(if: builtPlotline != nil, "the plotline binary was not found next to the test bundle"),
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGPIPE])
    func signalRemovesTheTemporaryFile(_ signal: Int32) throws {
        let binary = try #require(builtPlotline)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")]
        process.environment = ProcessInfo.processInfo.environment.merging(["PLOTLINE_TEST_HOLD_TEMPORARY": "30"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        let deadline = Date().addingTimeInterval(20)
        while temporaries().isEmpty, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
        #expect(temporaries().count == 1, "the temporary file appeared")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(temporaries().isEmpty)
        #expect(Set(scratch.snapshot().keys) == ["steps.csv"])
    }
}
