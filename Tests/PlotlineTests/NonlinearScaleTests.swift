import Foundation
import Testing
import Plotline

/// Square-root and symmetric-log position scales (Swift Charts' `.squareRoot` and `.symmetricLog`):
/// where values sit, which ticks they get, and the errors.
@Suite struct NonlinearScaleTests {
    struct Row { var name: String; var value: Double }
    static let rows = [Row(name: "a", value: -2000), Row(name: "b", value: -30), Row(name: "c", value: 0),
                       Row(name: "d", value: 5), Row(name: "e", value: 120), Row(name: "f", value: 45_000)]

    static func chart(_ type: ScaleType) -> Chart {
        Chart(rows, id: \.name) { r in PointMark(x: .value("Name", r.name), y: .value("Value", r.value)) }
            .chartYScale(type: type)
    }

    @Test func squareRootPlacesByTheSignedRoot() throws {
        let scale = PositionScale(kind: .squareRoot, domain: 0...100)
        #expect(scale.position(0) == 0 && scale.position(25) == 0.5 && scale.position(100) == 1)
        let signed = PositionScale(kind: .squareRoot, domain: -100...100)
        #expect(signed.position(-25) == 0.25 && signed.position(0) == 0.5)
        let resolved = try Self.chart(.squareRoot).resolve()
        #expect(resolved.y.scale.kind == .squareRoot)
        // The familiar linear sequence, niced like a linear axis.
        #expect(resolved.y.scale.domain == -20_000...60_000)
        #expect(resolved.y.ticks.map(\.value) == [-20_000, 0, 20_000, 40_000, 60_000])
        let f = resolved.layers[0].marks.first { $0.xValue == .category("e") }!
        let expected = (120.0.squareRoot() + 20_000.0.squareRoot()) / (60_000.0.squareRoot() + 20_000.0.squareRoot())
        #expect(abs(f.y0 - expected) < 1e-12)
    }

    @Test func symmetricLogSpreadsBothSidesOfZero() throws {
        let scale = PositionScale(kind: .symmetricLog, domain: -99...99)
        #expect(scale.position(0) == 0.5)
        #expect(abs(scale.position(9) - (0.5 + 0.5 * log(10) / log(100))) < 1e-12)
        #expect(abs(scale.position(-9) - (0.5 - 0.5 * log(10) / log(100))) < 1e-12)
        let resolved = try Self.chart(.symmetricLog).resolve()
        // Each bound away from zero to its power of ten.
        #expect(resolved.y.scale.domain == -10_000...100_000)
        // Zero, then the far powers: 1 and 10 would crowd zero.
        #expect(resolved.y.ticks.map(\.value) == [-10_000, -100, 0, 1_000, 100_000])
        #expect(resolved.y.ticks.map(\.label) == ["-10K", "-100", "0", "1K", "100K"])
        #expect(SymmetricLogTicks.ticks(0, 100, count: 8) == [0, 1, 5, 10, 20, 50, 100])
        #expect(SymmetricLogTicks.nice(-3...450) == -10...1000)
        #expect(SymmetricLogTicks.nice(0...0) == 0...1)
    }

    @Test func wordsAndOrderStayTheValues() throws {
        let access = try Self.chart(.symmetricLog).chartTitle("Balance").resolve().accessibility
        #expect(access.summary.contains("-2,000") && access.summary.contains("45,000"))
        #expect(access.descriptor.yAxis.range == -10_000...100_000)
    }

    @Test func categoriesOnAnumericScaleAreAnError() throws {
        let chart = Chart(Self.rows, id: \.name) { r in PointMark(x: .value("Name", r.name), y: .value("Value", r.value)) }
            .chartXScale(type: .squareRoot)
        #expect(throws: PlotlineError.invalidScale(column: "Name", reason: "a square root x scale needs numbers; it holds category values")) {
            try chart.resolve()
        }
    }
}
