import Foundation
import PlotlineScene

/// A continuous color ramp for numbers: a heat map's color by count (sequential), or a change around a
/// meaningful middle such as zero (diverging).
///
/// A ramp is a few control colors joined by straight lines in OKLab, a perceptually uniform space, and
/// walked at constant speed: position `t` is a fraction of the ramp's OKLab length, so equal steps in
/// `t` look like equal steps in color. A diverging ramp walks each half on its own, so its middle
/// control color sits at exactly `t = 0.5` whatever the halves' lengths.
///
/// Plotline's own ramps were chosen by `scripts/design-ramps.py` and are checked by ``RampReport``:
/// lightness changes in one direction (each side of the middle, for a diverging ramp), steps look even,
/// and neighboring steps stay apart under simulated protanopia, deuteranopia and tritanopia.
public struct ColorRamp: Sendable, Hashable {
    /// What a ramp shows.
    public enum Kind: String, Sendable, CaseIterable {
        /// Low to high: lightness moves away from the background as the value grows.
        case sequential
        /// Two directions from a middle value: two hues, darkest (or lightest) at the ends, neutral in
        /// the middle.
        case diverging
    }

    public let kind: Kind
    /// The control colors, from `t = 0` to `t = 1`.
    public let colors: [Color]
    /// The control colors in OKLab.
    let points: [ColorScience.OKLab]
    /// Where each control color sits, from 0 to 1.
    let positions: [Double]

    /// A ramp through `colors`, from `t = 0` to `t = 1`. A diverging ramp needs an odd number of colors,
    /// the middle one at `t = 0.5`. Needs at least two colors (three for a diverging ramp).
    public init(_ colors: [Color], kind: Kind = .sequential) {
        precondition(colors.count >= 2, "a ramp needs at least two colors")
        precondition(kind == .sequential || colors.count % 2 == 1, "a diverging ramp needs an odd number of colors")
        self.kind = kind
        self.colors = colors
        points = colors.map(ColorScience.oklab)
        switch kind {
        case .sequential:
            positions = Self.arcPositions(points, from: 0, to: 1)
        case .diverging:
            let middle = points.count / 2
            positions = Self.arcPositions(Array(points[...middle]), from: 0, to: 0.5)
                + Self.arcPositions(Array(points[middle...]), from: 0.5, to: 1).dropFirst()
        }
    }

    /// Positions proportional to the OKLab distance walked, spread over `from...to`.
    private static func arcPositions(_ points: [ColorScience.OKLab], from start: Double, to end: Double) -> [Double] {
        var walked = [0.0]
        for (a, b) in zip(points, points.dropFirst()) { walked.append(walked[walked.count - 1] + a.distance(to: b)) }
        let total = walked[walked.count - 1]
        // Identical control colors: spread them evenly rather than dividing by zero.
        guard total > 0 else {
            return walked.indices.map { start + (end - start) * Double($0) / Double(max(walked.count - 1, 1)) }
        }
        return walked.map { start + (end - start) * $0 / total }
    }

    /// The color at `t`, from 0 (low) to 1 (high); `t` outside 0...1 is clamped. `t` must be a number:
    /// a missing value is drawn in ``noData`` by the caller, and NaN is treated as 0.
    public func color(at t: Double) -> Color {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        var i = 0
        while i < positions.count - 2 && positions[i + 1] <= t { i += 1 }
        let span = positions[i + 1] - positions[i]
        let f = span > 0 ? (t - positions[i]) / span : 0
        return ColorScience.color(points[i].mixed(with: points[i + 1], min(max(f, 0), 1)))
    }

    /// `n` colors at even steps from `t = 0` to `t = 1` (one color, `n == 1`, is the middle).
    public func stops(_ n: Int) -> [Color] {
        guard n > 1 else { return n == 1 ? [color(at: 0.5)] : [] }
        return (0..<n).map { color(at: Double($0) / Double(n - 1)) }
    }

    /// The same ramp from `t = 1` to `t = 0` (high values in the low color).
    public var reversed: ColorRamp { ColorRamp(colors.reversed(), kind: kind) }

    /// Plotline's ramp of a kind for the light or the dark theme.
    public static func named(_ kind: Kind, dark: Bool = false) -> ColorRamp {
        switch (kind, dark) {
        case (.sequential, false): .sequential
        case (.sequential, true): .sequentialDark
        case (.diverging, false): .diverging
        case (.diverging, true): .divergingDark
        }
    }


    // The control colors below were chosen by `scripts/design-ramps.py`: each is a point in OKLCh
    // (OKLab's lightness, chroma and hue angle), lightness fixed or bounded by the ramp's role, chroma and
    // hue free within a hue family; a seeded hill climb moved them to widen the smallest step between
    // neighbors (8 even steps) over normal vision and the three simulated deficiencies, keeping the
    // CIEDE2000 steps even, every point inside sRGB and lightness monotone. ``RampReport`` re-measures
    // the result in Swift; docs/color-ramps.md has the numbers.

    /// Sequential, light theme: pale yellow (near the white background) through green-cyan, cyan and
    /// steel blue to a deep indigo. OKLCh lightness 0.97, 0.85, 0.70, 0.47, 0.30; hue 113° to 274°.
    public static let sequential = ColorRamp(
        [0xf5fcbe, 0xa6dec6, 0x4eadc8, 0x335f86, 0x1e0e84].map(Color.init(hex:)), kind: .sequential)

    /// Sequential, dark theme: a dark violet grey (just above the #1c1c1e background) through blue, cyan
    /// and mint to a pale yellow. OKLCh lightness 0.30, 0.46, 0.69, 0.86, 0.95; hue 300° to 121°.
    public static let sequentialDark = ColorRamp(
        [0x312842, 0x135997, 0x4cadb1, 0xa3e4b3, 0xe4faa5].map(Color.init(hex:)), kind: .sequential)

    /// Diverging, light theme: burnt orange and ochre, a light neutral grey at the middle, then sky blue
    /// and royal blue. Both halves have the same OKLCh lightness at the same distance from the middle
    /// (0.41, 0.65, 0.965), so neither direction looks heavier; orange against blue stays apart under all
    /// three simulations (yellow against blue for protanopia and deuteranopia, red against cyan for
    /// tritanopia).
    public static let diverging = ColorRamp(
        [0x7b2d00, 0xba822c, 0xf3f3f3, 0x4d95d1, 0x2438a8].map(Color.init(hex:)), kind: .diverging)

    /// Diverging, dark theme: gold and copper, a dark neutral grey (just above the background) at the
    /// middle, then blue and pale cyan. Mirrored lightness 0.81, 0.62, 0.32.
    public static let divergingDark = ColorRamp(
        [0xedb838, 0xba7341, 0x333333, 0x4d88d2, 0x8ecce0].map(Color.init(hex:)), kind: .diverging)

    /// The color of a missing value, in both themes: a neutral mid grey at least 15 (CIEDE2000) from every
    /// step of the four ramps above in normal vision and under each simulation, 4.6:1 against white and
    /// 3.7:1 against the dark background. A caller may also hatch it; the color alone is already apart.
    public static let noData = Color(hex: 0x757575)
}
