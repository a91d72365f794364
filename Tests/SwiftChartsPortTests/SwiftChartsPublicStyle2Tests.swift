import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// Twenty-eight more chart bodies written here in the shapes public Swift Charts code takes (WWDC sessions on
/// vectorized plots and pie charts, gallery apps, tutorials), own data and names: vectorized plots with key
/// paths and mark dimensions, a function band, a donut read through `plotFrame`, an app's own
/// `ChartSymbolShape` and outlined built-in symbols, `EmptyAxisMark`, axes hidden by state, a scrolled
/// category window, a range picked through `chartGesture`, interpolations with parameters, an axis preset
/// on top, a legend view, a mapping closure, fixed and ratio bar sizes, blurred marks, a mask, a proxy's
/// `value(at:as:)`, Calendar weeks, a log scale, range padding, a centred stream, an aligned overlay, and a
/// clipped plot. Each is compiled unchanged, drawn, and read back from the scene.
@Suite struct SwiftChartsPublicStyle2Tests {
    static let monday = Date(timeIntervalSince1970: 1_717_372_800) // Monday 2024-06-03 UTC
    static func day(_ n: Int) -> Date { monday.addingTimeInterval(Double(n) * 86_400) }

    static func texts(_ scene: Scene) -> [String] { scene.texts.map(\.text) }
    static func tickLabels(_ scene: Scene, axis: String) -> [SceneText] {
        SwiftChartsStyleBodiesTests.tickLabels(scene, axis: axis)
    }
    static func shapes(_ scene: Scene, containing word: String) -> [SceneShape] {
        SwiftChartsStyleBodiesTests.shapes(scene, containing: word)
    }
    static func bounds(_ shape: SceneShape) -> Rect { shape.geometry.bounds }
    static func hasAxis(_ scene: Scene, _ axis: String) -> Bool { SwiftChartsHeldOutStyleTests.hasAxis(scene, axis) }
    static func points(_ shape: SceneShape) -> [(x: Double, y: Double)] {
        guard case .path(let path) = shape.geometry else { return [] }
        return SwiftChartsHeldOutStyleTests.points(path)
    }
    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }
    /// The grid lines of one axis ("x" or "y"), in drawing order.
    static func grid(_ scene: Scene, _ axis: String) -> [SceneShape] {
        shapes(scene, containing: "grid-line").filter { $0.classes.split(separator: " ").contains(Substring(axis)) }
    }

    // MARK: 1. Vectorized bars from key paths, each in the color its element names

    struct Fruit: Identifiable {
        var id: String { name }
        var name: String
        var crates: Int
        var tint: Color
    }

    static let fruits = [Fruit(name: "Fig", crates: 14, tint: .purple), Fruit(name: "Kiwi", crates: 22, tint: .green),
                         Fruit(name: "Lime", crates: 9, tint: .mint)]

    @Test func barPlotColoredByAKeyPath() throws {
        let chart = Chart {
            BarPlot(Self.fruits, x: .value("Fruit", \.name), y: .value("Crates", \.crates))
                .foregroundStyle(\.tint)
                .cornerRadius(4)
        }
        .chartLegend(.hidden)
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 3)
        #expect(bars.map(\.fill) == [Color.purple, Color.green, Color.mint])
        for bar in bars {
            guard case .rect(_, let radius) = bar.geometry else { Issue.record("a bar is a rectangle"); continue }
            #expect(radius == 4)
        }
        // Taller for more crates: Kiwi's 22 over Fig's 14.
        #expect(Self.near(Self.bounds(bars[1]).height / Self.bounds(bars[0]).height, 22.0 / 14, 0.02))
        #expect(Self.tickLabels(scene, axis: "axis x").map(\.text) == ["Fig", "Kiwi", "Lime"])
    }

    // MARK: 2. A PointPlot shaped, sized and colored by key paths

    struct Star: Identifiable {
        var id: Int
        var temperature: Double
        var luminosity: Double
        var kind: String
        var mass: Double
    }

    static let stars: [Star] = (0..<12).map { (i: Int) -> Star in
        let t = Double(3000 + i * 500)
        let l = Double((i * 7) % 11 + 1)
        return Star(id: i, temperature: t, luminosity: l, kind: i % 2 == 0 ? "Dwarf" : "Giant", mass: Double(i % 4 + 1))
    }

    @Test func pointPlotShapedAndSizedByKeyPaths() throws {
        let chart = Chart {
            PointPlot(Self.stars, x: .value("Temperature", \.temperature), y: .value("Luminosity", \.luminosity))
                .symbol(by: .value("Kind", \.kind))
                .symbolSize(by: .value("Mass", \.mass))
                .foregroundStyle(by: .value("Kind", \.kind))
        }
        .chartSymbolSizeScale(range: 30...300)
        .chartXScale(domain: .automatic(includesZero: false))
        let scene = Scene(try chart.resolve())
        let points = Self.shapes(scene, containing: "point").filter { Self.bounds($0).maxY <= scene.plotArea.maxY + 20 }
        #expect(points.count == 12)
        // Mass 4 (star 3) is drawn larger than mass 1 (star 0), by the range's areas.
        let small = Self.bounds(points[0]), large = Self.bounds(points[3])
        #expect(large.width > small.width * 2)
        // Two series: two shapes and two colors, named in the key.
        #expect(Set(points.map(\.fill)).count == 2)
        #expect(Self.texts(scene).contains("Dwarf") && Self.texts(scene).contains("Giant"))
        // The x scale starts near the data, not at zero.
        #expect(Self.tickLabels(scene, axis: "axis x").first?.text != "0")
    }

    // MARK: 3. A dumbbell: a RulePlot from each low to each high, a PointPlot at either end

    struct Wage: Identifiable {
        var id: String { job }
        var job: String
        var low: Double
        var high: Double
    }

    static let wages = [Wage(job: "Baker", low: 28, high: 41), Wage(job: "Nurse", low: 45, high: 72),
                        Wage(job: "Pilot", low: 80, high: 150)]

    @Test func dumbbellFromRulePlotAndPointPlots() throws {
        let chart = Chart {
            RulePlot(Self.wages, xStart: .value("Low", \.low), xEnd: .value("High", \.high), y: .value("Job", \.job))
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                .foregroundStyle(.gray)
            PointPlot(Self.wages, x: .value("Low", \.low), y: .value("Job", \.job))
                .foregroundStyle(.orange)
            PointPlot(Self.wages, x: .value("High", \.high), y: .value("Job", \.job))
                .foregroundStyle(.blue)
        }
        .chartXAxisLabel("Thousands per year")
        let scene = Scene(try chart.resolve())
        let rules = Self.shapes(scene, containing: "rule")
        let points = Self.shapes(scene, containing: "point")
        #expect(rules.count == 3)
        #expect(points.count == 6)
        for (index, rule) in rules.enumerated() {
            guard case .line(let x1, let y1, let x2, let y2) = rule.geometry else { Issue.record("a rule is a line"); continue }
            #expect(rule.stroke?.width == 3)
            let low = Self.bounds(points[index]), high = Self.bounds(points[index + 3])
            // The rule runs level from the low point's centre to the high one's.
            #expect(Self.near(y1, y2) && Self.near(y1, low.y + low.height / 2))
            #expect(Self.near(x1, low.x + low.width / 2) && Self.near(x2, high.x + high.width / 2))
        }
        #expect(points[0].fill == Color.orange && points[3].fill == Color.blue)
        #expect(Self.texts(scene).contains("Thousands per year"))
    }

    // MARK: 4. A heat map as a RectanglePlot, each cell a whole band, on a gradient scale

    struct Cell: Identifiable {
        var id: String { "\(col)-\(row)" }
        var col: String
        var row: String
        var level: Double
    }

    static let cells: [Cell] = (0..<4).flatMap { (c: Int) -> [Cell] in
        (0..<3).map { (r: Int) -> Cell in Cell(col: "C\(c)", row: "R\(r)", level: Double(c * 3 + r)) }
    }

    @Test func rectanglePlotCellsFillTheirBands() throws {
        let chart = Chart {
            RectanglePlot(Self.cells, x: .value("Column", \.col), y: .value("Row", \.row), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(by: .value("Level", \.level))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))
        let scene = Scene(try chart.resolve())
        let cells = Self.shapes(scene, containing: "rect").filter { Self.bounds($0).maxY <= scene.plotArea.maxY + 0.5 }
        #expect(cells.count == 12)
        let plot = scene.plotArea
        for cell in cells {
            let box = Self.bounds(cell)
            #expect(Self.near(box.width, plot.width / 4, 0.5))
            #expect(Self.near(box.height, plot.height / 3, 0.5))
        }
        // The cells tile the plot area: together they cover it.
        #expect(Self.near(cells.map { Self.bounds($0).width * Self.bounds($0).height }.reduce(0, +), plot.width * plot.height, 8))
        // The lowest level is the gradient's start, the highest its end.
        #expect(cells.first?.fill.map { "\($0)" } == "\(Color.yellow)")
        #expect(cells.last?.fill.map { "\($0)" } == "\(Color.red)")
        #expect(Set(cells.compactMap { $0.fill.map { "\($0)" } }).count == 12)
    }

    // MARK: 5. A band between two functions and its mean, as function plots

    @Test func areaPlotBetweenTwoFunctions() throws {
        let chart = Chart {
            AreaPlot(x: "Hour", yStart: "Low", yEnd: "High", domain: 0...24) { hour in
                (yStart: 10 + 4 * sin(hour / 24 * 2 * .pi), yEnd: 18 + 5 * sin(hour / 24 * 2 * .pi))
            }
            .foregroundStyle(.orange.opacity(0.3))
            LinePlot(x: "Hour", y: "Mean", domain: 0...24) { hour in 14 + 4.5 * sin(hour / 24 * 2 * .pi) }
                .foregroundStyle(.orange)
        }
        .chartXScale(domain: 0...24)
        let scene = Scene(try chart.resolve())
        let area = try #require(Self.shapes(scene, containing: "area").first)
        let line = try #require(Self.shapes(scene, containing: "line").first)
        let band = Self.bounds(area), mean = Self.bounds(line)
        // The mean lies inside the band, which spans the plot's width.
        #expect(mean.y > band.y && mean.y + mean.height < band.y + band.height)
        #expect(Self.near(band.x, scene.plotArea.x, 0.5) && Self.near(band.x + band.width, scene.plotArea.maxX, 0.5))
    }

    // MARK: 6. Two sensors as a LinePlot split by a series key path, monotone

    struct Reading: Identifiable {
        var id: String { "\(sensor)\(minute)" }
        var sensor: String
        var minute: Int
        var celsius: Double
    }

    static let readings: [Reading] = ["North", "South"].flatMap { (s: String) -> [Reading] in
        (0..<8).map { (m: Int) -> Reading in
            Reading(sensor: s, minute: m * 5, celsius: Double((s == "North" ? 18 : 22) + (m * 3) % 5))
        }
    }

    @Test func linePlotSeriesFromAKeyPath() throws {
        let chart = Chart {
            LinePlot(Self.readings, x: .value("Minute", \.minute), y: .value("Celsius", \.celsius),
                     series: .value("Sensor", \.sensor))
                .foregroundStyle(by: .value("Sensor", \.sensor))
                .interpolationMethod(.monotone)
        }
        .chartYScale(domain: .automatic(includesZero: false))
        let scene = Scene(try chart.resolve())
        // The plot's two lines (the key draws a short line per series below it).
        let lines = Self.shapes(scene, containing: "line")
            .filter { !$0.classes.contains("symbol") && Self.bounds($0).maxY <= scene.plotArea.maxY + 0.5 }
        #expect(lines.count == 2)
        #expect(Set(lines.compactMap { $0.stroke.map { "\($0.color)" } }).count == 2)
        #expect(Self.texts(scene).contains("North") && Self.texts(scene).contains("South"))
        #expect(Double(Self.tickLabels(scene, axis: "axis y").first?.text ?? "0") ?? 0 >= 15)
    }

    // MARK: 7. A donut with insets and ratio radii, the unselected slices faded, its hole read through plotFrame

    struct Slice: Identifiable {
        var id: String { name }
        var name: String
        var hours: Double
    }

    static let slices = [Slice(name: "Sleep", hours: 8), Slice(name: "Work", hours: 9), Slice(name: "Play", hours: 4),
                         Slice(name: "Chores", hours: 3)]

    struct DayDonut {
        @State var selectedAngle: Double? = 10

        var selectedName: String? {
            guard let selectedAngle else { return nil }
            var total = 0.0
            return SwiftChartsPublicStyle2Tests.slices.first { slice in
                total += slice.hours
                return selectedAngle <= total
            }?.name
        }

        var chart: Chart {
            Chart(SwiftChartsPublicStyle2Tests.slices) { slice in
                SectorMark(angle: .value("Hours", slice.hours), innerRadius: .ratio(0.618), outerRadius: .inset(10),
                           angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Activity", slice.name))
                    .opacity(selectedName == nil || selectedName == slice.name ? 1 : 0.4)
            }
            .chartAngleSelection(value: $selectedAngle)
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let anchor = proxy.plotFrame {
                        let frame = geometry[anchor]
                        VStack {
                            Text("Day")
                                .font(.callout)
                                .foregroundStyle(.secondary)
                            Text(selectedName ?? "24 h")
                                .font(.title2.bold())
                        }
                        .position(x: frame.midX, y: frame.midY)
                    }
                }
            }
        }
    }

    @Test func donutWithItsSelectionNamedInTheHole() throws {
        let scene = Scene(try DayDonut().chart.resolve())
        let sectors = Self.shapes(scene, containing: "sector")
        #expect(sectors.count == 4)
        let plot = scene.plotArea
        let work = try #require(scene.texts.first { $0.text == "Work" && abs($0.y - (plot.y + plot.height / 2)) < 30 })
        #expect(Self.near(work.x, plot.x + plot.width / 2, 1) || work.anchor != .middle)
        let day = try #require(scene.texts.first { $0.text == "Day" })
        #expect(day.y < work.y)
        // The slices other than Work are faded to 40%.
        let opacities = sectors.map { $0.fill?.alpha ?? 1 }
        #expect(opacities.filter { $0 < 0.5 }.count == 3)
    }

    // MARK: 8. An app's own ChartSymbolShape on every point

    struct Diamond: ChartSymbolShape {
        var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
            return path
        }
    }

    @Test func customChartSymbolShapeOnEveryPoint() throws {
        let chart = Chart(Self.stars) { star in
            PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
                .symbol(Diamond())
                .symbolSize(80)
        }
        let scene = Scene(try chart.resolve())
        let diamonds = scene.shapes.filter { $0.classes.hasPrefix("view-shape") }
        #expect(diamonds.count == 12)
        for diamond in diamonds {
            let corners = Self.points(diamond)
            #expect(corners.count == 4)
            let box = Self.bounds(diamond)
            #expect(Self.near(box.width, box.height, 0.01) && box.width > 4)
            // Its top corner is on its middle line: a diamond, not a square.
            #expect(Self.near(corners[0].x, box.x + box.width / 2, 0.01))
        }
        // The same shape on a vectorized plot, whose points take one symbol for all.
        let plotted = Chart {
            PointPlot(Self.stars, x: .value("Temperature", \.temperature), y: .value("Luminosity", \.luminosity))
                .symbol(Diamond())
        }
        let shapes = Scene(try plotted.resolve()).shapes.filter { $0.classes.hasPrefix("view-shape") }
        #expect(shapes.count == 12)
        #expect(shapes.allSatisfy { Self.points($0).count == 4 })
    }

    // MARK: 9. EmptyAxisMark for every value but the first

    @Test func emptyAxisMarkLeavesValuesBare() throws {
        let chart = Chart(Self.fruits) { f in
            BarMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
        }
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                switch value.index {
                case 0: AxisGridLine(stroke: StrokeStyle(lineWidth: 2))
                default: EmptyAxisMark()
                }
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(Self.grid(scene, "y").count == 1)
        #expect(Self.tickLabels(scene, axis: "axis y").isEmpty)
        // The one grid line is the first value's: zero, at the plot's foot.
        let line = try #require(Self.grid(scene, "y").first)
        #expect(Self.near(Self.bounds(line).y, scene.plotArea.maxY, 0.5))
    }

    // MARK: 10. Axes hidden by a condition on the view's state

    static func compactLine(isCompact: Bool) -> Chart {
        Chart(fruits) { f in
            LineMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
        }
        .chartXAxis(isCompact ? .hidden : .visible)
        .chartYAxis(isCompact ? .hidden : .automatic)
    }

    @Test func axesHiddenByState() throws {
        let compact = Scene(try Self.compactLine(isCompact: true).resolve())
        let full = Scene(try Self.compactLine(isCompact: false).resolve())
        #expect(!Self.hasAxis(compact, "axis x") && !Self.hasAxis(compact, "axis y"))
        #expect(Self.hasAxis(full, "axis x") && Self.hasAxis(full, "axis y"))
        #expect(compact.plotArea.width > full.plotArea.width)
    }

    // MARK: 11. Twelve letters, five visible, scrolled to the third through a binding

    struct Tally: Identifiable {
        var id: String { letter }
        var letter: String
        var count: Double
    }

    static let tallies: [Tally] = (0..<12).map { (i: Int) -> Tally in
        Tally(letter: String(UnicodeScalar(UInt8(65 + i))), count: Double(i * 3 % 7 + 2))
    }

    struct Scroller {
        @State var scrollX: String = "C"

        var chart: Chart {
            Chart(SwiftChartsPublicStyle2Tests.tallies) { row in
                BarMark(x: .value("Letter", row.letter), y: .value("Count", row.count))
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 5)
            .chartScrollPosition(x: $scrollX)
        }
    }

    @Test func scrolledCategoryWindow() throws {
        let scene = Scene(try Scroller().chart.resolve())
        let plot = scene.plotArea
        let visible = Self.tickLabels(scene, axis: "axis x").filter { $0.x >= plot.x - 0.5 && $0.x <= plot.maxX + 0.5 }
        #expect(visible.map(\.text) == ["C", "D", "E", "F", "G"])
        let bars = Self.shapes(scene, containing: "bar").filter { Self.bounds($0).maxX > plot.x && Self.bounds($0).x < plot.maxX }
        #expect(bars.count == 5)
    }

    // MARK: 12. A range picked by a drag through chartGesture, drawn by the app as a band

    struct RangePicker {
        @State var range: ClosedRange<Date>? = SwiftChartsPublicStyle2Tests.day(2)...SwiftChartsPublicStyle2Tests.day(4)

        var chart: Chart {
            Chart {
                ForEach(0..<7, id: \.self) { d in
                    LineMark(x: .value("Day", SwiftChartsPublicStyle2Tests.day(d)), y: .value("Km", Double(d * 2 % 5) + 3))
                }
                if let range {
                    RectangleMark(xStart: .value("Start", range.lowerBound), xEnd: .value("End", range.upperBound))
                        .foregroundStyle(.blue.opacity(0.15))
                }
            }
            .chartXSelection(range: $range)
            .chartGesture { proxy in
                DragGesture(minimumDistance: 0)
                    .onChanged { value in proxy.selectXRange(from: value.startLocation.x, to: value.location.x) }
                    .onEnded { _ in }
            }
        }
    }

    @Test func rangeFromAGestureDrawnAsABand() throws {
        let scene = Scene(try RangePicker().chart.resolve())
        let line = try #require(Self.shapes(scene, containing: "line").first)
        let vertices = Self.points(line)
        #expect(vertices.count == 7)
        let band = try #require(Self.shapes(scene, containing: "rect").first)
        let box = Self.bounds(band)
        #expect(Self.near(box.x, vertices[2].x, 0.01) && Self.near(box.maxX, vertices[4].x, 0.01))
        #expect(Self.near(box.height, scene.plotArea.height, 0.5))
    }

    // MARK: 13. Interpolations with parameters: cardinal tension, Catmull-Rom alpha, steps from the start

    @Test func interpolationsWithParameters() throws {
        let chart = Chart {
            ForEach(0..<6, id: \.self) { i in
                LineMark(x: .value("t", i), y: .value("v", Double(i * i % 7)), series: .value("Kind", "Cardinal"))
                    .interpolationMethod(.cardinal(tension: 0.3))
                LineMark(x: .value("t", i), y: .value("v", Double(i * i % 7) + 8), series: .value("Kind", "CatmullRom"))
                    .interpolationMethod(.catmullRom(alpha: 0.5))
                LineMark(x: .value("t", i), y: .value("v", Double(i * i % 7) + 16), series: .value("Kind", "Step"))
                    .interpolationMethod(.stepStart)
            }
        }
        let scene = Scene(try chart.resolve())
        let lines = Self.shapes(scene, containing: "line").filter { !$0.classes.contains("symbol") }
        #expect(lines.count == 3)
        func cubics(_ shape: SceneShape) -> Int {
            guard case .path(let path) = shape.geometry else { return 0 }
            return path.elements.filter { if case .cubic = $0 { true } else { false } }.count
        }
        #expect(cubics(lines[0]) == 5 && cubics(lines[1]) == 5 && cubics(lines[2]) == 0)
        // Steps from the start: each rise comes first, then the level run (2 segments per step).
        let steps = Self.points(lines[2])
        #expect(steps.count == 11)
        #expect(Self.near(steps[1].x, steps[0].x) && Self.near(steps[2].y, steps[1].y))
    }

    // MARK: 14. An axis preset on top, a stride, centered grid lines and ticks without labels

    @Test func alignedTopAxisWithAStride() throws {
        let chart = Chart(Self.fruits) { f in
            BarMark(x: .value("Crates", f.crates), y: .value("Fruit", f.name))
        }
        .chartXAxis {
            AxisMarks(preset: .aligned, position: .top, values: .stride(by: 5)) {
                AxisGridLine(centered: true)
                AxisTick(centered: true, length: 4)
            }
        }
        let scene = Scene(try chart.resolve())
        let grid = Self.grid(scene, "x").map { Self.bounds($0).x }.sorted()
        #expect(grid.count >= 5)
        let gaps = zip(grid.dropFirst(), grid).map { $0 - $1 }
        #expect(gaps.allSatisfy { Self.near($0, gaps[0], 0.01) })
        #expect(Self.tickLabels(scene, axis: "axis x").isEmpty)
        // Fig's 14 crates end 14/5 strides from zero.
        let fig = try #require(Self.shapes(scene, containing: "bar").first)
        #expect(Self.near(Self.bounds(fig).width, gaps[0] * 14 / 5, 0.05))
    }

    // MARK: 15. A legend row the app writes: swatches and names below the plot

    @Test func legendWrittenAsARowOfSwatches() throws {
        let chart = Chart(Self.readings) { r in
            LineMark(x: .value("Minute", r.minute), y: .value("Celsius", r.celsius))
                .foregroundStyle(by: .value("Sensor", r.sensor))
        }
        .chartForegroundStyleScale(["North": Color.teal, "South": Color.orange])
        .chartLegend(position: .bottom, alignment: .center) {
            HStack(spacing: 12) {
                ForEach(["North", "South"], id: \.self) { name in
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2)
                            .fill(name == "North" ? Color.teal : Color.orange)
                            .frame(width: 12, height: 4)
                        Text(name)
                            .font(.caption)
                    }
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let north = try #require(scene.texts.first { $0.text == "North" })
        let south = try #require(scene.texts.first { $0.text == "South" })
        #expect(north.y > scene.plotArea.maxY && Self.near(north.y, south.y, 0.01) && north.x < south.x)
        let swatches = scene.shapes.filter { $0.classes.hasPrefix("view-shape") && Self.bounds($0).y > scene.plotArea.maxY }
        #expect(swatches.count == 2)
        #expect(swatches.map(\.fill) == [Color.teal, Color.orange])
        #expect(swatches.allSatisfy { Self.near(Self.bounds($0).width, 12) && Self.near(Self.bounds($0).height, 4) })
    }

    // MARK: 16. A style scale mapped by a closure over a domain of an enum's names

    enum Level: String, CaseIterable {
        case low, mid, high
    }

    @Test func styleScaleMappedByAClosure() throws {
        let chart = Chart(Array(Level.allCases.enumerated()), id: \.offset) { index, level in
            BarMark(x: .value("Level", level.rawValue), y: .value("Count", index * 4 + 3))
                .foregroundStyle(by: .value("Level", level.rawValue))
        }
        .chartForegroundStyleScale(domain: Level.allCases.map(\.rawValue)) { (name: String) -> Color in
            switch name {
            case "low": .green
            case "mid": .yellow
            default: .red
            }
        }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.map(\.fill) == [Color.green, Color.yellow, Color.red])
    }

    // MARK: 17. Bars a fixed 14 points wide, and horizontal ones half their band high

    @Test func barsSizedByMarkDimensions() throws {
        let chart = Chart {
            ForEach(Self.fruits) { f in
                BarMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates), width: .fixed(14))
            }
        }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { Self.near(Self.bounds($0).width, 14) })

        let sideways = Chart {
            ForEach(Self.fruits) { f in
                BarMark(xStart: .value("From", 0), xEnd: .value("To", f.crates), y: .value("Fruit", f.name), height: .ratio(0.5))
                    .foregroundStyle(.gray)
            }
        }
        let flat = Scene(try sideways.resolve())
        let rows = Self.shapes(flat, containing: "bar")
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { Self.near(Self.bounds($0).height, flat.plotArea.height / 3 / 2, 0.5) })
    }

    // MARK: 18. A faded, blurred area under a line

    @Test func blurredFadedAreaUnderALine() throws {
        let chart = Chart(Self.fruits) { f in
            AreaMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
                .opacity(0.3)
                .blur(radius: 2)
            LineMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
        }
        let scene = Scene(try chart.resolve())
        let area = try #require(Self.shapes(scene, containing: "area").first)
        let line = try #require(Self.shapes(scene, containing: "line").first { !$0.classes.contains("symbol") })
        #expect(area.fill.map { Self.near($0.alpha, 0.3, 0.01) } == true)
        #expect((line.stroke?.color.alpha ?? 0) > 0.9)
        // The area's top follows the line.
        #expect(Self.near(Self.bounds(area).y, Self.bounds(line).y, 0.01))
    }

    // MARK: 19. A gradient area masked to a window of days by a RectangleMark

    @Test func areaMaskedByARectangle() throws {
        let chart = Chart {
            ForEach(0..<10, id: \.self) { i in
                AreaMark(x: .value("Day", Self.day(i)), y: .value("Rain", Double(i * 5 % 9) + 1))
                    .foregroundStyle(.linearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
            }
            .mask {
                RectangleMark(xStart: .value("From", Self.day(2)), xEnd: .value("To", Self.day(7)))
            }
        }
        let scene = Scene(try chart.resolve())
        func masked(_ node: SceneNode) -> SceneGroup? {
            guard case .group(let g) = node else { return nil }
            return g.mask != nil ? g : g.children.lazy.compactMap(masked).first
        }
        let group = try #require(scene.nodes.lazy.compactMap(masked).first)
        let mask = try #require(group.mask)
        let window = Scene(width: 0, height: 0, background: nil, plotArea: scene.plotArea, nodes: mask).shapes
        #expect(window.count == 1)
        let area = try #require(Self.shapes(scene, containing: "area").first)
        let days = Self.bounds(area).width / 9
        let box = Self.bounds(window[0])
        #expect(Self.near(box.x, Self.bounds(area).x + 2 * days, 0.05) && Self.near(box.width, 5 * days, 0.05))
    }

    // MARK: 20. ChartProxy.value(at:as:) reading a date and a number from a point in the plot

    struct PairReader {
        @State var picked: (Date, Double)? = nil

        var chart: Chart {
            Chart(0..<7, id: \.self) { d in
                PointMark(x: .value("Day", SwiftChartsPublicStyle2Tests.day(d)), y: .value("Km", Double(d * 3 % 5) + 2))
            }
            .chartOverlay { proxy in
                GeometryReader { geo in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onTapGesture { location in
                            guard let frame = proxy.plotFrame else { return }
                            let origin = geo[frame].origin
                            picked = proxy.value(at: CGPoint(x: location.x - origin.x, y: location.y - origin.y),
                                                 as: (Date, Double).self)
                        }
                    if let (day, km) = proxy.value(at: CGPoint(x: proxy.plotSize.width, y: 0), as: (Date, Double).self) {
                        Text("\(day.formatted(.dateTime.month(.abbreviated).day())): \(km, format: .number) km")
                    }
                }
            }
        }
    }

    @Test func proxyReadsADateAndANumberAtAPoint() throws {
        let scene = Scene(try PairReader().chart.resolve())
        #expect(Self.shapes(scene, containing: "point").count == 7)
        // The plot's top trailing corner: the x domain's end (the last day) and the y domain's top.
        let top = Self.tickLabels(scene, axis: "axis y").compactMap { Double($0.text) }.max() ?? -1
        // (`Date.formatted` is Foundation's own, in the process's locale.)
        let day = Self.day(6).formatted(.dateTime.month(.abbreviated).day())
        #expect(Self.texts(scene).contains("\(day): \(Int(top)) km"))
    }

    // MARK: 21. Weekly bars on dates made with Calendar arithmetic, each annotated with its date

    @Test func weeksFromCalendarArithmeticAnnotatedWithDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let weeks = (0..<5).map { calendar.date(byAdding: .weekOfYear, value: $0, to: Self.monday)! }
        let chart = Chart(weeks, id: \.self) { week in
            BarMark(x: .value("Week", week, unit: .weekOfYear), y: .value("Runs", calendar.component(.day, from: week) % 4 + 2))
                .annotation(position: .top) {
                    Text(week.formatted(.dateTime.month(.abbreviated).day()))
                        .font(.caption2)
                }
        }
        .chartXAxis(.hidden)
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 5)
        // (`Date.formatted` is Foundation's own, in the process's locale and time zone.)
        let notes = weeks.map { $0.formatted(.dateTime.month(.abbreviated).day()) }
        #expect(Set(notes).count == 5)
        for (bar, note) in zip(bars, notes) {
            let text = try #require(scene.texts.first { $0.text == note })
            let box = Self.bounds(bar)
            #expect(Self.near(text.x, box.x + box.width / 2, 1) && text.y < box.y)
        }
        #expect(!Self.hasAxis(scene, "axis x"))
    }

    // MARK: 22. Users over years on a log scale

    @Test func logScaleOnY() throws {
        let chart = Chart(0..<6, id: \.self) { i in
            LineMark(x: .value("Year", 2019 + i), y: .value("Users", pow(10.0, Double(i) + 1)))
        }
        .chartYScale(domain: 10...1_000_000, type: .log)
        let scene = Scene(try chart.resolve())
        let line = try #require(Self.shapes(scene, containing: "line").first { !$0.classes.contains("symbol") })
        let ys = Self.points(line).map(\.y)
        #expect(ys.count == 6)
        // Each tenfold rise climbs the same height.
        let steps = zip(ys, ys.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { Self.near($0, steps[0], 0.01) && $0 > 0 })
        #expect(Self.near(ys[0], scene.plotArea.maxY, 0.5) && Self.near(ys[5], scene.plotArea.y, 0.5))
    }

    // MARK: 23. Range padding at the top of the y scale, and three rounded ticks

    @Test func plotDimensionPaddingAndRoundedTicks() throws {
        let chart = Chart(Self.fruits) { f in
            PointMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
        }
        .chartYScale(range: .plotDimension(startPadding: 0, endPadding: 20))
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 3, roundLowerBound: true, roundUpperBound: true))
        }
        let scene = Scene(try chart.resolve())
        let labels = Self.tickLabels(scene, axis: "axis y")
        #expect((2...5).contains(labels.count))
        // The top grid line (the scale's rounded top) sits 20 points below the plot's top.
        let top = try #require(Self.grid(scene, "y").map { Self.bounds($0).y }.min())
        #expect(Self.near(top, scene.plotArea.y + 20, 0.5))
        let bottom = try #require(Self.grid(scene, "y").map { Self.bounds($0).y }.max())
        #expect(Self.near(bottom, scene.plotArea.maxY, 0.5))
    }

    // MARK: 24. Two sensors as a stream centred on zero

    @Test func centredStream() throws {
        let chart = Chart(Self.readings) { r in
            AreaMark(x: .value("Minute", r.minute), y: .value("Celsius", r.celsius), stacking: .center)
                .foregroundStyle(by: .value("Sensor", r.sensor))
                .interpolationMethod(.catmullRom)
        }
        let scene = Scene(try chart.resolve())
        let areas = Self.shapes(scene, containing: "area")
        #expect(areas.count == 2)
        // Together the two layers are as far above the middle as below it.
        let top = areas.map { Self.bounds($0).y }.min()!, bottom = areas.map { Self.bounds($0).maxY }.max()!
        let zero = try #require(Self.tickLabels(scene, axis: "axis y").first { $0.text == "0" })
        #expect(Self.near(zero.y - top, bottom - zero.y, 2))
    }

    // MARK: 25. A hint overlay in the top leading corner, haptics and onChange that a picture ignores

    struct Hint {
        @State var selected: String? = "Kiwi"

        var chart: Chart {
            Chart(SwiftChartsPublicStyle2Tests.fruits) { f in
                BarMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
                    .foregroundStyle(selected == f.name ? Color.accentColor : Color.gray.opacity(0.5))
            }
            .chartXSelection(value: $selected)
            .sensoryFeedback(.selection, trigger: selected)
            .onChange(of: selected) { oldValue, newValue in }
            .chartOverlay(alignment: .topLeading) { _ in
                Text("Tap a bar")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(4)
            }
        }
    }

    @Test func hintOverlayInTheTopLeadingCorner() throws {
        let scene = Scene(try Hint().chart.resolve())
        let hint = try #require(scene.texts.first { $0.text == "Tap a bar" })
        #expect(hint.x < scene.plotArea.x + 40 && hint.y < scene.plotArea.y + 30)
        let bars = Self.shapes(scene, containing: "bar")
        #expect(bars.count == 3)
        #expect((bars[1].fill?.alpha ?? 0) > 0.9 && (bars[0].fill?.alpha ?? 1) < 0.6)
    }

    // MARK: 26. Built-in symbols outlined, and an asterisk in an 8-point box

    @Test func outlinedBuiltInSymbols() throws {
        let chart = Chart(Self.stars) { star in
            LineMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
                .symbol(.circle.strokeBorder(lineWidth: 2))
            PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity + 12))
                .symbol(.asterisk)
                .symbolSize(CGSize(width: 8, height: 8))
        }
        let scene = Scene(try chart.resolve())
        let rings = scene.shapes.filter { $0.classes.hasPrefix("view-shape circle outline") }
        #expect(rings.count == 12)
        #expect(rings.allSatisfy { $0.stroke?.width == 2 && $0.fill == nil })
        let stars = Self.shapes(scene, containing: "point")
        #expect(stars.count == 12)
        #expect(stars.allSatisfy { Self.bounds($0).width <= 8.01 && Self.bounds($0).width > 6 })
        // The asterisk has twelve corners.
        #expect(Self.points(stars[0]).count == 12)

        let square = Chart(Self.stars) { star in
            PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
                .symbol(.square.strokeBorder(lineWidth: 1.5))
        }
        let outlined = Scene(try square.resolve()).shapes.filter { $0.classes.hasPrefix("view-shape") }
        #expect(outlined.count == 12)
        #expect(outlined.allSatisfy { $0.stroke?.width == 1.5 && $0.fill == nil && Self.points($0).count == 4 })

        // Written once on a ForEach, every point inside takes the ring.
        let grouped = Chart {
            ForEach(Self.stars) { star in
                PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
            }
            .symbol(.circle.strokeBorder(lineWidth: 1))
        }
        let ringed = Scene(try grouped.resolve()).shapes.filter { $0.classes.hasPrefix("view-shape circle outline") }
        #expect(ringed.count == 12)
        #expect(ringed.allSatisfy { $0.stroke?.width == 1 && $0.fill == nil })

        // A ring from a whole stroke style, and a symbol shown only where a condition gives it a size.
        let styled = Chart(Self.stars) { star in
            LineMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
                .symbol(Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [2, 1])))
                .symbolSize(star.luminosity >= 10 ? CGSize(width: 12, height: 12) : .zero)
        }
        let shown = Scene(try styled.resolve()).shapes.filter {
            $0.classes.hasPrefix("view-shape circle outline") && Self.bounds($0).width > 0.5
        }
        #expect(shown.count == Self.stars.filter { $0.luminosity >= 10 }.count)
        #expect(shown.allSatisfy { $0.stroke?.width == 3 && $0.stroke?.dash == [2, 1] })
    }

    // MARK: 27. Values written inside the top of each bar, on a bordered plot

    @Test func valuesInsideTheBarsOnABorderedPlot() throws {
        let chart = Chart(Self.fruits) { f in
            BarMark(x: .value("Fruit", f.name), y: .value("Crates", f.crates))
                .annotation(position: .overlay, alignment: .top, spacing: 4) {
                    Text("\(f.crates)")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                }
        }
        .chartPlotStyle { plot in
            plot.background(.gray.opacity(0.08))
                .border(.gray.opacity(0.4), width: 1)
        }
        let scene = Scene(try chart.resolve())
        let bars = Self.shapes(scene, containing: "bar")
        for (bar, fruit) in zip(bars, Self.fruits) {
            let text = try #require(scene.texts.first { $0.text == "\(fruit.crates)" && $0.classes != "tick-label" })
            let box = Self.bounds(bar)
            #expect(text.y > box.y && text.y < box.y + 30 && Self.near(text.x, box.x + box.width / 2, 1))
            #expect(text.color == Color.white)
        }
        #expect(scene.shapes.contains { $0.classes.contains("plot-border") || $0.stroke?.width == 1 && Self.bounds($0) == scene.plotArea })
    }

    // MARK: 28. A clipped plot: points past a fixed domain are cut at its edge; the SwiftUI around it compiles

    @Test func clippedPlotCutsPoints() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let chart = Chart(Self.stars) { star in
            PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
        }
        .chartXScale(domain: 3000...6000)
        .chartPlotStyle { $0.clipped() }
        .environment(\.calendar, calendar)
        .dynamicTypeSize(.large)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .drawingGroup()
        let scene = Scene(try chart.resolve())
        func clippedMarks(_ node: SceneNode) -> Bool {
            guard case .group(let g) = node else { return false }
            if g.clipsToPlotArea && g.children.contains(where: { if case .shape(let s) = $0 { s.classes.contains("point") } else { false } }) {
                return true
            }
            return g.children.contains(where: clippedMarks)
        }
        #expect(scene.nodes.contains(where: clippedMarks))
        // Without clipped(), points are drawn whole past the edge.
        let open = Scene(try Chart(Self.stars) { star in
            PointMark(x: .value("Temperature", star.temperature), y: .value("Luminosity", star.luminosity))
        }.chartXScale(domain: 3000...6000).resolve())
        #expect(!open.nodes.contains(where: clippedMarks))
        let svg = try chart.svg()
        #expect(svg.contains("clip-path"))
    }

    // MARK: 29. A scrolling bar chart whose view is faded at its edges, clipped and padded

    @Test func aFadedClippedScrollingChart() throws {
        let counts: [(hour: Int, visits: Int)] = (0..<24).map { ($0, 20 + ($0 * 7) % 30) }
        let chart = Chart(counts, id: \.hour) { item in
            BarMark(x: .value("Hour", item.hour), y: .value("Visits", item.visits))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 8)
        .mask {
            LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .leading, endPoint: .trailing)
        }
        .clipped()
        .padding(.vertical)
        let scene = Scene(try chart.resolve())
        // The mask is not drawn: the visible bars keep their full strength.
        let bars = Self.shapes(scene, containing: "bar")
        #expect(!bars.isEmpty)
        #expect(bars.allSatisfy { ($0.fill?.alpha ?? 0) == 1 })
        // Padded above and below (16 points each, SwiftUI's default), none at the sides.
        #expect(scene.plotArea.y >= 16)
        // `clipped()` cuts the picture to its frame (a rectangle's mask); the fading gradient is nowhere.
        let svg = try chart.svg()
        #expect(!svg.contains("<linearGradient"))
    }
}
