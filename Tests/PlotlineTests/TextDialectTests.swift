import Testing
@testable import Plotline

/// The delimiter and the decimal mark guessed from the first lines (#33).
@Suite struct TextDialectTests {
    func sniff(_ text: String) -> TextDialect {
        Array(text.utf8).withUnsafeBufferPointer { TextDialect.sniff($0) }
    }

    @Test func delimiters() {
        #expect(sniff("a,b\n1,2\n") == .comma)
        #expect(sniff("a;b\n1;2\n") == TextDialect(delimiter: UInt8(ascii: ";")))
        #expect(sniff("a\tb\n1\t2\n") == .tab)
        #expect(sniff("a|b|c\n1|2|3") == TextDialect(delimiter: UInt8(ascii: "|")))
        // Commas inside quotes do not count; a comma that fits every line wins a tie.
        #expect(sniff("name;note\nx;\"a, b\"\ny;\"c, d\"\n") == TextDialect(delimiter: UInt8(ascii: ";")))
        #expect(sniff("a,b;c\n1,2;3\n") == .comma)
        // One column, or nothing that fits: commas (and the reader's own error).
        #expect(sniff("steps\n1\n2\n") == .comma)
        #expect(sniff("a;b\n1;2;3\n") == .comma)
        // A byte order mark is skipped; CRLF lines.
        #expect(sniff("\u{FEFF}a;b\r\n1;2\r\n") == TextDialect(delimiter: UInt8(ascii: ";")))
    }

    @Test func decimalComma() {
        #expect(sniff("a;b\n1;3,5\n2;4\n") == TextDialect(delimiter: UInt8(ascii: ";"), decimalComma: true))
        #expect(sniff("a;b\n1;1.200,5\n") == TextDialect(delimiter: UInt8(ascii: ";"), decimalComma: true))
        #expect(sniff("a;b\n1;3.5\n") == TextDialect(delimiter: UInt8(ascii: ";")))
        // Only where semicolons separate fields.
        #expect(sniff("a\tb\n1\t3,5\n") == .tab)
    }

    @Test func groupedNumbersAreRewritten() {
        func rewrite(_ text: String, decimalComma: Bool) -> String {
            var bytes = Array(text.utf8)
            let end = bytes.withUnsafeMutableBufferPointer { NumberGrouping.rewrite($0, start: 0, end: $0.count, decimalComma: decimalComma) }
            return String(decoding: bytes[0..<end], as: UTF8.self)
        }
        #expect(rewrite("1,234,567.25", decimalComma: false) == "1234567.25")
        #expect(rewrite("-1,200", decimalComma: false) == "-1200")
        #expect(rewrite("12,34", decimalComma: false) == "12,34")
        #expect(rewrite("1234.5", decimalComma: false) == "1234.5")
        #expect(rewrite("1.234.567,25", decimalComma: true) == "1234567.25")
        #expect(rewrite("3,5", decimalComma: true) == "3.5")
        #expect(rewrite("31.01.2012", decimalComma: true) == "31.01.2012")
        #expect(rewrite("1,2,3", decimalComma: true) == "1,2,3")
    }
}

@Suite struct NameSuggestionTests {
    @Test func nearMissesOnly() {
        let names = ["date", "temp_max", "temp_min", "precipitation", "weather"]
        #expect(NameSuggestion.closest(to: "tmp_max", among: names) == "temp_max")
        #expect(NameSuggestion.closest(to: "Weather", among: names) == "weather")
        #expect(NameSuggestion.closest(to: "precip", among: names) == nil)
        #expect(NameSuggestion.closest(to: "temp", among: names) == nil)
        #expect(NameSuggestion.closest(to: "a", among: ["y", "b"]) == nil)
        // Two equally near: no guess.
        #expect(NameSuggestion.closest(to: "temp_mx", among: ["temp_max", "temp_mix"]) == nil)
        #expect(NameSuggestion.distance(Array("kitten"), Array("sitting"), limit: 5) == 3)
    }
}
