import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// A chart that selects with a gesture in its overlay, written as Apple's sample code writes one: a clear
/// rectangle with a drag and a tap in `chartOverlay`, and in `chartBackground` the selection's rule and card
/// under `if let selectedElement`, beside drawing that is there whatever is selected (a hint, a frame, a
/// goal line). Only what depends on the selection is the selection's drawing (class `selection`), which the
/// page's scrubbing replaces; the rest is the background's own and stays.
@Suite struct SwiftChartsSelectionDrawingTests {
    struct Sale: Identifiable { var id: String { day }; var day: String; var sales: Int }
    static let sales = [Sale(day: "Mon", sales: 42), Sale(day: "Tue", sales: 55), Sale(day: "Wed", sales: 31),
                        Sale(day: "Thu", sales: 68), Sale(day: "Fri", sales: 49)]
    static let goal = 50

    static func chart(selected initial: Sale?) -> Chart {
        @State var selectedElement: Sale? = initial
        return Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        SpatialTapGesture()
                            .onEnded { value in
                                let x = value.location.x - geometry[proxy.plotFrame!].origin.x
                                let day: String? = proxy.value(atX: x)
                                selectedElement = sales.first { $0.day == day }
                            }
                            .exclusively(before: DragGesture().onChanged { value in
                                let x = value.location.x - geometry[proxy.plotFrame!].origin.x
                                let day: String? = proxy.value(atX: x)
                                selectedElement = sales.first { $0.day == day }
                            })
                    )
            }
        }
        .chartBackground { proxy in
            ZStack(alignment: .topLeading) {
                GeometryReader { geometry in
                    let plot = geometry[proxy.plotFrame!]
                    // There whatever is selected: a frame round the plot, the goal as a line, a hint.
                    RoundedRectangle(cornerRadius: 4)
                        .stroke(Color(red: 0.6, green: 0.6, blue: 0.6), lineWidth: 1)
                        .frame(width: plot.width, height: plot.height)
                        .position(x: plot.midX, y: plot.midY)
                    Rectangle().fill(Color(red: 0, green: 0.6, blue: 0))
                        .frame(width: plot.width, height: 1)
                        .position(x: plot.midX, y: plot.minY + (proxy.position(forY: goal) ?? 0))
                    Text("Tap a bar")
                        .font(.caption)
                        .position(x: plot.maxX - 30, y: plot.minY + 8)
                    // The selection: a rule at the selected day and a card with its sales.
                    if let selectedElement, let x = proxy.position(forX: selectedElement.day) {
                        Rectangle().fill(Color(red: 0, green: 0, blue: 1))
                            .frame(width: 2, height: plot.height)
                            .position(x: plot.minX + x, y: plot.midY)
                        VStack(alignment: .leading) {
                            Text(selectedElement.day).font(.caption)
                            Text("\(selectedElement.sales) sales").font(.headline)
                        }
                        .padding(4)
                        .background {
                            RoundedRectangle(cornerRadius: 4).fill(Color(red: 0.9, green: 0.9, blue: 0.9))
                        }
                        .position(x: plot.minX + x, y: plot.minY + 20)
                    }
                }
            }
        }
    }

    /// The classes of every group from the root to each node of `svg` that passes `test`.
    static func ancestry(_ svg: ParsedSVG, _ test: (Node) -> Bool) -> [[String]] {
        svg.root.all.filter(test).map { node in
            var classes: [String] = []
            var at = node.parent
            while let n = at { classes += n.classes; at = n.parent }
            return classes
        }
    }

    @Test func onlyWhatDependsOnTheSelectionIsTheSelectionsDrawing() throws {
        let chart = Self.chart(selected: Self.sales[3])
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(try chart.svg())
        // The rule at Thursday and the card are the selection's drawing, in the background.
        let selection = svg.elements("g", classes: "selection")
        #expect(!selection.isEmpty && selection.allSatisfy { $0.parent?.classes == ["chart-background"] })
        let texts = selection.flatMap { $0.all.filter { $0.name == "text" }.map(\.stringValue) }
        #expect(texts == ["Thu", "68 sales"])
        let group = try #require(selection.first { $0.all.contains { $0.name == "rect" && $0.value("fill") == "#0000ff" } })
        let rule = try #require(group.all.first { $0.name == "rect" && $0.value("fill") == "#0000ff" })
        let thursday = SwiftChartsViewDrawingTests.bars(scene)[3]
        let ruleX = try #require(rule.value("x").flatMap(Double.init))
        #expect(abs(ruleX + 1 - (thursday.x + thursday.width / 2)) < 0.01)
        // The scene's selection stands at Thursday, where the rule is, though the goal line asked the proxy
        // for a place too.
        let at = try #require(scene.selection?.x)
        #expect(abs(at - (thursday.x + thursday.width / 2)) < 0.01)
        #expect(scene.selection?.y == nil)
        // The frame, the goal line and the hint are the background's own: drawn, and not the selection's.
        let hint = Self.ancestry(svg) { $0.name == "text" && $0.stringValue == "Tap a bar" }
        #expect(hint.count == 1 && hint[0].contains("chart-background") && !hint[0].contains("selection"))
        let goal = Self.ancestry(svg) { $0.name == "rect" && $0.value("fill") == "#009900" }
        #expect(goal.count == 1 && goal[0].contains("chart-background") && !goal[0].contains("selection"))
        // The goal line stands at 50 on the y scale: 50/55 of the way up Tuesday's bar.
        let goalRect = try #require(svg.root.all.first { $0.name == "rect" && $0.value("fill") == "#009900" })
        let goalY = try #require(goalRect.value("y").flatMap(Double.init))
        let tuesday = SwiftChartsViewDrawingTests.bars(scene)[1]
        let fifty = tuesday.maxY - tuesday.height * 50 / 55
        #expect(abs(goalY + 0.5 - fifty) < 0.01, "goal at \(goalY + 0.5), 50 at \(fifty)")
        let frame = Self.ancestry(svg) { $0.name == "rect" && $0.value("stroke") == "#999999" }
        #expect(frame.count == 1 && !frame[0].contains("selection"))
    }

    @Test func withNothingSelectedTheStaticDrawingStaysAndNothingIsSelected() throws {
        let chart = Self.chart(selected: nil)
        let scene = Scene(try chart.resolve())
        #expect(scene.selection == nil)
        let svg = try ParsedSVG(try chart.svg())
        #expect(svg.elements("g", classes: "selection").isEmpty)
        #expect(svg.elements("g", classes: "chart-background").count == 1)
        #expect(svg.root.all.contains { $0.name == "text" && $0.stringValue == "Tap a bar" })
    }

    /// The selection drawn in the chart's own content, as Swift Charts' samples draw it: a rule and its
    /// annotation under `if let selectedDay`, with a clear overlay that selects by dragging. Beside it a goal
    /// rule and, inside the data's loop, points only where sales beat it: conditions on rows, not on the
    /// selection, so they stay drawn as the chart's own.
    static func contentChart(selected initial: String?, selects: Bool = true) -> Chart {
        @State var selectedDay: String? = initial
        return Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                if sale.sales > goal {
                    PointMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                }
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(Color(red: 0, green: 0.6, blue: 0))
            if let selectedDay {
                RuleMark(x: .value("Day", selectedDay))
                    .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                    .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text(selectedDay).font(.caption)
                    }
            }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if selects {
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(DragGesture().onChanged { value in
                            let x = value.location.x - geometry[proxy.plotFrame!].origin.x
                            selectedDay = proxy.value(atX: x)
                        })
                }
            }
        }
    }

    @Test func aRuleAndAnnotationAtTheSelectedValueAreTheSelection() throws {
        let chart = Self.contentChart(selected: "Thu")
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(try chart.svg())
        let thursday = SwiftChartsViewDrawingTests.bars(scene)[3]
        // The rule at Thursday and its annotation are inside the selection's groups.
        let selection = svg.elements("g", classes: "selection")
        let rules = selection.flatMap { $0.all.filter { $0.name == "line" && $0.classes.contains("rule") } }
        #expect(rules.count == 1)
        let x = try #require(rules.first?.value("x1").flatMap(Double.init))
        #expect(abs(x - (thursday.x + thursday.width / 2)) < 0.01)
        #expect(selection.flatMap { $0.all.filter { $0.name == "text" }.map(\.stringValue) } == ["Thu"])
        // The scene's selection stands there, where the page's scrubber starts.
        let at = try #require(scene.selection?.x)
        #expect(abs(at - x) < 0.01)
        // The goal rule, the bars and the points drawn where a row passed its condition are the chart's own.
        let goal = Self.ancestry(svg) { $0.name == "line" && $0.classes.contains("rule") && $0.value("stroke") == "#009900" }
        #expect(goal.count == 1 && !goal[0].contains("selection"))
        let points = Self.ancestry(svg) { $0.classes.contains("point") && $0.classes.contains("mark") }
        #expect(points.count == 2 && points.allSatisfy { !$0.contains("selection") })
        // Without a gesture nothing selects: the same rule is plain drawing.
        let still = try ParsedSVG(try Self.contentChart(selected: "Thu", selects: false).svg())
        #expect(still.elements("g", classes: "selection").isEmpty)
        #expect(Scene(try Self.contentChart(selected: "Thu", selects: false).resolve()).selection == nil)
        // Nothing selected: no rule, no selection.
        let none = Scene(try Self.contentChart(selected: nil).resolve())
        #expect(none.selection == nil)
        #expect(try ParsedSVG(try Self.contentChart(selected: nil).svg()).elements("g", classes: "selection").isEmpty)
    }

    /// In an overlay, a condition inside a view loop is on a row (a label for each day over the goal): that
    /// drawing is the overlay's own, though the chart selects.
    @Test func aConditionInsideAViewLoopIsTheOverlaysOwn() throws {
        let chart = Chart(Self.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                Rectangle().fill(.clear).contentShape(Rectangle()).onContinuousHover { _ in }
                ForEach(Self.sales) { sale in
                    if sale.sales > Self.goal, let x = proxy.position(forX: sale.day) {
                        Text("★").position(x: plot.minX + x, y: plot.minY + 6)
                    }
                }
            }
        }
        let svg = try ParsedSVG(try chart.svg())
        let stars = Self.ancestry(svg) { $0.name == "text" && $0.stringValue == "★" }
        #expect(stars.count == 2 && stars.allSatisfy { $0.contains("chart-overlay") && !$0.contains("selection") })
        #expect(Scene(try chart.resolve()).selection == nil)
    }
}
