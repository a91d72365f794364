import Foundation
import PlotlineScene

/// The color scale of a number (`foregroundStyle(by:)` with numbers: a heat map's counts, a change around
/// zero): a continuous ramp from the smallest to the largest value, sequential, or diverging around a middle
/// value when the values fall on both sides of it. Missing values take the "no data" color.
public struct ColorScale: Sendable, Equatable {
    public var title: String
    public var kind: ColorRamp.Kind
    /// The values at the ramp's two ends.
    public var domain: ClosedRange<Double>
    /// For a diverging scale: the value at the ramp's neutral middle (0 by default).
    public var middle: Double?
    /// Familiar values inside the domain, labelled, for the legend (X3).
    public var ticks: [Tick]
    /// How a value is said in words (AG4).
    public var valueDescription: ValueDescription?
    /// The chart's own ramp, as CSS colors from low to high (`chartForegroundStyleScale(range: Gradient(...))`);
    /// the theme's ramp when nil.
    public var colors: [String]? = nil

    /// Where a value sits on the ramp, from 0 to 1; NaN for a missing value. A domain of one value puts
    /// every value in the ramp's middle.
    public func position(_ value: Double) -> Double {
        guard value.isFinite else { return .nan }
        let lo = domain.lowerBound, hi = domain.upperBound
        guard hi > lo else { return 0.5 }
        if kind == .diverging, let middle, middle > lo, middle < hi {
            // Each side of the middle fills its half of the ramp, so equal colors mean equal distance from it.
            let reach = max(middle - lo, hi - middle)
            return min(max(0.5 + (value - middle) / reach / 2, 0), 1)
        }
        return min(max(SpanScale(lo, hi, 1)(value), 0), 1)
    }
}

extension ColorScale {
    /// The color scale of the layers' numeric color channels, or nil when none has one.
    static func resolve(_ layers: [LayerBinding], spec: ColorScaleSpec?, locale: Locale) throws(PlotlineError) -> ColorScale? {
        var lo = Double.infinity, hi = -Double.infinity
        var encoding: EncodingSpec?
        for layer in layers where layer.hasNumericColor {
            if encoding == nil { encoding = layer.spec.color }
            guard case .numbers(let values)? = layer.columns[.color]?.values else { continue }
            for v in values where v.isFinite { lo = min(lo, v); hi = max(hi, v) }
        }
        guard let encoding else { return nil }
        if let fixed = spec?.domain {
            guard fixed.count == 2, fixed.allSatisfy(\.isFinite), fixed[0] < fixed[1] else {
                throw PlotlineError.invalidSpec(path: "$.colorScale.domain", reason: "needs two finite numbers, low then high")
            }
            lo = fixed[0]
            hi = fixed[1]
        }
        if !lo.isFinite { lo = 0; hi = 0 }   // every value missing: one "no data" color
        let middle = spec?.middle ?? 0
        guard middle.isFinite else {
            throw PlotlineError.invalidSpec(path: "$.colorScale.middle", reason: "must be a finite number")
        }
        let kind = spec?.type ?? (lo < middle && hi > middle ? .diverging : .sequential)
        return ColorScale(title: encoding.title, kind: kind, domain: lo...hi, middle: kind == .diverging ? middle : nil,
                          ticks: Tick.keyValues(lo, hi, locale: locale), valueDescription: try encoding.valueDescription(),
                          colors: spec?.range)
    }
}

extension LayerBinding {
    /// A color channel of numbers: a color scale, not series.
    var hasNumericColor: Bool {
        guard let column = columns[.color] else { return false }
        return column.type == .number
    }
}

/// How the color of numbers is scaled: `{"type": "diverging", "domain": [-10, 10], "middle": 0}`.
public struct ColorScaleSpec: Codable, Sendable, Equatable {
    /// `sequential` or `diverging`; diverging when the values fall on both sides of `middle`, by default.
    public var type: ColorRamp.Kind?
    /// The values at the ramp's ends, low then high; the data's extent when omitted.
    public var domain: [Double]?
    /// The value at a diverging ramp's neutral middle; 0 when omitted.
    public var middle: Double?
    /// The ramp's colors from low to high, as CSS colors (a gradient's stops, spread by perceived
    /// distance); the theme's ramp when omitted.
    public var range: [String]? = nil

    public init(type: ColorRamp.Kind? = nil, domain: [Double]? = nil, middle: Double? = nil, range: [String]? = nil) {
        self.type = type
        self.domain = domain
        self.middle = middle
        self.range = range
    }
}
