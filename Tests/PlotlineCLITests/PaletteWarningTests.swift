import Foundation
import Testing
@testable import PlotlineCLI

/// A custom palette is used as given and reported when it is hard to read (C1): a warning, not a failure.
@Suite struct PaletteWarningTests {
    static let spec = #"""
    {"appearance": {"palette": ["#d62728", "#2ca02c"]}, "data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}]},
     "marks": [{"type": "bar", "x": {"field": "k"}, "y": {"field": "v"}, "color": {"field": "k"}}]}
    """#

    @Test func aHardToReadPaletteIsDrawnAndReported() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spec = try scratch.write(Self.spec, to: "chart.json")
        let outcome = plotline(["render", spec, "-o", "-"])
        #expect(outcome.status == 0)
        #expect(outcome.stderrLines == ["plotline: warning: palette: colors 1 (#d62728) and 2 (#2ca02c) differ by only "
                                        + "4.6 under deuteranopia (at least 10.0 is needed)"])
        #expect(outcome.stdoutText.contains("fill=\"#d62728\""))
    }

    @Test func theDefaultPaletteSaysNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let plain = Self.spec.replacingOccurrences(of: ##""palette": ["#d62728", "#2ca02c"]"##, with: ##""separator": 2"##)
        let spec = try scratch.write(plain, to: "chart.json")
        let outcome = plotline(["render", spec, "-o", "-"])
        #expect(outcome.status == 0)
        #expect(outcome.stderrLines.isEmpty)
    }
}
