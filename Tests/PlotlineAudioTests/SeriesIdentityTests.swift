import Foundation
import Testing
import Plotline
import PlotlineAudio

/// One series order (the legend's) and one identity per series, in every output: the key, the words, the
/// descriptor and the sound. The data puts Japan's first complete row before Europe's, while Europe's first
/// row (missing its x) comes before both: the legend follows the rows, and nothing may follow the marks.
@Suite struct SeriesIdentityTests {
    struct Car { var origin: String; var horsepower: Double; var mpg: Double }
    static let cars = [
        Car(origin: "USA", horsepower: 130, mpg: 18), Car(origin: "Europe", horsepower: .nan, mpg: 25),
        Car(origin: "Japan", horsepower: 95, mpg: 24), Car(origin: "USA", horsepower: 165, mpg: 15),
        Car(origin: "Europe", horsepower: 46, mpg: 26), Car(origin: "Japan", horsepower: 88, mpg: 27),
        Car(origin: "Europe", horsepower: 87, mpg: 25),
    ]

    static func chart() throws -> ResolvedChart {
        try Chart(cars, id: \.horsepower) { car in
            PointMark(x: .value("Horsepower", car.horsepower), y: .value("Efficiency", car.mpg))
                .foregroundStyle(by: .value("Origin", car.origin))
        }.resolve()
    }

    @Test func everyOutputTakesTheLegendsOrder() throws {
        let chart = try Self.chart()
        let legend = ["USA", "Europe", "Japan"]
        #expect(chart.series.map(\.name) == legend)
        let scene = Scene(chart)
        #expect(scene.groupsWithClass("legend-entry").map { $0.attribute("data-series") } == legend)
        #expect(scene.groupsWithClass("series").map { $0.attribute("data-series") } == legend)
        let access = chart.accessibility
        #expect(access.descriptor.series.map(\.name) == legend)
        #expect(access.overview.contains("3 series: USA, Europe, Japan."), "\(access.overview)")
        let summaryOrder = legend.map { access.summary.range(of: $0 + ":")?.lowerBound }
        #expect(summaryOrder.allSatisfy { $0 != nil } && summaryOrder.map { $0! } == summaryOrder.map { $0! }.sorted(),
                "\(access.summary)")
        // The labels walk the series in the same order.
        var labelOrder: [String] = []
        for label in access.labels {
            if let name = legend.first(where: { label.text.hasPrefix($0) }), labelOrder.last != name { labelOrder.append(name) }
        }
        #expect(labelOrder == legend)
        // The sound plays them in that order, each series as the descriptor's series of that index.
        let tones = try chart.sonification().toneSchedule().filter { $0.series != nil }
        var played: [Int] = []
        for tone in tones where played.last != tone.series { played.append(tone.series!) }
        #expect(played == [0, 1, 2])
        // Each series keeps its own color index, symbol and timbre in legend order.
        #expect(chart.series.map(\.colorIndex) == [0, 1, 2])
        #expect(chart.series.map(\.symbolIndex) == [0, 1, 2])
        let timbres = (0..<3).map { s in Set(tones.filter { $0.series == s }.map(\.timbre)) }
        #expect(timbres.allSatisfy { $0.count == 1 })
    }
}

extension Scene {
    /// Every group whose classes include `name`, depth first.
    func groupsWithClass(_ name: String) -> [SceneGroup] {
        var result: [SceneGroup] = []
        func visit(_ node: SceneNode) {
            guard case .group(let g) = node else { return }
            if g.classes.split(separator: " ").contains(Substring(name)) { result.append(g) }
            g.children.forEach(visit)
        }
        nodes.forEach(visit)
        return result
    }
}

extension SceneGroup {
    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}
