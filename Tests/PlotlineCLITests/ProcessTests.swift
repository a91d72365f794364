import Foundation
import PlotlineTestSupport
import Testing

/// The built `plotline` next to the test bundle (`.build/debug/plotline`), if `swift test` built it.
let builtPlotline: URL? = BuiltCommand.find("plotline")

/// Runs the built binary and collects what it did.
func runBuiltPlotline(_ binary: URL, _ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting, so a full pipe cannot stall the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = errors.fileHandleForReading.readDataToEndOfFile() }
    group.wait()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
}

@Suite("The real plotline process: exit statuses as the shell sees them")
struct ProcessTests {
    @Test(.enabled(if: builtPlotline != nil,
                   "the plotline binary was not found next to the test bundle; run `swift build` first"))
    func failureAndSuccess() throws {
        let binary = try #require(builtPlotline)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")

        let failure = try runBuiltPlotline(binary, ["render", data, "--mark", "pie", "--x", "date", "--y", "steps",
                                                    "-o", scratch.path("out.svg")])
        #expect(failure.status == 2)
        #expect(failure.stderr == "plotline: unknown mark 'pie'; did you mean --mark sector? use bar, line, point, area, rule, rectangle, sector, boxplot, tick or candlestick (histogram: bars of counted bins)\n")
        #expect(failure.stdout.isEmpty)
        #expect(scratch.read("out.svg") == nil)

        let missing = try runBuiltPlotline(binary, ["render", data, "--x", "date", "--y", "stepz", "-o", "-"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "plotline: column 'stepz' not found; did you mean 'steps'? columns are: date, steps\n")

        let success = try runBuiltPlotline(binary, ["render", data, "--x", "date", "--y", "steps",
                                                    "-o", scratch.path("out.svg")])
        #expect(success.status == 0)
        #expect(success.stderr == "")
        #expect(success.stdout.isEmpty)
        let written = try #require(scratch.read("out.svg"))
        _ = parsedSVG(written)
        #expect(Set(scratch.snapshot().keys) == ["steps.csv", "out.svg"])

        let toStdout = try runBuiltPlotline(binary, ["render", data, "--x", "date", "--y", "steps", "-o", "-"])
        #expect(toStdout.status == 0)
        #expect(toStdout.stdout == written)

        let help = try runBuiltPlotline(binary, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdoutText.contains("Examples:"))
    }
}
