import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Annotations written as views, as Swift Charts writes them (issue 14): `annotation(position:alignment:
/// spacing:overflowResolution:) { ... }` with `Text`, `VStack` and `HStack`, fonts, weights and colors, and a
/// value labelled by a `Text`; each drawn (read back from the SVG) and read in words (the marks' labels).
@Suite struct SwiftChartsAnnotationTests {
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 30), Sale(month: "Mar", units: 18)]

    struct Label { var text: String; var x: Double; var y: Double; var anchor: String; var size: String; var weight: String; var fill: String }

    static func annotations(_ svg: String) throws -> [Label] {
        try ParsedSVG(svg).elements("text", classes: "annotation").map {
            Label(text: $0.stringValue, x: Double($0.value("x") ?? "") ?? .nan, y: Double($0.value("y") ?? "") ?? .nan,
                  anchor: $0.value("text-anchor") ?? "start", size: $0.value("font-size") ?? "",
                  weight: $0.value("font-weight") ?? "normal", fill: $0.value("fill") ?? "")
        }
    }

    static func bars(_ svg: String) throws -> [(x: Double, y: Double, width: Double, label: String)] {
        try ParsedSVG(svg).elements("rect", classes: "mark", "bar").map {
            (Double($0.value("x")!)!, Double($0.value("y")!)!, Double($0.value("width")!)!, $0.value("aria-label") ?? "")
        }
    }

    @Test func aStackOfStyledTextSitsAboveItsBar() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .annotation(position: .top, alignment: .center, spacing: 6) {
                    VStack(alignment: .center, spacing: 2) {
                        Text(sale.month == "Feb" ? "Best" : "").font(.caption).foregroundStyle(.secondary)
                        Text("\(Int(sale.units)) units").font(.system(size: 14, weight: .semibold))
                    }
                }
        }
        let svg = try chart.svg()
        let labels = try Self.annotations(svg)
        let bars = try Self.bars(svg)
        // Jan and Mar have one line (their first Text is empty), Feb two.
        #expect(labels.map(\.text) == ["12 units", "Best", "30 units", "18 units"])
        let best = labels[1], feb = labels[2]
        #expect(best.size == "12" && best.weight == "normal" && best.fill == "#515154")
        #expect(feb.size == "14" && feb.weight == "bold")
        // Centred on the bar, the second line below the first, the block 6 points above the bar's top.
        let febBar = bars[1]
        let centre = febBar.x + febBar.width / 2
        let bestWidth = TextMetrics.width("Best", style: TextStyle(size: 12, weight: .regular))
        let unitsWidth = TextMetrics.width("30 units", style: TextStyle(size: 14, weight: .bold))
        let blockLeft = centre - max(bestWidth, unitsWidth) / 2
        #expect(abs(best.x - (blockLeft + (max(bestWidth, unitsWidth) - bestWidth) / 2)) < 0.02)
        #expect(abs(feb.x - blockLeft) < 0.02 && feb.anchor == "start")
        #expect(best.y < feb.y)
        #expect(abs(feb.y - (febBar.y - 6)) < 0.02)
        // A one-line annotation is centred on its bar by its anchor.
        let jan = labels[0], janBar = bars[0]
        #expect(jan.anchor == "middle" && abs(jan.x - (janBar.x + janBar.width / 2)) < 0.02)
        // Read in words: each bar's label says its annotation after its value.
        #expect(bars.map(\.label) == ["Jan: 12, 12 units", "Feb: 30, Best, 30 units", "Mar: 18, 18 units"])
    }

    @Test func anHStackSetsItsRunsSideBySide() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Units", sale.units), y: .value("Month", sale.month))
                .annotation(position: .trailing, alignment: .leading, spacing: 4,
                            overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                    HStack(spacing: 3) {
                        Text(sale.month).font(.caption2).fontWeight(.bold)
                        Text("\(Int(sale.units))").foregroundColor(.red)
                    }
                }
        }
        let svg = try chart.svg()
        let labels = try Self.annotations(svg)
        #expect(labels.map(\.text) == ["Jan", "12", "Feb", "30", "Mar", "18"])
        let bars = try ParsedSVG(svg).elements("rect", classes: "mark", "bar")
        let sales = Self.sales
        for (i, bar) in bars.enumerated() {
            let right = Double(bar.value("x")!)! + Double(bar.value("width")!)!
            let name = labels[2 * i], value = labels[2 * i + 1]
            let nameWidth = TextMetrics.width(name.text, style: TextStyle(size: 11, weight: .bold))
            let valueWidth = TextMetrics.width(value.text, style: TextStyle(size: 11, weight: .bold))
            // After the bar's end by the spacing, unless that runs past the chart (Feb's, the longest bar):
            // then moved in to end 2 points inside it. The value 3 points after the name, on one baseline.
            if sales[i].units == 30 {
                #expect(abs(value.x + valueWidth - 638) < 0.02 && name.x < right + 4)
            } else {
                #expect(abs(name.x - (right + 4)) < 0.02)
            }
            #expect(abs(value.x - (name.x + nameWidth + 3)) < 0.02 && value.y == name.y)
            #expect(name.size == "11" && name.weight == "bold" && value.fill == "#ff3b30")
        }
        // The view's layout is in the spec, and the spec draws the same picture.
        let layout = try #require(chart.spec.marks[0].style?.annotationLayout)
        #expect(layout.lines == [[AnnotationTextStyle(size: 11, bold: true), AnnotationTextStyle(color: "#ff3b30")]])
        #expect(layout.runSpacing == 3 && layout.alignment == .leading && layout.spacing == 4)
        let decoded = try ChartSpec.decode(try chart.spec.encoded())
        #expect(try Chart(spec: decoded).svg() == svg)
    }

    @Test func positionsOverlayAndCorners() throws {
        func label(_ position: AnnotationPosition, alignment: Alignment = .center) throws -> (Label, x: Double, y: Double, width: Double) {
            let chart = Chart([Self.sales[1]], id: \.month) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: 100)
                    .annotation(position: position, alignment: alignment) { Text("Peak") }
            }
            let svg = try chart.svg()
            let bar = try #require(try Self.bars(svg).first)
            return (try #require(try Self.annotations(svg).first), bar.x, bar.y, bar.width)
        }
        let top = try label(.automatic)
        #expect(top.0.anchor == "middle" && abs(top.0.x - (top.x + 50)) < 0.02 && abs(top.0.y - (top.y - 4)) < 0.02)
        let overlay = try label(.overlay)
        #expect(overlay.0.y > overlay.y)
        let leading = try label(.topLeading)
        #expect(leading.0.anchor == "start" && abs(leading.0.x - leading.x) < 0.02)
        let trailing = try label(.topTrailing)
        #expect(trailing.0.anchor == "end" && abs(trailing.0.x - (trailing.x + 100)) < 0.02)
        let aligned = try label(.top, alignment: .leading)
        #expect(aligned.0.anchor == "start" && abs(aligned.0.x - aligned.x) < 0.02)
    }

    @Test func aValueLabelledByText() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value(Text("Month"), sale.month), y: .value(Text("Units sold"), sale.units))
        }
        #expect(chart.spec.marks[0].y?.field == "Units sold")
        let svg = try ParsedSVG(chart.svg())
        #expect(svg.elements("text", classes: "axis-title").map(\.stringValue).contains("Units sold"))
    }

    @Test func modifiersIconsAndShapesAroundTheTextAndAContextClosure() throws {
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .annotation(position: .top) { context in
                    VStack(spacing: 2) {
                        HStack(spacing: 3) {
                            Image(systemName: "star.fill").imageScale(.small)
                            Text(sale.month)
                        }
                        Circle().fill(Color.red).frame(width: 6, height: 6)
                        Text("\(Int(sale.units))").foregroundStyle(Color.blue)
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(4)
                    .background(Color.white.opacity(0.8), in: RoundedRectangle(cornerRadius: 4))
                    .frame(width: context.targetSize.width + 40)
                }
        }
        let labels = try Self.annotations(try chart.svg())
        // The text is drawn; the star and the dot have none. The whole stack's font and color reach the runs
        // without their own; the number keeps its blue.
        #expect(labels.map(\.text) == ["Jan", "12", "Feb", "30", "Mar", "18"])
        #expect(labels.filter { $0.text.count == 3 }.allSatisfy { $0.size == "12" && $0.fill == "#515154" })
        let numbers = labels.filter { $0.text.count == 2 }
        #expect(numbers.count == 3 && numbers.allSatisfy { $0.size == "12" && $0.fill != "#515154" && $0.fill == numbers[0].fill })
        let plain = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .annotation(position: .top) { Plotline.Label(sale.month, systemImage: "flag") }
        }
        #expect(try Self.annotations(try plain.svg()).map(\.text) == ["Jan", "Feb", "Mar"])
    }
}
