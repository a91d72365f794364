import Testing
@testable import Plotline

@Suite struct LogTicksTests {
    @Test func powersOfTen() {
        #expect(LogTicks.ticks(1, 1000, count: 5) == [1, 10, 100, 1000])
        #expect(LogTicks.ticks(1000, 1, count: 5) == [1000, 100, 10, 1])
        #expect(LogTicks.ticks(3, 45_000, count: 5) == [10, 100, 1000, 10_000])
    }

    @Test func fewDecadesAddTwoAndFive() {
        #expect(LogTicks.ticks(1, 1000, count: 10) == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000])
        #expect(LogTicks.ticks(1, 100, count: 5) == [1, 2, 5, 10, 20, 50, 100])
        #expect(LogTicks.ticks(1, 10, count: 5) == [1, 2, 5, 10])
        #expect(LogTicks.ticks(3, 450, count: 5) == [5, 10, 20, 50, 100, 200])
    }

    @Test func withinADecade() {
        #expect(LogTicks.ticks(2, 8, count: 5) == [2, 3, 4, 5, 6, 7, 8])
        // Too few digits: linear ticks.
        #expect(LogTicks.ticks(2, 3, count: 5) == [2, 2.2, 2.4, 2.6, 2.8, 3])
    }

    @Test func manyDecadesAreThinned() {
        #expect(LogTicks.ticks(1e-10, 1e10, count: 5) == [1e-10, 1e-5, 1, 1e5, 1e10])
        #expect(LogTicks.ticks(1, 1e7, count: 5) == [1, 100, 10_000, 1_000_000])
        #expect(LogTicks.ticks(1e-300, 1e300, count: 5) == [1e-300, 1e-200, 1e-100, 1, 1e100, 1e200, 1e300])
        #expect(LogTicks.ticks(1, 1e308, count: 5) == [1, 1e100, 1e200, 1e300])
    }

    @Test func valuesAreExactDecimals() {
        let ticks = LogTicks.ticks(0.001, 1, count: 5)
        #expect(ticks == [0.001, 0.01, 0.1, 1])
        #expect(ticks.map { "\($0)" } == ["0.001", "0.01", "0.1", "1.0"])
        #expect(LogTicks.ticks(0.0001, 0.01, count: 10).map { "\($0)" }
            == ["0.0001", "0.0002", "0.0005", "0.001", "0.002", "0.005", "0.01"])
    }

    @Test func degenerate() {
        #expect(LogTicks.ticks(5, 5, count: 5) == [5])
        #expect(LogTicks.ticks(0, 10, count: 5) == [])
        #expect(LogTicks.ticks(-1, 10, count: 5) == [])
        #expect(LogTicks.ticks(.nan, 10, count: 5) == [])
        #expect(LogTicks.ticks(1, .infinity, count: 5) == [])
        #expect(LogTicks.ticks(1, 1000, count: 0) == [1])   // count <= 0 is 1: one power
    }

    @Test func nice() {
        #expect(LogTicks.nice(3...450) == 1...1000)
        #expect(LogTicks.nice(0.002...0.5) == 0.001...1)
        #expect(LogTicks.nice(10...1000) == 10...1000)
        #expect(LogTicks.nice(100...100) == 100...1000)
        #expect(LogTicks.nice(5...5) == 1...10)
        #expect(LogTicks.nice(1e308...1e308) == 1e307...1e308)
        #expect(LogTicks.nice(2...1.5e308) == 1...1.5e308)
        #expect(LogTicks.nice(-3...5) == -3...5)
    }

    @Test func validateRejectsZeroAndNegative() throws {
        #expect(throws: PlotlineError.invalidScale(
            column: "temp", reason: "a log scale needs values above zero; the smallest is -3")) {
            try LogTicks.validate(-3...5, column: "temp")
        }
        #expect(throws: PlotlineError.invalidScale(
            column: "count", reason: "a log scale needs values above zero; the smallest is 0")) {
            try LogTicks.validate(0...5, column: "count")
        }
        #expect(throws: PlotlineError.self) { try LogTicks.validate(1...Double.infinity, column: "x") }
        try LogTicks.validate(0.5...1e6, column: "x")
        #expect(PlotlineError.invalidScale(column: "temp", reason: "a log scale needs values above zero; the smallest is -3").description
            == "cannot scale column 'temp': a log scale needs values above zero; the smallest is -3")
    }
}
