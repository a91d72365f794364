import Foundation
import Testing

/// The summary aims at a reading grade of 9 or below (Flesch-Kincaid) for charts of up to five series
/// (issue 29): short sentences, plain words, numbers with their places. Measured on public data
/// (vega_datasets' files in Tests/Browser/data), with a syllable count written here: vowel groups, a final
/// silent "e", and a number read as one syllable per two digits (at least one).
@Suite struct ReadingGradeTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/data")

    static func syllables(_ word: Substring) -> Int {
        let digits = word.filter(\.isNumber).count
        if digits > 0 && word.allSatisfy({ $0.isNumber || ",.%()".contains($0) }) { return max(1, digits / 2) }
        let letters = word.lowercased().filter(\.isLetter)
        guard !letters.isEmpty else { return 0 }
        var groups = 0, inVowels = false
        for c in letters {
            let vowel = "aeiouy".contains(c)
            if vowel && !inVowels { groups += 1 }
            inVowels = vowel
        }
        // A final "e" after a consonant is silent ("code"), not after a vowel ("value").
        if letters.hasSuffix("e"), groups > 1, let before = letters.dropLast().last, !"aeiouy".contains(before) { groups -= 1 }
        return max(1, groups)
    }

    /// 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
    static func grade(_ text: String) -> Double {
        let words = text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }
        // A sentence ends at ". " (a decimal point has no space after it) or at the end.
        let sentences = Double(max(1, text.components(separatedBy: ". ").count))
        let syllableCount = Double(words.reduce(0) { $0 + Self.syllables($1) })
        let wordCount = Double(words.count)
        let perSentence: Double = wordCount / sentences
        let perWord: Double = syllableCount / wordCount
        return 0.39 * perSentence + 11.8 * perWord - 15.59
    }

    @Test(arguments: [
        ["stocks.csv", "--x", "date", "--y", "price", "--series", "symbol"],   // five series
        ["seattle-weather.csv", "--x", "date", "--y", "temp_max"],
        ["seattle-weather.csv", "--x", "month(date)", "--y", "sum(precipitation)"],
        ["iowa-electricity.csv", "--x", "year", "--y", "net_generation", "--series", "source"],
        ["us-employment.csv", "--x", "month", "--y", "jobs", "--filter", "industry == \"manufacturing\""],
        ["seattle-weather.csv", "--x", "date", "--y", "temp_min,temp_max"],   // two columns
        ["seattle-weather.csv", "--x", "yearmonth(date)", "--y", "mean(temp_max)", "--series", "weather"],   // five series
        ["iowa-electricity.csv", "--x", "year", "--y", "net_generation", "--series", "source", "--mark", "bar"],   // stacked
        ["seattle-weather.csv", "--x", "temp_min", "--y", "temp_max"],   // a relationship
    ])
    func summariesReadAtGradeNineOrBelow(_ arguments: [String]) throws {
        let path = Self.data.appendingPathComponent(arguments[0]).path
        // (One line of the files has a note on standard error: the words are what is measured.)
        let outcome = plotline(["describe", path] + arguments.dropFirst())
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let words = outcome.stdoutText
        let lines = words.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 4)
        let summary = lines[4]
        #expect(!summary.isEmpty)
        #expect(Self.grade(String(summary)) <= 9, "\(summary)")
    }

    /// Past eight series the summary says how many there are before it names them; up to eight it names them
    /// at once. In each language.
    @Test(arguments: [("en-US", "There are 20 series. private: "), ("ko-KR", "계열은 20개입니다. private: "),
                      ("tr-TR", "20 seri var. private: ")])
    func manySeriesAreCountedBeforeTheyAreNamed(_ locale: String, _ start: String) throws {
        let path = Self.data.appendingPathComponent("us-employment.csv").path
        let many = plotline(["describe", path, "--x", "month", "--y", "jobs", "--series", "industry", "--locale", locale])
        #expect(many.status == 0, "\(many.stderr)")
        let lines = many.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 4)
        #expect(lines[4].hasPrefix(start), "\(lines[4].prefix(80))")
        let five = plotline(["describe", Self.data.appendingPathComponent("stocks.csv").path, "--x", "date", "--y", "price",
                             "--series", "symbol", "--locale", locale])
        let fiveLines = five.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(fiveLines.count > 4)
        #expect(fiveLines[4].hasPrefix("MSFT: "), "\(fiveLines[4].prefix(80))")
    }

    /// The measure itself, on sentences of known grade.
    @Test func theMeasureItself() {
        #expect(Self.syllables("value") == 2)
        #expect(Self.syllables("highest") == 2)
        #expect(Self.syllables("1,280") == 2)
        #expect(Self.grade("The cat sat on the mat.") < 1)
        #expect(Self.grade("Notwithstanding considerable institutional reorganization, comprehensive documentation remained unavailable.") > 20)
    }
}
