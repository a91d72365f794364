import Foundation
import Testing
import Plotline
import PlotlineSVG

/// The tick, added as `docs/adding-a-mark.md` says (one file, one registry line, the schema): a line
/// across its category's band at its value.
@Suite struct TickMarkTests {
    struct Car { var cylinders: String; var horsepower: Double }
    static let cars = [Car(cylinders: "4", horsepower: 90), Car(cylinders: "4", horsepower: 110),
                       Car(cylinders: "8", horsepower: 220)]

    @Test func aLineAcrossTheBandAtTheValue() throws {
        let resolved = try Chart(Self.cars, id: \.horsepower) { car in
            TickMark(x: .value("Horsepower", car.horsepower, unit: "hp"), y: .value("Cylinders", car.cylinders))
        }.chartTitle("Power").resolve()
        #expect(resolved.layers[0].isHorizontal)
        #expect(resolved.y.scale.categories == ["4", "8"])
        let scene = Scene(resolved)
        let lines = scene.shapes.filter { $0.classes == "mark tick" }.compactMap { s -> (Double, Double, Double, Double)? in
            if case .line(let x1, let y1, let x2, let y2) = s.geometry { (x1, y1, x2, y2) } else { nil }
        }
        #expect(lines.count == 3)
        let x = { (v: Double) in scene.plotArea.x + resolved.x.scale.position(v) * scene.plotArea.width }
        for (line, car) in zip(lines, Self.cars) {
            // Vertical, at the value, across the category's band.
            #expect(abs(line.0 - x(car.horsepower)) < 1e-6 && line.0 == line.2)
            let band = resolved.y.scale.band(car.cylinders == "4" ? 0 : 1)
            let top = scene.plotArea.maxY - band.upperBound * scene.plotArea.height
            let bottom = scene.plotArea.maxY - band.lowerBound * scene.plotArea.height
            #expect(line.1 > top - 1e-6 && line.3 < bottom + 1e-6 && abs(abs(line.3 - line.1) - (bottom - top)) < bottom - top)
        }
        #expect(resolved.accessibility.overview.hasPrefix("Strip plot."))
        #expect(resolved.accessibility.labels.map(\.text) == ["4: 90 hp", "4: 110 hp", "8: 220 hp"])
        #expect(MarkType(rawValue: "tick") == .tick)
    }
}
