import Foundation
import Testing
import PlotlineTestSupport
@testable import PlotlineCLI

/// Issue 18: a point chart of 50,000 series took 27 s and wrote a 142 MB page (the page's keyboard model
/// searched every label for each series). Every stage is now linear in series; the key shows what fits and
/// "and N more".
@Suite struct ManySeriesTests {
    /// 50,000 series of one point each, "s0" to "s49999".
    static let csv = "x,y,k\n" + (0..<50_000).map { "\($0 % 97),\(($0 * 37) % 101),s\($0)" }.joined(separator: "\n") + "\n"

    /// Seconds per format in a debug build, measured in process on the 2-core machine while other builds
    /// ran (load 9): text 2.8, SVG 8.6, PNG 5.0, page 18.9 (it was minutes), both refusals of sound 6.4.
    /// Each bound is about three times that. The time is the test thread's processor time (`WorkClock`),
    /// so a busy machine does not fail it.
    static let bounds: [String: Double] = ["txt": 10, "svg": 30, "png": 25, "html": 60, "wav": 20]

    @Test("50,000 one-point series draw in every format in linear time, the key ending in 'and N more'")
    func fiftyThousandSeries() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.csv, to: "many.csv")
        let base = ["render", data, "--mark", "point", "--x", "x", "--y", "y", "--series", "k"]
        var seconds: [String: Double] = [:]
        for format in ["txt", "svg", "png", "html"] {
            let (outcome, time) = WorkClock.seconds { plotline(base + ["-o", scratch.path("o.\(format)")]) }
            seconds[format] = time
            #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
            #expect(try #require(scratch.read("o.\(format)")).count > 1_000)
        }
        // Sound: one after another the series would play for hours, and together their tones would take
        // hours to synthesize (most of an hour in a debug build): each refused at once with one line.
        let ((sequential, together), time) = WorkClock.seconds {
            (plotline(base + ["-o", scratch.path("seq.wav")]),
             plotline(base + ["--series-together", "-o", scratch.path("together.wav")]))
        }
        seconds["wav"] = time
        #expect(sequential.status == 2 && together.status == 2)
        #expect(sequential.stderr == "plotline: invalid data: the audio graph would last 625 minutes (50000 series one "
                + "after another); play fewer series, shorten --duration, or use --series-together\n")
        #expect(together.stderr == "plotline: invalid data: the audio graph's tones add up to 192 minutes of sound "
                + "(50000 series), more than the hour a graph may hold; play fewer series or shorten --duration\n")
        #expect(scratch.read("seq.wav") == nil && scratch.read("together.wav") == nil)
        for (format, bound) in Self.bounds {
            #expect(seconds[format, default: .infinity] < bound, "\(format) took \(seconds[format] ?? 0) s")
        }
        let svg = String(decoding: try #require(scratch.read("o.svg")), as: UTF8.self)
        let html = String(decoding: try #require(scratch.read("o.html")), as: UTF8.self)
        let entries = svg.components(separatedBy: #"<g class="legend-entry "#).count - 1
        #expect(entries == 54)
        #expect(svg.contains(#">and 49,946 more</text>"#))
        #expect(html.contains(#">and 49,946 more</text>"#))
        // The series left out of the key are in the words.
        let text = String(decoding: try #require(scratch.read("o.txt")), as: UTF8.self)
        #expect(text.contains("s49999"))
    }

    @Test("100,000 categories draw in linear time (each row's category was found by a search: 40 s)")
    func hundredThousandCategories() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let rows = (0..<100_000).map { "c\($0),\(($0 * 37) % 101)" }.joined(separator: "\n")
        let data = try scratch.write("k,y\n" + rows + "\n", to: "categories.csv")
        // Measured in process under load: text 1.9 s, SVG 3.7 s, PNG 4.4 s; the bound is about three times the slowest.
        for format in ["txt", "svg", "png"] {
            let (outcome, seconds) = WorkClock.seconds {
                plotline(["render", data, "--mark", "point", "--x", "k", "--y", "y", "-o", scratch.path("o.\(format)")])
            }
            #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
            #expect(seconds < 15, "\(format) took \(seconds) s")
        }
        let text = String(decoding: try #require(scratch.read("o.txt")), as: UTF8.self)
        #expect(text.hasPrefix("y by k\n\nPoint chart. X axis: k, 100,000 categories from c0 to c99999. Y axis: y, 0 to 100. 100,000 points."))
    }
}
