import Foundation
import Testing
@testable import Plotline
@testable import PlotlineCLI

/// Issue 18: invalid colors and options are refused with one line; outputs too large for their format are
/// refused (PNG pixels) or warned about, naming the option to change.
@Suite struct ValidationAndSizeTests {
    func spec(_ extra: String, style: String = "") -> String {
        #"{"data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 3}]}, "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}\#(style)}]\#(extra)}"#
    }

    @Test func invalidColorsAndTickCounts() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cases: [(String, String, String)] = [
            ("", #", "style": {"color": "blurple"}"#, "invalid spec at $.marks[0].style.color: 'blurple' is not a color"),
            (##", "appearance": {"palette": ["#ff0000", "#12"]}"##, "", "invalid spec at $.appearance.palette[1]: '#12' is not a color"),
            (#", "appearance": {"palette": []}"#, "", "invalid spec at $.appearance.palette: a palette needs at least one color"),
            (#", "appearance": {"accent": "url(x)"}"#, "", "invalid spec at $.appearance.accent: 'url(x)' is not a color"),
            (#", "xAxis": {"tickCount": 5000}"#, "", "invalid spec at $.xAxis.tickCount: expected a whole number from 0 to 100, found 5000"),
        ]
        for (extra, style, message) in cases {
            let path = try scratch.write(spec(extra, style: style), to: "chart.json")
            let outcome = plotline(["render", path, "-o", scratch.path("o.svg")])
            #expect(outcome.status == 2)
            #expect(outcome.stderrLines.count == 1)
            #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
            #expect(scratch.read("o.svg") == nil)
        }
        let fine = try scratch.write(spec(##", "appearance": {"accent": "#ff2d55"}"##, style: #", "style": {"color": "red"}"#), to: "ok.json")
        #expect(plotline(["render", fine, "-o", scratch.path("o.svg")]).status == 0)  // perhaps a palette warning
    }

    @Test("A PNG too large to draw is refused before drawing, naming --max-pixels")
    func pngPixelLimit() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "d.csv")
        let outcome = plotline(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("o.png"),
                                "--width", "16000", "--height", "12000"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "plotline: a PNG of 16000 x 12000 pixels (192 megapixels, at least 732.4 MB to draw) is over "
                + "the limit of 64 megapixels; use a smaller --width, --height or --scale, or raise --max-pixels\n")
        #expect(scratch.read("o.png") == nil)
        let small = plotline(["render", data, "--x", "date", "--y", "steps", "-o", scratch.path("o.png"), "--max-pixels", "1000"])
        #expect(small.stderr.contains("is over the limit"))
    }

    @Test("Outputs past 64 MB get a warning naming what to change")
    func largeOutputWarning() {
        #expect(OutputFormat.svg.sizeWarning(bytes: 1 << 20) == nil)
        #expect(OutputFormat.svg.sizeWarning(bytes: 142 << 20)
                == "the SVG is 142 MB, slow to open in a browser; draw a PNG (-o chart.png), or fewer marks or series")
        #expect(OutputFormat.html.sizeWarning(bytes: 100 << 20)?.contains("draw a PNG (-o chart.png)") == true)
        #expect(OutputFormat.wav.sizeWarning(bytes: 100 << 20)?.contains("--duration") == true)
    }
}
