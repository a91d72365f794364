import Foundation
import PlotlineTestSupport
import Testing
@testable import PlotlineCLI
import Plotline
import PlotlineAudio
import PlotlineHTML
import PlotlinePNG
import PlotlineSVG

/// A deterministic fuzz harness for `plotline` and the library: seeded mutations of specs, JSON rows and
/// CSV, plus hand-picked hostile inputs. Any crash, trap, hang or gigantic allocation stops the run (the
/// monitor names the case); anything else that breaks the rules of DESIGN.md "Conventions" is collected and
/// reported: an exit status other than 0 or 2, more than one line on standard error, or an output file (or a
/// temporary file) left behind by a run that failed.
///
/// Set PLOTLINE_FUZZ_TRACE=/tmp/case to keep the input of the case running, PLOTLINE_FUZZ_SCALE=10 for ten
/// times as many random cases, PLOTLINE_FUZZ_SLOW=1 to list slow cases and PLOTLINE_FUZZ_ERRORS=1 to see
/// the errors that stopped them.
@Suite(.serialized) struct FuzzTests {
    static let scale = Int(ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_SCALE"] ?? "") ?? 1

    // MARK: The library

    @Test func mutatedSpecsThroughEveryOutput() {
        var rng = SeededGenerator(seed: 0x5EED_0001)
        var counts = [0, 0, 0]
        for i in 0..<(160 * Self.scale) {
            var spec = rng.pick(Seeds.specs)
            if rng.chance(0.25) {
                let (rows, x, y) = OddData.rows(&rng)
                spec["data"] = .object([("values", .array(rows))])
                spec.set([.key("marks"), .index(0), .key("data")][...], to: nil)
                spec.set([.key("marks"), .index(0), .key("x")][...], to: .object([("field", .string(x))]))
                spec.set([.key("marks"), .index(0), .key("y")][...], to: .object([("field", .string(y))]))
            }
            for _ in 0..<(1 + rng.below(3)) {
                let (path, value) = SpecFields.edit(spec, &rng)
                spec.set(path[...], to: value)
            }
            let text = spec.text
            let reached = Pipeline.library(Data(text.utf8), name: "spec #\(i)", png: i % 4 == 0, wav: i % 8 == 0)
            counts[reached.rawValue] += 1
        }
        // Most edits keep the spec drawable, so the drawing code is what gets fuzzed.
        #expect(counts[2] * 3 > counts.reduce(0, +), "only \(counts[2]) of \(counts.reduce(0, +)) specs resolved")
    }

    @Test func mutatedSpecBytes() {
        var rng = SeededGenerator(seed: 0x5EED_0002)
        for i in 0..<(200 * Self.scale) {
            let bytes = Mutate.bytes(Array(rng.pick(Seeds.specs).text.utf8), &rng)
            Pipeline.library(Data(bytes), name: "spec bytes #\(i)", png: false, wav: false)
        }
    }

    @Test func mutatedDataThroughTheReaders() {
        var rng = SeededGenerator(seed: 0x5EED_0003)
        for i in 0..<(400 * Self.scale) {
            let csv = Mutate.bytes(Array(rng.pick(Seeds.csv).utf8), &rng)
            Pipeline.readers(Data(csv), name: "csv #\(i)")
            let (rows, _, _) = OddData.rows(&rng)
            var json = Array(JSON.array(rows).text.utf8)
            if rng.chance(0.5) { json = Mutate.bytes(json, &rng) }
            Pipeline.readers(Data(json), name: "json rows #\(i)")
        }
    }

    @Test func randomBytes() {
        var rng = SeededGenerator(seed: 0x5EED_0004)
        for i in 0..<(300 * Self.scale) {
            var bytes = (0..<rng.below(300)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if rng.chance(0.3) { bytes.insert(rng.pick(Array("{[\"x,\n".utf8)), at: 0) }
            Pipeline.readers(Data(bytes), name: "random bytes #\(i)")
            Pipeline.library(Data(bytes), name: "random spec bytes #\(i)", png: false, wav: false)
        }
    }

    @Test func handPickedInputs() {
        for (name, bytes) in Hostile.inputs {
            Pipeline.readers(bytes, name: name)
            Pipeline.library(bytes, name: name, png: true, wav: true)
        }
    }

    // MARK: The command

    @Test func commandWithMutatedInputsAndOptions() throws {
        let scratch = try FuzzScratch()
        defer { scratch.remove() }
        var rng = SeededGenerator(seed: 0x5EED_0005)
        var findings: [String] = []
        for i in 0..<(120 * Self.scale) {
            let format = rng.pick(CommandRun.formats)
            var input: Data
            var arguments = ["render", "-"]
            switch rng.below(3) {
            case 0:
                var spec = rng.pick(Seeds.specs)
                for _ in 0..<(1 + rng.below(3)) {
                    let (path, value) = SpecFields.edit(spec, &rng)
                    spec.set(path[...], to: value)
                }
                input = Data(spec.text.utf8)
            case 1:
                let (rows, x, y) = OddData.rows(&rng)
                input = Data(JSON.array(rows).text.utf8)
                arguments += ["--x", x, "--y", y] + (rng.chance(0.3) ? ["--series", "s"] : [])
            default:
                input = Data(Mutate.bytes(Array(rng.pick(Seeds.csv).utf8), &rng))
                let header = String(decoding: input.prefix { $0 != 10 }, as: UTF8.self).split(separator: ",").map(String.init)
                arguments += ["--x", header.first ?? "x", "--y", header.dropFirst().first ?? "y"]
            }
            arguments += CommandRun.options(&rng, format: format)
            if let finding = CommandRun.run(arguments, stdin: input, format: format, in: scratch, name: "command #\(i)") {
                findings.append(finding)
            }
        }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.prefix(20).joined(separator: "\n"))")
    }

    @Test func commandWithHandPickedInputsInEveryFormat() throws {
        let scratch = try FuzzScratch()
        defer { scratch.remove() }
        var findings: [String] = []
        // Each input in two formats, in turn, so every format sees every kind of input and the test stays fast.
        for (k, (name, bytes)) in Hostile.inputs.enumerated() {
            for format in [CommandRun.formats[k % 9], CommandRun.formats[(k + 4) % 9]] {
                var arguments = ["render", "-"]
                if CommandRun.firstByte(bytes) != UInt8(ascii: "{") { arguments += ["--x", "x", "--y", "y"] }
                if let finding = CommandRun.run(arguments, stdin: bytes, format: format, in: scratch, name: "\(name) .\(format)") {
                    findings.append(finding)
                }
            }
        }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.prefix(20).joined(separator: "\n"))")
    }
}

/// Runs one input through every stage of the library, ignoring the typed errors it is allowed to throw.
enum Pipeline {
    static func readers(_ bytes: Data, name: String) {
        FuzzMonitor.shared.run(name, input: String(decoding: bytes, as: UTF8.self)) {
            for timeZone in [TimeZone.gmt] {
                _ = try? CSVReader.read(bytes, source: "fuzz", timeZone: timeZone)
                _ = try? CSVReader.read(bytes, source: "fuzz", types: ["x": .date, "y": .number], timeZone: timeZone)
                _ = try? JSONTableReader.read(bytes, source: "fuzz", timeZone: timeZone)
                _ = try? JSONTableReader.read(bytes, source: "fuzz", types: ["x": .category, "y": .date], timeZone: timeZone)
            }
        }
    }

    static let showsErrors = ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_ERRORS"] != nil

    /// With PLOTLINE_FUZZ_ERRORS set, the error that stopped a case, to see what the mutations reach.
    static func showError(_ name: String, _ error: any Error) {
        if showsErrors { FileHandle.standardError.write(Data("\(name): \(String(describing: error).prefix(160))\n".utf8)) }
    }

    /// How far a case got: a harness whose cases all stop at decoding tests little.
    enum Reached: Int { case nothing, decoded, resolved }

    @discardableResult
    static func library(_ bytes: Data, name: String, png: Bool, wav: Bool) -> Reached {
        FuzzMonitor.shared.run(name, input: String(decoding: bytes, as: UTF8.self)) { () -> Reached in
            let spec: ChartSpec, chart: ResolvedChart
            do { spec = try ChartSpec.decode(bytes) } catch { showError(name, error); return .nothing }
            _ = try? spec.encoded()
            do { chart = try ChartResolver.resolve(spec) } catch { showError(name, error); return .decoded }
            _ = chart.svg()
            let words = chart.accessibility
            _ = try? words.descriptorJSON()
            _ = words.plainText(subtitle: chart.subtitle)
            _ = words.markdown(subtitle: chart.subtitle)
            var audio = AudioGraphOptions()
            audio.duration = 0.5
            if let graph = try? chart.sonification(options: audio) {
                _ = try? graph.scheduleJSON()
                // Sequential series of 0.5 s each make long sound for thousands of series: by design, but slow.
                if wav, graph.duration < 60 { _ = try? graph.wav() }
            }
            _ = HTMLPage.render(chart, audio: audio)
            if png { _ = try? chart.pngResult(scale: 1, theme: .dark) }
            return .resolved
        }
    }
}

/// Byte-level mutations: flips, cuts, splices and hostile tokens.
enum Mutate {
    static let tokens: [String] = [",", "\"", "\"\"", "\n", "\r", "\r\n", "{", "}", "[", "]", ":", "null", "NaN", "1e308",
                                   "-1e308", "5e-324", "1e400", "Infinity", "\u{0}", "\u{FEFF}", "0000-01-01", "-10000-01-01",
                                   "9999-12-31", "\\u0000", "\\ud800", "\\", "%n", "é", "👩‍👩‍👧"]

    static func bytes(_ input: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + rng.below(4)) {
            let at = rng.below(bytes.count + 1)
            switch rng.below(8) {
            case 0: bytes = Array(bytes.prefix(at))                                         // truncated
            case 1: if at < bytes.count { bytes[at] ^= UInt8(1 << rng.below(8)) }           // a bit flipped
            case 2: if at < bytes.count { bytes[at] = rng.pick([0x00, 0x80, 0xC0, 0xFE, 0xFF, 0xED, 0xF4]) } // invalid UTF-8
            case 3: bytes.insert(contentsOf: Array(rng.pick(tokens).utf8), at: at)
            case 4: if at < bytes.count { bytes.remove(at: at) }
            case 5:                                                                          // a stretch repeated
                let end = min(bytes.count, at + rng.below(40))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            case 6: bytes.insert(contentsOf: Array(rng.pick(Odd.strings).prefix(200).utf8), at: at)
            default:                                                                         // a number made extreme
                if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                    bytes.insert(contentsOf: Array(rng.pick(["e308", "e-324", "0000000000000000000000", "e999"]).utf8), at: digit + 1)
                }
            }
        }
        return bytes
    }
}

/// Inputs picked by hand: the shapes a random mutation rarely reaches.
enum Hostile {
    static let inputs: [(String, Data)] = {
        var list: [(String, String)] = []
        func spec(_ name: String, _ text: String) { list.append((name, text)) }
        func rows(_ name: String, _ text: String) { list.append((name, text)) }
        let base = #""data":{"values":[{"x":1,"y":2},{"x":2,"y":5},{"x":3,"y":1}]}"#
        let line = #"{"type":"line","x":{"field":"x"},"y":{"field":"y"}}"#
        spec("deep spec", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        spec("deep object spec", "{\"a\":" + String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_001))
        spec("deep values", #"{"marks":[],"data":{"values":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}")
        rows("deep rows", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        rows("deep row objects", "[{\"x\":" + String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000) + "}]")
        for (key, value) in [("width", "1e308"), ("width", "0"), ("width", "-5"), ("height", "5e-324"), ("width", "1e9"),
                             ("height", "1e9"), ("width", "1e-300"), ("width", "100000")] {
            spec("\(key) \(value)", "{\(base),\"\(key)\":\(value),\"marks\":[\(line)]}")
        }
        for axis in ["xAxis", "yAxis"] {
            for tick in ["-1", "0", "1", "999999999", "100000"] {
                spec("\(axis) tickCount \(tick)", "{\(base),\"\(axis)\":{\"tickCount\":\(tick)},\"marks\":[\(line)]}")
            }
            for step in ["0", "-1", "1e-300", "5e-324", "1e308", "1e-9"] {
                spec("\(axis) stride \(step)", "{\(base),\"\(axis)\":{\"stride\":{\"step\":\(step)}},\"marks\":[\(line)]}")
            }
        }
        let dated = #""data":{"values":[{"x":"2024-01-01","y":2},{"x":"2024-01-15","y":5},{"x":"2024-02-01","y":1}]}"#
        for unit in TimeUnit.allCases.map(\.rawValue) {
            for count in ["0", "-1", "1", "999999999"] {
                spec("stride \(unit) \(count)", "{\(dated),\"xAxis\":{\"stride\":{\"unit\":\"\(unit)\",\"count\":\(count)}},\"marks\":[\(line)]}")
            }
            spec("unit \(unit)", "{\(dated),\"marks\":[{\"type\":\"bar\",\"x\":{\"field\":\"x\",\"unit\":\"\(unit)\"},\"y\":{\"field\":\"y\"}}]}")
        }
        for (a, b) in [("0000-01-01", "9999-12-31"), ("-10000-01-01", "2024-01-01"), ("2024-01-01", "+10000-01-01"),
                       ("-271821-04-20", "+275760-09-13"), ("2024-01-01", "2024-01-01"), ("2024-01-01T00:00:00Z", "2024-01-01T00:00:00.001Z")] {
            spec("dates \(a) \(b)", #"{"data":{"values":[{"x":"\#(a)","y":1},{"x":"\#(b)","y":2}]},"timeRanges":["1D","5Y","999Y"],"marks":[\#(line)]}"#)
            spec("domain \(a) \(b)", "{\(dated),\"xScale\":{\"domain\":[\"\(a)\",\"\(b)\"]},\"marks\":[\(line)]}")
        }
        for (a, b) in [("0", "0"), ("1e308", "-1e308"), ("-1e308", "1e308"), ("5e-324", "1e-323"), ("0", "5e-324"), ("1", "1.0000000000000002")] {
            spec("domain \(a) \(b)", "{\(base),\"yScale\":{\"domain\":[\(a),\(b)]},\"marks\":[\(line)]}")
            spec("log domain \(a) \(b)", "{\(base),\"yScale\":{\"type\":\"log\",\"domain\":[\(a),\(b)]},\"marks\":[\(line)]}")
        }
        for ys in [["0", "0", "0"], ["1e308", "-1e308", "0"], ["5e-324", "1e-323", "0"], ["1e308", "1e308", "1e308"],
                   ["-1", "0", "1"], ["1e-300", "1e300", "1"], ["null", "null", "null"]] {
            let values = ys.enumerated().map { #"{"x":\#($0.offset),"y":\#($0.element)}"# }.joined(separator: ",")
            for mark in ["line", "bar", "area", "point", "rule"] {
                spec("\(mark) y \(ys)", #"{"data":{"values":[\#(values)]},"marks":[{"type":"\#(mark)","x":{"field":"x"},"y":{"field":"y"}}]}"#)
            }
            spec("log y \(ys)", #"{"data":{"values":[\#(values)]},"yScale":{"type":"log"},"marks":[\#(line)]}"#)
            spec("sector \(ys)", #"{"data":{"values":[\#(values)]},"marks":[{"type":"sector","angle":{"field":"y"},"color":{"field":"x","type":"category"}}]}"#)
        }
        for (key, value) in [("innerRadius", "2"), ("innerRadius", "-1"), ("outerRadius", "0"), ("outerRadius", "1e308"),
                             ("angularInset", "1e9"), ("angularInset", "-1e9"), ("cornerRadius", "1e308"), ("lineWidth", "1e308"),
                             ("symbolSize", "1e308"), ("symbolSize", "-1"), ("opacity", "-5"), ("width", "1e308"), ("height", "-1e308")] {
            spec("sector \(key) \(value)", #"{"data":{"values":[{"k":"a","v":1},{"k":"b","v":2}]},"marks":[{"type":"sector","angle":{"field":"v"},"color":{"field":"k"},"style":{"\#(key)":\#(value)}}]}"#)
            spec("bar \(key) \(value)", #"{"data":{"values":[{"k":"a","v":1},{"k":"b","v":2}]},"marks":[{"type":"bar","x":{"field":"k"},"y":{"field":"v"},"style":{"\#(key)":\#(value)}}]}"#)
            spec("point \(key) \(value)", "{\(base),\"marks\":[{\"type\":\"point\",\"x\":{\"field\":\"x\"},\"y\":{\"field\":\"y\"},\"style\":{\"\(key)\":\(value)}}]}")
        }
        for separator in ["-1", "0", "1e9", "1e308"] {
            spec("separator \(separator)", #"{"appearance":{"separator":\#(separator)},"data":{"values":[{"k":"a","v":1},{"k":"b","v":2}]},"marks":[{"type":"sector","angle":{"field":"v"},"color":{"field":"k"}}]}"#)
        }
        for key in ["groupSize", "groupCount", "groupThreshold"] {
            for value in ["0", "-1", "1", "999999999"] {
                let many = (0..<120).map { #"{"x":\#($0),"y":\#($0 % 9)}"# }.joined(separator: ",")
                spec("\(key) \(value)", #"{"data":{"values":[\#(many)]},"accessibility":{"\#(key)":\#(value),"labels":"grouped"},"marks":[\#(line)]}"#)
            }
        }
        for format in ["%.99f", "%.2147483648f", "%999999999d", "%n", "%s", "%", "%.9999999999999999999f", "%1$s", "%e"] {
            spec("format \(format)", "{\(base),\"marks\":[{\"type\":\"line\",\"x\":{\"field\":\"x\"},\"y\":{\"field\":\"y\",\"format\":\"\(format)\"}}]}")
        }
        for text in ["junk", "", "en-US-u-ca-hebrew", "ar-SA-u-nu-arab", "xx-XX", String(repeating: "a", count: 10_000)] {
            spec("locale \(text.prefix(20))", "{\(dated),\"locale\":\"\(text)\",\"marks\":[\(line)]}")
            spec("time zone \(text.prefix(20))", "{\(dated),\"timeZone\":\"\(text)\",\"marks\":[\(line)]}")
        }
        for range in ["0D", "1000Y", "999Y", "-1M", "", "M", "1X", "99999999999999999999M"] {
            spec("time range \(range)", "{\(dated),\"timeRanges\":[\"\(range)\"],\"marks\":[\(line)]}")
        }
        let long = Odd.longText
        spec("long title", "{\(base),\"title\":\"\(long)\",\"subtitle\":\"\(long)\",\"marks\":[\(line)]}")
        spec("long categories", #"{"data":{"values":[{"k":"\#(long)","v":1},{"k":"b\u0000\u0007\u001b","v":2}]},"marks":[{"type":"bar","x":{"field":"k"},"y":{"field":"v"}}]}"#)
        spec("long column name", #"{"data":{"values":[{"\#(long)":1,"y":2}]},"marks":[{"type":"point","x":{"field":"\#(long)"},"y":{"field":"y"}}]}"#)
        let categories = (0..<2_000).map { #"{"k":"c\#($0)","v":\#($0 % 13)}"# }.joined(separator: ",")
        spec("2000 categories", #"{"data":{"values":[\#(categories)]},"marks":[{"type":"bar","x":{"field":"k"},"y":{"field":"v"}}]}"#)
        spec("2000 series", #"{"data":{"values":[\#(categories)]},"marks":[{"type":"line","x":{"field":"v"},"y":{"field":"v"},"color":{"field":"k"}}]}"#)
        spec("2000 sectors", #"{"data":{"values":[\#(categories)]},"marks":[{"type":"sector","angle":{"field":"v"},"color":{"field":"k"}}]}"#)

        // CSV and JSON rows.
        rows("many identical", "x,y\n" + String(repeating: "1,1\n", count: 300_000))
        // Quoted, so the general reader reads them; numbers, so a point chart. (As bars, 50,000 of them drawn on
        // one another each cost their whole area in PNG: minutes, a known slowness not yet fixed.)
        rows("identical quoted", "x,y\n" + String(repeating: "\"1\",\"1\"\n", count: 50_000))
        rows("huge numbers csv", "x,y\n1e308,-1e308\n-1e308,1e308\n5e-324,0\n")
        rows("special numbers csv", "x,y\nNaN,Infinity\n-Infinity,nan\n1,inf\n")
        rows("one row csv", "x,y\n1,2\n")
        rows("header only", "x,y\n")
        rows("all missing csv", "x,y\n1,\n2,\n3,\n")
        rows("extreme dates csv", "x,y\n0000-01-01,1\n9999-12-31,2\n-10000-01-01,3\n")
        rows("far dates csv", "x,y\n-271821-04-20,1\n+275760-09-13,2\n")
        rows("invalid utf8 csv", "x,y\n\u{FFFD},1\n")
        rows("control characters csv", "x,y\n\u{1}\u{2}\u{7},1\n\u{1B}[2J,2\n")
        rows("long label csv", "x,y\n\(long),1\nb,2\n")
        rows("unbalanced quote", "x,y\n\"a,1\n")
        rows("huge numbers json", #"[{"x":1e308,"y":-1e308},{"x":-1e308,"y":1e308},{"x":5e-324,"y":0}]"#)
        rows("overflow json", #"[{"x":1e400,"y":-1e400}]"#)
        rows("thousands categories json", "[" + (0..<5_000).map { #"{"x":"c\#($0)","y":\#($0)}"# }.joined(separator: ",") + "]")
        var result = list.map { ($0.0, Data($0.1.utf8)) }
        result.append(("invalid utf8 bytes csv", Data([0x78, 0x2C, 0x79, 0x0A, 0xFF, 0xFE, 0x2C, 0x31, 0x0A, 0xC0, 0x80, 0x2C, 0x32, 0x0A])))
        result.append(("invalid utf8 bytes json", Data(#"[{"x":""#.utf8) + Data([0xED, 0xA0, 0x80]) + Data(#"","y":1}]"#.utf8)))
        result.append(("lone surrogate json", Data(#"[{"x":"\ud800","y":1},{"x":"\udc00\ud800","y":2}]"#.utf8)))
        return result
    }()
}

/// One run of the command in process, and the checks every run must pass.
enum CommandRun {
    static let formats = ["svg", "png", "html", "json", "descriptor.json", "txt", "md", "wav", "tones.json"]

    static func firstByte(_ data: Data) -> UInt8? { data.first { !(" \t\r\n".utf8.contains($0)) } }

    static func options(_ rng: inout SeededGenerator, format: String) -> [String] {
        var options: [String] = []
        let numbers = ["0", "-5", "1e308", "-1e308", "5e-324", "nan", "inf", "1e9", "100000", "1", "0.25", "4", "3.9999"]
        if rng.chance(0.2) { options += [rng.pick(["--width", "--height"]), rng.pick(numbers)] }
        if rng.chance(0.15) { options += [rng.pick(["--x-domain", "--y-domain"]),
                                          rng.pick(["1e308,-1e308", "nan,nan", "0,0", "5,5", "inf,1", "0000-01-01,9999-12-31",
                                                    "-10000-01-01,2024-01-01", ",", "a,b,c", "1", "", "0,5e-324"])] }
        if rng.chance(0.15) { options += [rng.pick(["--x-scale", "--y-scale"]), rng.pick(ScaleType.allCases.map(\.rawValue))] }
        if rng.chance(0.1) { options += ["--locale", rng.pick(["junk", "ar-SA", "", "x-y-z", "ko-KR", "tr-TR"])] }
        if rng.chance(0.1) { options += ["--time-zone", rng.pick(["junk", "", "Etc/GMT-14", "America/St_Johns", "GMT+99"])] }
        if rng.chance(0.1) { options += ["--title", rng.pick(Odd.strings)] }
        if rng.chance(0.1) { options += [rng.pick(["--x-type", "--y-type"]), rng.pick(ColumnType.allCases.map(\.rawValue))] }
        if format == "png", rng.chance(0.3) { options += ["--scale", rng.pick(numbers)] }
        if format == "wav" || format == "tones.json" {
            if rng.chance(0.2) { options += ["--duration", rng.pick(["0.1", "1e-300", "0", "-1", "nan", "3601", "1"])] }
            if rng.chance(0.2) { options += ["--pitch-range", rng.pick(["0,127", "60,60", "nan,1", "84,48", "0,1e-300", "-1,200"])] }
            if rng.chance(0.2) { options.append("--series-together") }
        }
        return options
    }

    /// Runs `plotline ARGUMENTS -o FILE` and returns what broke the rules, if anything.
    static func run(_ arguments: [String], stdin: Data, format: String, in scratch: FuzzScratch, name: String) -> String? {
        let output = scratch.path("out.\(format)")
        for name in scratch.names() { try? FileManager.default.removeItem(atPath: scratch.path(name)) }
        let capture = Capture()
        let io = CommandIO(standardInput: { stdin }, standardOutput: { capture.output($0) },
                           standardError: { capture.error($0) })
        let all = arguments + ["-o", output]
        let status = FuzzMonitor.shared.run(name, input: "\(all)\n" + String(decoding: stdin, as: UTF8.self)) {
            CLI.run(all, io: io)
        }
        let (_, stderr) = capture.collected
        let leftovers = scratch.names().filter { $0 != "out.\(format)" }
        let problem: String? = {
            if status != 0 && status != 2 { return "exit status \(status): \(stderr.prefix(300))" }
            if !leftovers.isEmpty { return "left files behind: \(leftovers)" }
            let errors = stderr.split(separator: "\n").filter { !$0.hasPrefix("plotline: warning:") }
            if status == 2 {
                if FileManager.default.fileExists(atPath: output) { return "failed, yet wrote \(output)" }
                if errors.count != 1 || !stderr.hasPrefix("plotline: ") { return "failure not one line: \(stderr.prefix(300))" }
            } else {
                if !FileManager.default.fileExists(atPath: output) { return "succeeded without writing \(output)" }
                if !errors.isEmpty { return "succeeded with errors: \(stderr.prefix(300))" }
            }
            return nil
        }()
        return problem.map { "\(name) \(all.filter { $0 != output }.map { String($0.prefix(40)) }): \($0)" }
    }

    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data()
        private var err = ""
        func output(_ data: Data) { lock.withLock { out.append(data) } }
        func error(_ text: String) { lock.withLock { err += text } }
        var collected: (Data, String) { lock.withLock { (out, err) } }
    }
}

struct FuzzScratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-fuzz-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] }
    func remove() { try? FileManager.default.removeItem(at: url) }
}
