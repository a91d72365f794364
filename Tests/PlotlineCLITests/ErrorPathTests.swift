import Foundation
import Testing
@testable import PlotlineCLI

/// Runs a command that must fail with exit status 2 and exactly `message` as the one line on standard error,
/// and must leave `scratch` as it was: no output file, no temporary file. When the `-o` path is a file that
/// could be written, it runs again with an output file already there, which must be left untouched.
func expectUsageError(_ arguments: [String], stdin: Data = Data(), message: String, in scratch: Scratch,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    func check(_ label: String) {
        let before = scratch.snapshot()
        let outcome = plotline(arguments, stdin: stdin)
        #expect(outcome.status == 2, "\(label): exit status", sourceLocation: sourceLocation)
        #expect(outcome.stderr == "plotline: \(message)\n", "\(label): standard error", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "\(label): one line", sourceLocation: sourceLocation)
        #expect(outcome.stdout.isEmpty, "\(label): standard output", sourceLocation: sourceLocation)
        #expect(scratch.snapshot() == before, "\(label): files changed", sourceLocation: sourceLocation)
    }
    check("no output file yet")

    guard let flag = arguments.lastIndex(where: { $0 == "-o" || $0 == "--output" }), flag + 1 < arguments.count
    else { return }
    let output = arguments[flag + 1]
    let folder = (output as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard output.hasPrefix(scratch.url.path), !FileManager.default.fileExists(atPath: output),
          FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { return }
    let old = Data("an older chart, to be kept\n".utf8)
    #expect(FileManager.default.createFile(atPath: output, contents: old))
    check("with an output file already there")
    #expect(FileManager.default.contents(atPath: output) == old, "the existing output was changed",
            sourceLocation: sourceLocation)
}

@Suite("Every way the command can fail: exit status 2, one line, nothing written")
struct ErrorPathTests {
    // MARK: The data

    @Test func missingColumn() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "stepz", "-o", scratch.path("out.svg")],
                         message: "column 'stepz' not found; did you mean 'steps'? columns are: date, steps", in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--series", "who", "-o", scratch.path("out.svg")],
                         message: "column 'who' not found; columns are: date, steps", in: scratch)
    }

    @Test func missingColumnInASpec() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let spec = try scratch.write("""
            {"data": {"path": "steps.csv"}, "marks": [{"type": "bar", "x": {"field": "day"}, "y": {"field": "steps"}}]}
            """, to: "chart.json")
        expectUsageError(["render", spec, "-o", scratch.path("out.svg")],
                         message: "column 'day' not found; columns are: date, steps", in: scratch)
    }

    @Test func columnNameWithALineBreakStaysOneLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("\"da\nte\",steps\n2024-08-01,3\n", to: "odd.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "column 'date' not found; did you mean 'da\\nte'? columns are: da\\nte, steps", in: scratch)
    }

    @Test func unreadableValue() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("date,steps\n2024-08-01,8123\n2024-08-02,lots\n", to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--y-type", "number",
                          "-o", scratch.path("out.svg")],
                         message: "row 2, column 'steps': cannot read 'lots' as a number", in: scratch)
    }

    @Test func emptyFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("", to: "empty.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "\(data) has no data rows", in: scratch)
        expectUsageError(["render", "-", "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "standard input has no data rows", in: scratch)
    }

    @Test func headerOnlyCSV() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("date,steps\n", to: "header.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "\(data) has no data rows", in: scratch)
    }

    @Test func malformedCSV() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("date,steps\n\"2024-08-01,8123\n", to: "open-quote.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "malformed CSV at line 2: field 1 opens a quote that is never closed", in: scratch)
    }

    @Test func malformedJSONData() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("[{\"date\": \"2024-08-01\", \"steps\": 1},", to: "cut.json")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "malformed JSON: expected an object at line 1, column 37, found the end of the input",
                         in: scratch)
        expectUsageError(["render", "-", "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         stdin: Data("[{\"date\": }]".utf8),
                         message: "malformed JSON: expected a value at line 1, column 11, found '}'", in: scratch)
    }

    @Test func malformedJSONSpec() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = try scratch.write("{\"marks\": [", to: "cut-spec.json")
        let before = scratch.snapshot()
        let outcome = plotline(["render", spec, "-o", scratch.path("out.svg")])
        #expect(outcome.status == 2)
        // The wording after "malformed JSON:" is Foundation's (see the report: it names no line or column).
        #expect(outcome.stderr.hasPrefix("plotline: malformed JSON: "))
        #expect(outcome.stderrLines.count == 1)
        #expect(scratch.snapshot() == before)
    }

    @Test func missingInputFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let missing = scratch.path("nowhere.csv")
        expectUsageError(["render", missing, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "\(missing): no such file", in: scratch)
        let folder = scratch.path("a-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        expectUsageError(["render", folder, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "\(folder): is a directory, not a file", in: scratch)
    }

    @Test func missingDataFileOfASpec() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = try scratch.write("""
            {"data": {"path": "gone.csv"}, "marks": [{"type": "bar", "x": {"field": "a"}, "y": {"field": "b"}}]}
            """, to: "chart.json")
        let outcome = plotline(["render", spec, "-o", scratch.path("out.svg")])
        #expect(outcome.status == 2)
        #expect(outcome.stderrLines.count == 1)
        #expect(outcome.stderr.contains(scratch.path("gone.csv")), "names the file: \(outcome.stderr)")
        #expect(scratch.read("out.svg") == nil)
    }

    @Test func logScaleWithZeroOrNegativeValues() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zero = try scratch.write("dose,effect\n1,0\n10,5\n100,50\n", to: "zero.csv")
        expectUsageError(["render", zero, "--x", "dose", "--y", "effect", "--y-scale", "log",
                          "-o", scratch.path("out.svg")],
                         message: "cannot scale column 'effect': a log scale needs values above zero; the smallest is 0",
                         in: scratch)
        let negative = try scratch.write("dose,effect\n-3,1\n10,5\n100,50\n", to: "negative.csv")
        expectUsageError(["render", negative, "--x", "dose", "--y", "effect", "--x-scale", "log",
                          "-o", scratch.path("out.svg")],
                         message: "cannot scale column 'dose': a log scale needs values above zero; the smallest is -3",
                         in: scratch)
    }

    // MARK: The spec

    @Test func specFieldOfTheWrongType() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let markType = try scratch.write("""
            {"data": {"path": "steps.csv"}, "marks": [{"type": 5, "x": {"field": "date"}, "y": {"field": "steps"}}]}
            """, to: "mark-type.json")
        expectUsageError(["render", markType, "-o", scratch.path("out.svg")],
                         message: "invalid spec at $.marks[0].type: expected a string", in: scratch)
        let width = try scratch.write("""
            {"data": {"path": "steps.csv"}, "width": "wide",
             "marks": [{"type": "bar", "x": {"field": "date"}, "y": {"field": "steps"}}]}
            """, to: "width.json")
        expectUsageError(["render", width, "-o", scratch.path("out.svg")],
                         message: "invalid spec at $.width: expected a number", in: scratch)
        let field = try scratch.write("""
            {"data": {"path": "steps.csv"}, "marks": [{"type": "bar", "x": {"field": ["date"]}, "y": {"field": "steps"}}]}
            """, to: "field.json")
        expectUsageError(["render", field, "-o", scratch.path("out.svg")],
                         message: "invalid spec at $.marks[0].x.field: expected a string", in: scratch)
    }

    @Test func unknownMarkInASpecNamesItsPath() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let spec = try scratch.write("""
            {"data": {"path": "steps.csv"}, "marks": [{"type": "pie", "x": {"field": "date"}, "y": {"field": "steps"}}]}
            """, to: "pie.json")
        let outcome = plotline(["render", spec, "-o", scratch.path("out.svg")])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("plotline: invalid spec at $.marks[0].type: "))
        #expect(outcome.stderrLines.count == 1)
        #expect(scratch.read("out.svg") == nil)
    }

    // MARK: The options

    @Test func unknownMarkNamesTheValidOnes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--mark", "pie", "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "unknown mark 'pie'; did you mean --mark sector? use bar, line, point, area, rule, rectangle, sector, boxplot, tick or candlestick (histogram: bars of counted bins)", in: scratch)
    }

    @Test func unknownTypeOrScale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--x-type", "time-ish", "-o", scratch.path("out.svg")],
                         message: "unknown --x-type 'time-ish'; use number, date or category (or quantitative, temporal, nominal)",
                         in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--y-scale", "cubic", "-o", scratch.path("out.svg")],
                         message: "unknown --y-scale 'cubic'; use linear, log, date, category, point, squareRoot or symmetricLog (sqrt and symlog for short)",
                         in: scratch)
    }

    @Test func missingXOrY() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "--x is required with a data file; add --x COLUMN, one of: date, steps", in: scratch)
        // (--x alone counts the rows for each value: FilesPeopleHaveTests.helpThatSaysWhatToType)
    }

    /// A refusal the user can fix ends with what to type.
    @Test func refusalsSayWhatToType() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--sheet", "", "-o", scratch.path("out.svg")],
                         message: "invalid --sheet: expected a sheet's name or number, like --sheet 2 or --sheet weather", in: scratch)
        let single = try scratch.write("date steps\n2024-08-01 8123\n", to: "spaces.csv")
        expectUsageError(["render", single, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")],
                         message: "column 'date' not found; the data has a single column, so it may not be a CSV table (its "
                            + "first line names the columns, separated by commas; --delimiter names another separator)", in: scratch)
    }

    @Test func badLocale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--locale", "xx-ZZ", "-o", scratch.path("out.svg")],
                         message: "invalid locale: 'xx-ZZ' has unknown language 'xx'", in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--locale", "klingon", "-o", scratch.path("out.svg")],
                         message: "invalid locale: 'klingon' is not a locale identifier; use a language and region "
                            + "like en-US, ko-KR or tr-TR", in: scratch)
        // Writing the spec checks it too: a spec that cannot be drawn is not written.
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--locale", "xx-ZZ", "-o", scratch.path("out.json")],
                         message: "invalid locale: 'xx-ZZ' has unknown language 'xx'", in: scratch)
    }

    @Test func badTimeZone() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--time-zone", "Mars/Olympus_Mons",
                          "-o", scratch.path("out.svg")],
                         message: "invalid --time-zone: unknown time zone 'Mars/Olympus_Mons'; use a name like UTC, Europe/Berlin or America/New_York", in: scratch)
    }

    @Test func badWidthOrHeight() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let base = ["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.svg")]
        expectUsageError(base + ["--width", "wide"],
                         message: "the value 'wide' is invalid for '--width <width>' (see 'plotline help')", in: scratch)
        expectUsageError(base + ["--width", "-5"],
                         message: "invalid width: -5.0 is not a size from 16 to 20000 points", in: scratch)
        expectUsageError(base + ["--width", "0"],
                         message: "invalid width: 0.0 is not a size from 16 to 20000 points", in: scratch)
        expectUsageError(base + ["--height", "nan"],
                         message: "invalid height: nan is not a size from 16 to 20000 points", in: scratch)
    }

    @Test func otherUsageErrorsAreOneLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps"],
                         message: "missing expected argument '--output <output>' (see 'plotline help')", in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--titel", "Steps", "-o", scratch.path("out.svg")],
                         message: "unknown option '--titel'; did you mean '--title'? (see 'plotline help')", in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--colour", "red", "-o", scratch.path("out.svg")],
                         message: "unknown option '--colour' (see 'plotline help')", in: scratch)
        expectUsageError(["render", data, "--x", "-o", scratch.path("out.svg")],
                         message: "missing value for '--x <column>' (see 'plotline help')", in: scratch)
        expectUsageError(["render", data, "--speak=yes", "-o", scratch.path("out.wav")],
                         message: "'--speak' takes no value (see 'plotline help')", in: scratch)
        expectUsageError(["render"], message: "missing expected argument '<data>' (see 'plotline help')", in: scratch)
        expectUsageError(["help", "draw"],
                         message: "unknown command 'draw'; the commands are render, describe and demo (see 'plotline help')",
                         in: scratch)
        expectUsageError(["draw"], message: "unexpected argument 'draw' (see 'plotline help')", in: scratch)
    }

    // MARK: The output

    @Test func unknownOutputExtension() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("out.gif")],
                         message: "unknown output format '.gif'; use .svg, .png, .html, .json, .descriptor.json, .txt, .braille.txt, .md, .wav or .tones.json", in: scratch)
        let bare = scratch.path("out")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", bare],
                         message: "output '\(bare)' has no extension; use .svg, .png, .html, .json, .descriptor.json, .txt, .braille.txt, .md, .wav or .tones.json", in: scratch)
    }

    @Test func pngOptionsNeedAPNG() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--scale", "2", "-o", scratch.path("out.svg")],
                         message: "--scale and --transparent apply to PNG output; use -o with a .png file", in: scratch)
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--transparent", "-o", scratch.path("out.json")],
                         message: "--scale and --transparent apply to PNG output; use -o with a .png file", in: scratch)
        for bad in ["0", "-1", "9", "nan"] {
            expectUsageError(["render", data, "--x", "date", "--y", "steps", "--scale", bad, "-o", scratch.path("out.png")],
                             message: "invalid --scale '\(Double(bad).map { "\($0)" } ?? bad)'; use a number from 0.25 to 4, like 1, 2 or 3",
                             in: scratch)
        }
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--theme", "sepia", "-o", scratch.path("out.png")],
                         message: "unknown --theme 'sepia'; use light or dark", in: scratch)
        // Too many pixels is refused before anything is written.
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "--width", "20000", "--height", "20000",
                          "--scale", "3", "-o", scratch.path("out.png")],
                         message: "a PNG of 60000 x 60000 pixels (3600 megapixels, at least 13.4 GB to draw) is over the limit "
                             + "of 64 megapixels; use a smaller --width, --height or --scale, or raise --max-pixels",
                         in: scratch)
    }

    @Test func outputFolderDoesNotExist() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let output = scratch.path("no-such-folder/out.svg")
        expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", output],
                         message: "\(output): cannot write: folder '\(scratch.path("no-such-folder"))' does not exist",
                         in: scratch)
    }

    @Test func outputPathIsAFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        for name in ["charts.svg", "charts"] {
            let folder = scratch.path(name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            expectUsageError(["render", data, "--x", "date", "--y", "steps", "-o", folder],
                             message: "\(folder): is a directory, not a file", in: scratch)
        }
    }

    /// A place no process can create a file, root included: procfs does not make files on request.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc"))
    func unwritableOutputUnderProc() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let output = "/proc/plotline-test-\(UUID().uuidString).svg"
        let before = scratch.snapshot()
        let outcome = plotline(["render", data, "--x", "date", "--y", "steps", "-o", output])
        #expect(outcome.status == 2)
        // The reason is the system's: "Permission denied" for most users, "No such file or directory" for root.
        #expect(outcome.stderr.hasPrefix("plotline: \(output): cannot write: "), "\(outcome.stderr)")
        #expect(outcome.stderrLines.count == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(scratch.snapshot() == before)
    }

    /// A read-only folder. Root writes there anyway (permissions do not bind it), so this is skipped for root;
    /// the /proc test above covers root.
    @Test(.enabled(if: geteuid() != 0, "root ignores folder permissions"))
    func unwritableOutputInAReadOnlyFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let folder = scratch.path("locked")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let existing = scratch.path("locked/kept.svg")
        #expect(FileManager.default.createFile(atPath: existing, contents: Data("old".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        for output in [scratch.path("locked/new.svg"), existing] {
            let before = scratch.snapshot()
            let outcome = plotline(["render", data, "--x", "date", "--y", "steps", "-o", output])
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "plotline: \(output): cannot write: Permission denied\n")
            #expect(scratch.snapshot() == before)
        }
        #expect(FileManager.default.contents(atPath: existing) == Data("old".utf8))
    }

    @Test func outputThatIsTheInputIsRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(#"[{"a": 1, "b": 2}, {"a": 2, "b": 3}]"#, to: "rows.json")
        expectUsageError(["render", data, "--x", "a", "--y", "b", "-o", data],
                         message: "output '\(data)' is the input file '\(data)'; write to another file", in: scratch)
        try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let spec = try scratch.write("""
            {"data": {"path": "steps.csv"}, "marks": [{"type": "bar", "x": {"field": "date"}, "y": {"field": "steps"}}]}
            """, to: "chart.json")
        expectUsageError(["render", spec, "-o", spec],
                         message: "output '\(spec)' is the input file '\(spec)'; write to another file", in: scratch)
    }

    @Test func demoIntoAFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = try scratch.write("not a folder", to: "gallery")
        expectUsageError(["demo", "--out", file], message: "\(file): cannot make the folder", in: scratch)
    }
}
