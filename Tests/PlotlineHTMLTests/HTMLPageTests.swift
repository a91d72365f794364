import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Plotline
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// The page's structure, read back: the scripts taken out (the model parsed as JSON), the rest parsed as
/// XML (the page is written so it parses as both).
struct ParsedPage {
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }
        var all: [Node] { [self] + children.flatMap(\.all) }
        var allText: String { text + children.map(\.allText).joined() }
    }

    let root: Node
    let scripts: [String]
    let model: [String: Any]

    init(_ html: String) throws {
        var rest = html
        var scripts: [String] = []
        while let open = rest.range(of: "<script"), let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
            let tagEnd = try #require(rest.range(of: ">", range: open.upperBound..<close.lowerBound))
            scripts.append(String(rest[tagEnd.upperBound..<close.lowerBound]))
            rest.replaceSubrange(open.lowerBound..<close.upperBound, with: "")
        }
        self.scripts = scripts
        let json = try #require(scripts.first)
        model = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let builder = Builder()
        let parser = XMLParser(data: Data(rest.utf8))
        parser.delegate = builder
        #expect(parser.parse(), "the page outside its scripts parses: \(String(describing: parser.parserError))")
        root = try #require(builder.stack.first?.children.first)
    }

    func elements(_ name: String) -> [Node] { root.all.filter { $0.name == name } }
    func element(id: String) -> Node? { root.all.first { $0.attributes["id"] == id } }

    final class Builder: NSObject, XMLParserDelegate {
        var stack = [Node(name: "#document", attributes: [:])]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let node = Node(name: name, attributes: attributes)
            stack.last?.children.append(node)
            stack.append(node)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }
}

@Suite struct HTMLPageTests {
    static func page(_ slug: String) throws -> (String, ParsedPage) {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        let html = try entry.chart.html()
        return (html, try ParsedPage(html))
    }

    @Test func onePageHoldsTheChartItsWordsAndItsBehaviour() throws {
        let (html, page) = try Self.page("01-steps")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.scripts.count == 2, "the model and the script, nothing else")
        // Nothing is fetched: no source or link to anything outside the page.
        for attribute in ["src", "href"] {
            // The one link is the table as a CSV file, held in the page itself (a data: URL).
            #expect(page.root.all.allSatisfy { $0.attributes[attribute].map { $0.hasPrefix("data:text/csv;") } ?? true })
        }
        #expect(page.root.all.filter { $0.attributes["href"] != nil }.map { $0.attributes["id"] } == ["table-csv"])
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!html.contains("https://"))
        // One tab stop: the chart, an application with the chart's name, described by its summary and then the
        // hint to the help key (never the whole key list first).
        // (The panels' headings take focus from the script alone: tabindex -1.)
        let focusable = page.root.all.filter { $0.attributes["tabindex"] != nil && $0.attributes["tabindex"] != "-1" }
        #expect(focusable.map { $0.attributes["id"] } == ["chart"])
        let chart = try #require(page.element(id: "chart"))
        #expect(chart.attributes["role"] == "application")
        // Then the braille line of the series at the cursor, so a braille display follows it (issue 30).
        #expect(chart.attributes["aria-describedby"] == "summary chart-hint braille")
        #expect(page.element(id: "chart-hint")?.allText == "Press question mark for the keys.")
        // How to read the sound: each cue this chart's sound uses (time, pitch, the goal's chirp), no other.
        #expect(page.element(id: "sound-guide")?.allText == "In the sound, time is the horizontal axis: Day. Pitch is the vertical axis: Steps. "
            + "A higher note is a higher value. A short chirp marks each reference crossed: rising when crossing upward, "
            + "falling when crossing downward.")
        #expect(page.element(id: chart.attributes["aria-labelledby"] ?? "")?.allText == "Steps")
        let svg = try #require(chart.children.first { $0.name == "svg" })
        #expect(svg.attributes["role"] == "graphics-document")
        // The polite live region, the summary and overview as text, the table behind its button.
        #expect(page.element(id: "announcement")?.attributes["aria-live"] == "polite")
        let resolved = try Gallery.entries[0].chart.resolve()
        #expect(page.element(id: "summary")?.allText == resolved.accessibility.summary)
        #expect(page.element(id: "overview")?.allText == resolved.accessibility.overview)
        #expect(page.element(id: "table-toggle")?.attributes["aria-controls"] == "table")
        #expect(page.element(id: "table")?.attributes["hidden"] != nil)
        let table = try #require(page.elements("table").first)
        let columnHeads = table.all.filter { $0.name == "th" && $0.attributes["scope"] == "col" }
        let rowHeads = table.all.filter { $0.name == "th" && $0.attributes["scope"] == "row" }
        #expect(columnHeads.count == 2)
        #expect(rowHeads.count == 31, "every day of August is a row")
        #expect(page.element(id: "play") != nil)
    }

    @Test func theModelWalksTheLabelsOfTheSVG() throws {
        let (_, page) = try Self.page("01-steps")
        let views = try #require(page.model["views"] as? [[String: Any]])
        let nav = try #require(views.first?["nav"] as? [String: Any])
        let series = try #require(nav["series"] as? [[String: Any]])
        let points = try #require(series.first?["points"] as? [[String: Any]])
        let chart = try #require(page.element(id: "chart"))
        let labels = chart.all.filter { $0.name == "rect" }.compactMap { $0.attributes["aria-label"] }
        #expect(points.compactMap { $0["label"] as? String } == labels, "one point per labelled bar, in order along x")
        #expect(points.first?["label"] as? String == "August 1: 9,555")
        // Positions increase along x; each point has a pitch from the audio graph's mapping.
        let positions = points.compactMap { $0["pos"] as? Double }
        #expect(positions == positions.sorted())
        #expect(points.allSatisfy { ($0["f"] as? Double).map { $0 > 100 && $0 < 1_100 } == true })
        let sound = try #require(views.first?["sound"] as? [String: Any])
        // A tone per day, and a chirp each of the 8 times the steps cross the 10,000 goal.
        let tones = try #require(sound["tones"] as? [[String: Any]])
        #expect(tones.filter { $0["kind"] as? String == "data" }.count == 31)
        #expect(tones.filter { $0["kind"] as? String == "earcon" }.count == 8)
    }

    @Test func groupsAreRunsOfPointsAlongX() throws {
        let (_, page) = try Self.page("02-stock")
        let views = try #require(page.model["views"] as? [[String: Any]])
        let series = try #require((views[0]["nav"] as? [String: Any])?["series"] as? [[String: Any]])
        let groups = try #require(series[0]["groups"] as? [[String: Any]])
        let points = try #require(series[0]["points"] as? [Any])
        #expect(groups.count > 1)
        #expect(groups.first?["first"] as? Int == 0)
        #expect(groups.last?["last"] as? Int == points.count - 1)
        for (a, b) in zip(groups, groups.dropFirst()) {
            #expect((b["first"] as? Int ?? 0) == (a["last"] as? Int ?? 0) + 1, "groups cover every point once")
        }
    }

    @Test func timeRangesAreButtonsWithTheirOwnChartsAndAnnouncements() throws {
        let (_, page) = try Self.page("02-stock")
        let buttons = page.elements("button").filter { $0.attributes["class"] == "range" }
        #expect(buttons.map(\.allText) == ["1M", "3M", "1Y", "5Y"])
        // The visible text starts the accessible name (WCAG 2.5.3).
        #expect(buttons.map { $0.attributes["aria-label"] } == ["1M, 1 month", "3M, 3 months", "1Y, 1 year", "5Y, 5 years"])
        // Five years of data: 5Y is the whole chart, pressed at first.
        #expect(buttons.map { $0.attributes["aria-pressed"] } == ["false", "false", "false", "true"])
        let views = try #require(page.model["views"] as? [[String: Any]])
        #expect(views.count == 4)
        let announcements = views.compactMap { $0["announcement"] as? String }
        #expect(announcements.count == 4)
        for (text, span) in zip(announcements, ["5 years", "1 month", "3 months", "1 year"]) {
            #expect(text.hasPrefix("Showing \(span): from "), "\(text)")
            #expect(text.range(of: #" US dollars to [\d,.]+ US dollars, (up|down) [\d.]+ percent$"#, options: .regularExpression) != nil, "\(text)")
        }
        #expect(announcements[0] == "Showing 5 years: from 52.04 US dollars to 127.1 US dollars, up 144.2 percent")
        // Each range has its own pictures, table and words.
        for view in views.dropFirst() {
            let id = try #require(view["id"] as? String)
            for part in ["light", "dark", "table", "text"] {
                #expect(page.element(id: "\(id)-\(part)")?.name == "template", "\(id)-\(part)")
            }
        }
    }

    @Test func rangesCutTheRowsAndResolveAgain() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "02-stock" })
        let chart = try entry.chart.resolve()
        let ranges = chart.timeRanges
        #expect(ranges.map(\.isWhole) == [false, false, false, true])
        let counts = ranges.map { $0.chart.layers[0].marks.count }
        #expect(counts == counts.sorted())
        #expect((20...23).contains(counts[0]), "a month of trading days: \(counts[0])")
        #expect(counts[3] == chart.layers[0].marks.count)
    }

    /// Ranges that all cut the data get an "All" button, announced in a sentence ("Showing all the data").
    @Test func theAllButtonSaysWhatItShows() throws {
        let start = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01
        let days = (0..<90).map { (start.addingTimeInterval(Double($0) * 86_400), Double($0 % 7)) }
        let html = try Chart(days, id: \.0) { d in LineMark(x: .value("Day", d.0), y: .value("Level", d.1, unit: "m")) }
            .chartTitle("Levels").chartTimeRanges(["1M"]).html()
        let page = try ParsedPage(html)
        let buttons = page.elements("button").filter { $0.attributes["class"] == "range" }
        #expect(buttons.map(\.allText) == ["1M", "All"])
        #expect(buttons.map { $0.attributes["aria-label"] } == ["1M, 1 month", "All, all the data"])
        let views = try #require(page.model["views"] as? [[String: Any]])
        let first = try #require(views.first?["announcement"] as? String)
        #expect(first.hasPrefix("Showing all the data: from 0 m to "), "\(first)")
    }

    @Test func timeRangesNeedDates() throws {
        let chart = Chart([("a", 1.0), ("b", 2.0)]) { p in BarMark(x: .value("Name", p.0), y: .value("Value", p.1)) }
            .chartTimeRanges(["1M"])
        #expect(throws: PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs dates along x")) { try chart.html() }
    }

    @Test func hostileTextStaysText() throws {
        let hostile = ["</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "<!-- -->", "\u{2028}"]
        let chart = Chart(hostile.enumerated().map { ($0.element, Double($0.offset + 1)) }) { p in
            BarMark(x: .value("Name</script>", p.0), y: .value("Value\"><b>", p.1))
                .foregroundStyle(by: .value("Kind", p.0))
        }
        .chartTitle(hostile[0], subtitle: hostile[1])
        let html = try chart.html()
        let page = try ParsedPage(html)
        #expect(page.scripts.count == 2)
        #expect(!html.contains("<img"))
        #expect(page.elements("b").isEmpty)
        #expect(!page.scripts[0].contains("<"), "no < inside the JSON at all")
        let views = try #require(page.model["views"] as? [[String: Any]])
        #expect(views[0]["title"] as? String == hostile[0], "the JSON gives the text back exactly")
        let cells = page.elements("th").map(\.allText) + page.elements("td").map(\.allText)
        for text in hostile.prefix(2) { #expect(cells.contains(text)) }
    }

    @Test func scriptSafeJSONEscapesWhatCouldEndAScript() {
        #expect(HTMLPage.scriptSafe(#"{"a":"</script><!--&"}"#) == #"{"a":"\u003c/script\u003e\u003c!--\u0026"}"#)
        // Done on the bytes: the line and paragraph separators are escaped, other characters of three bytes
        // that start alike (U+2020 †, U+2030 ‰, U+20AC €) and text at the very end are kept as they are.
        #expect(HTMLPage.scriptSafe("a\u{2028}b\u{2029}c†‰€é😀<") == #"a\u2028b\u2029c†‰€é😀\u003c"#)
        #expect(HTMLPage.scriptSafe("\u{2028}") == #"\u2028"#)
        #expect(HTMLPage.scriptSafe("") == "")
    }

    @Test func patternsAreFoundInAPictureOfAnySize() {
        #expect(PatternToggle.isNeeded(svg: #"<svg><rect class="pattern" fill="url(#p)"/></svg>"#))
        #expect(!PatternToggle.isNeeded(svg: #"<svg><rect class="patterns"/></svg>"#))
        #expect(!PatternToggle.isNeeded(svg: "class=\"patte"))
        let large = String(repeating: "<rect class=\"mark bar\"/>\n", count: 100_000)
        #expect(!PatternToggle.isNeeded(svg: large))
        #expect(PatternToggle.isNeeded(svg: large + #"<rect class="pattern"/>"#))
    }

    @Test func theKeyTableIsWhatTheScriptActsOnAndTheHelpPanelLists() throws {
        let (_, page) = try Self.page("05-blood-pressure")
        // The script has no key of its own: it reads the page's keymap, which is the key table's.
        let script = page.scripts[1]
        #expect(script.matches(of: /case "([^"]+)":/).isEmpty, "no keydown switch of its own")
        let words = try #require(page.model["words"] as? [String: Any])
        let keymap = try #require(words["keymap"] as? [[String: Any]])
        #expect(keymap.map { $0["command"] as? String } == KeyTable.rows.flatMap(\.bindings).map(\.command))
        // Every command of the table is one the script runs.
        for command in Set(KeyTable.rows.flatMap(\.bindings).map(\.command)) {
            #expect(script.contains("\(command): "), "\(command)")
        }
        // The help panel: a modal dialog listing each row, with chart2music's keys where they differ.
        let panel = try #require(page.element(id: "keys-panel"))
        #expect(panel.attributes["role"] == "dialog" && panel.attributes["aria-modal"] == "true" && panel.attributes["hidden"] != nil)
        let rows = panel.all.filter { $0.name == "li" }.map(\.allText)
        #expect(rows.count == KeyTable.rows.count)
        // (This parser's text puts a node's own text before its children's; the browser test reads it in order.)
        #expect(rows.first.map { $0.contains("Left, Right") && $0.contains("previous or next at this level") } == true)
        #expect(rows.last.map { $0.contains("?, H") && $0.contains("(In chart2music: H; both work here)") } == true)
        #expect(page.element(id: "series-panel")?.attributes["role"] == "dialog")
    }

    @Test func noTextBelowTwelvePointsOnScreen() throws {
        let (html, page) = try Self.page("10-watch")
        // The chart's width is in the page's style sheet (allowed by its hash; issue 18), not a style attribute.
        let width = try #require(html.firstMatch(of: /#chart \{ width: ([\d.]+)rem; \}/).map { Double($0.1)! * 16 })
        let sizes = page.elements("text").compactMap { $0.attributes["font-size"].flatMap(Double.init) }
        #expect(sizes.min().map { $0 * width / 180 >= 11.99 } == true, "smallest \(sizes.min() ?? 0) at \(width / 180)x")
    }

    @Test func theSamePageEveryTime() throws {
        #expect(try Self.page("09-cars").0 == Self.page("09-cars").0)
    }

    @Test func aChartWithNothingToPlayHasNoSoundButStillAPage() throws {
        let chart = Chart([("a", Double.nan)]) { p in BarMark(x: .value("Name", p.0), y: .value("Value", p.1)) }
        let page = try ParsedPage(try chart.html())
        #expect(page.element(id: "play") == nil)
        #expect(page.element(id: "chart") != nil)
    }

    @Test func koreanAndTurkishPagesSpeakTheirLanguage() throws {
        for (locale, lang, show) in [("ko-KR", "ko", "데이터 표 보기"), ("tr-TR", "tr", "Veri tablosunu göster")] {
            let html = try Gallery.entries[0].chart.chartLocale(locale).html()
            #expect(html.contains("<html lang=\"\(lang)\">"))
            #expect(try ParsedPage(html).element(id: "table-toggle")?.allText == show)
        }
    }
}
