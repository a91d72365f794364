import Foundation
import Testing
@testable import PlotlineCLI

/// Dates a reader meets as text are written by the words' one date writer at the data's granularity (#29):
/// a date column made categories (`--x year:N`, `--series year:N`) on the axis, in the key, the descriptor
/// and the words; months stamped at midnight in California (08:00 UTC in winter, 07:00 in summer). "2001",
/// "January 2001", Korean "2001년 1월", Turkish "Ocak 2001"; never "2001-01-01" nor "8:00 AM".
@Suite struct DateTextTests {
    static let yearly = "year,source,v\n2001-01-01,coal,3\n2001-01-01,wind,1\n2002-01-01,coal,4\n2002-01-01,wind,2\n"
    static let monthly = "m,v\n2001-01-01,3\n2001-02-01,5\n2001-03-01,4\n"

    static func descriptor(_ scratch: Scratch, _ arguments: [String]) throws -> [String: Any] {
        let path = scratch.path("chart.descriptor.json")
        _ = expectSuccess(["render"] + arguments + ["-o", path])
        return try #require(try JSONSerialization.jsonObject(with: scratch.read("chart.descriptor.json") ?? Data()) as? [String: Any])
    }

    @Test func datesAsCategoriesAreNamedAtTheirGranularity() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.yearly, to: "y.csv")
        let options = [data, "--x", "year:N", "--y", "v", "--series", "source"]
        let svg = expectSuccess(["render"] + options + ["-o", "-"]).stdoutText
        #expect(try WrittenUnitTicksCommandTests.ticks(Data(svg.utf8), axis: "x") == ["2001", "2002"])
        let words = expectSuccess(["describe"] + options + ["-o", "-"]).stdoutText
        #expect(words.contains("X axis: year, 2 categories from 2001 to 2002."))
        #expect(words.contains("- coal, 2001: 3"))
        #expect(!words.contains("-01-01"))
        let descriptor = try Self.descriptor(scratch, options)
        let x = try #require(descriptor["xAxis"] as? [String: Any])
        #expect(x["categoryOrder"] as? [String] == ["2001", "2002"])
    }

    @Test func monthsAsCategoriesInEveryLanguage() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.monthly, to: "m.csv")
        for (locale, names) in [("en-US", ["January 2001", "February 2001", "March 2001"]),
                                ("ko-KR", ["2001년 1월", "2001년 2월", "2001년 3월"]),
                                ("tr-TR", ["Ocak 2001", "Şubat 2001", "Mart 2001"])] {
            let options = [data, "--x", "m:N", "--y", "v", "--locale", locale]
            let svg = expectSuccess(["render"] + options + ["-o", "-"]).stdoutText
            #expect(try WrittenUnitTicksCommandTests.ticks(Data(svg.utf8), axis: "x") == names)
            let words = expectSuccess(["describe"] + options + ["-o", "-"]).stdoutText
            #expect(words.contains("- \(names[1]): 5"))
            #expect(!words.contains("2001-0"))
        }
    }

    @Test func aDateColumnAsCategoriesNamesTheSeries() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Self.yearly, to: "y.csv")
        let options = [data, "--x", "source", "--y", "v", "--series", "year:N"]
        let svg = expectSuccess(["render"] + options + ["-o", "-"]).stdoutText
        let legend = svg.matches(of: /<text class="legend-label"[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
        #expect(legend == ["2001", "2002"])
        let descriptor = try Self.descriptor(scratch, options)
        #expect((descriptor["series"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["2001", "2002"])
        let words = expectSuccess(["describe"] + options + ["-o", "-"]).stdoutText
        #expect(words.contains("2 series: 2001, 2002."))
        #expect(!words.contains("-01-01"))
    }

    /// Monthly values stamped at midnight in California: 08:00 UTC in winter, 07:00 in summer (vega-datasets'
    /// unemployment across industries). Months, in every language.
    @Test func monthsStampedAcrossSummerTimeAreMonths() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("""
            date,count
            2000-01-01T08:00:00.000Z,430
            2000-04-01T08:00:00.000Z,269
            2000-07-01T07:00:00.000Z,300
            2000-10-01T07:00:00.000Z,350
            2001-01-01T08:00:00.000Z,420

            """, to: "u.csv")
        for (locale, low, range) in [("en-US", "269 (April 2000)", "From January 2000 to January 2001"),
                                     ("ko-KR", "269(2000년 4월)", "2000년 1월부터 2001년 1월까지"),
                                     ("tr-TR", "269 (Nisan 2000)", "Ocak 2000 ile Ocak 2001 arası")] {
            let words = expectSuccess(["describe", data, "--x", "date", "--y", "count", "--locale", locale, "-o", "-"]).stdoutText
            #expect(words.contains(low))
            #expect(words.contains(range))
            #expect(!words.contains(":00"))
        }
    }
}
