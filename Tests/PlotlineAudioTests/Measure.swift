import Foundation
import PlotlineTestSupport
import Plotline
@testable import PlotlineAudio
@testable import SceneAudio

/// Measurements of decoded audio, written for the tests: they look only at samples, never at the schedule.
enum Measure {
    /// The strongest frequency between `low` and `high` Hz in `samples[range]`: a Hann-windowed FFT
    /// (zero-padded to four times the length), refined by a parabola through the log magnitudes of the
    /// peak bin and its neighbours.
    static func fundamental(_ samples: [Double], _ range: Range<Int>, rate: Int, low: Double = 60, high: Double = 2_500) -> Double {
        let spectrum = magnitudes(samples, range)
        let size = spectrum.count * 2
        let binHz = Double(rate) / Double(size)
        let first = max(1, Int(low / binHz)), last = min(spectrum.count - 2, Int(high / binHz))
        var peak = first
        for k in first...last where spectrum[k] > spectrum[peak] { peak = k }
        return refine(spectrum, peak) * binHz
    }

    /// The amplitude at each harmonic of `fundamental` (1-based: index 0 is harmonic 1), relative to the first.
    static func harmonics(_ samples: [Double], _ range: Range<Int>, rate: Int, fundamental: Double, count: Int) -> [Double] {
        let spectrum = magnitudes(samples, range)
        let binHz = Double(rate) / Double(spectrum.count * 2)
        let levels = (1...count).map { n -> Double in
            let centre = Int((Double(n) * fundamental / binHz).rounded())
            let lo = max(0, centre - 3), hi = min(spectrum.count - 1, centre + 3)
            return spectrum[lo...hi].max() ?? 0
        }
        return levels.map { $0 / max(levels[0], 1e-12) }
    }

    static func refine(_ m: [Double], _ k: Int) -> Double {
        let a = log(max(m[k - 1], 1e-300)), b = log(max(m[k], 1e-300)), c = log(max(m[k + 1], 1e-300))
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return Double(k) }
        return Double(k) + 0.5 * (a - c) / denominator
    }

    /// Magnitudes of the positive-frequency half of a Hann-windowed, zero-padded FFT.
    static func magnitudes(_ samples: [Double], _ range: Range<Int>) -> [Double] {
        var size = 1
        while size < range.count * 4 { size <<= 1 }
        var re = [Double](repeating: 0, count: size), im = re
        let n = range.count
        for (i, s) in samples[range].enumerated() {
            re[i] = s * (0.5 - 0.5 * cos(2 * Double.pi * Double(i) / Double(n - 1)))
        }
        fft(&re, &im)
        return (0..<size / 2).map { (re[$0] * re[$0] + im[$0] * im[$0]).squareRoot() }
    }

    /// In-place iterative radix-2 FFT.
    static func fft(_ re: inout [Double], _ im: inout [Double]) {
        let n = re.count
        var j = 0
        for i in 1..<n {
            var bit = n >> 1
            while j & bit != 0 { j ^= bit; bit >>= 1 }
            j |= bit
            if i < j { re.swapAt(i, j); im.swapAt(i, j) }
        }
        var length = 2
        while length <= n {
            let angle = -2 * Double.pi / Double(length)
            for start in stride(from: 0, to: n, by: length) {
                for k in 0..<length / 2 {
                    let wr = cos(angle * Double(k)), wi = sin(angle * Double(k))
                    let a = start + k, b = a + length / 2
                    let tr = re[b] * wr - im[b] * wi, ti = re[b] * wi + im[b] * wr
                    re[b] = re[a] - tr; im[b] = im[a] - ti
                    re[a] += tr; im[a] += ti
                }
            }
            length <<= 1
        }
    }

    /// Times (in samples, fractional) where the signal crosses zero going up, by linear interpolation.
    static func upwardCrossings(_ samples: [Double], _ range: Range<Int>) -> [Double] {
        var result: [Double] = []
        for i in range.dropFirst() where samples[i - 1] < 0 && samples[i] >= 0 {
            let f = -samples[i - 1] / (samples[i] - samples[i - 1])
            result.append(Double(i - 1) + f)
        }
        return result
    }

    /// The sounding stretches: runs of samples above `threshold` separated by at least `silence` seconds
    /// below it, as (first, last) sample indexes.
    static func sounds(_ samples: [Double], rate: Int, threshold: Double = 1e-3, silence: Double = 0.008) -> [(Int, Int)] {
        let quiet = Int(silence * Double(rate))
        var result: [(Int, Int)] = []
        var start: Int?, last = -quiet - 1
        for (i, s) in samples.enumerated() where abs(s) > threshold {
            if let s0 = start, i - last > quiet {
                result.append((s0, last))
                start = i
            } else if start == nil {
                start = i
            }
            last = i
        }
        if let start { result.append((start, last)) }
        return result
    }

    /// The largest difference between neighbouring samples in `range`.
    static func largestStep(_ samples: [Double], _ range: Range<Int>) -> Double {
        var m = 0.0
        for i in range.dropFirst() where i < samples.count { m = max(m, abs(samples[i] - samples[i - 1])) }
        return m
    }
}


/// A one-series descriptor on a 0 to 100 y axis (or `range`), x at 0, 1, 2, ... unless given.
func descriptor(_ ys: [Double?], continuous: Bool = false, xs: [Double]? = nil, range: ClosedRange<Double> = 0...100,
                scale: AxisScaleType = .linear, additionalAxes: [any DataAxisDescriptor] = [],
                extra: [[DataPointValue]]? = nil) -> ChartDescriptor {
    let points = ys.enumerated().map { i, y in
        DataPoint(x: xs?[i] ?? Double(i), y: y, additionalValues: extra?[i] ?? [])
    }
    let x = NumericAxisDescriptor(title: "X", range: 0...Double(max(1, ys.count - 1))) { "\($0)" }
    let y = NumericAxisDescriptor(title: "Y", range: range, scaleType: scale) { "\($0)" }
    return ChartDescriptor(title: "Test", summary: "A test chart", xAxis: x, yAxis: y, additionalAxes: additionalAxes,
                           series: [DataSeriesDescriptor(name: "S", isContinuous: continuous, dataPoints: points)])
}

/// Note 48 + fraction × 36 as a frequency: the default mapping, computed here independently.
func expectedFrequency(_ y: Double, lower: Double = 0, upper: Double = 100) -> Double {
    let note = 48 + (y - lower) / (upper - lower) * 36
    return 440 * pow(2, (note - 69) / 12)
}

/// Renders and decodes: the samples of the first channel and the decoded file.
func decoded(_ graph: AudioGraph) throws -> WAVFile.Audio {
    try WAVFile.decode(try graph.wav())
}
