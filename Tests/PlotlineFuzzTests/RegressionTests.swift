import Foundation
import Testing
import Plotline
import PlotlineAudio
import PlotlinePNG
@testable import PlotlineSVG
@testable import SceneSVG

/// The crashes and hangs the fuzz harness found, each as the smallest input that showed it.
struct FuzzRegressionTests {
    static let rows = #""data":{"values":[{"x":1,"y":2},{"x":2,"y":5},{"x":3,"y":1}]}"#

    static func chart(_ json: String) throws -> ResolvedChart {
        try ChartResolver.resolve(try ChartSpec.decode(Data(json.utf8)))
    }

    /// `[` alone (and with only space after it) read past the end of the input where the reader asked whether
    /// the array holds rows of arrays (found by FuzzJSON in CI): now "malformed JSON", as a truncated array is.
    @Test(arguments: ["[", "[ ", "[\n\t", "\u{FEFF}["])
    func aTruncatedArrayIsMalformedJSON(_ text: String) {
        #expect(throws: PlotlineError.self) { try JSONTableReader.read(text, source: "fuzz") }
        do {
            _ = try JSONTableReader.read(text, source: "fuzz")
        } catch {
            #expect(error.description.hasPrefix("malformed JSON"), "\(error.description)")
        }
    }

    /// tickCount 999999999 thinned its labels one count at a time: a hang. It is now refused with one line,
    /// from JSON and from the Swift API alike; the largest count allowed draws.
    @Test func hugeTickCountIsRefused() throws {
        let line = #"{\#(Self.rows),"yAxis":{"tickCount":COUNT},"marks":[{"type":"line","x":{"field":"x"},"y":{"field":"y"}}]}"#
        #expect(throws: PlotlineError.invalidSpec(path: "$.yAxis.tickCount", reason: "expected a whole number from 0 to 100, found 999999999")) {
            try Self.chart(line.replacingOccurrences(of: "COUNT", with: "999999999"))
        }
        var spec = try ChartSpec.decode(Data(line.replacingOccurrences(of: "COUNT", with: "4").utf8))
        spec.yAxis?.tickCount = 999_999_999
        #expect(throws: PlotlineError.invalidSpec(path: "$.yAxis.tickCount", reason: "expected a whole number from 0 to 100, found 999999999")) {
            try ChartResolver.resolve(spec)
        }
        let most = try Self.chart(line.replacingOccurrences(of: "COUNT", with: "100"))
        #expect(most.y.tickCount == ChartResolver.maximumTickCount)
        #expect(most.svg().contains("<svg"))
    }

    /// angularInset -1e9 widened each sector to millions of arc segments: a hang.
    @Test func negativeAngularInsetCountsAsNone() throws {
        let spec = #"{"data":{"values":[{"k":"a","v":1},{"k":"b","v":2}]},"marks":[{"type":"sector","angle":{"field":"v"},"color":{"field":"k"},"style":{"angularInset":STYLE}}]}"#
        let odd = try Self.chart(spec.replacingOccurrences(of: "STYLE", with: "-1e9")).svg()
        let none = try Self.chart(spec.replacingOccurrences(of: "STYLE", with: "0")).svg()
        #expect(odd == none)
    }

    /// symbolSize 1e308 put coordinates past Int64 into the SVG writer and the PNG rasterizer: traps.
    @Test func hugeSymbolSizeDrawsWithoutTrapping() throws {
        let chart = try Self.chart(#"{\#(Self.rows),"marks":[{"type":"point","x":{"field":"x"},"y":{"field":"y"},"style":{"symbolSize":1e308}}]}"#)
        #expect(chart.svg().contains("mark point"))
        #expect(try chart.png().count > 0)
        #expect(SVGNumber.format(1e308) == "9000000000000000")
        #expect(SVGNumber.format(-.greatestFiniteMagnitude) == "-9000000000000000")
    }

    /// Thousands of series played one after another made hours of sound (gigabytes of samples).
    @Test func audioGraphLongerThanAnHourIsRefused() throws {
        let rows = (0..<5_000).map { #"{"k":"s\#($0)","v":\#($0 % 7)}"# }.joined(separator: ",")
        let chart = try Self.chart(#"{"data":{"values":[\#(rows)]},"marks":[{"type":"line","x":{"field":"v"},"y":{"field":"v"},"color":{"field":"k"}}]}"#)
        #expect {
            try chart.audioGraph()
        } throws: { error in
            guard case PlotlineError.invalidData(let reason)? = error as? PlotlineError else { return false }
            return reason.contains("minutes") && reason.contains("5000 series")
        }
        var together = AudioGraphOptions()
        together.seriesPlayback = .together
        #expect(try chart.sonification(options: together).duration < 60)
    }

    /// x from -1e308 to 1e308: the span overflowed to infinity and inf / inf made a NaN bucket index.
    @Test func audioOfXSpanningAllDoubles() throws {
        let rows = (0..<4_000).map { #"{"x":\#($0 % 2 == 0 ? "-1e308" : "1e308"),"y":\#($0 % 5)}"# }.joined(separator: ",")
        let chart = try Self.chart(#"{"data":{"values":[\#(rows),{"x":0,"y":1}]},"marks":[{"type":"area","x":{"field":"x"},"y":{"field":"y"}}]}"#)
        #expect(try chart.sonification().tones.count > 0)
    }

    /// The same span in a large line and a large point layer: the buckets and cells of the reduction.
    @Test func largeLayersOfXSpanningAllDoubles() throws {
        let rows = (0..<30_000).map { i in
            let x = i % 3 == 0 ? "-1e308" : i % 3 == 1 ? "1e308" : String(i)
            return #"{"x":\#(x),"y":\#(i % 11)}"#
        }.joined(separator: ",")
        for mark in ["line", "point"] {
            let chart = try Self.chart(#"{"data":{"values":[\#(rows)]},"marks":[{"type":"\#(mark)","x":{"field":"x"},"y":{"field":"y"}}]}"#)
            #expect(chart.svg().contains("<svg"))
        }
    }

    /// A minute stride over two months: 88,000 labels, made again for each tick count tried.
    @Test func strideOfTooManyTicksGivesNone() throws {
        let chart = try Self.chart(#"{"data":{"values":[{"x":"2024-01-01","y":1},{"x":"2024-03-01","y":2}]},"xAxis":{"stride":{"unit":"minute"}},"marks":[{"type":"line","x":{"field":"x"},"y":{"field":"y"}}]}"#)
        #expect(chart.x.ticks.isEmpty)
        let hours = try Self.chart(#"{"data":{"values":[{"x":"2024-01-01","y":1},{"x":"2024-01-03","y":2}]},"xAxis":{"stride":{"unit":"hour","count":6}},"marks":[{"type":"line","x":{"field":"x"},"y":{"field":"y"}}]}"#)
        #expect(hours.x.ticks.count == 9)
        #expect(!hours.x.tickRule.thinsByCount && hours.y.tickRule.thinsByCount)
    }
}
