import Foundation
import Testing
import PlotlineTestSupport
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG
@testable import ScenePNG

/// DocC's "Before and after" article: five chart bodies written here in the style of Swift Charts'
/// documentation, one for each way the picture differed from Swift Charts' before issue 32 (symbols on
/// lines, a plot-wide gradient, ten bar labels, a histogram's ticks, two y axis labels in Japanese).
///
/// The bodies live here and the article quotes them: `theArticleQuotesTheseBodies` checks that each of the
/// article's code blocks is one of these bodies, line for line. Each body's picture is checked for what the
/// article says it shows, and `theArticlesPicturesAreWhatPlotlineDraws` checks the PNGs in the catalog's
/// Resources are what Plotline draws now. Run with `PLOTLINE_WRITE_DOCC_PICTURES=1` to draw them again
/// after a change meant to change them.
@Suite struct DocCBeforeAndAfterPicturesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/Plotline/Plotline.docc")
    static let resources = catalog.appendingPathComponent("Resources")

    // MARK: The data

    struct Reading: Identifiable {
        var weekday: String
        var temperature: Double
        var city: String
        var id: String { city + weekday }
    }

    struct Sale: Identifiable {
        var month: String
        var units: Double
        var id: String { month }
    }

    struct Visits: Identifiable {
        var city: String
        var millions: Double
        var id: String { city }
    }

    struct Day: Identifiable {
        var name: String
        var revenue: Double
        var id: String { name }
    }

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let readings: [Reading] = [
        ("Oslo", [4.0, 6, 5, 7, 9, 8, 6]), ("Lisbon", [15.0, 17, 18, 16, 19, 21, 20]), ("Cairo", [24.0, 26, 27, 29, 28, 30, 31]),
    ].flatMap { city, values in zip(weekdays, values).map { Reading(weekday: $0, temperature: $1, city: city) } }

    static let sales = [Sale(month: "Jan", units: 30), Sale(month: "Feb", units: 55), Sale(month: "Mar", units: 90),
                        Sale(month: "Apr", units: 120), Sale(month: "May", units: 75), Sale(month: "Jun", units: 40)]

    static let cities = [Visits(city: "Amsterdam", millions: 9.2), Visits(city: "Barcelona", millions: 12.1),
                         Visits(city: "Copenhagen", millions: 4.4), Visits(city: "Dubrovnik", millions: 1.4),
                         Visits(city: "Edinburgh", millions: 4.9), Visits(city: "Florence", millions: 8.1),
                         Visits(city: "Frankfurt", millions: 6.2), Visits(city: "Stockholm", millions: 3.5),
                         Visits(city: "Valencia", millions: 2.9), Visits(city: "Vienna", millions: 7.6)]

    /// Commutes in minutes: nothing between 45 and 60.
    static let commutes: [Double] = [31, 33, 34, 36, 37, 38, 39, 41, 42, 44, 61, 63, 66, 72, 74]

    static let days = [Day(name: "月", revenue: 420), Day(name: "火", revenue: 380), Day(name: "水", revenue: 510),
                       Day(name: "木", revenue: 460), Day(name: "金", revenue: 720), Day(name: "土", revenue: 860),
                       Day(name: "日", revenue: 640)]

    // MARK: The five bodies, as the article quotes them

    static func temperatures(_ readings: [Reading]) -> Chart {
        Chart(readings) { reading in
            LineMark(
                x: .value("Day", reading.weekday),
                y: .value("Temperature", reading.temperature)
            )
            .foregroundStyle(by: .value("City", reading.city))
            .symbol(by: .value("City", reading.city))
        }
        .chartYAxisLabel("°C")
    }

    static func unitsSold(_ sales: [Sale]) -> Chart {
        Chart {
            ForEach(sales) { sale in
                BarMark(
                    x: .value("Month", sale.month),
                    y: .value("Units", sale.units)
                )
            }
            .foregroundStyle(.linearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top))
            .alignsMarkStylesWithPlotArea()
        }
    }

    static func visitors(_ cities: [Visits]) -> Chart {
        Chart(cities) { visits in
            BarMark(
                x: .value("City", visits.city),
                y: .value("Visitors", visits.millions)
            )
        }
        .chartYAxisLabel("Visitors (millions)")
    }

    static func commuteHistogram(_ minutes: [Double]) -> Chart {
        let bins = NumberBins(range: 30.0...75.0, count: 9)
        let groups = Dictionary(grouping: minutes, by: bins.index(for:))
        return Chart(groups.keys.sorted(), id: \.self) { index in
            BarMark(
                x: .value("Minutes", bins[index]),
                y: .value("Commutes", groups[index]!.count)
            )
        }
    }

    static func salesInJapanese(_ days: [Day]) -> Chart {
        Chart(days) { day in
            BarMark(
                x: .value("曜日", day.name),
                y: .value("売上", day.revenue)
            )
        }
        .chartYAxisLabel("売上 (ドル)", position: .leading)
        .chartYAxisLabel("渋谷店", position: .trailing)
    }

    static let size = (width: 480.0, height: 300.0)

    static var pictures: [(name: String, chart: Chart)] {
        [("before-after-line-symbols", temperatures(readings)),
         ("before-after-plot-gradient", unitsSold(sales)),
         ("before-after-ten-labels", visitors(cities)),
         ("before-after-histogram", commuteHistogram(commutes)),
         ("before-after-two-axis-labels", salesInJapanese(days))]
            .map { ($0.0, $0.1.frame(width: size.width, height: size.height)) }
    }

    static func picture(_ name: String) throws -> Chart {
        try #require(pictures.first { $0.name == name }).chart
    }

    // MARK: The article

    /// The article's Swift code blocks, each line trimmed of its indent.
    static func articleCodeBlocks() throws -> [[String]] {
        let article = try String(contentsOf: catalog.appendingPathComponent("BeforeAndAfter.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in article.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(trimmed)
            }
        }
        return blocks
    }

    /// This file's lines, trimmed of their indent, a `return` before a body's `Chart` taken off.
    static func bodyLines() throws -> [String] {
        try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n").map {
            let trimmed = $0.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("return Chart(") ? String(trimmed.dropFirst("return ".count)) : trimmed
        }
    }

    @Test func theArticleQuotesTheseBodies() throws {
        let blocks = try Self.articleCodeBlocks(), lines = try Self.bodyLines()
        #expect(blocks.count == 5)
        for block in blocks {
            let found = lines.indices.contains { start in
                start + block.count <= lines.count && Array(lines[start..<(start + block.count)]) == block
            }
            #expect(found, "the article's block starting '\(block.first ?? "")' is not a body of this file")
        }
        // Each body is quoted once, in the article's order.
        let firsts = ["Chart(readings) { reading in", "Chart {", "Chart(cities) { visits in",
                      "let bins = NumberBins(range: 30.0...75.0, count: 9)", "Chart(days) { day in"]
        #expect(blocks.map { $0.first ?? "" } == firsts)
        // And each picture it shows is one this suite draws.
        let article = try String(contentsOf: Self.catalog.appendingPathComponent("BeforeAndAfter.md"), encoding: .utf8)
        for (name, _) in Self.pictures { #expect(article.contains("](\(name).png)"), "the article does not show \(name).png") }
    }

    // MARK: Each picture shows what the article says

    @Test func symbolsOnEveryPointOfEachLine() throws {
        let svg = try ParsedSVG(try Self.picture("before-after-line-symbols").svg())
        #expect(svg.elements("path", classes: "mark", "line").count == 3)
        // Twenty-one symbols, seven a city, one shape a city, three shapes in all.
        let symbols = svg.elements("circle", classes: "mark", "line-symbol") + svg.elements("path", classes: "mark", "line-symbol")
        #expect(symbols.count == 21)
        var shapes: [String: Set<String>] = [:]
        for symbol in symbols {
            let value = try #require(Double(symbol.value("data-y") ?? ""))
            let city = try #require(Self.readings.first { $0.temperature == value }).city
            shapes[city, default: []].insert(Self.shapeName(symbol))
        }
        #expect(shapes == ["Oslo": ["circle"], "Lisbon": ["diamond"], "Cairo": ["square"]])
        // The key shows each city with its symbol.
        let key = svg.elements("g", classes: "legend-entry").map { entry in
            (entry.children.last?.stringValue ?? "?") + ":" + (entry.children.first.map(Self.shapeName) ?? "none")
        }
        #expect(key == ["Oslo:circle", "Lisbon:diamond", "Cairo:square"])
    }

    /// A symbol's shape, a four-cornered one told apart by its first edge: level for a square, slanted for a diamond.
    static func shapeName(_ element: Node) -> String {
        let name = SwiftChartsSymbolAndLineStyleScaleTests.shapeName(element)
        guard name == "square-or-diamond" else { return name }
        let numbers = (element.value("d") ?? "").split(whereSeparator: { " ,MLZ".contains($0) }).compactMap { Double($0) }
        guard numbers.count >= 4 else { return name }
        return abs(numbers[1] - numbers[3]) < 0.01 ? "square" : "diamond"
    }

    @Test func oneGradientAcrossThePlotArea() throws {
        let scene = Scene(try Self.picture("before-after-plot-gradient").resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let bars = svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 6)
        let gradients = SwiftChartsGradientTests.gradients(svg)
        for bar in bars {
            let gradient = try #require(gradients[SwiftChartsGradientTests.reference(bar.value("fill")) ?? ""])
            // Blue at the plot area's bottom to red at its top, whatever the bar's height.
            #expect(gradient.stops == ["0 #007aff", "1 #ff3b30"])
            #expect(abs(gradient.y1 - scene.plotArea.maxY) < 0.01 && abs(gradient.y2 - scene.plotArea.y) < 0.01)
        }
        // In the PNG: the tallest bar (April) runs from blue to red; the shortest (January) stays blue, and
        // at one height both bars have one color.
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        func pixel(_ x: Double, _ y: Double) -> (r: Int, b: Int) {
            let i = (Int(y) * canvas.width + Int(x)) * 4
            return (Int(canvas.pixels[i]), Int(canvas.pixels[i + 2]))
        }
        func box(_ month: String) throws -> (centre: Double, top: Double, bottom: Double) {
            let bar = try #require(bars.first { $0.value("aria-label")?.hasPrefix(month) == true })
            let x = Double(bar.value("x")!)!, y = Double(bar.value("y")!)!
            return (x + Double(bar.value("width")!)! / 2, y, y + Double(bar.value("height")!)!)
        }
        let april = try box("Apr"), january = try box("Jan")
        let aprilTop = pixel(april.centre, april.top + 3), aprilBottom = pixel(april.centre, april.bottom - 3)
        #expect(aprilTop.r > 200 && aprilTop.b < 90, "April's top \(aprilTop)")
        #expect(aprilBottom.b > 200 && aprilBottom.r < 60, "April's bottom \(aprilBottom)")
        let januaryTop = pixel(january.centre, january.top + 2)
        #expect(januaryTop.b > januaryTop.r, "January's top \(januaryTop) is bluer than red")
        let level = pixel(april.centre, january.top + 2)
        #expect(abs(level.r - januaryTop.r) <= 2 && abs(level.b - januaryTop.b) <= 2)
    }

    @Test func allTenCityLabelsAreKept() throws {
        let scene = Scene(try Self.picture("before-after-ten-labels").resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let labels = SwiftChartsCategoryLabelTests.xLabels(svg), centres = SwiftChartsCategoryLabelTests.centres(svg)
        // All ten, in order, none thinned, each anchored at its bar's centre, turned so that none overlaps.
        #expect(labels.map { $0.lines.joined(separator: " ") } == Self.cities.map(\.city))
        #expect(labels.count == centres.count)
        for (label, centre) in zip(labels, centres) { #expect(abs(label.x - centre) < 0.02) }
        let texts = scene.texts.filter { $0.classes == "tick-label" && $0.x > scene.plotArea.x && $0.y > scene.plotArea.maxY }
        #expect(texts.count == 10)
        #expect(texts.allSatisfy { $0.rotation != 0 })
        for (a, b) in zip(texts, texts.dropFirst()) {
            // Turned boxes overlap as rectangles; their baselines are a band apart, parallel.
            #expect(b.x - a.x > TextMetrics.lineHeight(style: a.style))
        }
        #expect(texts.allSatisfy { $0.bounds.maxY <= scene.height && $0.bounds.x >= 0 })
    }

    @Test func theHistogramIsTickedOnRegularBinEdges() throws {
        let svg = try ParsedSVG(try Self.picture("before-after-histogram").svg())
        let bars = SwiftChartsPlottableTests.bars(svg)
        // Six bins have commutes: 30-35, 35-40, 40-45, 60-65, 65-70, 70-75.
        #expect(bars.count == 6)
        let values = SwiftChartsPlottableTests.ticks(svg, "x").compactMap { Double($0.value) }
        #expect(values == [30, 40, 50, 60, 70], "ticks \(values)")
    }

    @Test func bothAxisLabelsInJapaneseSetWithoutGaps() throws {
        let scene = Scene(try Self.picture("before-after-two-axis-labels").resolve())
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y < scene.plotArea.y }
        #expect(titles.map(\.text) == ["売上 (ドル)", "渋谷店"])
        let leading = try #require(titles.first), trailing = try #require(titles.last)
        #expect(leading.anchor == .start && abs(leading.x - scene.plotArea.x) < 0.01)
        #expect(trailing.anchor == .end && abs(trailing.x - scene.plotArea.maxX) < 0.01)
        #expect(leading.y == trailing.y)
        // In the PNG the leading title's ink is as wide as the layout measures it (spaced glyphs made it wider).
        // CI installs fonts-ipafont-gothic; without a font for katakana this part needs PLOTLINE_REQUIRE_TOOLS=1 to fail.
        let kana = FontLocator.shared.fallback(for: 0x30C9, weight: .regular)
        guard kana != nil || Tools.required else { return }
        _ = try #require(kana, "no font with katakana")
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        let lineHeight = TextMetrics.lineHeight(style: leading.style)
        var inked: [Int] = []
        for x in 0..<(canvas.width / 2) {
            for y in max(0, Int(leading.y - lineHeight))...min(canvas.height - 1, Int(leading.y + 3))
            where canvas.pixels[(y * canvas.width + x) * 4] < 160 {
                inked.append(x)
                break
            }
        }
        let first = try #require(inked.first), last = try #require(inked.last)
        let measured = TextMetrics.width(leading.text, style: leading.style)
        #expect(abs(Double(first) - leading.x) < 3, "ink starts at \(first), the title at \(leading.x)")
        #expect(abs(Double(last - first) - measured) < 4, "ink \(last - first) wide, measured \(measured)")
    }

    // MARK: The stored pictures

    @Test func theArticlesPicturesAreWhatPlotlineDraws() throws {
        let write = ProcessInfo.processInfo.environment["PLOTLINE_WRITE_DOCC_PICTURES"] != nil
        for (name, chart) in Self.pictures {
            let png = try chart.png()
            let url = Self.resources.appendingPathComponent(name + ".png")
            if write {
                try FileManager.default.createDirectory(at: Self.resources, withIntermediateDirectories: true)
                try png.write(to: url)
            }
            let drawn = try #require(PNGDecoder.decode(png))
            #expect(drawn.width == Int(Self.size.width) && drawn.height == Int(Self.size.height))
            let stored = try #require(PNGDecoder.decode(try Data(contentsOf: url)), "\(name).png is missing")
            // Pixels, not bytes: the text chunks may change without the picture changing.
            #expect(stored.width == drawn.width && stored.rgba == drawn.rgba,
                    "\(name).png is not what Plotline draws for the article's code; run with PLOTLINE_WRITE_DOCC_PICTURES=1")
        }
    }
}
