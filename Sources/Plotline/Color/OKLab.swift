import Foundation
import PlotlineScene

/// OKLab (Björn Ottosson, 2020): a perceptual color space in which straight lines and equal distances
/// look even, and whose lightness follows the eye better than CIELAB's in blues. Color ramps are
/// interpolated here; the checks measure with CIELAB and CIEDE2000, so a ramp is not judged only by the
/// space it was built in.
extension ColorScience {
    /// A color in OKLab: `l` is lightness (0 black, 1 white); `a` green–red and `b` blue–yellow.
    public struct OKLab: Sendable, Hashable {
        public var l: Double
        public var a: Double
        public var b: Double

        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }

        /// The Euclidean distance, OKLab's own color difference.
        public func distance(to other: OKLab) -> Double {
            let dl = l - other.l, da = a - other.a, db = b - other.b
            return (dl * dl + da * da + db * db).squareRoot()
        }

        /// The point a fraction `f` of the way to `other` on a straight line.
        func mixed(with other: OKLab, _ f: Double) -> OKLab {
            OKLab(l: l + (other.l - l) * f, a: a + (other.a - a) * f, b: b + (other.b - b) * f)
        }
    }

    /// A color in OKLab (opacity is dropped).
    public static func oklab(_ color: Color) -> OKLab {
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        // Linear sRGB to cone-like responses, a cube root, then to lightness and two opponent axes.
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return OKLab(l: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The sRGB color of an OKLab point, each channel clamped to 0...1 if the point lies outside sRGB.
    public static func color(_ lab: OKLab, alpha: Double = 1) -> Color {
        let l = pow(lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b, 3)
        let m = pow(lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b, 3)
        let s = pow(lab.l - 0.0894841775 * lab.a - 1.2914855480 * lab.b, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        func channel(_ v: Double) -> Double { encoded(min(max(v, 0), 1)) }
        return Color(red: channel(r), green: channel(g), blue: channel(b), alpha: alpha)
    }
}
