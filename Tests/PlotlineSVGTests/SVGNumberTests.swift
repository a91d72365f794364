import Foundation
import Testing
@testable import PlotlineSVG
@testable import SceneSVG

/// SVG's numbers are written digit by digit into their string (a page of 100,000 bars writes millions):
/// the text is the one the plain way of writing them gives.
@Suite struct SVGNumberTests {
    /// The plain way: the rounded value's whole and fraction as decimal strings, the fraction's trailing
    /// zeros dropped.
    static func plain(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        guard abs(scaled) < 9e15 else { return String(Int64(min(max(value, -9e15), 9e15).rounded())) }
        let integer = Int64(abs(scaled))
        var whole = String(integer / Int64(scale))
        var fraction = String(integer % Int64(scale))
        fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { whole += "." + fraction }
        return scaled < 0 ? "-" + whole : whole
    }

    @Test func theSameTextAsThePlainWay() {
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.01, 0.1, 0.5, 1, -1, 9.995, 10, 12.05, 12.5,
                                100, 1234.5678, -1234.5678, 578.51, 33.21, 1e9, 8.99e15, 9e15, 1e308, -1e308,
                                .nan, .infinity, -.infinity, .ulpOfOne, .leastNonzeroMagnitude]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let magnitude = pow(10, Double(state % 13) - 4)
            values.append((unit - 0.3) * magnitude)
        }
        for value in values {
            for digits in 0...3 {
                #expect(SVGNumber.format(value, digits: digits) == Self.plain(value, digits: digits), "\(value), \(digits) digits")
            }
        }
        #expect(SVGNumber.format(12.05) == "12.05")
        #expect(SVGNumber.format(-0.5, digits: 3) == "-0.5")
        #expect(SVGNumber.format(3.0001) == "3")
    }
}
