import Foundation
import Testing
@testable import PlotlineCLI

/// The command's own argument reader: what it takes, what it refuses, and that each command's declarations
/// are whole (issue 31: it replaced swift-argument-parser, whose start-up reflection was 40% of a small chart).
@Suite struct ArgumentReaderTests {
    static let command = CommandDeclaration(
        name: "try", abstract: "A command to read arguments with.", discussion: "",
        groups: [OptionGroup(title: nil, options: [
            .argument("data", help: "The data."),
            .value("x", valueName: "column", help: "The x column."),
            .value("width", takesAnything: true, help: "A width."),
            .repeated("filter", help: "A filter."),
            .flag("speak", help: "Speak."),
            .value("output", short: "o", help: "The output."),
        ])],
        required: ["output"])

    func read(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentReader.read(arguments, for: Self.command) else {
            throw UsageError(message: "help")
        }
        return parsed
    }

    @Test func optionsInAnyOrderAndBothSpellings() throws {
        let parsed = try read(["--x=date", "steps.csv", "-o", "-", "--filter", "a == 1", "--filter=b > 2", "--speak"])
        #expect(parsed.value("data") == "steps.csv")
        #expect(parsed.value("x") == "date")
        #expect(parsed.value("output") == "-")
        #expect(parsed.values("filter") == ["a == 1", "b > 2"])
        #expect(parsed.flag("speak"))
        #expect(parsed.value("width") == nil)
        #expect(!parsed.isGiven("width"))
    }

    @Test func theLastOfARepeatedValueCounts() throws {
        #expect(try read(["d", "--x", "a", "--x", "b", "-o", "out"]).value("x") == "b")
    }

    @Test func valuesThatStartWithADash() throws {
        // `-` alone is standard input; `--` ends the options; an option that takes anything takes `-5`.
        #expect(try read(["-", "-o", "-"]).value("data") == "-")
        #expect(try read(["-o", "out", "--", "-odd.csv"]).value("data") == "-odd.csv")
        #expect(try read(["d", "--width", "-5", "-o", "out"]).number("width") == -5)
        #expect(try read(["d", "--x", "", "-o", "out"]).value("x") == "")
    }

    @Test func whatIsRefused() {
        func message(_ arguments: [String]) -> String? {
            do { _ = try read(arguments); return nil } catch { return error.message }
        }
        #expect(message(["d", "--x", "-o", "out"]) == "missing value for '--x <column>'")
        #expect(message(["d", "-o"]) == "missing value for '--output <output>'")
        #expect(message(["d"]) == "missing expected argument '--output <output>'")
        #expect(message(["-o", "out"]) == "missing expected argument '<data>'")
        #expect(message(["d", "e", "-o", "out"]) == "unexpected argument 'e'")
        #expect(message(["d", "--speak=yes", "-o", "out"]) == "'--speak' takes no value")
        #expect(message(["d", "--outptu", "x"]) == "unknown option '--outptu'; did you mean '--output'?")
        #expect(message(["d", "--colour", "red", "-o", "out"]) == "unknown option '--colour'")
        #expect(message(["d", "-q", "-o", "out"]) == "unknown option '-q'")
        #expect(throws: UsageError(message: "the value 'wide' is invalid for '--width <width>'")) {
            try read(["d", "--width", "wide", "-o", "out"]).number("width")
        }
    }

    @Test func helpWinsWhereverItIs() throws {
        for arguments in [["--help"], ["d", "-h"], ["d", "--x", "a", "--help", "-o", "out"]] {
            guard case .help = try ArgumentReader.read(arguments, for: Self.command) else {
                Issue.record("\(arguments) did not ask for help")
                continue
            }
        }
        // A value that happens to be `--help` is a value where the option takes anything.
        guard case .run(let parsed) = try ArgumentReader.read(["d", "--width", "--help", "-o", "o"], for: Self.command) else {
            Issue.record("--width --help read as help")
            return
        }
        #expect(parsed.value("width") == "--help")
    }

    @Test func everyCommandDeclaresEachNameOnce() {
        for command in CLI.subcommands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
            let shorts = command.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name)")
            #expect(command.required.isSubset(of: Set(names)), "\(command.name)")
            // Every option is shown in the command's help.
            let help = HelpText.command(command)
            for option in command.options { #expect(help.contains(option.synopsis), "\(command.name): \(option.synopsis)") }
            for line in help.split(separator: "\n") where !line.hasPrefix("  ") {
                #expect(line.count <= HelpText.width, "\(command.name): \(line)")
            }
        }
    }

    /// The whole command reads what each declaration says: every option of `render` given once, and read back
    /// from the chart it makes (the spec written with -o chart.json).
    @Test func renderReadsItsOptions() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let out = scratch.path("chart.json")
        let outcome = plotline(["render", "--title=Steps a day", data, "--x", "date", "--y", "steps", "--subtitle", "Most days",
                                "--y-label", "Steps", "--width", "400", "--height", "300", "--y-domain", "0,20000",
                                "--filter", "steps > 0", "-o", out])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let spec = try String(contentsOfFile: out, encoding: .utf8)
        for fragment in ["\"Steps a day\"", "\"Most days\"", "400", "300", "20000"] {
            #expect(spec.contains(fragment), "\(fragment)")
        }
    }
}
