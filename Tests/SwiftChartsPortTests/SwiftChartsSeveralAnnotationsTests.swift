import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG

/// More than one `.annotation` on a mark, as Swift Charts allows and sample code writes it (a value above a
/// bar and its name below; a rule's name at one end and its value at the other): each is drawn at its own
/// position, and all are read in the mark's words.
@Suite struct SwiftChartsSeveralAnnotationsTests {
    struct Reading { var hour: String; var kwh: Double }
    static let readings = [Reading(hour: "6 AM", kwh: 1.5), Reading(hour: "9 AM", kwh: 4.25),
                           Reading(hour: "12 PM", kwh: 3)]

    static func annotations(_ svg: String) throws -> [(text: String, x: Double, y: Double, anchor: String)] {
        try ParsedSVG(svg).elements("text", classes: "annotation").map {
            ($0.stringValue, Double($0.value("x") ?? "") ?? .nan, Double($0.value("y") ?? "") ?? .nan,
             $0.value("text-anchor") ?? "start")
        }
    }

    static func bars(_ svg: String) throws -> [(x: Double, y: Double, width: Double, height: Double, label: String)] {
        try ParsedSVG(svg).elements("rect", classes: "mark", "bar").map {
            (Double($0.value("x")!)!, Double($0.value("y")!)!, Double($0.value("width")!)!,
             Double($0.value("height")!)!, $0.value("aria-label") ?? "")
        }
    }

    @Test func aValueAboveEachBarAndANoteBelowIt() throws {
        let chart = Chart(Self.readings, id: \.hour) { reading in
            BarMark(x: .value("Hour", reading.hour), y: .value("Energy", reading.kwh))
                .annotation(position: .top) {
                    Text(reading.kwh, format: .number.precision(.fractionLength(1))).font(.caption)
                }
                .annotation(position: .overlay, alignment: .bottom, spacing: 2) {
                    Text(reading.kwh > 4 ? "Peak" : "").font(.caption2).foregroundStyle(.white)
                }
        }
        let svg = try chart.svg()
        let labels = try Self.annotations(svg)
        let bars = try Self.bars(svg)
        // 4.25 to one decimal is 4.2: numbers round half to even, as Foundation rounds them.
        #expect(labels.map(\.text) == ["1.5", "4.2", "Peak", "3.0"])
        // Each value above its bar, centred; "Peak" inside the 9 AM bar near its foot.
        for (value, bar) in zip([labels[0], labels[1], labels[3]], bars) {
            #expect(abs(value.x - (bar.x + bar.width / 2)) < 0.02)
            #expect(value.y < bar.y && value.y > bar.y - 12)
        }
        let peak = labels[2], nine = bars[1]
        #expect(abs(peak.x - (nine.x + nine.width / 2)) < 0.02)
        #expect(peak.y > nine.y + nine.height / 2 && peak.y <= nine.y + nine.height)
        // Both are in the bar's words, in the order written.
        #expect(nine.label.contains("4.2; Peak"))
        #expect(!bars[0].label.contains(";"))
    }

    @Test func aRuleNamedAtOneEndAndValuedAtTheOther() throws {
        let average = 2.92
        let chart = Chart {
            ForEach(Self.readings, id: \.hour) { reading in
                BarMark(x: .value("Hour", reading.hour), y: .value("Energy", reading.kwh))
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.orange)
                .annotation(position: .top, alignment: .leading) {
                    Text("Average").font(.caption.bold())
                }
                .annotation(position: .bottom, alignment: .trailing) {
                    Text("\(average, specifier: "%.2f") kWh")
                        .padding(.horizontal, 4)
                        .background(Capsule().fill(.orange.opacity(0.2)))
                }
        }
        let resolved = try chart.resolve()
        if let dir = ProcessInfo.processInfo.environment["PLOTLINE_LOOK"] {
            try resolved.png(scale: 2).write(to: URL(fileURLWithPath: dir + "/rule-two-annotations.png"))
        }
        let scene = Scene(resolved)
        let svg = SVGRenderer.render(scene)
        let labels = try Self.annotations(svg)
        #expect(labels.map(\.text) == ["Average", "2.92 kWh"])
        let rule = try #require(try ParsedSVG(svg).elements("line", classes: "mark", "rule").first)
        let (x1, x2) = (Double(rule.value("x1")!)!, Double(rule.value("x2")!)!)
        let ruleY = Double(rule.value("y1")!)!
        // The name above the rule at its start, the value below it at its end, in its capsule.
        let name = labels[0], value = labels[1]
        #expect(name.y < ruleY && abs(name.x - min(x1, x2)) < 0.02)
        #expect(value.y > ruleY)
        let capsule = try #require(scene.shapes.first { (shape: SceneShape) in abs((shape.fill?.alpha ?? 0) - 0.2) < 0.01 })
        let box = capsule.geometry.bounds
        #expect(abs(box.x + box.width - max(x1, x2)) < 0.5)
        #expect(box.y > ruleY && box.y < ruleY + 8)
        #expect(value.x > box.x && value.x < box.x + box.width)
    }

    @Test func aTextAnnotationThenAViewAnnotation() throws {
        // The plain-text `.annotation(_:position:)` and the view form add to one another too.
        let chart = Chart(Self.readings, id: \.hour) { reading in
            PointMark(x: .value("Hour", reading.hour), y: .value("Energy", reading.kwh))
                .annotation("\(reading.kwh)", position: .top)
                .annotation(position: .bottom) { Text(reading.hour).font(.caption2) }
        }
        let labels = try Self.annotations(try chart.svg())
        #expect(labels.map(\.text) == ["1.5", "6 AM", "4.25", "9 AM", "3.0", "12 PM"])
        for pair in stride(from: 0, to: 6, by: 2) {
            #expect(labels[pair].y < labels[pair + 1].y)
            #expect(abs(labels[pair].x - labels[pair + 1].x) < 0.02)
        }
    }

    @Test func furtherAnnotationsAreCheckedLikeTheFirst() throws {
        // A further annotation's view holds numbers and colors like the first: the same rules check them.
        let chart = Chart(Self.readings, id: \.hour) { reading in
            BarMark(x: .value("Hour", reading.hour), y: .value("Energy", reading.kwh))
                .annotation(position: .top) { Text("ok") }
                .annotation(position: .bottom) { Text("far").padding(1e9) }
        }
        #expect {
            _ = try chart.resolve()
        } throws: { error in
            "\(error)".contains("furtherAnnotations[0].layout.view")
        }
    }
}
