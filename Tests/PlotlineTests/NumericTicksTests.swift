import Foundation
import Testing
import PlotlineTestSupport
@testable import Plotline

@Suite struct NumericTicksTests {
    struct Case: CustomStringConvertible, Sendable {
        var start: Double, stop: Double, count: Int, expected: [Double]
        var description: String { "[\(start), \(stop)] count \(count)" }
    }

    /// Expectations written from the rule (interval count span/step closest to `count` in ratio,
    /// 2.5 only when clearly closer), then checked.
    static let cases: [Case] = [
        Case(start: 0, stop: 97, count: 5, expected: [0, 20, 40, 60, 80]),
        Case(start: 0, stop: 100, count: 5, expected: [0, 20, 40, 60, 80, 100]),
        Case(start: 58, stop: 172, count: 5, expected: [60, 80, 100, 120, 140, 160]),
        Case(start: 0.001, stop: 0.0093, count: 5, expected: [0.002, 0.004, 0.006, 0.008]),
        Case(start: -5, stop: -1, count: 5, expected: [-5, -4, -3, -2, -1]),
        Case(start: 0, stop: 1, count: 5, expected: [0, 0.2, 0.4, 0.6, 0.8, 1]),
        Case(start: 0, stop: 0.3, count: 5, expected: [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]),
        Case(start: 1e-300, stop: 5e-300, count: 5, expected: [1e-300, 2e-300, 3e-300, 4e-300, 5e-300]),
        Case(start: 1e299, stop: 1e300, count: 5, expected: [2e299, 4e299, 6e299, 8e299, 1e300]),
        Case(start: -1e300, stop: 1e300, count: 5, expected: [-1e300, -5e299, 0, 5e299, 1e300]),
        Case(start: 5, stop: 5, count: 5, expected: [5]),
        Case(start: 10, stop: 0, count: 5, expected: [10, 8, 6, 4, 2, 0]),
        Case(start: 0, stop: 97, count: 2, expected: [0, 50]),
        Case(start: 0, stop: 97, count: 10, expected: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]),
        Case(start: 0, stop: 10, count: 10, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
        Case(start: 0, stop: 14, count: 5, expected: [0, 2.5, 5, 7.5, 10, 12.5]),
        Case(start: 3, stop: 4, count: 5, expected: [3, 3.2, 3.4, 3.6, 3.8, 4]),
        Case(start: 0.1, stop: 0.7, count: 5, expected: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]),
        Case(start: 0, stop: 1, count: 0, expected: [0, 1]),
        Case(start: 0, stop: 1, count: -3, expected: [0, 1]),
        Case(start: -1, stop: 1, count: 5, expected: [-1, -0.5, 0, 0.5, 1]),
        Case(start: -3.7, stop: 8.9, count: 5, expected: [-2.5, 0, 2.5, 5, 7.5]),
        Case(start: 0, stop: 1_000_000, count: 5, expected: [0, 200_000, 400_000, 600_000, 800_000, 1_000_000]),
        Case(start: 1e-6, stop: 1e-5, count: 5, expected: [2e-6, 4e-6, 6e-6, 8e-6, 1e-5]),
        Case(start: 0, stop: 0.0001, count: 4, expected: [0, 0.000025, 0.00005, 0.000075, 0.0001]),
        Case(start: 12, stop: 13, count: 5, expected: [12, 12.2, 12.4, 12.6, 12.8, 13]),
        Case(start: 0.3, stop: 0.9, count: 3, expected: [0.4, 0.6, 0.8]),
        Case(start: -0.7, stop: -0.1, count: 6, expected: [-0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1]),
        Case(start: 1, stop: 2, count: 2, expected: [1, 1.5, 2]),
        Case(start: 100, stop: 200, count: 4, expected: [100, 125, 150, 175, 200]),
        Case(start: 0, stop: 50, count: 5, expected: [0, 10, 20, 30, 40, 50]),
        Case(start: -50, stop: 50, count: 4, expected: [-50, -25, 0, 25, 50]),
        Case(start: 7, stop: 93, count: 5, expected: [20, 40, 60, 80]),
        Case(start: 0.5, stop: 99.5, count: 10, expected: [10, 20, 30, 40, 50, 60, 70, 80, 90]),
        Case(start: 2000, stop: 2024, count: 5, expected: [2000, 2005, 2010, 2015, 2020]),
        Case(start: -1e-300, stop: 1e-300, count: 2, expected: [-1e-300, 0, 1e-300]),
        Case(start: 0, stop: 1, count: 3, expected: [0, 0.25, 0.5, 0.75, 1]),
        Case(start: 0, stop: 7, count: 5, expected: [0, 1, 2, 3, 4, 5, 6, 7]),
        Case(start: 0, stop: 1e-9, count: 5, expected: [0, 2e-10, 4e-10, 6e-10, 8e-10, 1e-9]),
        Case(start: 123_456, stop: 123_789, count: 5, expected: [123_500, 123_550, 123_600, 123_650, 123_700, 123_750]),
        Case(start: 0, stop: 0.3, count: 3, expected: [0, 0.1, 0.2, 0.3]),
        Case(start: 1, stop: 1000, count: 3, expected: [250, 500, 750, 1000]),
        Case(start: -1.7e308, stop: 1.7e308, count: 5, expected: [-1.5e308, -1e308, -5e307, 0, 5e307, 1e308, 1.5e308]),
        Case(start: 0.0093, stop: 0.001, count: 5, expected: [0.008, 0.006, 0.004, 0.002]),
        Case(start: .nan, stop: 1, count: 5, expected: []),
        Case(start: 0, stop: .infinity, count: 5, expected: []),
        Case(start: -.infinity, stop: .infinity, count: 5, expected: []),
    ]

    @Test(arguments: cases) func exactTicks(_ c: Case) {
        let ticks = NumericTicks.ticks(c.start, c.stop, count: c.count)
        #expect(ticks == c.expected)
        // Exact decimals print as the decimal itself.
        #expect(ticks.map { "\($0)" } == c.expected.map { "\($0)" })
    }

    @Test func smallDecimalsPrintExactly() {
        let ticks = NumericTicks.ticks(0.001, 0.0093, count: 5)
        #expect(ticks.map { "\($0)" } == ["0.002", "0.004", "0.006", "0.008"])
        #expect(NumericTicks.ticks(0, 0.3, count: 3).map { "\($0)" } == ["0.0", "0.1", "0.2", "0.3"])
        #expect(NumericTicks.ticks(0.1, 0.7, count: 5).map { "\($0)" } == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        #expect(NumericTicks.ticks(0, 0.0001, count: 4).map { "\($0)" } == ["0.0", "2.5e-05", "5e-05", "7.5e-05", "0.0001"])
    }

    @Test func largeCount() {
        let ticks = NumericTicks.ticks(0, 1, count: 1000)
        #expect(ticks.count == 1001)
        #expect(ticks[3] == 0.003)
        #expect(ticks[999] == 0.999)
        #expect(ticks.last == 1)
        #expect(NumericTicks.ticks(0, 100, count: 100) == (0...100).map(Double.init))
        // Absurd counts are clamped, not allocated.
        #expect(NumericTicks.ticks(0, 1, count: Int.max).count == 10_001)
    }

    @Test func steps() {
        #expect(NumericTicks.steps == [1, 2, 2.5, 5, 10])
        #expect(NumericTicks.step(0, 97, count: 5) == 20)
        #expect(NumericTicks.step(97, 0, count: 5) == 20)
        #expect(NumericTicks.step(0, 0.0093, count: 5) == 0.002)
        #expect(NumericTicks.step(0, 100, count: 4) == 25)
        #expect(NumericTicks.step(5, 5, count: 5) == 0)
        #expect(NumericTicks.step(.nan, 5, count: 5) == 0)
        #expect(NumericTicks.step(1e-300, 5e-300, count: 5) == 1e-300)
    }

    @Test func nice() {
        #expect(NumericTicks.nice(0...97, count: 5) == 0...100)
        #expect(NumericTicks.ticks(0, 100, count: 5) == [0, 20, 40, 60, 80, 100])
        #expect(NumericTicks.nice(58...172, count: 5) == 50...175)
        #expect(NumericTicks.ticks(50, 175, count: 5) == [50, 75, 100, 125, 150, 175])
        #expect(NumericTicks.nice(0.001...0.0093, count: 5) == 0...0.01)
        #expect(NumericTicks.nice(-4.2 ... -0.3, count: 5) == -5...0)
        #expect(NumericTicks.nice(1e299...1e300, count: 5) == 0...1e300)
        #expect(NumericTicks.nice(1e-300...5e-300, count: 5) == 1e-300...5e-300)
        #expect(NumericTicks.nice(-1e300...1e300, count: 5) == -1e300...1e300)
        // Rounding outward would overflow: the bounds stay.
        #expect(NumericTicks.nice(-1.7e308...1.7e308, count: 5) == -1.7e308...1.7e308)
    }

    @Test func niceOfZeroWidthDomains() {
        #expect(NumericTicks.nice(5...5, count: 5) == 4...6)
        #expect(NumericTicks.nice(0...0, count: 5) == 0...1)
        #expect(NumericTicks.nice(-5 ... -5, count: 5) == -6 ... -4)
        #expect(NumericTicks.nice(50...50, count: 5) == 40...60)
        #expect(NumericTicks.nice(0.3...0.3, count: 5) == 0.2...0.4)
        let huge = NumericTicks.nice(1.7e308...1.7e308, count: 5)
        #expect(huge.lowerBound.isFinite && huge.upperBound.isFinite && huge.lowerBound < huge.upperBound)
        #expect(NumericTicks.nice(-Double.infinity...Double.infinity, count: 5) == -Double.infinity...Double.infinity)
    }

    @Test func fractionDigits() {
        #expect(NumericTicks.fractionDigits(forStep: 0.25) == 2)
        #expect(NumericTicks.fractionDigits(forStep: 2.5) == 1)
        #expect(NumericTicks.fractionDigits(forStep: 20) == 0)
        #expect(NumericTicks.fractionDigits(forStep: 0.002) == 3)
        #expect(NumericTicks.fractionDigits(forStep: 0.1) == 1)
        #expect(NumericTicks.fractionDigits(forStep: 2.5e-5) == 6)
        #expect(NumericTicks.fractionDigits(forStep: 1e16) == 0)
        #expect(NumericTicks.fractionDigits(forStep: 0) == 0)
        #expect(NumericTicks.fractionDigits(forStep: .nan) == 0)
    }

    /// Significant digits in the shortest text of `x`: "0.00012" and "1.2e-05" have 2, "-12500000000.0" has 3.
    func significantDigits(_ x: Double) -> Int {
        let text = "\(abs(x))".lowercased()
        let mantissa = text.split(separator: "e").first.map(String.init) ?? text
        var digits = mantissa.filter(\.isNumber)
        while digits.hasPrefix("0") { digits.removeFirst() }
        while digits.hasSuffix("0") { digits.removeLast() }
        return digits.count
    }

    @Test func propertiesOverRandomDomains() {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<2_000 {
            let scale = pow(10, Double(Int.random(in: -8...8, using: &rng)))
            let a = Double.random(in: -1000...1000, using: &rng) * scale
            let b = a + Double.random(in: 0.001...2000, using: &rng) * scale
            let count = Int.random(in: 1...15, using: &rng)
            let step = NumericTicks.step(a, b, count: count)
            let decade = pow(10, (log10(step)).rounded(.down))
            let multiplier = (step / decade * 1000).rounded() / 1000
            #expect([1, 2, 2.5, 5].contains(multiplier), "step \(step) for [\(a), \(b)]")
            let ticks = NumericTicks.ticks(a, b, count: count)
            for tick in ticks {
                #expect(tick >= a && tick <= b)
                let q = tick / step
                #expect(abs(q - q.rounded()) < 1e-6, "\(tick) is not a multiple of \(step)")
                #expect(significantDigits(tick) <= 8, "\(tick) is not an exact decimal")
            }
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
            // A nice domain starts and ends on its own ticks.
            let nice = NumericTicks.nice(a...b, count: count)
            #expect(nice.lowerBound <= a && nice.upperBound >= b)
            let niceTicks = NumericTicks.ticks(nice.lowerBound, nice.upperBound, count: count)
            if count >= 2 {
                #expect(niceTicks.first == nice.lowerBound && niceTicks.last == nice.upperBound, "nice \(nice) for [\(a), \(b)] count \(count)")
            }
        }
    }
}
