import Foundation
import PlotlineScene

/// The color math behind the palette rules (C1, C2): relative luminance and contrast (WCAG 2), CIELAB,
/// the CIEDE2000 color difference, and color-vision deficiency simulated with the matrices of Machado,
/// Oliveira & Fernandes (2009, severity 1) applied in linear RGB.
public enum ColorScience {
    /// A simulated color-vision deficiency.
    public enum Deficiency: String, Sendable, CaseIterable {
        case protanopia, deuteranopia, tritanopia

        var matrix: [[Double]] {
            switch self {
            case .protanopia:
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia:
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            case .tritanopia:
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    /// Relative luminance (WCAG 2).
    public static func luminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two colors, from 1 to 21 (WCAG 2).
    public static func contrast(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// How a color looks with a deficiency.
    public static func simulate(_ color: Color, _ deficiency: Deficiency) -> Color {
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        let m = deficiency.matrix
        let out = m.map { row in min(max(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2], 0), 1) }
        return Color(red: encoded(out[0]), green: encoded(out[1]), blue: encoded(out[2]), alpha: color.alpha)
    }

    /// CIELAB under D65.
    public static func lab(_ color: Color) -> (l: Double, a: Double, b: Double) {
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > pow(6.0 / 29, 3) ? cbrt(t) : t / (3 * pow(6.0 / 29, 2)) + 4.0 / 29 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// The CIEDE2000 difference of two colors (Sharma, Wu & Dalal's formulation).
    public static func deltaE2000(_ c1: Color, _ c2: Color) -> Double { deltaE2000(lab(c1), lab(c2)) }

    /// The CIEDE2000 difference of two CIELAB colors.
    public static func deltaE2000(_ lab1: (l: Double, a: Double, b: Double),
                                  _ lab2: (l: Double, a: Double, b: Double)) -> Double {
        let (l1, a1, b1) = lab1, (l2, a2, b2) = lab2
        let rad = Double.pi / 180
        let cBar = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))))
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / rad
            return h >= 0 ? h : h + 360
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let dLp = l2 - l1, dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * sqrt(c1p * c2p) * sin(dhp / 2 * rad)
        let lBarP = (l1 + l2) / 2, cBarP = (c1p + c2p) / 2
        var hBarP = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hBarP /= 2 } else { hBarP = hBarP < 360 ? (hBarP + 360) / 2 : (hBarP - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hBarP - 30) * rad) + 0.24 * cos(2 * hBarP * rad)
            + 0.32 * cos((3 * hBarP + 6) * rad) - 0.20 * cos((4 * hBarP - 63) * rad)
        let dTheta = 30 * exp(-pow((hBarP - 275) / 25, 2))
        let rc = 2 * sqrt(pow(cBarP, 7) / (pow(cBarP, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(lBarP - 50, 2) / sqrt(20 + pow(lBarP - 50, 2))
        let sc = 1 + 0.045 * cBarP, sh = 1 + 0.015 * cBarP * t
        let rt = -sin(2 * dTheta * rad) * rc
        return sqrt(pow(dLp / sl, 2) + pow(dCp / sc, 2) + pow(dHp / sh, 2) + rt * (dCp / sc) * (dHp / sh))
    }
}

extension Color {
    /// Black or white, whichever reads better on `color` (text drawn on a mark); on the palette's color `k`
    /// it paints `ColorRole.ink`, so it follows the mark into another theme.
    static func ink(on color: Color) -> Color {
        let white = Color(hex: 0xffffff), black = Color(hex: 0x000000)
        let ink = ColorScience.contrast(white, color) >= ColorScience.contrast(black, color) ? white : black
        guard case .series(let k) = color.role else { return ink }
        return ink.role(.ink(k))
    }
}
