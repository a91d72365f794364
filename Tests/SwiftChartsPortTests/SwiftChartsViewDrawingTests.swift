import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG
@testable import ScenePNG

/// Views inside annotations drawn as SwiftUI lays them out (issue 32): a label in a capsule, a popover of
/// stacked text on a rounded rectangle with a shadow, and an app's own view with a `body`, each read back
/// from the scene, the SVG and the PNG's pixels.
@Suite struct SwiftChartsViewDrawingTests {
    struct Expense: Identifiable { var category: String; var amount: Double; var id: String { category } }
    static let expenses = [Expense(category: "Rent", amount: 1200), Expense(category: "Food", amount: 450),
                           Expense(category: "Travel", amount: 300)]

    static func pixel(_ image: PNGDecoder.Image, _ x: Double, _ y: Double) -> [Int] {
        let i = (Int(y) * image.width + Int(x)) * 4
        return image.rgba[i..<i + 4].map(Int.init)
    }

    static func rects(_ scene: Scene, _ classes: String) -> [(rect: Rect, radius: Double, fill: Color?)] {
        scene.shapes.filter { $0.classes == classes }.compactMap {
            if case .rect(let r, let radius) = $0.geometry { return (r, radius, $0.fill) }
            return nil
        }
    }

    static func bars(_ scene: Scene) -> [Rect] {
        scene.shapes.filter { $0.classes.contains("bar") }.compactMap {
            switch $0.geometry {
            case .rect(let r, _): r
            case .path(let p):
                p.elements.reduce(nil as Rect?) { box, e in
                    guard case .line(let x, let y) = e else { return box }
                    guard let b = box else { return Rect(x: x, y: y, width: 0, height: 0) }
                    let x0 = min(b.x, x), y0 = min(b.y, y)
                    return Rect(x: x0, y: y0, width: max(b.maxX, x) - x0, height: max(b.maxY, y) - y0)
                }
            default: nil
            }
        }
    }

    @Test func aLabelInACapsuleSitsOverItsBar() throws {
        let chart = Chart(Self.expenses) { e in
            BarMark(x: .value("Category", e.category), y: .value("Amount", e.amount))
                .annotation(position: .top) {
                    Text("\(Int(e.amount))")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Color(red: 0, green: 0, blue: 1), in: Capsule())
                }
        }
        let scene = Scene(try chart.resolve())
        let capsules = Self.rects(scene, "view-shape capsule")
        #expect(capsules.count == 3)
        let style = TextStyle(size: 11, weight: .regular)
        let texts = scene.texts.filter { $0.classes == "annotation" }
        #expect(texts.map(\.text) == ["1200", "450", "300"])
        let bars = Self.bars(scene)
        for ((capsule, text), bar) in zip(zip(capsules, texts), bars) {
            // The label's size: its words and the padding; a capsule's radius is half its height.
            #expect(abs(capsule.rect.width - (TextMetrics.width(text.text, style: style) + 12)) < 0.01)
            #expect(abs(capsule.rect.height - (TextMetrics.lineHeight(style: style) + 4)) < 0.01)
            #expect(abs(capsule.radius - capsule.rect.height / 2) < 0.01)
            // Behind the text: the text starts 6 points in, its baseline inside.
            #expect(abs(text.x - (capsule.rect.x + 6)) < 0.01)
            #expect(text.y > capsule.rect.y && text.y < capsule.rect.maxY)
            #expect(text.color == Color.white)
            // Centred over the bar, 4 points above it.
            #expect(abs((capsule.rect.x + capsule.rect.width / 2) - (bar.x + bar.width / 2)) < 0.01)
            #expect(abs(capsule.rect.maxY + 4 - bar.y) < 0.01)
        }
        // The SVG draws the capsule before the text, with its rounded corners.
        let svg = try ParsedSVG(chart.svg())
        let drawn = svg.elements("rect", classes: "view-shape", "capsule")
        #expect(drawn.count == 3)
        #expect(Double(drawn[0].value("rx") ?? "") .map { abs($0 - capsules[0].radius) < 0.01 } == true)
        let order = svg.root.all.filter { $0.classes.contains("capsule") || $0.classes.contains("annotation") }.map(\.name)
        #expect(order.prefix(2) == ["rect", "text"])
        // The PNG: blue at the capsule's round end, white just past its corner.
        let image = try #require(PNGDecoder.decode(try chart.png()))
        let c = capsules[0].rect
        let end = Self.pixel(image, c.x + 2, c.y + c.height / 2)
        #expect(end[2] > 200 && end[0] < 60, "\(end)")
        let corner = Self.pixel(image, c.x, c.y)
        #expect(corner[0] > 200 && corner[1] > 200, "\(corner)")
    }

    @Test func aPopoverOfStackedTextOnARoundedRectangleWithAShadow() throws {
        struct Swim { var day: String; var laps: Int }
        let week = [Swim(day: "Mon", laps: 12), Swim(day: "Tue", laps: 0), Swim(day: "Wed", laps: 18)]
        let chart = Chart(week, id: \.day) { swim in
            BarMark(x: .value("Day", swim.day), y: .value("Laps", swim.laps))
            if swim.day == "Wed" {
                RuleMark(x: .value("Day", swim.day))
                    .foregroundStyle(.gray.opacity(0.3))
                    .annotation(position: .top, alignment: .leading, spacing: 0) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(swim.day).font(.caption).foregroundStyle(.secondary)
                            Text("\(swim.laps) laps").font(.headline)
                        }
                        .padding(8)
                        .background {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(Color.white)
                                .shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 3)
                        }
                    }
            }
        }
        .chartYScale(domain: 0...40)
        let scene = Scene(try chart.resolve())
        let card = try #require(Self.rects(scene, "view-shape rounded-rectangle").first)
        #expect(card.radius == 6)
        let caption = TextStyle(size: 12, weight: .regular), headline = TextStyle(size: 17, weight: .bold)
        let words = scene.texts.filter { $0.classes == "annotation" }
        #expect(words.map(\.text) == ["Wed", "18 laps"])
        let width = max(TextMetrics.width("Wed", style: caption), TextMetrics.width("18 laps", style: headline)) + 16
        let height = TextMetrics.lineHeight(style: caption) + 4 + TextMetrics.lineHeight(style: headline) + 16
        #expect(abs(card.rect.width - width) < 0.01 && abs(card.rect.height - height) < 0.01)
        // Leading alignment: both lines start 8 points in.
        #expect(words.allSatisfy { abs($0.x - (card.rect.x + 8)) < 0.01 })
        #expect(words[0].y < words[1].y)
        // The shadow: faint copies 3 points lower, behind the card.
        let shadow = scene.shapes.filter { $0.classes == "view-shadow-shape" }
        #expect(shadow.count == 3)
        let middle = try #require(shadow.compactMap { s -> Rect? in
            if case .rect(let r, _) = s.geometry, abs(r.width - card.rect.width) < 0.01 { return r }
            return nil
        }.first)
        #expect(abs(middle.y - (card.rect.y + 3)) < 0.01)
        // The PNG: white in the card, gray in the shadow just under it, white well below it.
        let image = try #require(PNGDecoder.decode(try chart.png()))
        let inside = Self.pixel(image, card.rect.x + card.rect.width - 3, card.rect.y + 3)
        #expect(inside[0] > 245, "\(inside)")
        let under = Self.pixel(image, card.rect.x + card.rect.width / 2, card.rect.maxY + 1.5)
        #expect(under[0] < 235 && under[0] == under[2], "\(under)")
    }

    struct PriceTag: View {
        let amount: Double
        var body: some View {
            HStack(spacing: 4) {
                Circle().fill(.green).frame(width: 6, height: 6)
                Text("$\(Int(amount))").font(.caption).bold()
            }
            .padding(4)
            .overlay {
                RoundedRectangle(cornerRadius: 4).strokeBorder(.green, lineWidth: 1)
            }
        }
    }

    @Test func anAppsOwnViewIsDrawnFromItsBody() throws {
        let chart = Chart(Self.expenses) { e in
            BarMark(x: .value("Category", e.category), y: .value("Amount", e.amount))
                .annotation(position: .overlay, alignment: .top) { PriceTag(amount: e.amount) }
        }
        let scene = Scene(try chart.resolve())
        let dots = scene.shapes.filter { $0.classes == "view-shape circle" }
        #expect(dots.count == 3)
        let outlines = scene.shapes.filter { $0.classes == "view-shape rounded-rectangle outline" }
        #expect(outlines.count == 3)
        #expect(outlines.allSatisfy { $0.stroke?.color == Color.green && $0.stroke?.width == 1 })
        let texts = scene.texts.filter { $0.classes == "annotation" }
        #expect(texts.map(\.text) == ["$1200", "$450", "$300"])
        #expect(texts.allSatisfy { $0.style == TextStyle(size: 12, weight: .bold) })
        guard case .circle(let cx, let cy, let r) = dots[0].geometry,
              case .rect(let box, let radius) = outlines[0].geometry else { Issue.record("geometry"); return }
        #expect(r == 3 && radius == 3.5)
        // The dot 4 points (padding) plus half a point (the border's inset) in from the outline, the text 4 after it.
        #expect(abs((cx - 3) - (box.x - 0.5 + 4)) < 0.01)
        #expect(abs(texts[0].x - (cx + 3 + 4)) < 0.01)
        #expect(abs(cy - (box.y + box.height / 2)) < 0.01)
        let image = try #require(PNGDecoder.decode(try chart.png(scale: 2)))
        let dot = Self.pixel(image, cx * 2, cy * 2)
        #expect(dot[1] > 150 && dot[0] < 120, "\(dot)")
    }
}
