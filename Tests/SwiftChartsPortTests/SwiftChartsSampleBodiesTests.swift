import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Chart bodies in the styles public sample projects write them (issue 32), each compiled unchanged: hover
/// overlays with a rule and an annotation view, selection popovers, custom legends, a header view and a
/// tap to select. Each is drawn and read back where it draws something of its own.
@Suite struct SwiftChartsSampleBodiesTests {
    struct Point: Identifiable { var date: Date; var price: Double; var id: Date { date } }
    static let start = Date(timeIntervalSince1970: 1_704_067_200)
    static let prices = (0..<30).map { Point(date: start.addingTimeInterval(Double($0) * 86_400), price: 100 + Double(($0 * 7) % 23)) }

    /// A stock chart: a line, a rule where the pointer is and a card above it, as the hover samples draw them.
    struct StockChart {
        @State var hovered: Date? = SwiftChartsSampleBodiesTests.prices[12].date

        var chart: Chart {
            Chart {
                ForEach(SwiftChartsSampleBodiesTests.prices) { point in
                    LineMark(x: .value("Date", point.date), y: .value("Price", point.price))
                        .interpolationMethod(.catmullRom)
                }
                if let hovered, let point = SwiftChartsSampleBodiesTests.prices.first(where: { $0.date == hovered }) {
                    RuleMark(x: .value("Date", hovered))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .zIndex(-1)
                        .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(point.date, format: .dateTime.month().day())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text("$\(Int(point.price))")
                                    .font(.title3.bold())
                            }
                            .padding(6)
                            .background {
                                RoundedRectangle(cornerRadius: 4)
                                    .fill(Color.gray.opacity(0.12))
                            }
                        }
                }
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let location):
                                let origin = geometry[proxy.plotAreaFrame].origin
                                hovered = proxy.value(atX: location.x - origin.x, as: Date.self)
                            case .ended:
                                hovered = nil
                            }
                        }
                }
            }
        }
    }

    @Test func aHoverRuleWithACard() throws {
        let stock = StockChart()
        let scene = Scene(try stock.chart.resolve())
        let card = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape rounded-rectangle").first)
        #expect(card.radius == 4)
        let texts = scene.texts.filter { $0.classes == "annotation" }.map(\.text)
        #expect(texts.count == 2 && texts[1] == "$\(Int(Self.prices[12].price))")
        stock.hovered = nil
        #expect(SwiftChartsViewDrawingTests.rects(Scene(try stock.chart.resolve()), "view-shape rounded-rectangle").isEmpty)
    }

    /// A bar chart whose selection shows a popover with a title, a value and a divider, on a material.
    @Test func aSelectionPopover() throws {
        struct Category { var name: String; var total: Double }
        let categories = [Category(name: "Coffee", total: 42), Category(name: "Books", total: 18),
                          Category(name: "Music", total: 27)]
        let selected: String? = "Books"
        let chart = Chart(categories, id: \.name) { item in
            BarMark(x: .value("Category", item.name), y: .value("Total", item.total))
                .foregroundStyle(selected == nil || selected == item.name ? Color.accentColor : Color.gray.opacity(0.4))
                .annotation(position: .top, alignment: .center) {
                    if selected == item.name {
                        VStack(alignment: .center, spacing: 4) {
                            Text(item.name).font(.headline)
                            Divider()
                            HStack {
                                Image(systemName: "dollarsign.circle")
                                Text(item.total, format: .number)
                            }
                            .font(.subheadline)
                        }
                        .padding(10)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                        .overlay {
                            RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.3), lineWidth: 0.5)
                        }
                        .shadow(radius: 3)
                    }
                }
        }
        .chartXSelection(value: .constant(selected))
        let scene = Scene(try chart.resolve())
        let cards = SwiftChartsViewDrawingTests.rects(scene, "view-shape rounded-rectangle")
        #expect(cards.count == 1)
        let divider = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-divider").first)
        // The divider spans the stack's width, inside the padding.
        #expect(abs(divider.rect.width - (cards[0].rect.width - 20)) < 0.01)
        #expect(scene.texts.filter { $0.classes == "annotation" }.map(\.text) == ["Books", "18"])
    }

    /// A legend written as a view, as sample apps write one: it compiles and Plotline's own legend names the series.
    @Test func aCustomLegendView() throws {
        struct Run { var week: Int; var miles: Double; var runner: String }
        let runs = (1...6).flatMap { w in [Run(week: w, miles: Double(w * 3), runner: "Ana"), Run(week: w, miles: Double(w * 2 + 4), runner: "Ben")] }
        let runners = ["Ana", "Ben"]
        let chart = Chart(runs, id: \.week) { run in
            LineMark(x: .value("Week", run.week), y: .value("Miles", run.miles))
                .foregroundStyle(by: .value("Runner", run.runner))
                .symbol(by: .value("Runner", run.runner))
        }
        .chartLegend(position: .top, alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                ForEach(runners, id: \.self) { runner in
                    HStack(spacing: 4) {
                        Circle().fill(runner == "Ana" ? Color.blue : Color.green).frame(width: 8, height: 8)
                        Text(runner).font(.caption).foregroundStyle(.secondary)
                    }
                }
                Spacer()
            }
        }
        let svg = try ParsedSVG(chart.svg())
        let legend = svg.elements("g", classes: "legend").first?.all.filter { $0.name == "text" }.map(\.stringValue) ?? []
        #expect(legend.contains("Ana") && legend.contains("Ben"))
    }

    /// A tap that selects, on a point chart with a `chartBackground` band for a target range.
    @Test func aTapToSelectAndATargetBand() throws {
        struct Reading { var hour: Int; var glucose: Double }
        let readings = (0..<12).map { Reading(hour: $0 * 2, glucose: 80 + Double(($0 * 13) % 70)) }
        var tapped: Int?
        let chart = Chart(readings, id: \.hour) { r in
            PointMark(x: .value("Hour", r.hour), y: .value("Glucose", r.glucose))
        }
        .chartYScale(domain: 40...200)
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plot = proxy.plotFrame, let top = proxy.position(forY: 140), let bottom = proxy.position(forY: 70) {
                    let frame = geometry[plot]
                    Rectangle()
                        .fill(Color.green.opacity(0.15))
                        .frame(width: frame.width, height: bottom - top)
                        .offset(x: frame.minX, y: frame.minY + top)
                }
            }
        }
        .chartOverlay { proxy in
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { location in
                    tapped = proxy.value(atX: location.x, as: Int.self)
                }
        }
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        let band = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape rectangle").first)
        let plot = scene.plotArea
        // 140 to 70 on a 40 to 200 scale.
        #expect(abs(band.rect.y - (plot.y + plot.height * (200 - 140) / 160)) < 0.01)
        #expect(abs(band.rect.height - plot.height * 70 / 160) < 0.01)
        #expect(abs(band.rect.x - plot.x) < 0.01 && abs(band.rect.width - plot.width) < 0.01)
        #expect(tapped == nil)
    }

    /// A header and a chart in one card, as a dashboard sample writes the annotation on its maximum.
    @Test func aMaximumMarkedWithABadge() throws {
        let best = try #require(Self.prices.max { $0.price < $1.price })
        let chart = Chart(Self.prices) { p in
            AreaMark(x: .value("Date", p.date), y: .value("Price", p.price))
                .foregroundStyle(.blue.opacity(0.2))
            if p.date == best.date {
                PointMark(x: .value("Date", p.date), y: .value("Price", p.price))
                    .symbolSize(60)
                    .annotation(position: .top, spacing: 6) {
                        ZStack {
                            Capsule().fill(Color.blue)
                            Text("High").font(.caption2.weight(.semibold)).foregroundColor(.white)
                                .padding(.horizontal, 8).padding(.vertical, 3)
                        }
                        .fixedSize()
                    }
            }
        }
        .chartPlotStyle { $0.background(Color.gray.opacity(0.05)).cornerRadius(12) }
        let scene = Scene(try chart.resolve())
        let badge = try #require(SwiftChartsViewDrawingTests.rects(scene, "view-shape capsule").first)
        let style = TextStyle(size: 11, weight: .bold)
        #expect(abs(badge.rect.width - (TextMetrics.width("High", style: style) + 16)) < 0.01)
        #expect(abs(badge.radius - badge.rect.height / 2) < 0.01)
        let plot = try #require(SwiftChartsViewDrawingTests.rects(scene, "plot-background").first)
        #expect(plot.radius == 12)
    }
}
