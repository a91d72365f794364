import Foundation
import Testing
import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// A masked layer (`mask { }`) in the PNG: drawn where its mask's marks are, as much as they are opaque, and
/// nowhere else; the same picture SVG's `<mask>` gives.
@Suite struct MaskPNGTests {
    struct Day { var day: Int; var steps: Double }

    /// The pixel at a point of the chart (scale 1), as (r, g, b, a).
    static func pixel(_ image: PNGDecoder.Image, x: Double, y: Double) -> [UInt8] {
        let i = (Int(y) * image.width + Int(x)) * 4
        return Array(image.rgba[i..<i + 4])
    }

    @Test func theMaskedAreaIsPaintedOnlyInsideItsMask() throws {
        let days = [Day(day: 1, steps: 8_000), Day(day: 2, steps: 8_000), Day(day: 3, steps: 8_000), Day(day: 4, steps: 8_000)]
        /// The area masked from day 1 to `end` at `opacity`, or not masked.
        func png(maskEnd end: Double?, opacity: Double = 1) throws -> PNGDecoder.Image {
            let chart = Chart(days, id: \.day) { d in
                if let end {
                    AreaMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
                        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                        .mask { RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", end)).opacity(opacity) }
                } else {
                    AreaMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
                        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
                }
            }
            return try #require(PNGDecoder.decode(try chart.png()))
        }
        let plot = Scene(try Chart(days, id: \.day) { d in AreaMark(x: .value("Day", d.day), y: .value("Steps", d.steps)) }.resolve()).plotArea
        let unmasked = try png(maskEnd: nil), masked = try png(maskEnd: 2.5), hidden = try png(maskEnd: 1)
        let half = try png(maskEnd: 2.5, opacity: 0.5)
        // Points inside the area, off the grid lines: day 1.5 (inside the mask) and day 3.5 (outside it).
        let y = plot.y + plot.height * 0.55
        let inX = plot.x + plot.width * (0.5 / 3), outX = plot.x + plot.width * (2.5 / 3)
        let area = Self.pixel(unmasked, x: inX, y: y), ground = Self.pixel(hidden, x: outX, y: y)
        #expect(area != ground, "the area is drawn: \(area)")
        #expect(area[2] > area[0] + 60, "the area is blue: \(area)")
        // Within a step of rounding (the masked layer is composited from premultiplied pixels).
        func near(_ a: [UInt8], _ b: [UInt8]) -> Bool { zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 2 } }
        #expect(near(Self.pixel(masked, x: inX, y: y), area), "\(Self.pixel(masked, x: inX, y: y)) vs \(area)")
        #expect(Self.pixel(masked, x: outX, y: y) == ground)
        let areaOutside = Self.pixel(unmasked, x: outX, y: y)
        #expect(areaOutside != ground && areaOutside[2] > areaOutside[0] + 60, "unmasked, the area is there: \(areaOutside)")
        // A mask at half opacity lets half the area's color through, over what is below.
        let blended = Self.pixel(half, x: inX, y: y)
        for c in 0..<3 {
            #expect(abs(Int(blended[c]) - (Int(area[c]) + Int(ground[c])) / 2) <= 2, "half: \(blended), area \(area), ground \(ground)")
        }
        #expect(Self.pixel(half, x: outX, y: y) == ground)
    }
}
