import Foundation
import Testing
@testable import Plotline

let enUS = Locale(identifier: "en-US")
let koKR = Locale(identifier: "ko-KR")
let trTR = Locale(identifier: "tr-TR")

@Suite struct NumberFormatTests {
    @Test func groupedPerLocale() {
        #expect(NumberFormat.grouped(12345, fractionDigits: 0, locale: enUS) == "12,345")
        #expect(NumberFormat.grouped(12345.5, fractionDigits: 2, locale: enUS) == "12,345.50")
        #expect(NumberFormat.grouped(12345, fractionDigits: 0, locale: koKR) == "12,345")
        #expect(NumberFormat.grouped(12345.5, fractionDigits: 2, locale: koKR) == "12,345.50")
        #expect(NumberFormat.grouped(12345, fractionDigits: 0, locale: trTR) == "12.345")
        #expect(NumberFormat.grouped(12345.5, fractionDigits: 2, locale: trTR) == "12.345,50")
    }

    @Test func groupedNegativeAndZero() {
        #expect(NumberFormat.grouped(-1234.5, fractionDigits: 1, locale: enUS) == "-1,234.5")
        #expect(NumberFormat.grouped(-1234.5, fractionDigits: 1, locale: trTR) == "-1.234,5")
        #expect(NumberFormat.grouped(0, fractionDigits: 0, locale: enUS) == "0")
        // Foundation prints "-0" for these; we never do.
        #expect(NumberFormat.grouped(-0.0, fractionDigits: 0, locale: enUS) == "0")
        #expect(NumberFormat.grouped(-0.001, fractionDigits: 2, locale: enUS) == "0.00")
        #expect(NumberFormat.grouped(-0.001, fractionDigits: 2, locale: trTR) == "0,00")
        #expect(NumberFormat.grouped(-0.4, fractionDigits: 0, locale: koKR) == "0")
    }

    @Test func groupedNeverTraps() {
        #expect(NumberFormat.grouped(.nan, fractionDigits: 2, locale: enUS) == "NaN")
        #expect(NumberFormat.grouped(-.infinity, fractionDigits: 0, locale: enUS) == "-∞")
        #expect(NumberFormat.grouped(1.5, fractionDigits: -3, locale: enUS) == "2")
        #expect(NumberFormat.grouped(1, fractionDigits: 1_000, locale: enUS) == "1." + String(repeating: "0", count: 17))
    }

    /// Foundation puts a no-break space (U+00A0) between the number and tr-TR's compact unit.
    @Test func compactSingleValues() {
        #expect(NumberFormat.compact(12000, fractionDigits: nil, locale: enUS) == "12K")
        #expect(NumberFormat.compact(12345, fractionDigits: nil, locale: enUS) == "12.3K")
        #expect(NumberFormat.compact(1_200_000, fractionDigits: nil, locale: enUS) == "1.2M")
        #expect(NumberFormat.compact(2.5e9, fractionDigits: 1, locale: enUS) == "2.5B")
        #expect(NumberFormat.compact(12000, fractionDigits: 2, locale: enUS) == "12K")
        #expect(NumberFormat.compact(999_999, fractionDigits: nil, locale: enUS) == "1M")
        #expect(NumberFormat.compact(-0.0, fractionDigits: nil, locale: enUS) == "0")
        #expect(NumberFormat.compact(12345, fractionDigits: nil, locale: koKR) == "1.23만")
        #expect(NumberFormat.compact(1_200_000, fractionDigits: nil, locale: koKR) == "120만")
        #expect(NumberFormat.compact(2.5e9, fractionDigits: 1, locale: koKR) == "25억")
        #expect(NumberFormat.compact(12345, fractionDigits: nil, locale: trTR) == "12,3\u{00A0}B")
        #expect(NumberFormat.compact(1_200_000, fractionDigits: nil, locale: trTR) == "1,2\u{00A0}Mn")
        #expect(NumberFormat.compact(2.5e9, fractionDigits: 1, locale: trTR) == "2,5\u{00A0}Mr")
    }

    @Test(arguments: [
        // ticks, step, en-US, ko-KR, tr-TR
        ([0, 2_500, 5_000, 7_500, 10_000], 2_500.0,
         ["0", "2.5K", "5K", "7.5K", "10K"], ["0", "2.5천", "5천", "7.5천", "1만"], ["0", "2,5\u{00A0}B", "5\u{00A0}B", "7,5\u{00A0}B", "10\u{00A0}B"]),
        ([0, 5_000, 10_000, 15_000, 20_000], 5_000,
         ["0", "5K", "10K", "15K", "20K"], ["0", "5천", "1만", "1.5만", "2만"], ["0", "5\u{00A0}B", "10\u{00A0}B", "15\u{00A0}B", "20\u{00A0}B"]),
        ([0, 20_000, 40_000], 20_000,
         ["0", "20K", "40K"], ["0", "2만", "4만"], ["0", "20\u{00A0}B", "40\u{00A0}B"]),
        ([0, 500_000, 1_000_000, 1_500_000], 500_000,
         ["0", "500K", "1M", "1.5M"], ["0", "50만", "100만", "150만"], ["0", "500\u{00A0}B", "1\u{00A0}Mn", "1,5\u{00A0}Mn"]),
        ([0, 5e8, 1e9, 1.5e9, 2e9, 2.5e9], 5e8,
         ["0", "500M", "1B", "1.5B", "2B", "2.5B"], ["0", "5억", "10억", "15억", "20억", "25억"],
         ["0", "500\u{00A0}Mn", "1\u{00A0}Mr", "1,5\u{00A0}Mr", "2\u{00A0}Mr", "2,5\u{00A0}Mr"]),
        ([-20_000, -10_000, 0, 10_000], 10_000,
         ["-20K", "-10K", "0", "10K"], ["-2만", "-1만", "0", "1만"], ["-20\u{00A0}B", "-10\u{00A0}B", "0", "10\u{00A0}B"]),
        ([0, 12_500, 25_000], 12_500,
         ["0", "12.5K", "25K"], ["0", "1.25만", "2.5만"], ["0", "12,5\u{00A0}B", "25\u{00A0}B"]),
        // 12.345K would need 3 fraction digits: the whole axis falls back to grouped labels.
        ([0, 12_345, 24_690], 12_345,
         ["0", "12,345", "24,690"], ["0", "12,345", "24,690"], ["0", "12.345", "24.690"]),
        // Below the threshold: grouped.
        ([0, 2_000, 4_000, 6_000, 8_000], 2_000,
         ["0", "2,000", "4,000", "6,000", "8,000"], ["0", "2,000", "4,000", "6,000", "8,000"],
         ["0", "2.000", "4.000", "6.000", "8.000"]),
    ] as [([Double], Double, [String], [String], [String])])
    func compactAxisLabels(ticks: [Double], step: Double, en: [String], ko: [String], tr: [String]) {
        #expect(NumberFormat.axisLabels(ticks, step: step, locale: enUS) == en)
        #expect(NumberFormat.axisLabels(ticks, step: step, locale: koKR) == ko)
        #expect(NumberFormat.axisLabels(ticks, step: step, locale: trTR) == tr)
    }

    @Test func decimalAxisLabelsAreExact() {
        #expect(NumberFormat.axisLabels([0, 0.25, 0.5, 0.75, 1], step: 0.25, locale: enUS) == ["0", "0.25", "0.5", "0.75", "1"])
        #expect(NumberFormat.axisLabels([0, 0.25, 0.5, 0.75, 1], step: 0.25, locale: trTR) == ["0", "0,25", "0,5", "0,75", "1"])
        // Ticks computed as multiples of a step carry float error; labels do not.
        let ticks = [0, 0.0020000000000000005, 0.004, 9 * 0.002]
        #expect(ticks[3] != 0.018)
        #expect(NumberFormat.axisLabels(ticks, step: 0.002, locale: enUS) == ["0", "0.002", "0.004", "0.018"])
        #expect(NumberFormat.axisLabels(ticks, step: 0.002, locale: koKR) == ["0", "0.002", "0.004", "0.018"])
        #expect(NumberFormat.axisLabels(ticks, step: 0.002, locale: trTR) == ["0", "0,002", "0,004", "0,018"])
        #expect(NumberFormat.axisLabels([0.1, 0.2, 0.1 + 0.2], step: 0.1, locale: enUS) == ["0.1", "0.2", "0.3"])
        #expect(NumberFormat.axisLabels([0, 200, 400], step: 200, locale: enUS) == ["0", "200", "400"])
        #expect(NumberFormat.axisLabels([1_000, 1_000.5, 1_001], step: 0.5, locale: enUS) == ["1,000", "1,000.5", "1,001"])
    }

    @Test func nearZeroTicksPrintZero() {
        #expect(NumberFormat.axisLabels([-0.1, 1e-17, 0.1], step: 0.1, locale: enUS) == ["-0.1", "0", "0.1"])
        #expect(NumberFormat.axisLabels([-0.1, -1e-17, 0.1], step: 0.1, locale: trTR) == ["-0,1", "0", "0,1"])
        #expect(NumberFormat.axisLabels([-10_000, -1e-12, 10_000], step: 10_000, locale: enUS) == ["-10K", "0", "10K"])
        #expect(NumberFormat.axisLabels([-0.0], step: 1, locale: enUS) == ["0"])
    }

    @Test func axisLabelsToleratesOddInput() {
        #expect(NumberFormat.axisLabels([], step: 1, locale: enUS) == [])
        #expect(NumberFormat.axisLabels([0, 0.5, 1], step: 0, locale: enUS) == ["0", "0.5", "1"])
        #expect(NumberFormat.axisLabels([0, 0.5, 1], step: .nan, locale: enUS) == ["0", "0.5", "1"])
        #expect(NumberFormat.axisLabels([0, .nan, .infinity], step: 1, locale: enUS) == ["0", "NaN", "∞"])
        #expect(NumberFormat.axisLabels([0, 1e300], step: 1e300, locale: enUS).count == 2)
    }

    @Test func labelsParseBackToTicks() {
        let multipliers: [Character: Double] = ["K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12]
        func parse(_ label: String) -> Double? {
            var text = label.replacingOccurrences(of: ",", with: "")
            var multiplier = 1.0
            if let last = text.last, let m = multipliers[last] { multiplier = m; text.removeLast() }
            return Double(text).map { $0 * multiplier }
        }
        let axes: [([Double], Double)] = [
            ((0...8).map { Double($0) * 2_500 }, 2_500),
            ((0...6).map { Double($0) * 0.1 }, 0.1),
            ((0...5).map { Double($0) * 0.002 - 0.004 }, 0.002),
            ((0...6).map { Double($0) * 250_000 }, 250_000),
            ((0...5).map { Double($0) * 5e8 }, 5e8),
            ((0...4).map { Double($0) * 1_250 - 2_500 }, 1_250),
            ((0...4).map { Double($0) * 0.05 + 1 }, 0.05),
        ]
        for (ticks, step) in axes {
            let labels = NumberFormat.axisLabels(ticks, step: step, locale: enUS)
            for (tick, label) in zip(ticks, labels) {
                let value = parse(label)
                #expect(value != nil, "\(label)")
                #expect(abs((value ?? .nan) - tick) <= step * 1e-6, "\(label) for \(tick)")
            }
        }
    }

    @Test func percentPerLocale() {
        #expect(NumberFormat.percent(0.25, fractionDigits: 0, locale: enUS) == "25%")
        #expect(NumberFormat.percent(0.256, fractionDigits: 1, locale: enUS) == "25.6%")
        #expect(NumberFormat.percent(0.25, fractionDigits: 0, locale: koKR) == "25%")
        #expect(NumberFormat.percent(0.256, fractionDigits: 1, locale: koKR) == "25.6%")
        #expect(NumberFormat.percent(0.25, fractionDigits: 0, locale: trTR) == "%25")
        #expect(NumberFormat.percent(0.256, fractionDigits: 1, locale: trTR) == "%25,6")
        #expect(NumberFormat.percent(-0.25, fractionDigits: 0, locale: enUS) == "-25%")
        #expect(NumberFormat.percent(-0.0001, fractionDigits: 1, locale: enUS) == "0.0%")
        #expect(NumberFormat.percent(12.5, fractionDigits: 0, locale: enUS) == "1,250%")
    }
}
