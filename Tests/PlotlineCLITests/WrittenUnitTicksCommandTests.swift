import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The unit of numbers written with one (#33) on the tick labels, as the data wrote it and in the locale's
/// digits ("$1,000", "1.000 €", "12%"), the title without it, the words naming it; and kept by the transforms
/// whose numbers are still in it (a sum, a bin, a fold of one unit), not by a count.
@Suite struct WrittenUnitTicksCommandTests {
    /// The text of every `tick-label` inside `<g class="axis x|y">`, in order.
    static func ticks(_ svg: Data, axis: String) throws -> [String] {
        final class Labels: NSObject, XMLParserDelegate {
            let axis: String
            var stack: [String] = [], labels: [String] = [], reading = false
            init(axis: String) { self.axis = axis }
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                let classes = attributes["class"] ?? ""
                stack.append(classes)
                reading = classes.split(separator: " ").contains("tick-label") && stack.contains("axis \(axis)")
                if reading { labels.append("") }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if reading { labels[labels.count - 1] += string }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                stack.removeLast()
                reading = false
            }
        }
        let parser = XMLParser(data: svg)
        let labels = Labels(axis: axis)
        parser.delegate = labels
        guard parser.parse() else { throw CocoaError(.coderReadCorrupt) }
        return labels.labels
    }

    static func write(_ scratch: Scratch, _ text: String, _ name: String) throws -> String {
        try scratch.write(text, to: name)
    }

    @Test func currencyTicksAsTheDataWroteThem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let prices = try Self.write(scratch, "item,price\nRent,\"$1,200\"\nFood,$450\nBooks,$35.50\n", "prices.csv")
        let svg = plotline(["render", prices, "--x", "item", "--y", "price", "-o", "-"])
        #expect(svg.status == 0)
        #expect(try Self.ticks(svg.stdout, axis: "y") == ["$0", "$250", "$500", "$750", "$1,000", "$1,250"])
        // Euros written after the digits, with a space; in a German chart the digits are German.
        let euros = try Self.write(scratch, "item;price\nRent;1.200,50 €\nFood;450 €\n", "preise.csv")
        let german = plotline(["render", euros, "--x", "item", "--y", "price", "--locale", "de-DE", "-o", "-"])
        #expect(german.status == 0)
        #expect(try Self.ticks(german.stdout, axis: "y") == ["0 €", "250 €", "500 €", "750 €", "1.000 €", "1.250 €"])
        #expect(WrittenNumbersCommandTests.texts(german.stdoutText, class: "axis-title") == ["item", "price"])
        let words = plotline(["describe", euros, "--x", "item", "--y", "price", "--locale", "de-DE"]).stdoutText
        #expect(words.contains("Y axis: price, 0 euros to 1.250 euros. 2 bars."), "\(words)")
        // A sign goes before the symbol: "−$500", not "$−500".
        let change = try Self.write(scratch, "month,change\nJan,-$500\nFeb,$300\nMar,\"$1,200\"\n", "change.csv")
        let signed = plotline(["render", change, "--x", "month", "--y", "change", "-o", "-"])
        #expect(try Self.ticks(signed.stdout, axis: "y") == ["-$500", "$0", "$500", "$1,000", "$1,500"])
    }

    @Test func percentTicksWhereTheLanguageWritesTheSign() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let share = try Self.write(scratch, "month,share\nJan,12%\nFeb,7.5%\nMar,15%\n", "share.csv")
        let english = plotline(["render", share, "--x", "month", "--y", "share", "-o", "-"])
        #expect(try Self.ticks(english.stdout, axis: "y") == ["0%", "5%", "10%", "15%", "20%"])
        let turkish = plotline(["render", share, "--x", "month", "--y", "share", "--locale", "tr-TR", "-o", "-"])
        #expect(try Self.ticks(turkish.stdout, axis: "y") == ["%0", "%5", "%10", "%15", "%20"])
    }

    /// A sum, mean, minimum or maximum of dollars is dollars; a count is not.
    @Test func aggregatesKeepTheUnitACountHasNone() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spend = try Self.write(scratch, Self.spend, "spend.csv")
        let sums: [(String, [String], String)] = [
            ("sum", ["$0", "$500", "$1,000", "$1,500", "$2,000"], "Y axis: Sum of price, 0 US dollars to 2,000 US dollars."),
            ("mean", ["$0", "$250", "$500", "$750", "$1,000"], "- Rent: 1,000 US dollars\n- Food: 250 US dollars"),
            ("min", ["$0", "$200", "$400", "$600", "$800"], "- Rent: 800 US dollars\n- Food: 50 US dollars"),
            ("max", ["$0", "$250", "$500", "$750", "$1,000", "$1,250"], "- Rent: 1,200 US dollars\n- Food: 450 US dollars")]
        for (op, ticks, words) in sums {
            let svg = plotline(["render", spend, "--x", "item", "--y", "\(op)(price)", "-o", "-"])
            #expect(svg.status == 0, "\(svg.stderr)")
            #expect(try Self.ticks(svg.stdout, axis: "y") == ticks, "\(op)")
            let described = plotline(["describe", spend, "--x", "item", "--y", "\(op)(price)"]).stdoutText
            #expect(described.contains(words), "\(op): \(described)")
        }
        let count = plotline(["render", spend, "--x", "item", "--y", "count()", "-o", "-"])
        #expect(try Self.ticks(count.stdout, axis: "y") == ["0", "0.5", "1", "1.5", "2"])
        let counted = plotline(["describe", spend, "--x", "item", "--y", "count()"]).stdoutText
        #expect(!counted.contains("dollar"), "\(counted)")
    }

    /// A bin of percents runs from one percent to another; its count is a plain number.
    @Test func binsOfPercentsArePercents() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let scores = try Self.write(scratch, "student,score\na,3%\nb,12%\nc,18%\nd,25%\ne,27%\nf,31%\ng,38%\n", "scores.csv")
        let svg = plotline(["render", scores, "--x", "bin(score)", "--y", "count()", "-o", "-"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(try Self.ticks(svg.stdout, axis: "x") == ["0%", "10%", "20%", "30%", "40%"])
        let words = plotline(["describe", scores, "--x", "bin(score)", "--y", "count()"]).stdoutText
        #expect(words.contains("X axis: score (binned), 0% to 40%. Y axis: Count of records, 0 to 2. 8 bars."), "\(words)")
    }

    /// A fold of two columns of dollars is dollars; of dollars and euros, no unit.
    @Test func foldsKeepAUnitTheirColumnsShare() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try Self.write(scratch, Self.spend, "spend.csv")
        func spec(_ fields: String) -> String {
            """
            {"data": {"path": "spend.csv"},
             "transform": [{"fold": {"fields": [\(fields)], "as": ["kind", "amount"]}}],
             "marks": [{"type": "bar", "x": {"field": "item"}, "y": {"field": "amount"}, "color": {"field": "kind"}}]}
            """
        }
        let dollars = try Self.write(scratch, spec(#""price", "tax""#), "dollars.json")
        let svg = plotline(["render", dollars, "-o", "-"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(try Self.ticks(svg.stdout, axis: "y") == ["$0", "$500", "$1,000", "$1,500", "$2,000", "$2,500"])
        #expect(plotline(["describe", dollars]).stdoutText.contains("The lowest total is 550 US dollars (Food). The highest is 2,200 US dollars (Rent)."))
        let mixed = try Self.write(scratch, spec(#""price", "fee""#), "mixed.json")
        let plain = plotline(["render", mixed, "-o", "-"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try Self.ticks(plain.stdout, axis: "y") == ["0", "500", "1,000", "1,500", "2,000", "2,500"])
        let words = plotline(["describe", mixed]).stdoutText
        #expect(!words.contains("dollar") && !words.contains("euro"), "\(words)")
    }

    static let spend = "item,price,tax,fee\nRent,\"$1,200\",$120,12 €\nRent,$800,$80,8 €\nFood,$450,$45,4 €\nFood,$50,$5,1 €\n"
}
