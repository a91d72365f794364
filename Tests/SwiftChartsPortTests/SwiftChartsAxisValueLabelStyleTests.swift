import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
@testable import ScenePNG

/// Axis value labels styled as Swift Charts code styles them (issue 32): a color per value
/// (`AxisValueLabel().foregroundStyle(value.as(Int.self)! > 5 ? ... : ...)`), in a label's `Text` too, held to
/// the contrast rule annotations follow; labels turned by `orientation:` or a text's `rotationEffect`, with
/// room made for them; and the labels of a stride too fine to label every value given way as
/// `collisionResolution:` says, their grid lines and ticks kept. Each chart is written as app code writes it
/// (own data), drawn, and read back from the scene, the SVG and the PNG.
@Suite struct SwiftChartsAxisValueLabelStyleTests {
    struct Rainfall: Identifiable {
        var month: Int
        var millimetres: Double
        var id: Int { month }
    }

    struct Visit: Identifiable {
        var date: Date
        var count: Double
        var id: Date { date }
    }

    struct Tree: Identifiable {
        var species: String
        var height: Double
        var id: String { species }
    }

    static let rain = (1...10).map { Rainfall(month: $0, millimetres: Double(20 + ($0 * 37) % 60)) }

    static func labels(_ scene: Scene, axis: String) -> [SceneText] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis)
    }

    /// The SVG's text elements of the x axis's labels, with their fill.
    static func svgLabels(_ svg: String, axis: String = "x") throws -> [(text: String, fill: String?)] {
        // The parsed tree is kept while its nodes' parents are read.
        let parsed = try ParsedSVG(svg)
        return withExtendedLifetime(parsed) {
            parsed.elements("text", classes: "tick-label")
                .filter { $0.parent?.parent?.classes.contains(axis) == true }
                .map { ($0.stringValue, $0.value("fill")) }
        }
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    // MARK: 1. Colors

    /// Months after June in indigo, the rest in black: each label in its own color, in the scene and the SVG.
    @Test func aColorPerValue() throws {
        let chart = Chart(Self.rain) { item in
            LineMark(x: .value("Month", item.month), y: .value("Rain", item.millimetres))
        }
        .chartXAxis {
            AxisMarks(values: Array(1...10)) { value in
                AxisGridLine()
                AxisValueLabel().foregroundStyle(value.as(Int.self)! > 5 ? Color.indigo : Color.black)
            }
        }
        .frame(width: 480, height: 240)
        // Both read as text on white (the case this is about: they are drawn as asked).
        #expect(ColorScience.contrast(Color.indigo, Theme.light.background) >= 4.5)
        let scene = Scene(try chart.resolve())
        let labels = Self.labels(scene, axis: "axis x")
        #expect(labels.map(\.text) == (1...10).map(String.init))
        for label in labels {
            #expect(label.color.hex == (Int(label.text)! > 5 ? Color.indigo.hex : Color.black.hex), "\(label.text)")
        }
        let svg = try Self.svgLabels(try chart.svg())
        #expect(svg.map(\.fill) == (1...10).map { $0 > 5 ? Color.indigo.hex : Color.black.hex })
        // The y axis, not asked, keeps the theme's text color.
        #expect(Self.labels(scene, axis: "axis y").allSatisfy { $0.color.hex == Theme.light.axisTextColor.hex })
    }

    /// A color that does not read as text on the background (Apple's red on white, 3.6:1; black at 30%) is
    /// drawn in the axis's own text color, as an annotation's would be; on the dark background red reads,
    /// and is drawn red. The light SVG names the choice's role so its dark scheme makes it again.
    @Test func aColorTooFaintForTextKeepsTheAxisColor() throws {
        let chart = Chart(Self.rain) { item in
            BarMark(x: .value("Month", String(item.month)), y: .value("Rain", item.millimetres))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel().foregroundStyle(value.index % 2 == 0 ? Color.red : Color.black.opacity(0.3))
            }
        }
        .frame(width: 480, height: 240)
        #expect(ColorScience.contrast(Color.red, Theme.light.background) < 4.5)
        #expect(ColorScience.contrast(Color.red, Theme.dark.background) >= 4.5)
        let light = try Self.svgLabels(try chart.svg())
        #expect(light.count == 10)
        #expect(light.allSatisfy { $0.fill == Theme.light.axisTextColor.hex })
        let dark = try Self.svgLabels(try chart.svg(theme: .dark))
        #expect(dark.enumerated().allSatisfy { i, label in
            label.fill == (i % 2 == 0 ? Color.red.hex : Theme.dark.axisTextColor.hex)
        })
        #expect(try chart.svg().contains("axis-readable-ff3b30"))
    }

    /// The color of the label's `Text` (`foregroundStyle` inside the content) and `foregroundColor` on the
    /// label: drawn in the SVG and in the PNG's pixels.
    @Test func aTextsColorInsideTheLabel() throws {
        let brick = Color(red: 0.6, green: 0.1, blue: 0.1)
        let chart = Chart(Self.rain) { item in
            BarMark(x: .value("Month", item.month), y: .value("Rain", item.millimetres))
        }
        .chartXAxis {
            AxisMarks(values: [2, 4, 6, 8]) { value in
                AxisValueLabel {
                    if let month = value.as(Int.self) {
                        Text("M\(month)").foregroundStyle(month == 4 ? brick : Color.black)
                    }
                }
            }
        }
        .chartYAxis {
            AxisMarks(values: [0, 40, 80]) { _ in
                AxisGridLine()
                AxisValueLabel().foregroundColor(brick)
            }
        }
        .frame(width: 480, height: 240)
        let svg = try chart.svg()
        #expect(try Self.svgLabels(svg).map(\.text) == ["M2", "M4", "M6", "M8"])
        #expect(try Self.svgLabels(svg).map(\.fill) == [Color.black.hex, brick.hex, Color.black.hex, Color.black.hex])
        #expect(try Self.svgLabels(svg, axis: "y").map(\.fill) == [brick.hex, brick.hex, brick.hex])
        // In the PNG, "M4" is inked in brick red, "M2" in black.
        let scene = Scene(try chart.resolve())
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        func reddest(_ text: String) throws -> Int {
            let label = try #require(Self.labels(scene, axis: "axis x").first { $0.text == text })
            let box = label.bounds
            var most = 0
            for y in Int(box.y)...Int(box.maxY) where y >= 0 && y < canvas.height {
                for x in Int(box.x)...Int(box.maxX) where x >= 0 && x < canvas.width {
                    let i = (y * canvas.width + x) * 4
                    most = max(most, Int(canvas.pixels[i]) - Int(canvas.pixels[i + 1]))
                }
            }
            return most
        }
        #expect(try reddest("M4") > 100)
        #expect(try reddest("M2") < 10)
    }

    // MARK: 2. Turned labels

    static func visits() -> [Visit] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return (1...12).map { month in
            Visit(date: calendar.date(from: DateComponents(year: 2025, month: month, day: 1))!, count: Double(100 + month * 13 % 70))
        }
    }

    /// Month names turned to read bottom up (`.verticalReversed`) or top down (`.vertical`): every label
    /// turned a quarter, ending (or starting) at its tick, below the plot area and above the axis title,
    /// none over another.
    @Test(arguments: [(AxisValueLabelOrientation.verticalReversed, -90.0), (.vertical, 90.0)])
    func verticalLabelsTurnAQuarter(orientation: AxisValueLabelOrientation, degrees: Double) throws {
        let chart = Chart(Self.visits()) { visit in
            BarMark(x: .value("Month", visit.date, unit: .month), y: .value("Visits", visit.count))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.wide), orientation: orientation)
            }
        }
        .chartXAxisLabel("Month")
        .frame(width: 520, height: 300)
        let scene = Scene(try chart.resolve())
        let labels = Self.labels(scene, axis: "axis x")
        #expect(labels.count >= 12)
        #expect(labels.prefix(12).map(\.text) == ["January", "February", "March", "April", "May", "June", "July",
                                                   "August", "September", "October", "November", "December"])
        let title = try #require(scene.texts.first { $0.classes == "axis-title" && $0.text == "Month" })
        for label in labels {
            #expect(label.rotation == degrees)
            #expect(label.anchor == (degrees < 0 ? .end : .start))
            let box = label.bounds
            #expect(box.y > scene.plotArea.maxY, "\(label.text) reaches into the plot")
            #expect(box.maxY <= title.bounds.y + 0.5, "\(label.text) reaches into the axis title")
            #expect(box.x >= 0 && box.maxX <= scene.width)
        }
        for (a, b) in zip(labels, labels.dropFirst()) {
            #expect(!Self.overlap(a.bounds, b.bounds), "\(a.text) and \(b.text)")
        }
        // The whole of "September" is there, turned: the plot area gave it the room.
        let september = try #require(labels.first { $0.text == "September" })
        #expect(abs(september.bounds.height - TextMetrics.width("September", style: september.style)) < 0.5)
        // In the SVG: turned about the point it is anchored at.
        let svg = try ParsedSVG(try chart.svg())
        let texts = svg.elements("text", classes: "tick-label").filter { $0.parent?.parent?.classes.contains("x") == true }
        #expect(texts.count == labels.count)
        for text in texts {
            // (The y attribute is the baseline, below the anchor point by half the cap height when turned.)
            let x = try #require(text.value("x"))
            #expect(text.value("transform")?.hasPrefix("rotate(\(Int(degrees)) \(x) ") == true)
        }
    }

    /// A label's `Text` turned with `rotationEffect(.degrees(-45))`: drawn turned though the names would fit
    /// level, each ending at its bar's middle below the plot area.
    @Test func aTextTurnedWithRotationEffect() throws {
        let trees = [Tree(species: "Oak", height: 24), Tree(species: "Birch", height: 18), Tree(species: "Maple", height: 21),
                     Tree(species: "Pine", height: 30)]
        let level = Chart(trees) { tree in
            BarMark(x: .value("Species", tree.species), y: .value("Height", tree.height))
        }
        .frame(width: 420, height: 260)
        #expect(try Self.labels(Scene(level.resolve()), axis: "axis x").allSatisfy { $0.rotation == 0 })
        let chart = level.chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    Text(value.as(String.self) ?? "").rotationEffect(.degrees(-45))
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.labels(scene, axis: "axis x")
        #expect(labels.map(\.text) == trees.map(\.species))
        let bars = scene.shapes.filter { $0.classes.contains("bar") }
        #expect(bars.count == 4)
        for (label, bar) in zip(labels, bars) {
            #expect(label.rotation == -45)
            #expect(label.anchor == .end)
            guard case .rect(let r, _) = bar.geometry else { continue }
            #expect(abs(label.x - (r.x + r.width / 2)) < 0.02)
            #expect(label.bounds.y > scene.plotArea.maxY)
        }
    }

    /// Down a leading y axis, labels turned to read bottom up: each centred on its grid line beside the axis,
    /// none over another or over the plot, and the plot area wider than with level labels, as the turned
    /// labels take only a line's height across.
    @Test func aYAxisTurnedBottomUp() throws {
        func chart(_ orientation: AxisValueLabelOrientation) -> Chart {
            Chart(Self.rain) { item in
                BarMark(x: .value("Month", String(item.month)), y: .value("Rain", item.millimetres * 1_000))
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 20_000, 40_000, 60_000, 80_000]) { _ in
                    AxisGridLine()
                    AxisValueLabel(orientation: orientation)
                }
            }
            .frame(width: 420, height: 260)
        }
        let scene = Scene(try chart(.verticalReversed).resolve())
        let level = Scene(try chart(.automatic).resolve())
        let labels = Self.labels(scene, axis: "axis y")
        // (Short labels down a y axis, B2.)
        #expect(labels.map(\.text) == ["0", "20K", "40K", "60K", "80K"])
        let grid = Dictionary(uniqueKeysWithValues: zip(Self.gridValues(scene, "y"), scene.shapes.filter { $0.classes == "grid-line y" }))
        for (label, value) in zip(labels, [0.0, 20_000, 40_000, 60_000, 80_000]) {
            #expect(label.rotation == -90)
            let box = label.bounds
            #expect(box.maxX <= scene.plotArea.x - 5 && box.x >= 0, "\(label.text)")
            let line = try #require(grid[value])
            guard case .line(_, let y, _, _) = line.geometry else { Issue.record("not a line"); continue }
            #expect(abs((box.y + box.maxY) / 2 - y) < 0.5, "\(label.text) is not centred on its grid line")
        }
        let boxes = labels.map(\.bounds)
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(!Self.overlap(a, b)) }
        // The plot moved over by the level labels' widest ("80K") less the turned ones' line height.
        let style = labels[0].style
        let saved = TextMetrics.width("80K", style: style) - (TextMetrics.ascent(style: style) + TextMetrics.descent(style: style))
        #expect(abs((level.plotArea.x - scene.plotArea.x) - saved) < 0.01)
    }

    // MARK: 3. Labels that would overlap

    struct Reading: Identifiable {
        var metre: Double
        var depth: Double
        var id: Double { metre }
    }

    static let profile = stride(from: 0.0, through: 10_000, by: 500).map { Reading(metre: $0, depth: 40 + ($0 / 500).truncatingRemainder(dividingBy: 7)) }

    static func profileChart(_ resolution: AxisValueLabelCollisionResolution) -> Chart {
        Chart(profile) { reading in
            LineMark(x: .value("Distance", reading.metre), y: .value("Depth", reading.depth))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: 5)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(collisionResolution: resolution)
            }
        }
        .frame(width: 560, height: 260)
    }

    static func gridValues(_ scene: Scene, _ axis: String) -> [Double] {
        func walk(_ node: SceneNode) -> [Double] {
            switch node {
            case .group(let g): g.children.flatMap(walk)
            case .shape(let s) where s.classes == "grid-line \(axis)":
                s.attributes.first { $0.0 == "data-value" }.flatMap { Double($0.1) }.map { [$0] } ?? []
            default: []
            }
        }
        return scene.nodes.flatMap(walk)
    }

    /// A stride of 5 over 0 to 10,000: 2,001 grid lines and ticks, and a regular subset of the labels, every
    /// k-th from 0, none over another. Before, all 2,001 labels were drawn on top of each other.
    @Test func aFineStrideKeepsEveryKthLabel() throws {
        let scene = Scene(try Self.profileChart(.automatic).resolve())
        #expect(Self.gridValues(scene, "x").count == 2_001)
        let ticks = scene.shapes.filter { $0.classes == "tick-line" }.count
        #expect(ticks >= 2_001)
        let labels = Self.labels(scene, axis: "axis x")
        let values = labels.map { Double($0.text.replacingOccurrences(of: ",", with: ""))! }
        #expect(values.first == 0)
        #expect(values.count >= 4 && values.count < 40)
        let step = values[1] - values[0]
        #expect(step > 5 && step.truncatingRemainder(dividingBy: 5) == 0)
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 - $0 == step })
        let boxes = labels.map(\.bounds)
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(b.x - a.maxX >= 8 - 0.01) }
        // Every k-th of a familiar sequence (1, 2, 5, 10, 20, 25, 50, ...), so the labels step by a familiar
        // number (X3): here by 1,000, every 200th. The familiar k before it (100, by 500) would put two
        // labels within 8 points of each other.
        #expect(step == 1_000)
        let perUnit = scene.plotArea.width / 10_000
        let widest = labels.map { TextMetrics.width($0.text, style: $0.style) }.max()!
        #expect(500 * perUnit < widest + 8)
    }

    /// `.greedy` keeps each label that clears the last one kept; `.disabled` draws all 2,001.
    @Test func greedyAndDisabledResolutions() throws {
        let greedy = Self.labels(Scene(try Self.profileChart(.greedy).resolve()), axis: "axis x")
        #expect(greedy.first?.text == "0")
        #expect(greedy.count >= 4)
        let boxes = greedy.map(\.bounds)
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(b.x - a.maxX >= 8 - 0.01) }
        let spaced = Self.labels(Scene(try Self.profileChart(.greedy(minimumSpacing: 60)).resolve()), axis: "axis x")
        #expect(spaced.count < greedy.count)
        let spacedBoxes = spaced.map(\.bounds)
        for (a, b) in zip(spacedBoxes, spacedBoxes.dropFirst()) { #expect(b.x - a.maxX >= 60 - 0.01) }
        let all = Self.labels(Scene(try Self.profileChart(.disabled).resolve()), axis: "axis x")
        #expect(all.count == 2_001)
    }

    /// Down a y axis: a stride of 1 over 0 to 400 keeps every k-th label, from 0, none over another.
    @Test func aFineStrideDownTheYAxis() throws {
        let chart = Chart(Self.rain) { item in
            PointMark(x: .value("Month", item.month), y: .value("Rain", item.millimetres * 5))
        }
        .chartYScale(domain: 0...400)
        .chartYAxis { AxisMarks(values: .stride(by: 1)) }
        .frame(width: 400, height: 240)
        let scene = Scene(try chart.resolve())
        #expect(Self.gridValues(scene, "y").count == 401)
        let labels = Self.labels(scene, axis: "axis y")
        let values = labels.map { Double($0.text)! }.sorted()
        #expect(values.first == 0)
        #expect(values.count > 3)
        let step = values[1] - values[0]
        #expect(zip(values, values.dropFirst()).allSatisfy { $1 - $0 == step })
        let boxes = labels.map(\.bounds).sorted { $0.y < $1.y }
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(!Self.overlap(a, b)) }
    }

    /// A hostile stride (1e-9 over 0 to 10,000: ten trillion values) marks nothing rather than hang: more than
    /// 10,000 values on one axis are never made, stride or values given, and the chart is drawn at once.
    @Test func aStrideOfTooManyValuesMarksNone() throws {
        let chart = Chart(Self.profile) { reading in
            LineMark(x: .value("Distance", reading.metre), y: .value("Depth", reading.depth))
        }
        .chartXAxis { AxisMarks(values: .stride(by: 1e-9)) }
        let resolved = try chart.resolve()
        #expect(resolved.x.ticks.isEmpty)
        let scene = Scene(resolved)
        #expect(Self.gridValues(scene, "x").isEmpty)
        #expect(Self.labels(scene, axis: "axis x").isEmpty)
        // A stride of 2 over the same axis, 5,001 values, is drawn.
        let fine = Chart(Self.profile) { reading in
            LineMark(x: .value("Distance", reading.metre), y: .value("Depth", reading.depth))
        }
        .chartXAxis { AxisMarks(values: .stride(by: 2)) }
        #expect(try fine.resolve().x.ticks.count == 5_001)
        // Values given are held to the same most: 20,001 of them mark none, 10,000 are all marked.
        func given(_ values: [Double]) throws -> Int {
            try Chart(Self.profile) { reading in
                LineMark(x: .value("Distance", reading.metre), y: .value("Depth", reading.depth))
            }
            .chartXAxis { AxisMarks(values: values) }
            .resolve().x.ticks.count
        }
        #expect(try given(Array(stride(from: 0.0, through: 10_000, by: 0.5))) == 0)
        #expect(try given((0..<10_000).map(Double.init)) == 10_000)
    }
}
