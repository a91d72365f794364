import Foundation
import Testing
@testable import PlotlineCLI

/// A numeric column used as series is categories, each value a series named by its value (barley's years,
/// cars' cylinders), with one key whose swatches are the colors drawn; Altair's type suffixes (`:N`, `:O`,
/// `:Q`, `:T`) say otherwise.
@Suite struct SeriesTypeTests {
    static let barley = """
        site,variety,year,yield
        Morris,Manchuria,1931,27.0
        Morris,Manchuria,1932,33.5
        Crookston,Manchuria,1931,48.9
        Crookston,Manchuria,1932,42.1
        Morris,Trebi,1931,43.9
        Morris,Trebi,1932,36.0

        """

    func run(_ arguments: [String], output: String = "-", sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let outcome = expectSuccess(["render", try scratch.write(Self.barley, to: "barley.csv")] + arguments + ["-o", output],
                                    sourceLocation: sourceLocation)
        if output == "-" { return outcome.stdoutText }
        return String(decoding: scratch.read(output) ?? Data(), as: UTF8.self)
    }

    @Test func numericSeriesAreNamedByTheirValues() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.barley, to: "barley.csv")
        let words = expectSuccess(["describe", data, "--x", "variety", "--y", "yield", "--series", "year", "-o", "-"]).stdoutText
        #expect(words.contains("2 series: 1931, 1932."))
        #expect(words.contains("1931: The lowest value is 27.0 (Manchuria). The highest is 48.9 (Manchuria)."))
        #expect(!words.contains("Color: year"))
        // One key of categories, its swatches the bars' colors; no ramp.
        let svg = expectSuccess(["render", data, "--x", "variety", "--y", "yield", "--series", "year", "-o", "-"]).stdoutText
        let document = try #require(parsedSVG(Data(svg.utf8)))
        #expect(!svg.contains("linearGradient"))
        let fills = Set(document.elements(class: "mark bar").compactMap { $0.attributes["fill"] })
        #expect(fills.count == 2)
        let keyFills = Set(document.elements(class: "swatch fill").compactMap { $0.attributes["fill"] })
        #expect(keyFills.isEmpty || keyFills == fills)
    }

    /// A date column as series is named at its data's granularity by the writer the words use: yearly dates
    /// "2001", monthly ones "January 2001" (Korean "2001년 1월", Turkish "Ocak 2001"), never "2001-01-01",
    /// in the key, the descriptor and the words alike.
    @Test func dateSeriesAreNamedAtTheirGranularity() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let yearly = try scratch.write("year,month,v\n2001-01-01,1,3\n2001-01-01,2,5\n2002-01-01,1,4\n2002-01-01,2,6\n", to: "y.csv")
        let monthly = try scratch.write("m,day,v\n2001-01-01,1,3\n2001-01-01,2,5\n2001-02-01,1,4\n2001-02-01,2,6\n", to: "m.csv")
        for (data, series, x, names) in [(yearly, "year", "month", ["2001", "2002"]), (monthly, "m", "day", ["January 2001", "February 2001"])] {
            let options = ["--x", x, "--y", "v", "--series", series, "--mark", "line"]
            let svg = expectSuccess(["render", data] + options + ["-o", "-"]).stdoutText
            let legend = svg.matches(of: /<text class="legend-label"[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
            #expect(legend == names)
            let descriptorPath = scratch.path("\(series).descriptor.json")
            _ = expectSuccess(["render", data] + options + ["-o", descriptorPath])
            let descriptor = try #require(try JSONSerialization.jsonObject(with: scratch.read("\(series).descriptor.json") ?? Data()) as? [String: Any])
            #expect((descriptor["series"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == names)
            let words = expectSuccess(["describe", data] + options + ["-o", "-"]).stdoutText
            #expect(words.contains("2 series: \(names[0]), \(names[1]). 4 values."))
            #expect(words.contains("\(names[1]): The lowest value is 4 (1)."))
            #expect(!words.contains("-01-01"))
        }
        let korean = expectSuccess(["describe", monthly, "--x", "day", "--y", "v", "--series", "m", "--mark", "line",
                                    "--locale", "ko-KR", "-o", "-"]).stdoutText
        #expect(korean.contains("계열 2개: 2001년 1월, 2001년 2월."))
        let turkish = expectSuccess(["describe", monthly, "--x", "day", "--y", "v", "--series", "m", "--mark", "line",
                                     "--locale", "tr-TR", "-o", "-"]).stdoutText
        #expect(turkish.contains("2 seri: Ocak 2001, Şubat 2001."))
    }

    @Test func suffixesSayTheType() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.barley, to: "barley.csv")
        // `:Q` asks for a continuous color: a ramp, no series.
        let continuous = expectSuccess(["describe", data, "--x", "variety", "--y", "yield", "--series", "year:Q",
                                        "--mark", "point", "-o", "-"]).stdoutText
        #expect(continuous.contains("Color: year, 1931 to 1932."))
        #expect(!continuous.contains("2 series"))
        // `:N` on x makes the years categories on the axis.
        let nominal = expectSuccess(["describe", data, "--x", "year:N", "--y", "yield", "--mark", "point", "-o", "-"]).stdoutText
        #expect(nominal.contains("X axis: year, 2 categories from 1931 to 1932."))
        // `:T` reads the years as dates: written as years.
        let temporal = expectSuccess(["describe", data, "--x", "year:T", "--y", "yield", "--mark", "point", "-o", "-"]).stdoutText
        #expect(temporal.contains("X axis: year, 1931 to 1932."))
        // A suffix and a type option that disagree are refused, naming both.
        let clash = plotline(["render", data, "--x", "year:N", "--x-type", "number", "--y", "yield", "-o", "-"])
        #expect(clash.status != 0)
        #expect(clash.stderr.contains("--x 'year:N' says category but --x-type says number"))
    }
}
