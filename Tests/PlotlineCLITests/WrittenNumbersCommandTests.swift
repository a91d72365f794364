import Foundation
import Testing

/// Numbers as people write them (#33): `$1,200`, `12%`, `1.200,50 €`, `1.2k` draw as numbers, the unit's symbol
/// on the tick labels and its name in the words of each language, one line on standard error saying so.
@Suite struct WrittenNumbersCommandTests {
    static let prices = "item,price\nRent,\"$1,200\"\nFood,$450\nBooks,$35.50\n"

    /// The text of every `<text>` element of a class (`axis-title`, `tick-label`), in order.
    static func texts(_ svg: String, class name: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<text[^>]*class=\"\(name)\"[^>]*>([^<]*)</text>")
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map {
            String(svg[Range($0.range(at: 1), in: svg)!])
        }
    }

    @Test func dollarsOnTheAxisAndInTheWords() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write(Self.prices, to: "prices.csv")
        let words = plotline(["describe", path, "--x", "item", "--y", "price"])
        #expect(words.status == 0)
        #expect(words.stderrLines == ["plotline: warning: column \"price\": read as numbers in US dollars (\"$1,200\" is 1200)"])
        #expect(words.stdoutText.contains("Y axis: price, 0 US dollars to 1,250 US dollars. 3 bars."), "\(words.stdoutText)")
        #expect(words.stdoutText.contains("The lowest value is 35.5 US dollars (Books). The highest is 1,200 US dollars (Rent)."))
        #expect(words.stdoutText.contains("- Rent: 1,200 US dollars\n- Food: 450 US dollars\n- Books: 35.5 US dollars"))
        let picture = plotline(["render", path, "--x", "item", "--y", "price", "-o", "-"])
        #expect(picture.status == 0)
        let svg = picture.stdoutText
        // The ticks write the dollar sign as the data did; the title does not repeat the unit.
        #expect(Self.texts(svg, class: "axis-title") == ["item", "price"])
        let document = try SVGDocument.parse(picture.stdout).get()
        #expect(document.tickValues(axis: "y") == ["0", "250", "500", "750", "1000", "1250"])
        // The bars stand for the numbers: Rent's is 1200/450 times Food's.
        let heights = document.elements(class: "mark bar").compactMap { $0.attributes["height"].flatMap(Double.init) }
        #expect(heights.count == 3)
        if heights.count == 3 { #expect(abs(heights[0] / heights[1] - 1200.0 / 450) < 1e-3) }
        // The author's unit name wins over the data's.
        let told = plotline(["describe", path, "--x", "item", "--y", "price", "--unit", "dollars"])
        #expect(told.status == 0)
        #expect(told.stdoutText.contains("- Rent: 1,200 dollars"), "\(told.stdoutText)")
        // ... and then the ticks are plain numbers and the title says the author's unit.
        let toldPicture = plotline(["render", path, "--x", "item", "--y", "price", "--unit", "dollars", "-o", "-"]).stdoutText
        #expect(Self.texts(toldPicture, class: "axis-title") == ["item", "price (dollars)"])
        #expect(!Self.texts(toldPicture, class: "tick-label").contains { $0.contains("$") })
    }

    /// The unit in each language of the catalogue: Turkish writes the percent sign first.
    @Test func inEveryLanguage() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let share = try scratch.write("month,share\nJan,12%\nFeb,7.5%\nMar,15%\n", to: "share.csv")
        let english = plotline(["describe", share, "--x", "month", "--y", "share"])
        #expect(english.stdoutText.contains("- Jan: 12%\n- Feb: 7.5%\n- Mar: 15%"), "\(english.stdoutText)")
        #expect(english.stderrLines == ["plotline: warning: column \"share\": read as percentages (\"12%\" is 12)"])
        let turkish = plotline(["describe", share, "--x", "month", "--y", "share", "--locale", "tr-TR"])
        #expect(turkish.stdoutText.contains("- Jan: %12\n- Feb: %7,5\n- Mar: %15"), "\(turkish.stdoutText)")
        let korean = plotline(["describe", share, "--x", "month", "--y", "share", "--locale", "ko-KR"])
        #expect(korean.stdoutText.contains("- Jan: 12%\n- Feb: 7.5%\n- Mar: 15%"), "\(korean.stdoutText)")
        let picture = plotline(["render", share, "--x", "month", "--y", "share", "-o", "-"])
        #expect(Self.texts(picture.stdoutText, class: "axis-title") == ["month", "share"])
        let prices = try scratch.write(Self.prices, to: "prices.csv")
        let won = plotline(["describe", prices, "--x", "item", "--y", "price", "--locale", "ko-KR"])
        #expect(won.stdoutText.contains("- Rent: 1,200 미국 달러"), "\(won.stdoutText)")
        let lira = plotline(["describe", prices, "--x", "item", "--y", "price", "--locale", "tr-TR"])
        #expect(lira.stdoutText.contains("- Rent: 1.200 ABD doları"), "\(lira.stdoutText)")
    }

    /// A European export: semicolons, `1.200,50 €`; the same chart as the same prices written in JSON strings.
    @Test func eurosWithDecimalCommas() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let csv = try scratch.write("item;price\nRent;1.200,50 €\nFood;450 €\n", to: "preise.csv")
        let json = try scratch.write(#"[{"item": "Rent", "price": "1.200,50 €"}, {"item": "Food", "price": "450 €"}]"#, to: "preise.json")
        let fromCSV = plotline(["render", csv, "--x", "item", "--y", "price", "-o", "-"])
        let fromJSON = plotline(["render", json, "--x", "item", "--y", "price", "-o", "-"])
        #expect(fromCSV.status == 0 && fromJSON.status == 0)
        #expect(fromCSV.stdout == fromJSON.stdout)
        #expect(fromJSON.stderrLines == ["plotline: warning: column \"price\": read as numbers in euros (\"1.200,50 €\" is 1200.5)"])
        let words = plotline(["describe", json, "--x", "item", "--y", "price"]).stdoutText
        #expect(words.contains("- Rent: 1,200.5 euros\n- Food: 450 euros"), "\(words)")
    }

    /// A column that mixes units stays text: never a silent wrong chart.
    @Test func mixedUnitsStayText() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.write("item,price\nRent,$1200\nFood,450 €\n", to: "mixed.csv")
        let outcome = plotline(["describe", path, "--x", "price", "--y", "item"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdoutText.contains("X axis: price, 2 categories from $1200 to 450 €."), "\(outcome.stdoutText)")
    }
}
