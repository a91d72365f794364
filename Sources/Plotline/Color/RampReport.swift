import Foundation
import PlotlineScene

/// Whether a color ramp reads as an ordered scale, for everyone: measured with CIELAB and CIEDE2000 (not
/// with OKLab, the space ramps are built in) in normal vision and under simulated protanopia,
/// deuteranopia and tritanopia. Plotline's own ramps pass; a custom ramp that does not is still usable,
/// and the report says why.
///
/// The rules, each against a bound below:
/// - lightness (CIELAB L*, 64 even steps) changes in one direction; for a diverging ramp, in one
///   direction up to the middle and in the other after it;
/// - steps look even: of 16 even steps, the largest CIEDE2000 difference over the smallest;
/// - neighbors stay apart: at 8 even steps, every pair of neighbors under every vision;
/// - the two ends are far apart under every vision;
/// - diverging: the colors at `t` and `1 - t` stay apart for `t` up to 0.35, so the two directions are
///   told apart near the middle;
/// - the no-data color is apart from every one of 16 even steps under every vision;
/// - the high end (both ends, for a diverging ramp) has enough contrast against the background.
public struct RampReport: Sendable, Equatable, CustomStringConvertible {
    /// Steps over which evenness and the no-data color are measured.
    public static let evenSteps = 16
    /// Steps at which neighbors must stay apart: a legend or a binned heat map seldom shows more.
    public static let separationSteps = 8
    public static let maximumUnevenness = 1.4
    public static let minimumStep = 7.5
    public static let minimumEnds = 30.0
    public static let minimumHalves = 20.0
    /// The diverging halves are compared at `t` = 0, 0.05, ... up to this.
    public static let halvesUpTo = 0.35
    public static let minimumNoData = 10.0
    public static let minimumContrast = 3.0

    /// A measure in normal vision and under each simulated deficiency.
    public struct ByVision: Sendable, Equatable, CustomStringConvertible {
        public var normal: Double
        public var protanopia: Double
        public var deuteranopia: Double
        public var tritanopia: Double

        /// The measure under a vision (nil: normal vision).
        public subscript(vision: ColorScience.Deficiency?) -> Double {
            switch vision {
            case nil: normal
            case .protanopia?: protanopia
            case .deuteranopia?: deuteranopia
            case .tritanopia?: tritanopia
            }
        }

        /// The smallest of the four.
        public var smallest: Double { min(normal, protanopia, deuteranopia, tritanopia) }

        init(_ measure: (ColorScience.Deficiency?) -> Double) {
            normal = measure(nil)
            protanopia = measure(.protanopia)
            deuteranopia = measure(.deuteranopia)
            tritanopia = measure(.tritanopia)
        }

        public var description: String {
            "normal \(Problem.rounded(normal)), protanopia \(Problem.rounded(protanopia)), "
                + "deuteranopia \(Problem.rounded(deuteranopia)), tritanopia \(Problem.rounded(tritanopia))"
        }
    }

    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            /// Lightness turns back between these two positions.
            case lightnessNotMonotone(from: Double, to: Double)
            /// The largest step over the smallest, of ``RampReport/evenSteps`` even steps.
            case uneven(ratio: Double)
            /// The neighbors at these positions too close under a vision (nil: normal vision).
            case stepTooSmall(ColorScience.Deficiency?, from: Double, to: Double, difference: Double)
            /// The two ends too close under a vision.
            case endsTooClose(ColorScience.Deficiency?, difference: Double)
            /// Diverging: the colors at `t` and `1 - t` too close under a vision.
            case halvesTooClose(ColorScience.Deficiency?, at: Double, difference: Double)
            /// The no-data color too close to the ramp's color at a position under a vision.
            case noDataTooClose(ColorScience.Deficiency?, at: Double, difference: Double)
            /// The high end (or, diverging, an end) with too little contrast against the background.
            case lowContrast(at: Double, ratio: Double)
        }

        public var kind: Kind

        public var description: String {
            func who(_ vision: ColorScience.Deficiency?) -> String { vision.map { "under \($0.rawValue)" } ?? "in normal vision" }
            switch kind {
            case .lightnessNotMonotone(let a, let b):
                return "lightness turns back between t = \(Self.position(a)) and \(Self.position(b))"
            case .uneven(let ratio):
                return "steps are uneven: the largest of \(RampReport.evenSteps) is \(Self.rounded(ratio, 2)) times the "
                    + "smallest (at most \(Self.rounded(RampReport.maximumUnevenness, 2)) is allowed)"
            case .stepTooSmall(let vision, let a, let b, let d):
                return "t = \(Self.position(a)) and \(Self.position(b)) differ by only \(Self.rounded(d)) \(who(vision)) "
                    + "(at least \(Self.rounded(RampReport.minimumStep)) is needed)"
            case .endsTooClose(let vision, let d):
                return "the ends differ by only \(Self.rounded(d)) \(who(vision)) "
                    + "(at least \(Self.rounded(RampReport.minimumEnds)) is needed)"
            case .halvesTooClose(let vision, let t, let d):
                return "t = \(Self.position(t)) and \(Self.position(1 - t)) differ by only \(Self.rounded(d)) \(who(vision)) "
                    + "(at least \(Self.rounded(RampReport.minimumHalves)) is needed)"
            case .noDataTooClose(let vision, let t, let d):
                return "the no-data color and t = \(Self.position(t)) differ by only \(Self.rounded(d)) \(who(vision)) "
                    + "(at least \(Self.rounded(RampReport.minimumNoData)) is needed)"
            case .lowContrast(let t, let ratio):
                return "t = \(Self.position(t)) has a contrast of \(Self.rounded(ratio)):1 against the background "
                    + "(at least \(Self.rounded(RampReport.minimumContrast)):1 is needed)"
            }
        }

        static func rounded(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
        static func position(_ t: Double) -> String { String(format: "%g", (t * 10_000).rounded() / 10_000) }
    }

    public var kind: ColorRamp.Kind
    /// Whether CIELAB lightness changes in one direction (each side of the middle, diverging).
    public var monotoneLightness: Bool
    /// Of ``evenSteps`` even steps in normal vision, the largest CIEDE2000 difference over the smallest
    /// (1 is perfectly even).
    public var unevenness: Double
    /// The same ratio with OKLab distances: near 1 by construction for Plotline's ramps, which walk OKLab
    /// at constant speed; above it only where a color was clamped into sRGB.
    public var oklabUnevenness: Double
    /// The smallest CIEDE2000 difference between neighbors at ``separationSteps`` even steps.
    public var smallestStep: ByVision
    /// The CIEDE2000 difference between `t = 0` and `t = 1`.
    public var endDifference: ByVision
    /// Diverging only: the smallest difference between `t` and `1 - t` for `t` up to ``halvesUpTo``.
    public var halvesDifference: ByVision?
    /// The smallest difference between the no-data color and the ramp at ``evenSteps`` even steps.
    public var noDataDifference: ByVision
    /// The contrast of the high end against the background (diverging: the lower of the two ends').
    public var endContrast: Double
    public var problems: [Problem]

    public var passes: Bool { problems.isEmpty }

    public init(ramp: ColorRamp, background: Color, noData: Color = ColorRamp.noData) {
        kind = ramp.kind
        var problems: [Problem] = []
        func seen(_ color: Color, _ vision: ColorScience.Deficiency?) -> Color {
            vision.map { ColorScience.simulate(color, $0) } ?? color
        }
        func position(_ i: Int, of n: Int) -> Double { Double(i) / Double(n) }

        // Lightness: one direction (diverging: away from the middle on both sides).
        let fine = 64
        let lightness = ramp.stops(fine + 1).map { ColorScience.lab($0).l }
        var monotone = true
        let sign: Double = lightness[fine] >= lightness[0] ? 1 : -1
        for i in 0..<fine {
            let rise = lightness[i + 1] - lightness[i]
            // Sequential: every step in the direction of the whole; diverging: towards the middle, then away.
            let expected = ramp.kind == .sequential ? sign : (i < fine / 2 ? 1.0 : -1.0) * (lightness[fine / 2] >= lightness[0] ? 1 : -1)
            if rise * expected <= 0 {
                monotone = false
                problems.append(Problem(kind: .lightnessNotMonotone(from: position(i, of: fine), to: position(i + 1, of: fine))))
            }
        }
        monotoneLightness = monotone

        // Evenness of 16 steps.
        let even = ramp.stops(Self.evenSteps + 1)
        let steps = zip(even, even.dropFirst()).map { ColorScience.deltaE2000($0, $1) }
        unevenness = (steps.max() ?? 0) / max(steps.min() ?? 0, .leastNonzeroMagnitude)
        let okSteps = zip(even, even.dropFirst()).map { ColorScience.oklab($0).distance(to: ColorScience.oklab($1)) }
        oklabUnevenness = (okSteps.max() ?? 0) / max(okSteps.min() ?? 0, .leastNonzeroMagnitude)
        if !(unevenness <= Self.maximumUnevenness) { problems.append(Problem(kind: .uneven(ratio: unevenness))) }

        // Neighbors at 8 steps, and the ends.
        let coarse = ramp.stops(Self.separationSteps + 1)
        smallestStep = ByVision { vision in
            var smallest = Double.infinity
            for i in 0..<Self.separationSteps {
                let d = ColorScience.deltaE2000(seen(coarse[i], vision), seen(coarse[i + 1], vision))
                smallest = min(smallest, d)
                if d < Self.minimumStep {
                    problems.append(Problem(kind: .stepTooSmall(vision, from: position(i, of: Self.separationSteps),
                                                                to: position(i + 1, of: Self.separationSteps), difference: d)))
                }
            }
            return smallest
        }
        endDifference = ByVision { vision in
            let d = ColorScience.deltaE2000(seen(ramp.color(at: 0), vision), seen(ramp.color(at: 1), vision))
            if d < Self.minimumEnds { problems.append(Problem(kind: .endsTooClose(vision, difference: d))) }
            return d
        }

        // Diverging: the two directions apart near the middle.
        if ramp.kind == .diverging {
            let ts = stride(from: 0.0, through: Self.halvesUpTo + 1e-9, by: 0.05).map { $0 }
            halvesDifference = ByVision { vision in
                var smallest = Double.infinity
                for t in ts {
                    let d = ColorScience.deltaE2000(seen(ramp.color(at: t), vision), seen(ramp.color(at: 1 - t), vision))
                    smallest = min(smallest, d)
                    if d < Self.minimumHalves { problems.append(Problem(kind: .halvesTooClose(vision, at: t, difference: d))) }
                }
                return smallest
            }
        } else {
            halvesDifference = nil
        }

        // The no-data color apart from every step.
        noDataDifference = ByVision { vision in
            var smallest = Double.infinity
            for (i, color) in even.enumerated() {
                let d = ColorScience.deltaE2000(seen(noData, vision), seen(color, vision))
                smallest = min(smallest, d)
                if d < Self.minimumNoData {
                    problems.append(Problem(kind: .noDataTooClose(vision, at: position(i, of: Self.evenSteps), difference: d)))
                }
            }
            return smallest
        }

        // Contrast of the high end (both ends, diverging).
        let ends: [Double] = ramp.kind == .diverging ? [0, 1] : [1]
        var lowest = Double.infinity
        for t in ends {
            let ratio = ColorScience.contrast(ramp.color(at: t), background)
            lowest = min(lowest, ratio)
            if ratio < Self.minimumContrast { problems.append(Problem(kind: .lowContrast(at: t, ratio: ratio))) }
        }
        endContrast = lowest
        self.problems = problems
    }

    public var description: String {
        passes ? "the ramp passes" : problems.map(\.description).joined(separator: "; ")
    }
}
