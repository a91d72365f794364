import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Details of the plot as Swift Charts code writes them (issue 32): a domain given as an array, a legend
/// beside the plot placed along its height, padding on the plot content, and views turned or scaled with
/// `rotationEffect` and `scaleEffect`; each read back from the scene.
@Suite struct SwiftChartsPlotDetailsTests {
    struct Score: Identifiable { var id: String { "\(team)-\(week)" }; var team: String; var week: Int; var points: Double }
    static let scores: [Score] = ["Otters", "Herons", "Lynxes"].enumerated().flatMap { i, team in
        (1...6).map { week in Score(team: team, week: week, points: Double(40 + 7 * i + 5 * ((week * (i + 2)) % 4))) }
    }

    static func tickLabels(_ scene: Scene, axis: String) -> [String] {
        scene.texts.filter { $0.classes == "tick-label \(axis)" || $0.classes == "tick-label" && axis == "" }.map(\.text)
    }

    // MARK: An array as a domain

    @Test func anArrayOfNumbersIsTheDomainFromItsLeastToItsGreatest() throws {
        let chart = Chart(Self.scores) { score in
            LineMark(x: .value("Week", score.week), y: .value("Points", score.points))
                .foregroundStyle(by: .value("Team", score.team))
        }
        .chartYScale(domain: [0, 100])
        let resolved = try chart.resolve()
        #expect(resolved.y.scale.domain == 0...100)
        let ranged = try Chart(Self.scores) { score in
            LineMark(x: .value("Week", score.week), y: .value("Points", score.points))
                .foregroundStyle(by: .value("Team", score.team))
        }
        .chartYScale(domain: 0...100).resolve()
        #expect(resolved.y.ticks.map(\.value) == ranged.y.ticks.map(\.value))
        #expect(resolved.y.ticks.map(\.value) == [0, 25, 50, 75, 100])
        // Given the other way round, or with values between, the same domain.
        let reversed = try Chart(Self.scores) { score in
            LineMark(x: .value("Week", score.week), y: .value("Points", score.points))
                .foregroundStyle(by: .value("Team", score.team))
        }
        .chartYScale(domain: [100, 50, 0]).resolve()
        #expect(reversed.y.scale.domain == 0...100)
    }

    @Test func anArrayOfDatesAndAnArrayOfNamesAreDomainsToo() throws {
        let start = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 UTC
        let days = (0..<10).map { start.addingTimeInterval(Double($0) * 86_400) }
        let end = start.addingTimeInterval(30 * 86_400)
        let chart = Chart(Array(days.enumerated()), id: \.offset) { item in
            BarMark(x: .value("Day", item.element, unit: .day), y: .value("Count", item.offset))
        }
        .chartXScale(domain: [start, end])
        let resolved = try chart.resolve()
        #expect(resolved.x.scale.domain == start.timeIntervalSince1970...end.timeIntervalSince1970)
        // Names keep the order written.
        let named = try Chart(Self.scores.filter { $0.week == 1 }) { score in
            BarMark(x: .value("Team", score.team), y: .value("Points", score.points))
        }
        .chartXScale(domain: ["Lynxes", "Otters", "Herons"]).resolve()
        #expect(named.x.scale.categories == ["Lynxes", "Otters", "Herons"])
    }

    // MARK: A legend beside the plot

    static func legendLabels(_ scene: Scene) -> [SceneText] { scene.texts.filter { $0.classes == "legend-label" } }

    func legendChart(_ alignment: Alignment?) -> Chart {
        Chart(Self.scores) { score in
            LineMark(x: .value("Week", score.week), y: .value("Points", score.points))
                .foregroundStyle(by: .value("Team", score.team))
        }
        .chartLegend(position: .trailing, alignment: alignment)
        .frame(width: 500, height: 320)
    }

    @Test func aLegendBesideThePlotSitsAlongItsHeightAsAligned() throws {
        let centred = Scene(try legendChart(.center).resolve())
        let labels = Self.legendLabels(centred)
        try #require(labels.count == 3)
        // Centred: its labels' middle is the plot area's middle, within half a line.
        let middle = (labels.first!.y + labels.last!.y) / 2
        #expect(abs(middle - (centred.plotArea.y + centred.plotArea.height / 2)) < 8)
        // To the right of the plot area.
        #expect(labels.allSatisfy { $0.x > centred.plotArea.maxX })
        // At the top, by default and when asked; at the bottom when asked.
        let top = Self.legendLabels(Scene(try legendChart(nil).resolve()))
        let askedTop = Self.legendLabels(Scene(try legendChart(.top).resolve()))
        #expect(top.map(\.y) == askedTop.map(\.y))
        #expect(top.first!.y < centred.plotArea.y + 20)
        let bottom = Self.legendLabels(Scene(try legendChart(.bottom).resolve()))
        #expect(abs(bottom.last!.y - centred.plotArea.maxY) < 12 && bottom.last!.y > middle)
        // `.leading` and `.trailing` are centred up and down, as their vertical part is.
        let leading = Self.legendLabels(Scene(try legendChart(.leading).resolve()))
        #expect(leading.map(\.y) == labels.map(\.y))
    }

    // MARK: Padding on the plot content

    @Test func paddingOnThePlotContentInsetsTheData() throws {
        func chart(padded: Bool) -> Chart {
            let chart = Chart(Self.scores.filter { $0.team == "Otters" }) { score in
                PointMark(x: .value("Week", score.week), y: .value("Points", score.points))
            }
            .frame(width: 400, height: 300)
            return padded ? chart.chartPlotStyle { $0.padding() } : chart
        }
        let plain = Scene(try chart(padded: false).resolve())
        let padded = Scene(try chart(padded: true).resolve())
        func dots(_ scene: Scene) -> [(x: Double, y: Double)] {
            scene.shapes.filter { $0.classes.hasPrefix("mark point") }.compactMap {
                if case .circle(let cx, let cy, _) = $0.geometry { return (cx, cy) }
                return nil
            }
        }
        let a = dots(plain), b = dots(padded)
        try #require(a.count == 6 && b.count == 6)
        // The first week stands 16 points in from the plot's leading edge, the last 16 from its trailing edge.
        let area = padded.plotArea
        #expect(abs(b.map(\.x).min()! - (area.x + 16)) < 0.01)
        #expect(abs(b.map(\.x).max()! - (area.maxX - 16)) < 0.01)
        #expect(abs(a.map(\.x).min()! - plain.plotArea.x) < 0.01)
        // Up and down the same: no point is nearer than 16 to the top or bottom.
        #expect(b.allSatisfy { $0.y >= area.y + 16 - 0.01 && $0.y <= area.maxY - 16 + 0.01 })
        // The padding adds to a scale's own.
        let both = try Chart(Self.scores.filter { $0.team == "Otters" }) { score in
            PointMark(x: .value("Week", score.week), y: .value("Points", score.points))
        }
        .chartXScale(range: .plotDimension(padding: 10))
        .chartPlotStyle { $0.padding(.horizontal, 6) }
        .frame(width: 400, height: 300)
        let bothScene = Scene(try both.resolve())
        #expect(abs(dots(bothScene).map(\.x).min()! - (bothScene.plotArea.x + 16)) < 0.01)
    }

    // MARK: Views turned and scaled

    @Test func aTurnedLabelIsDrawnTurnedAboutItsCentre() throws {
        let chart = Chart(Self.scores.filter { $0.week == 1 }) { score in
            BarMark(x: .value("Team", score.team), y: .value("Points", score.points))
                .annotation(position: .top) {
                    Text("\(Int(score.points))")
                        .rotationEffect(.degrees(-90))
                }
        }
        let scene = Scene(try chart.resolve())
        let labels = scene.texts.filter { $0.classes == "annotation" }
        try #require(labels.count == 3)
        #expect(labels.allSatisfy { $0.rotation == -90 })
        // Unturned (a turn of nothing), the same label's centre is where the turned one turns about.
        let upright = Scene(try Chart(Self.scores.filter { $0.week == 1 }) { score in
            BarMark(x: .value("Team", score.team), y: .value("Points", score.points))
                .annotation(position: .top) { Text("\(Int(score.points))").rotationEffect(.zero) }
        }.resolve())
        let plain = upright.texts.filter { $0.classes == "annotation" }
        for (turned, flat) in zip(labels, plain) {
            #expect(turned.rotation == -90 && flat.rotation == 0)
            #expect(turned.text == flat.text)
            // The point the text turned about, from where its start was and is (a quarter turn back on
            // screen takes (dx, dy) from the centre to (dy, -dx)), is the upright label's centre.
            let upright = flat.bounds
            let start = (x: flat.x, y: flat.y)
            let centre = (x: (start.x + turned.x + turned.y - start.y) / 2, y: (start.x + start.y + turned.y - turned.x) / 2)
            #expect(abs(centre.x - (upright.x + upright.width / 2)) < 0.01)
            #expect(abs(centre.y - (upright.y + upright.height / 2)) < 0.01)
        }
    }

    @Test func aShapeTurnedBecomesItsTurnedOutlineAndAScaledOneGrows() throws {
        let chart = Chart(Self.scores.filter { $0.week == 1 }) { score in
            PointMark(x: .value("Team", score.team), y: .value("Points", score.points))
                .symbol {
                    Rectangle().fill(.blue).frame(width: 10, height: 10).rotationEffect(.degrees(45))
                }
        }
        let scene = Scene(try chart.resolve())
        let diamonds = scene.shapes.filter { $0.classes == "view-shape rectangle" }
        try #require(diamonds.count == 3)
        for diamond in diamonds {
            guard case .path = diamond.geometry else { Issue.record("a turned square is a path"); continue }
            // A 10-point square turned 45 degrees spans its diagonal, 14.14 points, both ways.
            let box = diamond.geometry.bounds
            #expect(abs(box.width - 10 * 2.0.squareRoot()) < 0.01 && abs(box.height - 10 * 2.0.squareRoot()) < 0.01)
        }
        let scaled = Scene(try Chart(Self.scores.filter { $0.week == 1 }) { score in
            PointMark(x: .value("Team", score.team), y: .value("Points", score.points))
                .symbol { Circle().fill(.red).frame(width: 8, height: 8).scaleEffect(1.5) }
        }.resolve())
        let circles = scaled.shapes.filter { $0.classes == "view-shape circle" }
        try #require(circles.count == 3)
        for circle in circles {
            guard case .circle(_, _, let r) = circle.geometry else { Issue.record("a scaled circle stays a circle"); continue }
            #expect(abs(r - 6) < 0.001)
        }
    }

    // MARK: The proxy of a chart with bars across

    @Test func theProxyOfHorizontalBarsAnswersAlongEachAxis() throws {
        let week1 = Self.scores.filter { $0.week == 1 }
        let heronsPoints = try #require(week1.first { $0.team == "Herons" }?.points)
        var answers: [String?] = []
        let chart = Chart(week1) { score in
            BarMark(x: .value("Points", score.points), y: .value("Team", score.team))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = geometry[proxy.plotFrame!].origin
                if let y = proxy.position(forY: "Herons"), let x = proxy.position(forX: heronsPoints) {
                    Path { path in
                        path.move(to: CGPoint(x: origin.x, y: origin.y + y))
                        path.addLine(to: CGPoint(x: origin.x + x, y: origin.y + y))
                    }
                    .stroke(.black, lineWidth: 1)
                }
            }
        }
        .frame(width: 400, height: 240)
        let scene = Scene(try chart.resolve())
        let bars = scene.shapes.filter { $0.classes.contains("bar") }.map(\.geometry.bounds)
        try #require(bars.count == 3)
        let line = try #require(scene.shapes.first { $0.classes == "view-shape path outline" })
        let box = line.geometry.bounds
        // Herons' bar is the second: the line runs along its middle to its end.
        let herons = bars[1]
        #expect(abs(box.y - (herons.y + herons.height / 2)) < 0.01)
        #expect(abs(box.maxX - herons.maxX) < 0.01)
        #expect(abs(box.x - scene.plotArea.x) < 0.01)
        // And read back: the value at the middle of each bar is its team.
        let overlayChart = Chart(week1) { score in
            BarMark(x: .value("Points", score.points), y: .value("Team", score.team))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotFrame!]
                let _ = bars.forEach { bar in answers.append(proxy.value(atY: bar.y + bar.height / 2 - frame.origin.y, as: String.self)) }
            }
        }
        .frame(width: 400, height: 240)
        _ = Scene(try overlayChart.resolve())
        #expect(Array(answers.prefix(3)) == ["Otters", "Herons", "Lynxes"])
    }

    /// A watermark turned across the plot, as overlay code writes it, and an axis label's text turned in its
    /// content (the label is its text, turned as its text is: see SwiftChartsAxisValueLabelStyleTests).
    @Test func aTurnedWatermarkAndATurnedAxisLabelCompile() throws {
        let chart = Chart(Self.scores.filter { $0.team == "Herons" }) { score in
            LineMark(x: .value("Week", score.week), y: .value("Points", score.points))
        }
        .chartXAxis {
            AxisMarks(values: .automatic) { value in
                AxisValueLabel {
                    if let week = value.as(Int.self) {
                        Text("Week \(week)").rotationEffect(.degrees(-45))
                    }
                }
            }
        }
        .chartOverlay { _ in
            Text("DRAFT")
                .font(.largeTitle.bold())
                .foregroundStyle(.gray.opacity(0.3))
                .rotationEffect(.degrees(-30))
        }
        .frame(width: 400, height: 300)
        let scene = Scene(try chart.resolve())
        let mark = try #require(scene.texts.first { $0.text == "DRAFT" })
        #expect(abs(mark.rotation + 30) < 1e-9)
        #expect(scene.texts.first { $0.text == "Week 2" }?.rotation == -45)
    }

    /// Modifiers a static picture has no use for compile and change nothing drawn.
    @Test func modifiersOfAScreenCompileAndDrawTheSame() throws {
        func chart(_ decorated: Bool) -> Chart {
            Chart(Self.scores.filter { $0.week == 1 }) { score in
                BarMark(x: .value("Team", score.team), y: .value("Points", score.points))
                    .annotation(position: .top) {
                        if decorated {
                            Text("\(Int(score.points))").underline().strikethrough(false).baselineOffset(0)
                                .lineSpacing(2).truncationMode(.middle).allowsTightening(true).layoutPriority(1)
                                .blur(radius: 0).brightness(0).saturation(1).grayscale(0).compositingGroup()
                                .help("Points").ignoresSafeArea().privacySensitive()
                        } else {
                            Text("\(Int(score.points))")
                        }
                    }
            }
        }
        #expect(try chart(true).svg() == chart(false).svg())
    }
}

/// A view's numbers go through one rule whether the Swift API or a JSON spec brought them: a turn, a scale,
/// an offset or a path's point a chart cannot draw is refused, naming where it is.
@Suite struct ViewNumberLimitTests {
    @Test func aViewScaledPastWhatCanBeDrawnIsRefused() throws {
        let chart = Chart(SwiftChartsPlotDetailsTests.scores.filter { $0.week == 1 }) { score in
            PointMark(x: .value("Team", score.team), y: .value("Points", score.points))
                .symbol { Circle().fill(.red).frame(width: 8, height: 8).scaleEffect(1e9) }
        }
        #expect {
            _ = try chart.resolve()
        } throws: { error in
            "\(error)".contains("$.marks[0].style.symbolView.modified._1.scale.x")
                && "\(error)".contains("expected a scale from -100 to 100, found 1000000000")
        }
    }

    @Test func hostileViewNumbersInAJSONSpecAreRefusedOneByOne() throws {
        func spec(_ modifier: String) -> Data {
            Data("""
            {"data": {"values": [{"a": 1, "b": 2}, {"a": 2, "b": 3}]},
             "marks": [{"type": "point", "x": {"field": "a"}, "y": {"field": "b"},
               "style": {"symbolView": {"modified": {"_0": {"shape": {"_0": {"kind": "circle"}}}, "_1": \(modifier)}}}}]}
            """.utf8)
        }
        let cases: [(String, String)] = [
            (#"{"offset": {"x": 1e300, "y": 0}}"#, "modified._1.offset.x: expected a length in points from -100000 to 100000"),
            (#"{"rotation": {"degrees": 1e12, "anchorX": 0.5, "anchorY": 0.5}}"#, "modified._1.rotation.degrees"),
            (#"{"padding": {"top": 0, "leading": -1e7, "bottom": 0, "trailing": 0}}"#, "modified._1.padding.leading"),
            (#"{"font": {"size": 0}}"#, "modified._1.font.size: expected a font size from 1 to 1000, found 0"),
            (#"{"clip": {"_0": {"kind": "path", "path": [{"move": {"_0": 0, "_1": 1e200}}]}}}"#, "modified._1.clip._0.path[0]"),
        ]
        for (modifier, expected) in cases {
            let decoded = try ChartSpec.decode(spec(modifier))
            #expect {
                _ = try Chart(spec: decoded).resolve()
            } throws: { error in
                "\(error)".contains("$.marks[0].style.symbolView." + expected)
            }
        }
    }
}
