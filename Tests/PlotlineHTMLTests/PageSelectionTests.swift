import Foundation
import Plotline
import PlotlineHTML
@testable import ScenePage
import Testing

/// A chart that shows a selection (`chartXSelection` and the others, or an overlay that selects with a
/// gesture) hands it to the page through its scene (issue 32): the model says where the picture's rule
/// stands, in the chart's own points, and the picture marks the selection's drawing with the class the
/// page's script hides once the reader scrubs or navigates (the browser test, `check_pages.py --selection`).
@Suite struct PageSelectionTests {
    struct Sale { var day: Date; var sales: Double; var city: String }
    static let start = Date(timeIntervalSince1970: 1_722_470_400)  // 2024-08-01
    static let sales: [Sale] = (0..<7).flatMap { (i: Int) -> [Sale] in
        let day = start.addingTimeInterval(Double(i) * 86_400)
        return [Sale(day: day, sales: Double(40 + i * 3), city: "Cupertino"), Sale(day: day, sales: Double(20 + i * 2), city: "Tokyo")]
    }

    static func lines() -> Chart {
        Chart(Self.sales, id: \.day) { sale in
            LineMark(x: .value("Day", sale.day, unit: .day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
    }

    static func selection(_ page: ParsedPage) -> [String: Any]? {
        let views = page.model["views"] as? [[String: Any]]
        return views?.first?["selection"] as? [String: Any]
    }

    /// The chart's own picture on the page (the first `svg` in the chart's box).
    static func picture(_ page: ParsedPage) throws -> ParsedPage.Node {
        let chart = try #require(page.element(id: "chart"))
        return try #require(chart.children.first { $0.name == "svg" })
    }

    @Test func anXSelectionStartsTheScrubberAtItsRule() throws {
        let chart = Self.lines().chartXSelection(value: .constant(Self.start.addingTimeInterval(3 * 86_400)))
        let page = try ParsedPage(try chart.html())
        let svg = try Self.picture(page)
        let drawing = svg.all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains("selection") }
        #expect(drawing.count == 1 && drawing.first?.name == "g")
        let rule = try #require(drawing.first?.all.first { $0.attributes["class"] == "selection-rule" })
        let ruleX = try #require(Double(rule.attributes["x1"] ?? ""))
        let selection = try #require(Self.selection(page))
        let x = try #require(selection["x"] as? Double)
        #expect(abs(x - ruleX) < 0.011, "the model's \(x), the rule's \(ruleX)")
        #expect(selection["y"] == nil)
        // Where the scrubber starts is where both series' August 4 is: the marks the picture rings.
        let views = try #require(page.model["views"] as? [[String: Any]])
        let nav = try #require(views[0]["nav"] as? [String: Any])
        #expect(nav["orientation"] as? String == "x")
        let series = try #require(nav["series"] as? [[String: Any]])
        #expect(series.count == 2)
        for s in series {
            let points = try #require(s["points"] as? [[String: Any]])
            let august4 = try #require(points.first { ($0["label"] as? String)?.contains("August 4") == true })
            #expect(august4["pos"] as? Double == x)
        }
        // The summary ends with the selection's sentence, which the model names so the page can drop it
        // once the reader's own selection takes over.
        let words = try #require(selection["words"] as? String)
        #expect(words.hasPrefix("Selected: ") && words.contains("August 4") && words.contains("Cupertino") && words.contains("Tokyo"), "\(words)")
        let summary = try #require(page.element(id: "summary")).text
        #expect(summary.hasSuffix(" " + words), "\(summary)")
        // The page's writer and Foundation's encoder agree on the model with a selection.
        let model = PageJSONTests.model(try chart.resolve())
        #expect(model.views[0].selection?.x == x)
        #expect(model.json() == HTMLPage.encodedByFoundation(model))
    }

    @Test func aYSelectionAnAngleSelectionAndNone() throws {
        struct Part { var name: String; var size: Double }
        let parts = [Part(name: "Photos", size: 50), Part(name: "Apps", size: 30), Part(name: "Mail", size: 20)]
        let bars = Chart(parts, id: \.name) { part in
            BarMark(x: .value("Size", part.size), y: .value("Kind", part.name))
        }
        let page = try ParsedPage(try bars.chartYSelection(value: .constant("Apps")).html())
        let rule = try #require(try Self.picture(page).all.first { $0.attributes["class"] == "selection-rule" })
        let selection = try #require(Self.selection(page))
        let y = try #require(selection["y"] as? Double)
        #expect(abs(y - (Double(rule.attributes["y1"] ?? "") ?? 0)) < 0.011)
        #expect(selection["x"] == nil)
        // A sector: the drawing is marked, and no rule stands anywhere.
        let pie = Chart(parts, id: \.name) { part in
            SectorMark(angle: .value("Size", part.size)).foregroundStyle(by: .value("Kind", part.name))
        }
        let pieSelection = try #require(Self.selection(try ParsedPage(try pie.chartAngleSelection(value: .constant(60)).html())))
        #expect(pieSelection.count == 1 && (pieSelection["words"] as? String)?.hasPrefix("Selected: Apps") == true)
        // Nothing selected: no selection in the model, nothing marked in the picture.
        let plain = try ParsedPage(try bars.html())
        #expect(Self.selection(plain) == nil)
        #expect(try Self.picture(plain).all.allSatisfy { !($0.attributes["class"] ?? "").split(separator: " ").contains("selection") })
    }

    /// An overlay that selects with a gesture and draws a rule where the proxy put its value: the page's
    /// scrubber starts at that rule, and the overlay's drawing is the selection's.
    @Test func anOverlayThatSelectsStartsTheScrubberAtWhatItDraws() throws {
        let selected = Self.start.addingTimeInterval(5 * 86_400)
        let chart = Self.lines().chartOverlay { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onContinuousHover { _ in }
                if let x = proxy.position(forX: selected) {
                    Rectangle().fill(.gray).frame(width: 1, height: plot.height)
                        .position(x: plot.minX + x, y: plot.midY)
                }
            }
        }
        let page = try ParsedPage(try chart.html())
        let selection = try #require(Self.selection(page))
        let x = try #require(selection["x"] as? Double)
        let overlay = try #require(try Self.picture(page).all.first { $0.attributes["class"] == "chart-overlay" })
        let drawing = overlay.all.filter { $0.attributes["class"] == "selection" }
        #expect(drawing.count == 1)
        let rule = try #require(drawing.first?.all.first { $0.name == "rect" })
        let left = try #require(Double(rule.attributes["x"] ?? ""))
        #expect(abs(left + 0.5 - x) < 0.011, "rule at \(left), selection at \(x)")
    }
}
