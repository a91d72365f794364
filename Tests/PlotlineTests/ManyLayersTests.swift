import Foundation
import Testing
@testable import Plotline

/// Layers with data of their own stay linear in the number of layers (issue 34: 10,000 such layers took 30 s,
/// the words comparing each layer's series with every other's to find repeated ones).
@Suite struct ManyLayersTests {
    static func spec(layers n: Int) -> ChartSpec {
        let marks = (0..<n).map { i in
            MarkSpec(type: .point, data: .values([["x": .number(Double(i)), "y": .number(Double(i * 7919 % 1000))]]),
                     channels: [.x: EncodingSpec(field: "x"), .y: EncodingSpec(field: "y")])
        }
        return ChartSpec(marks: marks)
    }

    @Test func tenThousandLayersOfTheirOwnDataResolveInLinearTime() throws {
        func seconds(_ n: Int) throws -> Double {
            let start = Date()
            let chart = try ChartResolver.resolve(Self.spec(layers: n))
            #expect(chart.layers.count == n)
            return Date().timeIntervalSince(start)
        }
        let small = try seconds(2_500)
        let large = try seconds(10_000)
        // Four times the layers: about four times the time (sixteen if quadratic); slack for a busy machine.
        #expect(large < 8 * max(small, 0.05), "2,500 layers \(small) s, 10,000 layers \(large) s")
    }

    @Test func repeatedLayersAreStillOneSeriesInTheWords() throws {
        // The same point drawn by two layers is one series to read, and different points are kept.
        var spec = Self.spec(layers: 3)
        spec.marks.append(spec.marks[1])
        let chart = try ChartResolver.resolve(spec)
        #expect(chart.accessibility.descriptor.series.flatMap(\.dataPoints).count == 3)
    }
}
