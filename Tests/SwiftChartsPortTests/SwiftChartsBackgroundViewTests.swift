import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Views as backgrounds, as SwiftUI code writes them around a chart: a rounded card behind the chart
/// (`.background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.1)))`), a tint in a closure
/// (`.background { Color.blue.opacity(0.05) }`), and the same inside `chartPlotStyle`, laid out in the plot
/// area. Read back from the SVG: each view's shape, its rectangle, corners and fill, and its place under
/// the grid and the marks.
@Suite struct SwiftChartsBackgroundViewTests {
    struct Workout: Identifiable {
        var day: String
        var minutes: Double
        var id: String { day }
    }

    static let week = [Workout(day: "Mon", minutes: 30), Workout(day: "Tue", minutes: 45), Workout(day: "Wed", minutes: 20),
                       Workout(day: "Thu", minutes: 60), Workout(day: "Fri", minutes: 35)]

    static func bars() -> Chart {
        Chart(week) { workout in
            BarMark(x: .value("Day", workout.day), y: .value("Minutes", workout.minutes))
        }
    }

    static func number(_ node: Node, _ name: String) -> Double { Double(node.value(name) ?? "") ?? .nan }

    /// The names of the SVG's elements in drawing order, by their first class.
    static func order(_ svg: ParsedSVG) -> [String] { svg.root.all.compactMap { $0.classes.first } }

    @Test func aRoundedRectangleViewBehindTheChartFillsItInsideItsPadding() throws {
        let chart = Self.bars()
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.1)))
            .padding(8)
            .frame(width: 400, height: 260)
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let card = try #require(svg.elements("rect", classes: "view-shape", "rounded-rectangle").first)
        // Inside the 8 points written after it; the 16 written before it are inside the card.
        #expect(Self.number(card, "x") == 8)
        #expect(Self.number(card, "y") == 8)
        #expect(Self.number(card, "width") == 384)
        #expect(Self.number(card, "height") == 244)
        #expect(Self.number(card, "rx") == 12)
        #expect(card.value("fill") == "#8e8e93")
        #expect(card.value("fill-opacity") == "0.1")
        // Behind the grid and the bars, hidden from assistive technology.
        let order = Self.order(svg)
        let cardAt = try #require(order.firstIndex(of: "chart-view-background"))
        #expect(cardAt < (order.firstIndex(of: "grid") ?? .max))
        #expect(cardAt < (order.firstIndex(of: "mark") ?? .max))
        #expect(svg.elements("g", classes: "chart-view-background").first?.value("aria-hidden") == "true")
    }

    @Test func aColorInABackgroundClosureCoversTheWholeChart() throws {
        let chart = Self.bars()
            .background { Color.blue.opacity(0.05) }
            .frame(width: 360, height: 220)
        let svg = try ParsedSVG(try chart.svg())
        let tint = try #require(svg.elements("rect", classes: "view-shape", "color").first)
        #expect(Self.number(tint, "width") == 360)
        #expect(Self.number(tint, "height") == 220)
        #expect(tint.value("fill") == "#007aff")
        #expect(tint.value("fill-opacity") == "0.05")
    }

    @Test func aViewInThePlotStylesBackgroundIsLaidOutInThePlotArea() throws {
        let chart = Self.bars()
            .chartPlotStyle { plotArea in
                plotArea.background(RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.1)))
            }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let fill = try #require(svg.elements("rect", classes: "view-shape", "rounded-rectangle").first)
        let plot = scene.plotArea
        #expect(abs(Self.number(fill, "x") - plot.x) < 0.01)
        #expect(abs(Self.number(fill, "y") - plot.y) < 0.01)
        #expect(abs(Self.number(fill, "width") - plot.width) < 0.01)
        #expect(abs(Self.number(fill, "height") - plot.height) < 0.01)
        #expect(Self.number(fill, "rx") == 8)
        let order = Self.order(svg)
        let fillAt = try #require(order.firstIndex(of: "plot-background-view"))
        #expect(fillAt < (order.firstIndex(of: "mark") ?? .max))
    }

    @Test func aClosureBackgroundInThePlotStyleTakesThePlotAreasCorners() throws {
        let chart = Self.bars()
            .chartPlotStyle { plotArea in
                plotArea
                    .background { Color.orange.opacity(0.08) }
                    .cornerRadius(10)
            }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let fill = try #require(svg.elements("rect", classes: "view-shape", "color").first)
        #expect(abs(Self.number(fill, "width") - scene.plotArea.width) < 0.01)
        #expect(Self.number(fill, "rx") == 10)
        #expect(fill.value("fill") == "#ff9500")
    }

    @Test func aSmallViewSitsWhereItsAlignmentPutsIt() throws {
        let chart = Self.bars()
            .chartPlotStyle { plotArea in
                plotArea.background(alignment: .topTrailing) {
                    Text("Goal: 45 min").font(.caption).padding(4)
                }
            }
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let text = try #require(svg.elements("text", classes: "background-text").first)
        #expect(text.stringValue == "Goal: 45 min")
        // At the plot area's top trailing corner, inside its padding.
        let x = Self.number(text, "x")
        #expect(x > scene.plotArea.x + scene.plotArea.width / 2)
        #expect(x < scene.plotArea.maxX)
        #expect(Self.number(text, "y") < scene.plotArea.y + 24)
    }
}
