import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG
@testable import ScenePNG

/// `chartOverlay` and `chartBackground` with a `GeometryReader` and a `ChartProxy` (issue 32): the proxy
/// answers from the drawn chart's scales, what the overlay draws is drawn where its code puts it, and its
/// gestures compile and do nothing in a picture.
@Suite struct SwiftChartsOverlayTests {
    struct Sale { var month: String; var units: Int }
    static let sales = [Sale(month: "Jan", units: 40), Sale(month: "Feb", units: 65), Sale(month: "Mar", units: 30),
                        Sale(month: "Apr", units: 80)]

    final class Seen: @unchecked Sendable { var proxy: ChartProxy?; var size: CGSize? }

    @Test func anOverlayRuleAtAValueSitsOnItsBar() throws {
        var selectedMonth: String? = "Mar"
        let seen = Seen()
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                Rectangle()
                    .fill(.clear)
                    .contentShape(Rectangle())
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                selectedMonth = proxy.value(atX: value.location.x - plot.origin.x, as: String.self)
                            }
                            .onEnded { _ in selectedMonth = nil }
                    )
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let location): selectedMonth = proxy.value(atX: location.x - plot.origin.x)
                        case .ended: selectedMonth = nil
                        }
                    }
                if let month = selectedMonth, let x = proxy.position(forX: month) {
                    Rectangle()
                        .fill(Color(red: 1, green: 0, blue: 0))
                        .frame(width: 2, height: plot.height)
                        .position(x: plot.minX + x, y: plot.midY)
                    Text(month)
                        .font(.caption)
                        .position(x: plot.minX + x, y: plot.minY + 8)
                }
            }
            .onAppear { seen.proxy = proxy; seen.size = proxy.plotSize }
        }
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let bars = SwiftChartsViewDrawingTests.bars(scene)
        let rule = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape rectangle").first)
        // The rule's centre is the March bar's centre; it spans the plot area.
        let march = bars[2]
        #expect(abs(rule.rect.x + 1 - (march.x + march.width / 2)) < 0.01)
        #expect(abs(rule.rect.y - scene.plotArea.y) < 0.01 && abs(rule.rect.height - scene.plotArea.height) < 0.01)
        #expect(rule.fill == Color(red: 1, green: 0, blue: 0))
        // The clear rectangle with the gestures draws nothing.
        #expect(SwiftChartsViewDrawingTests.rects(scene, "view-shape rectangle").count == 1)
        let label = try #require(scene.texts.first { $0.classes == "overlay-text" })
        #expect(label.text == "Mar")
        // The SVG has the overlay over the chart, hidden from assistive technology; the PNG is red at the rule.
        let svg = try ParsedSVG(chart.svg())
        let group = try #require(svg.elements("g", classes: "chart-overlay").first)
        #expect(group.value("aria-hidden") == "true")
        let image = try #require(PNGDecoder.decode(try chart.png()))
        let red = SwiftChartsViewDrawingTests.pixel(image, rule.rect.x + 1, scene.plotArea.y + scene.plotArea.height * 0.1)
        #expect(red[0] > 200 && red[1] < 60 && red[2] < 60, "\(red)")
        // No selection: nothing but the clear rectangle.
        selectedMonth = nil
        #expect(SwiftChartsViewDrawingTests.rects(Scene(resolved), "view-shape rectangle").isEmpty)
    }

    @Test func theProxyAnswersFromTheChartsScales() throws {
        struct Reading { var day: Date; var value: Double }
        let start = Date(timeIntervalSince1970: 1_717_200_000)
        let readings = (0..<10).map { Reading(day: start.addingTimeInterval(Double($0) * 86_400), value: Double($0 * 10)) }
        final class Box: @unchecked Sendable {
            var proxy: ChartProxy?
            var plot: CGRect?
            func record(_ proxy: ChartProxy, _ plot: CGRect) -> Bool { self.proxy = proxy; self.plot = plot; return true }
        }
        let box = Box()
        let chart = Chart(readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
        }
        .chartYScale(domain: 0...100)
        .chartBackground { proxy in
            GeometryReader { geometry in
                let _ = box.record(proxy, geometry[proxy.plotFrame!])
                Color(red: 1, green: 1, blue: 0.8)
            }
        }
        let scene = Scene(try chart.resolve())
        let proxy = try #require(box.proxy)
        let plot = scene.plotArea
        #expect(abs(Double(proxy.plotSize.width) - plot.width) < 0.01)
        let frame = try #require(box.plot)
        #expect(abs(Double(frame.minX) - plot.x) < 0.01 && abs(Double(frame.minY) - plot.y) < 0.01)
        // 50 is halfway up a 0 to 100 scale; the top is 100.
        #expect(abs(Double(proxy.position(forY: 50.0)!) - plot.height / 2) < 0.01)
        #expect(abs(proxy.value(atY: 0, as: Double.self)! - 100) < 1e-9)
        // A date and back.
        let day = start.addingTimeInterval(4 * 86_400)
        let x = try #require(proxy.position(forX: day))
        let back = try #require(proxy.value(atX: x, as: Date.self))
        #expect(abs(back.timeIntervalSince(day)) < 1)
        #expect(proxy.position(forX: "Mon") == nil)
        // The background is drawn under the grid and the marks.
        let svg = try ParsedSVG(chart.svg())
        let names = svg.root.all.map(\.classes).filter { $0.contains("chart-background") || $0.contains("grid") }
        #expect(names.first?.contains("chart-background") == true)
    }

    /// On a padded range the proxy answers where the marks are drawn: the domain's ends 20 and 30 points in,
    /// and back again.
    @Test func theProxyKnowsAPaddedRange() throws {
        struct Reading { var hour: Double; var level: Double }
        final class Box: @unchecked Sendable { var proxy: ChartProxy? }
        let box = Box()
        let chart = Chart((0...10).map { Reading(hour: Double($0), level: Double($0 % 3)) }, id: \.hour) { r in
            PointMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
        .chartXScale(domain: 0...10, range: .plotDimension(startPadding: 20, endPadding: 30))
        .chartOverlay { proxy in
            box.proxy = proxy
            return EmptyView()
        }
        let scene = Scene(try chart.resolve())
        let proxy = try #require(box.proxy)
        let plot = scene.plotArea
        #expect(abs(Double(proxy.position(forX: 0.0)!) - 20) < 1e-9)
        #expect(abs(Double(proxy.position(forX: 10.0)!) - (plot.width - 30)) < 1e-9)
        #expect(abs(proxy.value(atX: 20, as: Double.self)! - 0) < 1e-9)
        #expect(abs(proxy.value(atX: CGFloat(plot.width - 30), as: Double.self)! - 10) < 1e-9)
        // The mark at 10 is drawn where the proxy says.
        let svg = try ParsedSVG(chart.svg())
        let last = svg.elements("circle").filter { $0.classes.contains("mark") }.compactMap { Double($0.value("cx") ?? "") }.max()!
        #expect(abs(last - (plot.x + Double(proxy.position(forX: 10.0)!))) < 0.01)
    }

    @Test func aCategoryIsReadBackWhereItsBandIs() throws {
        final class Box: @unchecked Sendable { var proxy: ChartProxy? }
        let box = Box()
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartOverlay { proxy in
            box.proxy = proxy
            return EmptyView()
        }
        _ = Scene(try chart.resolve())
        let proxy = try #require(box.proxy)
        for month in ["Jan", "Feb", "Mar", "Apr"] {
            let x = try #require(proxy.position(forX: month))
            #expect(proxy.value(atX: x + 3, as: String.self) == month)
            let band = try #require(proxy.positionRange(forX: month))
            #expect(band.contains(x))
        }
    }

    /// The groups of a scene's overlays and backgrounds, by their classes.
    static func overlayGroups(_ scene: Scene) -> [String] {
        func groups(_ node: SceneNode) -> [String] {
            guard case .group(let g) = node else { return [] }
            let own = g.classes.hasPrefix("chart-overlay") || g.classes.hasPrefix("chart-background") ? [g.classes] : []
            return own + g.children.flatMap(groups)
        }
        return scene.nodes.flatMap(groups)
    }

    /// Apple's samples select with a drag on a clear overlay and draw the selection (a rule and a card) in the
    /// background under `if let`: with a gesture in either, that drawing is the selection's, marked for the
    /// page, and it stands where the code asked the proxy for. Without a gesture it is just a drawing.
    @Test func anOverlayThatSelectsMarksWhatItDrawsAsTheSelection() throws {
        func chart(selected: String?, gesture: Bool) -> Chart {
            Chart(Self.sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if gesture {
                        Rectangle().fill(.clear).contentShape(Rectangle())
                            .gesture(DragGesture().onChanged { _ in })
                    }
                }
            }
            .chartBackground { proxy in
                GeometryReader { geometry in
                    let plot = geometry[proxy.plotFrame!]
                    if let selected, let x = proxy.position(forX: selected) {
                        Rectangle().fill(Color(red: 0, green: 0, blue: 1))
                            .frame(width: 2, height: plot.height)
                            .position(x: plot.minX + x, y: plot.midY)
                        Text(selected).padding(4).background(Color(red: 0.9, green: 0.9, blue: 0.9))
                            .position(x: plot.minX + x, y: plot.minY + 10)
                    }
                }
            }
        }
        let scene = Scene(try chart(selected: "Feb", gesture: true).resolve())
        let rule = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape rectangle").first { $0.fill == Color(red: 0, green: 0, blue: 1) })
        let feb = SwiftChartsViewDrawingTests.bars(scene)[1]
        // The scene's selection stands at February's bar, where the rule is drawn.
        let at = try #require(scene.selection?.x)
        #expect(abs(at - (feb.x + feb.width / 2)) < 0.01)
        #expect(abs(rule.rect.x + 1 - at) < 0.01)
        #expect(scene.selection?.y == nil)
        // The background's drawing under `if let selected` is the selection's (the rule and the card, each
        // marked); the overlay, a gesture on a clear rectangle, draws nothing.
        #expect(Self.overlayGroups(scene) == ["chart-background"])
        let svg = try ParsedSVG(chart(selected: "Feb", gesture: true).svg())
        let background = try #require(svg.elements("g", classes: "chart-background").first)
        #expect(background.children.map(\.classes) == [["selection"], ["selection"]])
        // Without a gesture the same drawing is not a selection.
        let still = Scene(try chart(selected: "Feb", gesture: false).resolve())
        #expect(Self.overlayGroups(still) == ["chart-background"])
        #expect(try ParsedSVG(chart(selected: "Feb", gesture: false).svg()).elements("g", classes: "selection").isEmpty)
        #expect(still.selection == nil)
        // Selecting with nothing selected: nothing drawn, no selection.
        let nothing = Scene(try chart(selected: nil, gesture: true).resolve())
        #expect(Self.overlayGroups(nothing).isEmpty)
        #expect(nothing.selection == nil)
    }
}
