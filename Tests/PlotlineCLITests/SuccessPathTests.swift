import Foundation
import Testing
@testable import PlotlineCLI

/// Parses SVG bytes, recording an issue (and returning nil) when they are not well-formed.
func parsedSVG(_ data: Data?, sourceLocation: SourceLocation = #_sourceLocation) -> SVGDocument? {
    guard let data else {
        Issue.record("no SVG", sourceLocation: sourceLocation)
        return nil
    }
    switch SVGDocument.parse(data) {
    case .success(let document):
        #expect(document.elements.first?.name == "svg", sourceLocation: sourceLocation)
        #expect(document.elements.first?.attributes["class"] == "plotline", sourceLocation: sourceLocation)
        return document
    case .failure(let failure):
        Issue.record("not well-formed: \(failure.reason)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Runs a command that must succeed silently on standard error.
func expectSuccess(_ arguments: [String], stdin: Data = Data(),
                   sourceLocation: SourceLocation = #_sourceLocation) -> Outcome {
    let outcome = plotline(arguments, stdin: stdin)
    #expect(outcome.status == 0, "exit status", sourceLocation: sourceLocation)
    #expect(outcome.stderr == "", "standard error", sourceLocation: sourceLocation)
    return outcome
}

/// Width and height from a PNG's header, or nil if it is not a PNG.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let b = [UInt8](data)
    guard b.count > 24, b.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
        return nil
    }
    func int(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    return (int(16), int(20))
}

@Suite("What the command draws and writes")
struct SuccessPathTests {
    @Test func csvToSVGFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let output = scratch.path("steps.svg")
        let outcome = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--title", "Steps <& \"more\">",
                                     "-o", output])
        #expect(outcome.stdout.isEmpty)
        let document = parsedSVG(scratch.read("steps.svg"))
        #expect(document?.elements(class: "title").count == 1)
        #expect(xmllintComplaint(output) == nil)
        // Only the input and the output: no temporary file left beside it, and the input as it was.
        #expect(Set(scratch.snapshot().keys) == ["steps.csv", "steps.svg"])
        #expect(scratch.read("steps.csv") == Data(Fixture.stepsCSV.utf8))
    }

    /// `.braille.txt`: the key, then the series as braille cells, one per value.
    @Test func csvToBrailleText() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("day,level\nMon,0\nTue,40\nWed,60\nThu,100\n", to: "levels.csv")
        expectSuccess(["render", data, "--x", "day", "--y", "level", "--mark", "line", "--title", "Levels",
                       "-o", scratch.path("levels.braille.txt")])
        let text = String(decoding: scratch.read("levels.braille.txt") ?? Data(), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Levels")
        #expect(lines.last?.hasSuffix("⣀⠤⠒⠉") == true)
        #expect(lines.count == 3)
    }

    @Test func csvToPNGFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let outcome = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--title", "Steps",
                                     "--width", "400", "--height", "300", "-o", scratch.path("steps.png")])
        #expect(outcome.stdout.isEmpty)
        let png = try #require(scratch.read("steps.png"))
        #expect(pngSize(png)?.width == 400 && pngSize(png)?.height == 300)
        #expect(png.range(of: Data("tEXtTitle\u{0}Steps".utf8)) != nil)
        #expect(Set(scratch.snapshot().keys) == ["steps.csv", "steps.png"])

        // --scale multiplies the pixels; --transparent keeps an alpha channel (color type 6).
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--width", "400", "--height", "300",
                           "--scale", "3", "--transparent", "-o", scratch.path("steps@3x.PNG")])
        let big = try #require(scratch.read("steps@3x.PNG"))
        #expect(pngSize(big)?.width == 1200 && pngSize(big)?.height == 900)
        #expect([UInt8](big)[25] == 6)
        #expect([UInt8](png)[25] == 2)
    }

    @Test func darkTheme() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let svg = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--theme", "dark", "-o", "-"])
        #expect(svg.stdoutText.contains("class=\"background\" width=\"100%\" height=\"100%\" fill=\"#1c1c1e\""))
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--theme", "dark", "-o", scratch.path("dark.png")])
        #expect(scratch.read("dark.png").flatMap(pngSize) != nil)
    }

    @Test func replacesAnExistingOutputWhole() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        try scratch.write(String(repeating: "an older, longer chart\n", count: 10_000), to: "steps.svg")
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("steps.svg")])
        let fresh = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", "-"])
        #expect(scratch.read("steps.svg") == fresh.stdout)
        #expect(Set(scratch.snapshot().keys) == ["steps.csv", "steps.svg"])
    }

    @Test func standardOutput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let toFile = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("steps.svg")])
        let toStdout = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", "-"])
        _ = parsedSVG(toStdout.stdout)
        #expect(toStdout.stdoutText.hasPrefix("<svg"))
        #expect(toStdout.stdout == scratch.read("steps.svg"))
        #expect(toFile.stdout.isEmpty)
        #expect(Set(scratch.snapshot().keys) == ["steps.csv", "steps.svg"])
    }

    @Test func standardInput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fromFile = expectSuccess(["render", try scratch.write(Fixture.stepsCSV, to: "steps.csv"),
                                      "--x", "date", "--y", "steps", "-o", "-"])
        let csv = expectSuccess(["render", "-", "--x", "date", "--y", "steps", "-o", "-"],
                                stdin: Data(Fixture.stepsCSV.utf8))
        #expect(csv.stdout == fromFile.stdout)
        let json = expectSuccess(["render", "-", "--x", "date", "--y", "steps", "-o", "-"],
                                 stdin: Data(Fixture.stepsJSON.utf8))
        #expect(json.stdout == fromFile.stdout)
        let withBOM = expectSuccess(["render", "-", "--x", "date", "--y", "steps", "-o", "-"],
                                    stdin: Data(("\u{FEFF}" + Fixture.stepsJSON).utf8))
        #expect(withBOM.stdout == fromFile.stdout)
        // Standard input to a file.
        _ = expectSuccess(["render", "-", "--x", "date", "--y", "steps", "-o", scratch.path("piped.svg")],
                          stdin: Data(Fixture.stepsCSV.utf8))
        #expect(scratch.read("piped.svg") == fromFile.stdout)
    }

    @Test func specWithARelativeDataPath() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Fixture.stepsCSV, to: "charts/steps.csv")
        let spec = try scratch.write("""
            {"title": "Steps", "data": {"path": "steps.csv"},
             "marks": [{"type": "bar", "x": {"field": "date", "unit": "day"}, "y": {"field": "steps"}}]}
            """, to: "charts/chart.json")
        // Run from elsewhere: the data is found next to the spec, not in the working directory.
        #expect(FileManager.default.currentDirectoryPath != scratch.path("charts"))
        let outcome = expectSuccess(["render", spec, "-o", scratch.path("chart.svg")])
        #expect(outcome.stdout.isEmpty)
        let document = parsedSVG(scratch.read("chart.svg"))
        #expect(document?.elements(class: "mark bar").count == 4)
        #expect(document?.elements(class: "title").count == 1)
        // Options on the command line apply over the spec's.
        let wide = expectSuccess(["render", spec, "--width", "900", "-o", "-"])
        #expect(parsedSVG(wide.stdout)?.elements.first?.attributes["width"] == "900")
    }

    @Test func specRoundTrip() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cases: [(String, String, [String])] = [
            (Fixture.stepsCSV, "steps", ["--x", "date", "--y", "steps", "--title", "Steps", "--subtitle", "Most on the 4th"]),
            (Fixture.carsCSV, "cars", ["--x", "weight", "--y", "mpg", "--series", "origin", "--y-domain", "0,40"]),
            (Fixture.fruitCSV, "fruit", ["--x", "fruit", "--y", "count", "--locale", "tr-TR", "--mark", "point"]),
            // Years forced to categories: the type must travel in the spec, or they come back as numbers.
            ("year,sales\n2021,3\n2022,5\n2023,4\n", "years", ["--x", "year", "--y", "sales", "--x-type", "category"]),
            (Fixture.stepsCSV, "zoned", ["--x", "date", "--y", "steps", "--time-zone", "Asia/Seoul", "--locale", "ko-KR"]),
        ]
        for (csv, name, options) in cases {
            let data = try scratch.write(csv, to: "\(name).csv")
            let original = expectSuccess(["render", data] + options + ["-o", scratch.path("\(name).svg")])
            _ = expectSuccess(["render", data] + options + ["-o", scratch.path("\(name).json")])
            #expect(original.stdout.isEmpty)
            let spec = try #require(scratch.read("\(name).json"))
            #expect(String(decoding: spec, as: UTF8.self).contains("\"marks\""))
            _ = expectSuccess(["render", scratch.path("\(name).json"), "-o", scratch.path("\(name)-again.svg")])
            let first = try #require(scratch.read("\(name).svg"))
            let again = try #require(scratch.read("\(name)-again.svg"))
            #expect(first == again, "\(name): the spec draws a different chart")
        }
    }

    @Test func defaultMarkFollowsTheData() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dates = expectSuccess(["render", try scratch.write(Fixture.stepsCSV, to: "steps.csv"),
                                   "--x", "date", "--y", "steps", "-o", "-"])
        #expect(dates.stdoutText.contains("class=\"mark line\""))
        #expect(!dates.stdoutText.contains("class=\"mark bar\""))
        let categories = expectSuccess(["render", try scratch.write(Fixture.fruitCSV, to: "fruit.csv"),
                                        "--x", "fruit", "--y", "count", "-o", "-"])
        #expect(parsedSVG(categories.stdout)?.elements(class: "mark bar").count == 3)
        let numbers = expectSuccess(["render", try scratch.write(Fixture.carsCSV, to: "cars.csv"),
                                     "--x", "weight", "--y", "mpg", "-o", "-"])
        #expect(parsedSVG(numbers.stdout)?.elements(class: "mark point").count == 5)
        // An explicit mark wins.
        let area = expectSuccess(["render", scratch.path("steps.csv"), "--mark", "area", "--x", "date", "--y", "steps",
                                  "-o", "-"])
        #expect(area.stdoutText.contains("class=\"mark area\""))
    }

    @Test func seriesGroups() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = expectSuccess(["render", try scratch.write(Fixture.carsCSV, to: "cars.csv"),
                                     "--x", "weight", "--y", "mpg", "--series", "origin", "-o", "-"])
        let document = try #require(parsedSVG(outcome.stdout))
        let series = document.elements(class: "series").filter { $0.name == "g" }
        #expect(series.compactMap { $0.attributes["data-series"] }.sorted() == ["Europe", "Japan", "USA"])
        #expect(document.elements(class: "mark point").count == 5)
    }

    @Test func fixedYDomain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("hour,charge\n0,95\n6,80\n12,42\n18,20\n", to: "battery.csv")
        let outcome = expectSuccess(["render", data, "--x", "hour", "--y", "charge", "--y-domain", "0,100", "-o", "-"])
        let ticks = try #require(parsedSVG(outcome.stdout)).tickValues(axis: "y")
        #expect(ticks.first == "0")
        #expect(ticks.last == "100")
    }

    @Test func koreanLocale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let korean = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--locale", "ko-KR", "-o", "-"])
        let english = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", "-"])
        _ = parsedSVG(korean.stdout)
        #expect(korean.stdoutText.contains("8월 1일"))
        #expect(korean.stdoutText.contains("만") || korean.stdoutText.contains("천"))
        #expect(!english.stdoutText.contains("월"))
    }

    @Test func help() throws {
        for arguments in [["help"], ["--help"], ["-h"], []] {
            let outcome = plotline(arguments)
            #expect(outcome.status == 0, "\(arguments)")
            #expect(outcome.stderr == "", "\(arguments)")
            #expect(outcome.stdoutText.contains("Examples:"), "\(arguments)")
            #expect(outcome.stdoutText.contains("plotline render steps.csv --x date --y steps -o steps.svg"),
                    "\(arguments)")
            #expect(outcome.stdoutText.contains("plotline demo"), "\(arguments)")
        }
        for arguments in [["help", "render"], ["render", "--help"]] {
            let outcome = plotline(arguments)
            #expect(outcome.status == 0, "\(arguments)")
            #expect(outcome.stdoutText.contains("Examples:"), "\(arguments)")
            #expect(outcome.stdoutText.contains("--y-domain 0,200"), "\(arguments)")
            #expect(outcome.stdoutText.contains("--mark <mark>"), "\(arguments)")
        }
        let demo = plotline(["help", "demo"])
        #expect(demo.status == 0)
        #expect(demo.stdoutText.contains("plotline demo --out docs/gallery"))
    }

    @Test func demo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let folder = scratch.path("gallery/nested")
        let outcome = plotline(["demo", "--out", folder])
        #expect(outcome.status == 0)
        #expect(outcome.stderrLines.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let svgs = names.filter { $0.hasSuffix(".svg") }
        let descriptors = names.filter { $0.hasSuffix(".descriptor.json") }
        let specs = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".descriptor.json") }
        #expect(svgs.count == 16)
        #expect(specs.count == 16)
        #expect(descriptors.count == 16)
        #expect(names.filter { $0.hasSuffix(".png") }.count == 16)
        #expect(names.filter { $0.hasSuffix(".wav") }.count == 16)
        #expect(names.contains("index.html"))
        #expect(names.filter { $0.hasSuffix(".html") && $0 != "index.html" }.count == 16)
        #expect(names.count == 97, "nothing else, no temporary files: \(names.sorted())")
        for svg in svgs {
            let path = folder + "/" + svg
            _ = parsedSVG(FileManager.default.contents(atPath: path))
            #expect(xmllintComplaint(path) == nil, "\(svg)")
            // Each spec draws its chart again.
            let spec = folder + "/" + svg.dropLast(4) + ".json"
            let again = expectSuccess(["render", spec, "-o", "-"])
            #expect(again.stdout == FileManager.default.contents(atPath: path), "\(svg)")
            // Beside it, the PNG at twice the size.
            let png = try #require(FileManager.default.contents(atPath: folder + "/" + svg.dropLast(4) + ".png"))
            let svgWidth = try #require(parsedSVG(FileManager.default.contents(atPath: path))?.elements.first?.attributes["width"])
            #expect(pngSize(png)?.width == 2 * (Int(svgWidth) ?? 0), "\(svg)")
        }
        let index = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/index.html")),
                           as: UTF8.self)
        for svg in svgs {
            #expect(index.contains("src=\"\(svg)\""))
            #expect(index.contains("<audio controls preload=\"none\" src=\"\(svg.dropLast(4)).wav\""))
        }
    }
}
