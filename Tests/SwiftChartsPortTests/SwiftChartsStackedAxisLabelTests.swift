import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// Axis labels written as a stack of text (issue 32): `AxisValueLabel { VStack { Text(...); Text(...) } }` is
/// drawn as the view stacks it, one line under the other, not run together on one line; read back from the
/// scene and the SVG.
@Suite struct SwiftChartsStackedAxisLabelTests {
    struct Team { var name: String; var wins: Int; var losses: Int }
    static let teams = [Team(name: "Owls", wins: 12, losses: 4), Team(name: "Foxes", wins: 9, losses: 7),
                        Team(name: "Bears", wins: 5, losses: 11)]

    static func chart(stacked: Bool) -> Chart {
        Chart(teams, id: \.name) { team in
            BarMark(x: .value("Team", team.name), y: .value("Wins", team.wins))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let name = value.as(String.self), let team = teams.first(where: { $0.name == name }) {
                        if stacked {
                            VStack {
                                Text(name).bold()
                                Text("\(team.wins)–\(team.losses)")
                            }
                        } else {
                            Text(name)
                        }
                    }
                }
            }
        }
    }

    @Test func aStackOfTextIsTwoLinesUnderItsTick() throws {
        let scene = Scene(try Self.chart(stacked: true).resolve())
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.text.contains("–") }
        #expect(labels.map(\.lines) == [["Owls", "12–4"], ["Foxes", "9–7"], ["Bears", "5–11"]])
        let single = Scene(try Self.chart(stacked: false).resolve())
        let names = single.texts.filter { $0.classes == "tick-label" && ["Owls", "Foxes", "Bears"].contains($0.text) }
        #expect(names.count == 3)
        // The first line sits where a one-line label sits; the plot area gives the second line its height.
        let style = try #require(labels.first?.style)
        for (two, one) in zip(labels, names) {
            #expect(abs(two.y - (one.y - (single.plotArea.maxY - scene.plotArea.maxY))) < 1e-9)
            #expect(two.x == one.x && two.anchor == .middle)
        }
        #expect(abs((single.plotArea.maxY - scene.plotArea.maxY) - TextMetrics.lineHeight(style: style)) < 1e-9)

        let svg = try ParsedSVG(Self.chart(stacked: true).svg())
        let drawn = svg.elements("text", classes: "tick-label").filter { !$0.children.isEmpty }
        #expect(drawn.count == 3)
        #expect(drawn.map { $0.children.map(\.text) } == [["Owls ", "12–4"], ["Foxes ", "9–7"], ["Bears ", "5–11"]])
        // The second line is one line height under the first.
        #expect(drawn.allSatisfy { Double($0.children[1].value("dy") ?? "") == (TextMetrics.lineHeight(style: style) * 100).rounded() / 100 })
    }
}
